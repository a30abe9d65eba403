import { getQuestions } from '@bigfive-org/questions';
import { t, type ContentQuestion, type ContentTest } from './types.js';

/**
 * Big Five: Johnson's IPIP-NEO-120 (public-domain items, ipip.ori.org) as shipped by
 * `@bigfive-org/questions` 1.3.3 (MIT), English and Indonesian (translated by David Adi Nugroho).
 * Each item keeps its facet (`N1`…`C6`) and key (`minus` → reverse). A few Indonesian texts are
 * wrong or misleading; the project corrects them here (item id → corrected text, with why) and
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
    'IPIP-NEO-120 (J. A. Johnson, public domain) from @bigfive-org/questions 1.3.3 (MIT); Indonesian by David Adi Nugroho, 11 items corrected by the project.',
  questions,
};
