import { getQuestions } from '@bigfive-org/questions';
import { t, type ContentQuestion, type ContentTest } from './types.js';

/**
 * Big Five: Johnson's IPIP-NEO-120 (public-domain items, ipip.ori.org) as shipped by
 * `@bigfive-org/questions` 1.3.3 (MIT), English and Indonesian (translated by David Adi Nugroho).
 * Each item keeps its facet (`N1`…`C6`) and key (`minus` → reverse). Many Indonesian texts are
 * wrong, misleading or stiff; the project corrects them here (item id → corrected text, with why) and
 * keeps every other text as the package has it. The list is in docs/tests-scoring.md.
 */
export const BIG_FIVE_ID_CORRECTIONS: Record<string, { text: string; why: string }> = {
  // "Take charge" (E3 Assertiveness) was translated "Bertanggung jawab" = "be responsible".
  '8af754f2-68e9-48f3-8c5d-2e6633d4472c': { text: 'Mengambil kendali', why: '"Bertanggung jawab" means "be responsible", not "take charge"' },
  // "Go on binges" (N5 Immoderation) was translated "Pergi minum-minum" = "go drinking".
  '481efd08-c810-43b1-a952-f8ac9052f96b': {
    text: 'Melakukan sesuatu secara berlebihan tanpa bisa berhenti',
    why: '"Pergi minum-minum" means "go drinking alcohol" — narrower and unsuitable for school students',
  },
  // "Experience my emotions intensely" (O3) became "vent feelings intensely".
  '0727def6-3d18-4221-bf38-86b58f9f3eed': { text: 'Merasakan emosi saya dengan kuat', why: '"Melampiaskan" means "to vent", a different behaviour' },
  // "Have a vivid imagination" (O1): "khayalan yang menyala jelas" is not idiomatic.
  '888dd864-7449-4e96-8d5c-7a439603ea91': {
    text: 'Memiliki daya khayal yang hidup',
    why: '"menyala jelas" (burning clearly) is a word-for-word rendering',
  },
  // "Get back at others" (A4) was translated "Kembali ke orang lain" = "return to other people".
  '17910a55-a64a-4ed0-8b46-293e2fa2fe03': {
    text: 'Membalas perbuatan orang lain',
    why: '"Kembali ke orang lain" means "go back to others"; the item is about revenge',
  },
  // "Boast about my virtues" (A5): "kebijaksanaan" is "wisdom".
  '80c1d149-7050-481a-9953-aefb441642e7': { text: 'Membanggakan kelebihan saya', why: '"kebijaksanaan" means "wisdom", not "virtues"' },
  // "Am always on the go" (E4): "Selalu berpergian" is misspelt and means "always travelling".
  'd07b6c67-0d02-4948-a997-bb84ac234cd8': { text: 'Selalu aktif bergerak', why: '"berpergian" is misspelt ("bepergian") and means "travelling"' },
  // "Don't understand people who get emotional" (O3): "berperasaan" is "having feelings".
  '4fd25155-9cc2-4cd6-8852-3e0ca2d5e95d': {
    text: 'Tidak mengerti orang yang mudah terbawa emosi',
    why: '"berperasaan" means "having feelings / being considerate"',
  },
  // "Leave my belongings around" (C2): word-for-word.
  '50418d86-712c-45d9-adc4-ea0231c93cf5': { text: 'Meletakkan barang-barang saya sembarangan', why: '"di sekitar" (around) reads as "nearby"' },
  // Spelling: "Berkerja keras" → "Bekerja keras"; "Mengindari" → "Menghindari".
  'b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f': { text: 'Bekerja keras', why: 'spelling ("Berkerja")' },
  '9a47184f-6046-4e68-a61b-3d9b357b86ea': { text: 'Menghindari keramaian', why: 'spelling ("Mengindari")' },
  // A reading of all 120 items as an Indonesian teacher would (wrong sense, calques, prepositions,
  // slashes, "-ku" among "saya"): item number, English text and facet in the comment.
  // 1. "Worry about things" (N1+)
  '43c98ce8-a07a-4dc2-80f6-c1b2a2485f06': {
    text: 'Khawatir tentang berbagai hal',
    why: '"suatu hal" is one particular thing; the item is worrying about things in general',
  },
  // 2. "Make friends easily" (E1+)
  'd50a597f-632b-4f7b-89e6-6d85b50fd1c9': { text: 'Mudah berteman', why: 'word order copied from English; "mudah berteman" is the natural phrase' },
  // 7. "Love large parties" (E2+)
  '458f3957-2359-4077-ade1-34525d633063': {
    text: 'Suka pesta besar',
    why: '"berpesta besar" (to party big) is not idiomatic; the item is about large parties',
  },
  // 15. "Keep my promises" (C3+)
  '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32': {
    text: 'Menepati janji',
    why: 'the reduplicated plural "janji-janji" is unnatural in a statement about a habit',
  },
  // 16. "Find it difficult to approach others" (N4+)
  'b2d9ef74-73f5-4ea8-b00c-7aaca15937df': {
    text: 'Merasa sulit mendekati orang lain',
    why: 'without "merasa" it can read as "others are hard to approach"; the item is the person\'s own difficulty',
  },
  // 18. "Prefer variety to routine" (O4+)
  'cae55842-8957-4e3b-83b3-ceff98fb9dcf': {
    text: 'Lebih suka variasi daripada rutinitas',
    why: '"prefer" is "lebih suka" in every other item; "lebih memilih" is a calque',
  },
  // 19. "Love a good fight" (A4-)
  'e2028ad3-b128-4f76-be57-398bfe2aff22': {
    text: 'Suka berdebat sengit',
    why: '"perkelahian" is a physical fight; "a good fight" here is a heated argument (A4 Cooperation)',
  },
  // 22. "Love excitement" (E5+)
  '987efee2-899f-4a65-b9b5-1589ef0460d7': {
    text: 'Suka hal-hal yang seru dan mendebarkan',
    why: '"rasa bersemangat" is a mood (feeling keen); the item is seeking excitement (E5)',
  },
  // 25. "Am always prepared" (C5+)
  'f6076eea-56ae-4b46-97f1-5f94a7676c96': { text: 'Selalu siap sedia', why: '"merasa siap" (feel ready) is a feeling; the item is being prepared' },
  // 29. "Sympathize with the homeless" (A6+)
  'fd50e1ca-d9e0-4037-a7a1-a191d4db2d96': { text: 'Bersimpati kepada para tunawisma', why: 'one sympathises "kepada", not "dengan" (with)' },
  // 30. "Jump into things without thinking" (C6-)
  'bd9eec0a-b68b-472c-8803-7db29c308cdb': {
    text: 'Langsung melakukan sesuatu tanpa berpikir dulu',
    why: '"Mencoba" (try) softens "jump into"; the item is acting at once without thinking',
  },
  // 31. "Fear for the worst" (N1+)
  '7f92ab2c-265c-4b84-8c74-09f9bb9d41a7': {
    text: 'Takut hal terburuk akan terjadi',
    why: '"Takut dengan kejadian terburuk" is stiff; the item is fearing that the worst will happen',
  },
  // 32. "Feel comfortable around people" (E1+)
  'af55f014-788c-4b6e-92c4-b2b59dc8a28d': {
    text: 'Merasa nyaman berada di antara orang lain',
    why: '"di sekitar orang" (near people) is word for word',
  },
  // 35. "Excel in what I do" (C1+)
  'f110fc66-2e9e-413c-920b-19f05e63d7ac': { text: 'Unggul dalam apa yang saya kerjakan', why: 'one excels "dalam", not "untuk"' },
  // 36. "Get irritated easily" (N2+)
  '7dab2a37-8635-4fc7-86b7-0abf13c183c9': { text: 'Mudah jengkel', why: '"tersinggung" means "offended", not "irritated" (N2 Anger)' },
  // 37. "Talk to a lot of different people at parties" (E2+)
  '28ab59a0-e7cd-4fce-94e3-bba2ecc023b6': {
    text: 'Mengobrol dengan banyak orang yang berbeda-beda di pesta',
    why: '"different people" was lost and "saat di pesta" is clumsy',
  },
  // 38. "See beauty in things that others might not notice" (O2+)
  'b5919f2f-cded-4745-a9ce-c02703cee807': {
    text: 'Melihat keindahan dalam hal-hal yang mungkin tidak diperhatikan orang lain',
    why: 'word order and "di suatu hal" were copied from English',
  },
  // 39. "Cheat to get ahead" (A2-)
  '5a5fa975-d024-4ac8-8845-2823f957c21b': {
    text: 'Berbuat curang agar bisa lebih unggul',
    why: '"menuju kemajuan" (towards progress) does not mean "get ahead"',
  },
  // 40. "Often forget to put things back in their proper place" (C2-)
  'adf33f9f-45bd-43e3-af25-4c491176d97f': {
    text: 'Sering lupa mengembalikan barang ke tempatnya',
    why: '"meletakkan … di tempat semula" is stiff; the item is putting things back',
  },
  // 41. "Dislike myself" (N3+)
  'f0a14e16-d726-47e9-a2c1-647fd3d7d52e': {
    text: 'Tidak menyukai diri saya sendiri',
    why: '"Tidak suka diri sendiri" lacks the transitive verb; "saya" as in every item',
  },
  // 42. "Try to lead others" (E3+)
  '0b38e3d3-c15c-454c-b034-f4eb7ae1580a': {
    text: 'Berusaha memimpin orang lain',
    why: '"Mencoba" reads as trying something out; the item is striving to lead',
  },
  // 43. "Feel others' emotions" (O3+)
  '5631b856-ff34-4f76-a0cd-edc7104c3bfa': {
    text: 'Ikut merasakan emosi orang lain',
    why: 'slash left in the item ("perasaan/emosi"); one word, and "ikut" for feeling with others',
  },
  // 44. "Am concerned about others" (A3+)
  'ada867af-4db1-4e3d-a604-2b695c1806e5': {
    text: 'Peduli terhadap orang lain',
    why: '"Mengkhawatirkan" is worrying (an anxiety reading); the item is concern for others (A3 Altruism)',
  },
  // 45. "Tell the truth" (C3+)
  'c55e3958-00c4-4fc3-9118-47d8f31bfde1': {
    text: 'Mengatakan yang sebenarnya',
    why: '"berkata" takes no object; "mengatakan yang sebenarnya" is telling the truth',
  },
  // 46. "Am afraid to draw attention to myself" (N4+)
  'acd8fadc-5399-4a67-b5ff-9d1ada049c01': {
    text: 'Takut menarik perhatian orang kepada diri saya',
    why: '"ke diri sendiri" is word for word; "saya" as in every item',
  },
  // 48. "Prefer to stick with things that I know" (O4-)
  '33b81fd0-7e32-4cd8-a13a-d5f5f754f998': {
    text: 'Lebih suka bertahan dengan hal-hal yang sudah saya kenal',
    why: '"tetap dengan hal" is not idiomatic',
  },
  // 49. "Yell at people" (A4-)
  'd9a9a180-29c9-4ec5-8621-2256d411def7': {
    text: 'Membentak orang lain',
    why: '"Berteriak pada orang" can be calling out to someone; "yell at" is shouting at them in anger',
  },
  // 50. "Do more than what's expected of me" (C4+)
  'f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb': { text: 'Melakukan lebih dari yang diharapkan dari saya', why: 'expected "dari" someone, not "kepada"' },
  // 51. "Rarely overindulge" (N5-)
  '9891b7ba-a494-4307-aafe-301d8db506c6': {
    text: 'Jarang menuruti keinginan secara berlebihan',
    why: '"terlalu berlebihan" is a pleonasm and does not say what is overdone; the item is overindulging',
  },
  // 54. "Think highly of myself" (A5-)
  '7df44711-4cd4-4b05-8830-73fcc3ebdab5': { text: 'Memandang tinggi diri saya sendiri', why: '"Berpikiran tinggi" reads as "having lofty thoughts"' },
  // 55. "Carry out my plans" (C5+)
  '9d3cb5c7-955c-43a4-b6c7-b07ed01dcbd9': {
    text: 'Melaksanakan rencana saya',
    why: '"Melaksanakan yang saya rencanakan" lacks "apa"; shorter and natural',
  },
  // 56. "Become overwhelmed by events" (N6+)
  '13c58810-3864-42ba-aa87-d4166f858756': {
    text: 'Merasa kewalahan oleh berbagai kejadian',
    why: '"Menjadi kewalahan karena banyak peristiwa" is stiff and adds "many"',
  },
  // 57. "Have a lot of fun" (E6+)
  '961376e0-16a1-4c14-b059-789e63d11b63': { text: 'Banyak bersenang-senang', why: '"Memiliki banyak rasa senang" is word for word' },
  // 58. "Believe that there is no absolute right and wrong" (O6+)
  'f08e1b27-3673-4898-9cae-896482d0d9f9': {
    text: 'Percaya bahwa tidak ada benar dan salah yang mutlak',
    why: '"kebenaran dan kesalahan" are "truths and mistakes"; "right and wrong" is "benar dan salah"',
  },
  // 59. "Feel sympathy for those who are worse off than myself" (A6+)
  'c2038c12-7a37-47a8-9983-831bd6692aab': {
    text: 'Merasa bersimpati kepada mereka yang lebih malang daripada saya',
    why: 'a comparison takes "daripada"',
  },
  // 60. "Make rash decisions" (C6-)
  '956f3e17-ff17-4af5-a52f-9222b8968106': {
    text: 'Mengambil keputusan secara gegabah',
    why: '"terburu-buru" is hurried; "rash" is "gegabah", and decisions are "diambil"',
  },
  // 64. "Trust what people say" (A1+)
  'c63e6121-c3ed-40cc-abc2-c1e6ea1e0858': { text: 'Percaya pada apa yang dikatakan orang', why: 'missing preposition ("percaya pada")' },
  // 67. "Prefer to be alone" (E2-)
  '03c10b30-b88f-4c63-8acc-71251ca24615': {
    text: 'Lebih suka menyendiri',
    why: '"sendiri" alone is vague ("by myself"); "menyendiri" is being alone',
  },
  // 70. "Leave a mess in my room" (C2-)
  'f4891687-0ff0-47af-a4f6-d1202c8f6676': {
    text: 'Membiarkan kamar saya berantakan',
    why: '"Meninggalkan kamar berantakan" reads as walking out of a messy room',
  },
  // 72. "Take control of things" (E3+)
  '2452f034-8273-4f71-9122-a40f5ead31ba': { text: 'Memegang kendali atas berbagai hal', why: '"Mengendalikan hal-hal" is word for word and vague' },
  // 73. "Rarely notice my emotional reactions" (O3-)
  '2a300001-6e05-4c79-b8b5-2ccae4c3d463': {
    text: 'Jarang menyadari reaksi emosional saya',
    why: '"memperhatikan perasaan" reads as looking after one\'s feelings; the item is noticing one\'s emotional reactions',
  },
  // 74. "Am indifferent to the feelings of others" (A3-)
  'cd54bd76-ca9c-4030-b325-bb8d896bcb3f': { text: 'Tidak peduli pada perasaan orang lain', why: '"Masa bodoh" is slang' },
  // 77. "Do a lot in my spare time" (E4+)
  'b2a077d5-1fe0-4b06-ab63-35455e001e54': { text: 'Melakukan banyak hal pada waktu luang', why: 'time takes "pada"; "di" is for places' },
  // 80. "Do just enough work to get by" (C4-)
  'a9c97d6b-6721-4150-8d84-64ef3082f164': {
    text: 'Bekerja sekadarnya, asal cukup',
    why: '"hanya agar selesai" reads "get by" as "get it finished"; the item is doing the bare minimum',
  },
  // 81. "Easily resist temptations" (N5-)
  '9f2e7f90-0ca5-4ed0-9fe5-e060238a9b5e': {
    text: 'Dapat menahan godaan dengan mudah',
    why: 'the sentence opened with the adverb, copied from English',
  },
  // 82. "Enjoy being reckless" (E5+)
  '7dd6cf2d-5c14-48c2-8ae5-633a7a596c71': {
    text: 'Suka bertindak sembrono',
    why: 'slash left in the item ("ugal-ugalan/sembrono"); "ugal-ugalan" is mostly about driving',
  },
  // 83. "Have difficulty understanding abstract ideas" (O5-)
  'fecc35f7-681e-4889-a404-4a973a3dfef0': { text: 'Sulit memahami gagasan abstrak', why: '"Memiliki kesulitan" is a calque of "have difficulty"' },
  // 84. "Have a high opinion of myself" (A5-)
  '1d686958-6fe7-432f-85e6-186b99e4e232': {
    text: 'Memiliki penilaian yang tinggi tentang diri saya sendiri',
    why: '"pandangan" (view) reads as "outlook"; "saya" as in every item',
  },
  // 85. "Waste my time" (C5-)
  'c7db0ed8-df7d-49bf-942f-59e46ef743c4': { text: 'Menyia-nyiakan waktu saya', why: '"waktuku" mixes "-ku" into items that use "saya"' },
  // 86. "Feel that I'm unable to deal with things" (N6+)
  'b7e0e393-9b21-4e0d-adf3-8f28fb5b9d87': { text: 'Merasa tidak sanggup menghadapi berbagai hal', why: '"menangani hal-hal" is word for word' },
  // 89. "Am not interested in other people's problems" (A6-)
  '77f54ab4-0fba-4efb-8700-066c7490eb87': { text: 'Tidak tertarik pada masalah orang lain', why: 'standard preposition "tertarik pada"' },
  // 90. "Rush into things" (C6-)
  'a354cf7c-8d11-46ac-acc5-da90d2048637': {
    text: 'Tergesa-gesa dalam melakukan sesuatu',
    why: '"dalam berbagai hal" (in many matters) changes the item; it is rushing into things',
  },
  // 91. "Get stressed out easily" (N1+)
  '43b03992-3f32-4ed1-a6f8-5d6d3e7ed246': { text: 'Mudah stres', why: '"Dapat stres dengan mudah" reads as an ability ("can")' },
  // 94. "Distrust people" (A1-)
  '432dbde8-8756-4ff0-80d5-f47018235139': {
    text: 'Tidak memercayai orang lain',
    why: '"Tidak percaya orang lain" lacks the preposition; "memercayai" is the transitive verb',
  },
  // 95. "Know how to get things done" (C1+)
  '5727c93f-317b-4af1-a686-77fc9fbc5033': {
    text: 'Tahu cara menyelesaikan pekerjaan',
    why: '"bagaimana menyelesaikan sesuatu" is a calque of "how to get things done"',
  },
  // 96. "Am not easily annoyed" (N2-)
  'd32bd062-4eb2-401b-99b2-e7afea39ca9b': {
    text: 'Tidak mudah jengkel',
    why: '"terganggu" (disturbed) is not "annoyed"; the same word as "Mudah jengkel" in this facet',
  },
  // 98. "Do not enjoy going to art museums" (O2-)
  '87c5b27e-59a8-4c48-8ba8-f5413d735693': { text: 'Tidak suka mengunjungi museum seni', why: '"menikmati pergi ke" is word for word' },
  // 102. "Wait for others to lead the way" (E3-)
  '8791f37b-686f-47c3-9db7-74c009951321': { text: 'Menunggu orang lain yang memimpin', why: '"memimpin jalan" is a calque of "lead the way"' },
  // 104. "Take no time for others" (A3-)
  'b68af20d-24f9-4c27-85cc-fe0858994888': {
    text: 'Tidak meluangkan waktu untuk orang lain',
    why: '"Tidak ada waktu" (there is no time) is a circumstance; the item is not making time for others (A3)',
  },
  // 105. "Break my promises" (C3-)
  '54423933-0ebb-44a7-bdd9-2a9b100c70f2': {
    text: 'Mengingkari janji',
    why: 'the reduplicated plural "janji-janji" is unnatural in a statement about a habit',
  },
  // 106. "Am not bothered by difficult social situations" (N4-)
  '7317848c-3e1b-422f-bb16-02efc504f677': {
    text: 'Tidak merasa terganggu dalam situasi sosial yang sulit',
    why: '"menyusahkan" (troublesome, causing hardship); difficult social situations are "sulit"',
  },
  // 107. "Like to take it easy" (E4-)
  '7d93e1ca-46e8-4a30-9623-42a80c9b420c': { text: 'Suka bersantai', why: '"santai saja" is colloquial' },
  // 108. "Am attached to conventional ways" (O4-)
  'a7f43928-8982-4ed5-8656-7a80346fe979': {
    text: 'Terikat pada cara-cara yang konvensional',
    why: '"cara pandang" is a point of view; the item is conventional ways of doing things',
  },
  // 110. "Put little time and effort into my work" (C4-)
  '3890bb43-2695-4b8d-b289-ee10d11cc884': {
    text: 'Hanya mencurahkan sedikit waktu dan tenaga untuk pekerjaan saya',
    why: '"Meluangkan" is making time (an effort), the opposite sense of this reversed item',
  },
  // 111. "Am able to control my cravings" (N5-)
  '49a85680-53aa-4208-86b5-dccc7a6f8e37': {
    text: 'Mampu mengendalikan keinginan saya',
    why: '"hasrat" carries a sexual sense for many readers; the item is cravings in general',
  },
  // 112. "Act wild and crazy" (E5+)
  '10f90fa9-649c-4631-ac4c-3dd3f751597d': { text: 'Bertingkah liar dan gila-gilaan', why: '"gila" means "insane"; "gila-gilaan" is wild fun' },
  // 113. "Am not interested in theoretical discussions" (O5-)
  'b86de003-c3c4-4cc8-9385-5ac8a0142c34': { text: 'Tidak tertarik pada diskusi teoretis', why: 'standard preposition "tertarik pada"' },
  // 115. "Have difficulty starting tasks" (C5-)
  '51403620-968c-42fa-a772-65ba5ad8396f': {
    text: 'Sulit mulai mengerjakan tugas',
    why: '"Memiliki kesulitan untuk" is a calque of "have difficulty"',
  },
  // 117. "Look at the bright side of life" (E6+)
  'e7b31bdc-5f6b-40ec-ba91-f5919b0f170e': {
    text: 'Melihat sisi cerah kehidupan',
    why: '"sisi kehidupan yang cerah" reads as "the bright part of life"',
  },
  // 118. "Believe that we should be tough on crime" (O6-)
  '580b08d1-3c94-46e9-9d07-d6d80c698127': {
    text: 'Percaya bahwa kejahatan harus ditindak tegas',
    why: '"tangguh menghadapi kejahatan" means "resilient against crime"; the item is dealing with crime severely',
  },
  // 119. "Try not to think about the needy" (A6-)
  '48bee420-60c0-45cd-be43-3893dbc1969a': {
    text: 'Berusaha tidak memikirkan orang yang berkekurangan',
    why: '"memikirkan tentang" doubles the preposition; "the needy" are "orang yang berkekurangan"',
  },
};

const english = getQuestions('en');
const indonesian = new Map(getQuestions('id').map((q) => [q.id, q.text]));

const questions: ContentQuestion[] = english.map((q) => {
  const id = BIG_FIVE_ID_CORRECTIONS[q.id]?.text ?? indonesian.get(q.id);
  if (!id) throw new Error(`IPIP item ${q.id} has no Indonesian text`);
  return { type: 'likert', text: t(id, q.text), dimension: `${q.domain}${q.facet}`, reverse: q.keyed === 'minus' };
});

export const BIG_FIVE_TEST: ContentTest = {
  key: 'big-five',
  kind: 'personality',
  instrument: 'big-five',
  name: t('Tes Kepribadian Big Five (IPIP-NEO-120)', 'Big Five Personality Test (IPIP-NEO-120)'),
  description: t(
    'Mengukur lima dimensi kepribadian — Neurotisisme, Ekstraversi, Keterbukaan terhadap Pengalaman, Keramahan, dan Kehati-hatian — beserta 30 aspeknya.',
    'Measures five personality domains — Neuroticism, Extraversion, Openness to Experience, Agreeableness and Conscientiousness — and their 30 facets.',
  ),
  instructions: t(
    'Setiap pernyataan menggambarkan perilaku seseorang. Pilih seberapa akurat pernyataan itu menggambarkan diri Anda saat ini, bukan seperti yang Anda harapkan. Jawablah dengan jujur; tidak ada jawaban benar atau salah.',
    'Each statement describes a behaviour. Choose how accurately it describes you as you are now, not as you wish to be. Answer honestly; there are no right or wrong answers.',
  ),
  minutes: 25,
  source:
    'IPIP-NEO-120 (J. A. Johnson, public domain) from @bigfive-org/questions 1.3.3 (MIT); Indonesian by David Adi Nugroho, 82 items corrected by the project.',
  questions,
};
