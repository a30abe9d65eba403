/**
 * Content pins: the keys, dimensions and answer keys of the seeded tests, checked against
 * expectations that do not come from the content modules themselves.
 *
 * - Big Five: against the IPIP-NEO-120 data of `@bigfive-org/questions`, read straight from the
 *   package's JSON file (a fresh copy, so nothing the app did to the cached module can leak in),
 *   plus the documented figures (55 reversed items; reversed items per facet) written as literals.
 * - RIASEC, attitude scale, competency tests: written by the project, so the reference is a
 *   golden list below, reviewed item by item by reading each statement or question. Changing an
 *   item's type, key or correct answer must change this file too, on purpose.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AKL_TEST, ATTITUDE_TEST, BIG_FIVE_TEST, RIASEC_TEST, RPL_TEST, TKR_TEST } from './index.js';
import type { ContentTest } from './types.js';

interface PackageItem {
  id: string;
  text: string;
  keyed: 'plus' | 'minus';
  domain: string;
  facet: number;
}

const require = createRequire(import.meta.url);
const readItems = (lang: string): PackageItem[] =>
  JSON.parse(readFileSync(require.resolve(`@bigfive-org/questions/data/${lang}/questions.json`), 'utf8')) as PackageItem[];
const IPIP_EN = readItems('en');

const countBy = (values: readonly string[]) => values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

/**
 * Reversed (minus-keyed) items per facet in Johnson's IPIP-NEO-120, as the package ships them
 * (counted from the package's data and read against each item's wording: e.g. every Anxiety (N1) item is
 * worded in the anxious direction, every Morality (A2), Cooperation (A4), Modesty (A5) and
 * Cautiousness (C6) item in the opposite one). 55 in all: N 7, E 6, O 12, A 17, C 13. One row
 * per domain, left as written.
 */
// prettier-ignore
const REVERSED_PER_FACET: Record<string, number> = {
  N1: 0, N2: 1, N3: 1, N4: 1, N5: 3, N6: 1,
  E1: 2, E2: 2, E3: 1, E4: 1, E5: 0, E6: 0,
  O1: 0, O2: 2, O3: 2, O4: 3, O5: 3, O6: 2,
  A1: 1, A2: 4, A3: 2, A4: 4, A5: 4, A6: 2,
  C1: 0, C2: 3, C3: 2, C4: 2, C5: 2, C6: 4,
};

describe('content pins: Big Five (IPIP-NEO-120)', () => {
  it('every one of the 120 items has the facet and key of the same item in @bigfive-org/questions', () => {
    // Our items follow the package's order and keep its English text: item i is the package's item i.
    expect(IPIP_EN).toHaveLength(120);
    expect(BIG_FIVE_TEST.questions).toHaveLength(120);
    BIG_FIVE_TEST.questions.forEach((q, i) => {
      const ipip = IPIP_EN[i]!;
      expect({ text: q.text.en, dimension: q.dimension, reverse: q.reverse }, `item ${i + 1}`).toEqual({
        text: ipip.text,
        dimension: `${ipip.domain}${ipip.facet}`,
        reverse: ipip.keyed === 'minus',
      });
    });
  });

  it('the Indonesian package lines up with the English one (same ids, facets and keys, item by item)', () => {
    const id = readItems('id');
    expect(id.map(({ id, keyed, domain, facet }) => ({ id, keyed, domain, facet }))).toEqual(
      IPIP_EN.map(({ id, keyed, domain, facet }) => ({ id, keyed, domain, facet })),
    );
  });

  it('55 reversed items, the documented figure, in the package data and in our content', () => {
    expect(IPIP_EN.filter((q) => q.keyed === 'minus')).toHaveLength(55);
    expect(BIG_FIVE_TEST.questions.filter((q) => q.reverse === true)).toHaveLength(55);
    expect(BIG_FIVE_TEST.questions.filter((q) => q.reverse === false)).toHaveLength(65);
  });

  it('30 facets of 4 items each, with the reversed items per facet of the IPIP-NEO-120 key', () => {
    const facets = countBy(BIG_FIVE_TEST.questions.map((q) => q.dimension ?? ''));
    expect(facets).toEqual(Object.fromEntries(Object.keys(REVERSED_PER_FACET).map((f) => [f, 4])));
    const reversed = (items: { facet: string; minus: boolean }[]) =>
      Object.fromEntries(Object.keys(REVERSED_PER_FACET).map((f) => [f, items.filter((i) => i.facet === f && i.minus).length]));
    expect(reversed(IPIP_EN.map((q) => ({ facet: `${q.domain}${q.facet}`, minus: q.keyed === 'minus' })))).toEqual(REVERSED_PER_FACET);
    expect(reversed(BIG_FIVE_TEST.questions.map((q) => ({ facet: q.dimension ?? '', minus: q.reverse === true })))).toEqual(REVERSED_PER_FACET);
  });

  it('the four Anxiety (N1) items are forward-keyed: agreeing means more anxious', () => {
    expect(BIG_FIVE_TEST.questions.filter((q) => q.dimension === 'N1').map((q) => [q.text.en, q.reverse])).toEqual([
      ['Worry about things', false],
      ['Fear for the worst', false],
      ['Am afraid of many things', false],
      ['Get stressed out easily', false],
    ]);
  });
});

/**
 * RIASEC: every activity with its Holland type, reviewed by reading each one (in the order a
 * student meets them, interleaved R I A S E C). Farming and large-scale cooking are Realistic,
 * food presentation Artistic, guiding tourists and serving customers Social, promotion and
 * negotiating Enterprising, following a procedure step by step Conventional, as in Holland's model.
 */
const RIASEC_GOLDEN: [string, string][] = [
  ['Memperbaiki sepeda motor atau mesin yang rusak', 'R'],
  ['Melakukan percobaan di laboratorium', 'I'],
  ['Menggambar atau mendesain poster', 'A'],
  ['Mengajari teman yang kesulitan memahami pelajaran', 'S'],
  ['Memimpin rapat atau organisasi siswa', 'E'],
  ['Mencatat pemasukan dan pengeluaran uang', 'C'],
  ['Merakit perabot atau rak dari potongan kayu', 'R'],
  ['Mencari tahu penyebab sebuah mesin atau program tidak berjalan', 'I'],
  ['Mengambil dan menyunting foto atau video', 'A'],
  ['Merawat orang sakit atau lanjut usia', 'S'],
  ['Menjual produk kepada orang lain', 'E'],
  ['Menyusun data dalam tabel atau spreadsheet', 'C'],
  ['Memasang instalasi listrik atau lampu di rumah', 'R'],
  ['Memecahkan soal matematika atau teka-teki logika', 'I'],
  ['Menulis cerita, puisi, atau naskah', 'A'],
  ['Menjadi relawan dalam kegiatan sosial', 'S'],
  ['Memulai usaha kecil sendiri', 'E'],
  ['Mengarsipkan dokumen dengan rapi', 'C'],
  ['Mengoperasikan mesin bubut atau mesin las di bengkel', 'R'],
  ['Membaca artikel tentang sains dan teknologi terbaru', 'I'],
  ['Memainkan alat musik atau bernyanyi di depan orang', 'A'],
  ['Mendengarkan dan membantu teman yang punya masalah', 'S'],
  ['Meyakinkan orang agar setuju dengan ide saya', 'E'],
  ['Memeriksa kesalahan ketik dan angka dalam laporan', 'C'],
  ['Merawat tanaman, kebun, atau hewan ternak', 'R'],
  ['Menganalisis data untuk menemukan pola', 'I'],
  ['Menata dekorasi ruangan atau panggung acara', 'A'],
  ['Memandu tamu atau wisatawan', 'S'],
  ['Mempromosikan produk di media sosial', 'E'],
  ['Menghitung stok barang di gudang', 'C'],
  ['Membongkar dan memasang kembali komputer', 'R'],
  ['Meneliti bahan makanan atau obat di laboratorium', 'I'],
  ['Merancang pakaian atau busana', 'A'],
  ['Melayani pelanggan dengan ramah', 'S'],
  ['Menawar harga dengan pemasok', 'E'],
  ['Mengikuti prosedur kerja langkah demi langkah', 'C'],
  ['Bekerja di luar ruangan dengan peralatan teknik', 'R'],
  ['Mempelajari cara kerja jaringan internet', 'I'],
  ['Membuat animasi atau ilustrasi digital', 'A'],
  ['Melatih anak-anak dalam olahraga atau kesenian', 'S'],
  ['Mengatur sebuah acara dan membagi tugas panitia', 'E'],
  ['Membuat jadwal dan daftar tugas yang teratur', 'C'],
  ['Memasak hidangan dalam jumlah besar di dapur', 'R'],
  ['Menulis program komputer untuk menghitung sesuatu', 'I'],
  ['Menyajikan makanan dengan tampilan yang menarik', 'A'],
  ['Membantu menyelesaikan perselisihan antarteman', 'S'],
  ['Berbicara di depan umum untuk mengajak orang bergabung', 'E'],
  ['Mengisi formulir dan surat-menyurat kantor', 'C'],
];

describe('content pins: RIASEC', () => {
  it('48 activities, 8 of each Holland type', () => {
    expect(RIASEC_TEST.questions).toHaveLength(48);
    expect(countBy(RIASEC_TEST.questions.map((q) => q.dimension ?? ''))).toEqual({ R: 8, I: 8, A: 8, S: 8, E: 8, C: 8 });
  });

  it('every activity has the type of the reviewed list, and none is reverse-keyed', () => {
    expect(RIASEC_TEST.questions.map((q) => [q.text.id, q.dimension])).toEqual(RIASEC_GOLDEN);
    expect(RIASEC_TEST.questions.filter((q) => q.reverse)).toEqual([]);
  });
});

/**
 * Attitude scale: every statement with its dimension and key, reviewed by reading it. A statement
 * describing the unwanted behaviour (procrastinating, breaking rules, blaming others, interrupting,
 * waiting to be told…) must be reverse-keyed; every other one is worded in the wanted direction.
 */
const ATTITUDE_GOLDEN: [string, string, 'forward' | 'reverse'][] = [
  ['Saya datang tepat waktu ke sekolah atau tempat PKL.', 'discipline', 'forward'],
  ['Saya senang menyelesaikan pekerjaan bersama kelompok.', 'teamwork', 'forward'],
  ['Saya mengakui kesalahan saya dan berusaha memperbaikinya.', 'responsibility', 'forward'],
  ['Saya berani bertanya ketika belum memahami instruksi.', 'communication', 'forward'],
  ['Saya mencari pekerjaan lain yang bisa dikerjakan setelah tugas saya selesai.', 'initiative', 'forward'],
  ['Saya mengumpulkan tugas sebelum batas waktunya.', 'discipline', 'forward'],
  ['Saya mau membantu rekan yang tertinggal tanpa diminta.', 'teamwork', 'forward'],
  ['Saya merawat alat dan bahan praktik seperti milik sendiri.', 'responsibility', 'forward'],
  ['Saya dapat menjelaskan hasil kerja saya dengan jelas kepada orang lain.', 'communication', 'forward'],
  ['Saya mempelajari keterampilan baru tanpa disuruh.', 'initiative', 'forward'],
  ['Saya mematuhi aturan keselamatan kerja meskipun tidak ada yang mengawasi.', 'discipline', 'forward'],
  ['Saya menghargai pendapat anggota kelompok yang berbeda dengan saya.', 'teamwork', 'forward'],
  ['Saya menyelesaikan pekerjaan yang sudah saya sanggupi.', 'responsibility', 'forward'],
  ['Saya sering memotong pembicaraan orang lain.', 'communication', 'reverse'],
  ['Saya mengusulkan cara yang lebih baik untuk menyelesaikan pekerjaan.', 'initiative', 'forward'],
  ['Saya memakai seragam dan perlengkapan kerja sesuai ketentuan.', 'discipline', 'forward'],
  ['Saya menjalankan bagian tugas saya agar kelompok berhasil.', 'teamwork', 'forward'],
  ['Saya memeriksa kembali hasil kerja sebelum menyerahkannya.', 'responsibility', 'forward'],
  ['Saya menggunakan bahasa yang sopan kepada atasan dan pelanggan.', 'communication', 'forward'],
  ['Saya mencoba mencari jalan keluar sendiri sebelum meminta bantuan.', 'initiative', 'forward'],
  ['Saya sering menunda pekerjaan sampai menit terakhir.', 'discipline', 'reverse'],
  ['Saya lebih suka mengerjakan semuanya sendiri daripada berbagi tugas.', 'teamwork', 'reverse'],
  ['Saya menyalahkan orang lain ketika pekerjaan saya gagal.', 'responsibility', 'reverse'],
  ['Saya memberi kabar lebih dulu jika akan terlambat atau berhalangan.', 'communication', 'forward'],
  ['Saya menunggu perintah sebelum melakukan apa pun.', 'initiative', 'reverse'],
  ['Saya merasa aturan di tempat kerja boleh dilanggar kalau sedang terburu-buru.', 'discipline', 'reverse'],
  ['Saya kesal jika harus mengikuti keputusan kelompok yang bukan usul saya.', 'teamwork', 'reverse'],
  ['Saya membiarkan pekerjaan yang belum selesai jika tidak ada yang menagih.', 'responsibility', 'reverse'],
  ['Saya memilih diam walaupun tidak tahu cara mengerjakan tugas.', 'communication', 'reverse'],
  ['Saya menghindari tugas yang belum pernah saya kerjakan.', 'initiative', 'reverse'],
];

describe('content pins: attitude scale', () => {
  it('30 statements, 6 per dimension, 2 of them reverse-keyed: 10 in all', () => {
    expect(ATTITUDE_TEST.questions).toHaveLength(30);
    expect(countBy(ATTITUDE_TEST.questions.map((q) => q.dimension ?? ''))).toEqual({
      discipline: 6,
      teamwork: 6,
      responsibility: 6,
      communication: 6,
      initiative: 6,
    });
    expect(countBy(ATTITUDE_TEST.questions.filter((q) => q.reverse).map((q) => q.dimension ?? ''))).toEqual({
      discipline: 2,
      teamwork: 2,
      responsibility: 2,
      communication: 2,
      initiative: 2,
    });
  });

  it('every statement has the dimension and key of the reviewed list', () => {
    expect(ATTITUDE_TEST.questions.map((q) => [q.text.id, q.dimension, q.reverse ? 'reverse' : 'forward'])).toEqual(ATTITUDE_GOLDEN);
  });
});

/**
 * Competency answer keys: for each question (the start of its Indonesian text), the option(s)
 * that earn the points. Each was worked out or checked independently while reviewing: RPL (1+…+5
 * = 15, FIFO is a queue, binary search needs sorted data, nilai[1] = 80 …), AKL (supplies used
 * 2,000,000 − 500,000; depreciation (12,000,000 − 2,000,000) ÷ 5; rent Oct–Dec = 3 × 500,000;
 * closing capital 20 + 6 − 2 million; imprest top-up = what was spent; PPN 11 % of 10,000,000),
 * TKR (four strokes in two crank turns, 1-3-4-2, 14.7 : 1, 12.6 V at rest, 12 V ÷ 4 Ω = 3 A,
 * electrical fires are class C, brake fluid is hygroscopic).
 */
const ANSWER_KEYS: Record<string, [string, string[]][]> = {
  'competency-rpl': [
    ['Berapa nilai total setelah kode berikut dijalank', ['15']],
    ['Tipe data yang hanya dapat bernilai benar atau s', ['boolean']],
    ['Struktur data yang mengeluarkan data yang pertam', ['Queue (antrean)']],
    ['Syarat agar pencarian biner (binary search) dapa', ['Data sudah terurut']],
    ['Diketahui nilai = [70, 80, 90] dan indeks array ', ['80']],
    ['Pada kasus terburuk, pencarian linear (sequentia', ['O(n)']],
    ['Perintah SQL untuk mengambil data dari tabel ada', ['SELECT']],
    ['Primary key pada sebuah tabel berfungsi untuk…', ['Mengidentifikasi setiap baris secara unik']],
    ['Hasil perintah SELECT COUNT(*) FROM siswa WHERE ', ['Jumlah siswa jurusan RPL']],
    ['Kolom pada suatu tabel yang merujuk ke primary k', ['Foreign key']],
    ['Tujuan utama normalisasi basis data adalah…', ['Mengurangi redundansi (pengulangan) data']],
    ['Tag HTML untuk membuat tautan (hyperlink) adalah', ['<a>']],
    ['Properti CSS untuk mengubah warna teks adalah…', ['color']],
    ['Kode status HTTP 404 berarti…', ['Halaman atau sumber tidak ditemukan']],
    ['Metode HTTP yang umumnya dipakai formulir untuk ', ['POST']],
    ['Hasil dari typeof 42 di JavaScript adalah…', ['"number"']],
    ['Konsep OOP ketika sebuah kelas mewarisi atribut ', ['Pewarisan (inheritance)']],
    ['Menyembunyikan data dalam objek dan hanya mengak', ['Enkapsulasi']],
    ['Method khusus yang dijalankan otomatis saat obje', ['Constructor']],
    ['Perintah Git untuk menyimpan perubahan yang suda', ['git commit']],
    ['Perintah git clone digunakan untuk…', ['Menyalin repositori jarak jauh ke komputer lokal']],
    ['Pilih semua yang merupakan sistem manajemen basi', ['MySQL', 'PostgreSQL']],
    ['Pilih semua metode HTTP yang sah.', ['GET', 'DELETE', 'PUT']],
  ],
  'competency-akl': [
    ['Persamaan dasar akuntansi yang benar adalah…', ['Aset = Liabilitas + Ekuitas']],
    ['Perusahaan membeli peralatan secara kredit. Peng', ['Aset bertambah, liabilitas bertambah']],
    ['Saldo normal akun beban berada di sisi…', ['Debit']],
    ['Saldo normal akun pendapatan berada di sisi…', ['Kredit']],
    ['Pemilik mengambil uang kas perusahaan untuk kepe', ['Debit Prive, Kredit Kas']],
    ['Diterima uang tunai dari pelanggan atas jasa yan', ['Debit Kas, Kredit Pendapatan Jasa']],
    ['Dibayar tunai tagihan listrik bulan ini. Jurnaln', ['Debit Beban Listrik, Kredit Kas']],
    ['Dalam siklus akuntansi, setelah transaksi dicata', ['Memposting ke buku besar']],
    ['Akun yang TIDAK ditutup melalui jurnal penutup a', ['Kas']],
    ['Bukti penerimaan uang yang ditandatangani oleh p', ['Kuitansi']],
    ['Saldo perlengkapan sebelum penyesuaian Rp2.000.0', ['Rp1.500.000']],
    ['Peralatan seharga Rp12.000.000 ditaksir bernilai', ['Rp2.000.000']],
    ['Pada 1 Oktober dibayar sewa 12 bulan sebesar Rp6', ['Rp1.500.000']],
    ['Laporan yang menyajikan pendapatan dan beban sel', ['Laporan laba rugi']],
    ['Laporan posisi keuangan (neraca) menyajikan…', ['Aset, liabilitas, dan ekuitas pada tanggal tertentu']],
    ['Pendapatan jasa Rp15.000.000 dan total beban Rp9', ['Rp6.000.000']],
    ['Modal awal Rp20.000.000, laba bersih Rp6.000.000', ['Rp24.000.000']],
    ['Dana kas kecil dengan sistem imprest sebesar Rp1', ['Rp750.000']],
    ['Dalam rekonsiliasi bank, setoran dalam perjalana', ['Penambah saldo menurut rekening koran bank']],
    ['Biaya administrasi bank yang baru diketahui dari', ['Mengurangi saldo kas menurut buku perusahaan']],
    ['Harga jual barang Rp10.000.000 belum termasuk PP', ['Rp1.100.000']],
    ['Pilih semua yang termasuk aset lancar.', ['Kas', 'Piutang usaha', 'Perlengkapan']],
    ['Pilih semua akun yang saldo normalnya di sisi kr', ['Utang usaha', 'Modal']],
  ],
  'competency-tkr': [
    ['Urutan langkah kerja motor bensin empat langkah ', ['Hisap – kompresi – usaha – buang']],
    ['Satu siklus kerja motor empat langkah diselesaik', ['Dua']],
    ['Fungsi busi pada motor bensin adalah…', ['Memercikkan bunga api untuk membakar campuran udara dan bahan bakar']],
    ['Urutan pengapian (firing order) yang umum pada m', ['1-3-4-2']],
    ['Perbandingan udara dan bensin yang ideal (stoiki', ['14,7 : 1']],
    ['Fungsi radiator pada sistem pendingin adalah…', ['Melepaskan panas cairan pendingin ke udara']],
    ['Termostat pada sistem pendingin berfungsi untuk…', ['Mengatur aliran cairan pendingin ke radiator sesuai suhu mesin']],
    ['Fungsi utama oli mesin adalah…', ['Mengurangi gesekan antara komponen yang bergerak']],
    ['Pada kode oli SAE 10W-40, angka "10W" menunjukka', ['Kekentalan oli pada suhu dingin']],
    ['Fungsi kopling pada kendaraan bertransmisi manua', ['Memutus dan menghubungkan putaran mesin ke transmisi']],
    ['Differential memungkinkan…', ['Roda kiri dan kanan berputar dengan kecepatan berbeda saat membelok']],
    ['Minyak rem harus diganti secara berkala karena b', ['Higroskopis (menyerap air) sehingga titik didihnya turun']],
    ['Pedal rem terasa lunak (seperti spons) saat diin', ['Ada udara di dalam saluran rem']],
    ['Pada rem cakram, komponen yang menjepit piringan', ['Kampas rem (brake pad)']],
    ['Tekanan angin ban sebaiknya diperiksa ketika…', ['Saat ban masih dingin']],
    ['Koil pengapian berfungsi untuk…', ['Menaikkan tegangan baterai menjadi tegangan tinggi untuk busi']],
    ['Tegangan aki 12 V yang terisi penuh, diukur tanp', ['12,6 V']],
    ['Fungsi alternator adalah…', ['Menghasilkan listrik untuk mengisi aki dan menyuplai kelistrikan saat mesin hidup']],
    ['Untuk mengukur arus listrik, multimeter dipasang', ['Seri dengan beban']],
    ['Sebuah lampu dengan hambatan 4 Ω dipasang pada t', ['3 A']],
    ['Kebakaran akibat hubungan pendek (korsleting) li', ['C']],
    ['Sebelum bekerja di bawah mobil yang diangkat den', ['Memasang jack stand (penyangga) di titik angkat yang benar']],
    ['Pilih semua komponen sistem pengapian.', ['Koil pengapian', 'Busi', 'Kunci kontak']],
    ['Pilih semua yang termasuk alat pelindung diri (A', ['Kacamata pelindung', 'Sepatu keselamatan', 'Wearpack (pakaian kerja)']],
  ],
};

describe('content pins: competency answer keys', () => {
  it.each<{ test: ContentTest; questions: number; multiples: number }>([
    { test: RPL_TEST, questions: 23, multiples: 2 },
    { test: AKL_TEST, questions: 23, multiples: 2 },
    { test: TKR_TEST, questions: 24, multiples: 2 },
  ])('$test.key: $questions questions, each with the reviewed answer key', ({ test, questions, multiples }) => {
    expect(test.questions).toHaveLength(questions);
    expect(test.questions.filter((q) => q.type === 'multiple')).toHaveLength(multiples);
    const golden = ANSWER_KEYS[test.key]!;
    expect(golden).toHaveLength(questions);
    // Matched by the question's opening words so that the golden reads like the test, in order.
    expect(
      test.questions.map((q) => {
        const prefix = golden.find(([start]) => q.text.id.startsWith(start))?.[0] ?? `(not in the golden) ${q.text.id}`;
        return [prefix, (q.options ?? []).filter((o) => o.points > 0).map((o) => o.text.id)];
      }),
    ).toEqual(golden);
    // One point per correct option, nothing for a wrong one (docs/tests-scoring.md).
    for (const q of test.questions) for (const o of q.options ?? []) expect([0, 1], q.text.en).toContain(o.points);
  });
});
