import type { RiasecType } from '@jalurkarir/shared';
import { t, type Bilingual, type ContentQuestion, type ContentTest } from './types.js';

/**
 * RIASEC interest inventory written by the project: 8 activity statements per Holland
 * type, everyday and workshop activities an SMK student can picture, rated 1 (strongly dislike) to
 * 5 (strongly like). Items are presented interleaved (R, I, A, S, E, C, R, …) so that a type's
 * items do not follow one another.
 */
const ITEMS: Record<RiasecType, Bilingual[]> = {
  R: [
    t('Memperbaiki sepeda motor atau mesin yang rusak', 'Repair a broken motorcycle or engine'),
    t('Merakit perabot atau rak dari potongan kayu', 'Build furniture or shelves from pieces of wood'),
    t('Memasang instalasi listrik atau lampu di rumah', 'Install wiring or lights in a house'),
    t('Mengoperasikan mesin bubut atau mesin las di bengkel', 'Operate a lathe or a welding machine in a workshop'),
    t('Merawat tanaman, kebun, atau hewan ternak', 'Look after plants, a garden or livestock'),
    t('Membongkar dan memasang kembali komputer', 'Take a computer apart and put it back together'),
    t('Bekerja di luar ruangan dengan peralatan teknik', 'Work outdoors with technical equipment'),
    t('Memasak hidangan dalam jumlah besar di dapur', 'Cook meals in large quantities in a kitchen'),
  ],
  I: [
    t('Melakukan percobaan di laboratorium', 'Carry out experiments in a laboratory'),
    t('Mencari tahu penyebab sebuah mesin atau program tidak berjalan', 'Find out why a machine or a program does not work'),
    t('Memecahkan soal matematika atau teka-teki logika', 'Solve maths problems or logic puzzles'),
    t('Membaca artikel tentang sains dan teknologi terbaru', 'Read articles about the latest science and technology'),
    t('Menganalisis data untuk menemukan pola', 'Analyse data to find patterns'),
    t('Meneliti bahan makanan atau obat di laboratorium', 'Study food ingredients or medicines in a lab'),
    t('Mempelajari cara kerja jaringan internet', 'Learn how the internet and networks work'),
    t('Menulis program komputer untuk menghitung sesuatu', 'Write a computer program that calculates something'),
  ],
  A: [
    t('Menggambar atau mendesain poster', 'Draw or design a poster'),
    t('Mengambil dan menyunting foto atau video', 'Take and edit photos or videos'),
    t('Menulis cerita, puisi, atau naskah', 'Write stories, poems or scripts'),
    t('Memainkan alat musik atau bernyanyi di depan orang', 'Play an instrument or sing in front of people'),
    t('Menata dekorasi ruangan atau panggung acara', 'Decorate a room or an event stage'),
    t('Merancang pakaian atau busana', 'Design clothes or outfits'),
    t('Membuat animasi atau ilustrasi digital', 'Make animations or digital illustrations'),
    t('Menyajikan makanan dengan tampilan yang menarik', 'Present food so that it looks attractive'),
  ],
  S: [
    t('Mengajari teman yang kesulitan memahami pelajaran', 'Teach a classmate who struggles with a lesson'),
    t('Merawat orang sakit atau lanjut usia', 'Care for sick or elderly people'),
    t('Menjadi relawan dalam kegiatan sosial', 'Volunteer in community activities'),
    t('Mendengarkan dan membantu teman yang punya masalah', 'Listen to and help a friend who has a problem'),
    t('Memandu tamu atau wisatawan', 'Guide guests or tourists'),
    t('Melayani pelanggan dengan ramah', 'Serve customers in a friendly way'),
    t('Melatih anak-anak dalam olahraga atau kesenian', 'Coach children in sport or the arts'),
    t('Membantu menyelesaikan perselisihan antarteman', 'Help settle a quarrel between friends'),
  ],
  E: [
    t('Memimpin rapat atau organisasi siswa', 'Lead a meeting or a student organisation'),
    t('Menjual produk kepada orang lain', 'Sell products to people'),
    t('Memulai usaha kecil sendiri', 'Start a small business of my own'),
    t('Meyakinkan orang agar setuju dengan ide saya', 'Persuade people to agree with my idea'),
    t('Mempromosikan produk di media sosial', 'Promote a product on social media'),
    t('Menawar harga dengan pemasok', 'Negotiate prices with a supplier'),
    t('Mengatur sebuah acara dan membagi tugas panitia', 'Organise an event and divide the tasks of the committee'),
    t('Berbicara di depan umum untuk mengajak orang bergabung', 'Speak in public to get people to join'),
  ],
  C: [
    t('Mencatat pemasukan dan pengeluaran uang', 'Record money coming in and going out'),
    t('Menyusun data dalam tabel atau spreadsheet', 'Organise data in a table or spreadsheet'),
    t('Mengarsipkan dokumen dengan rapi', 'File documents neatly'),
    t('Memeriksa kesalahan ketik dan angka dalam laporan', 'Check a report for typing and number errors'),
    t('Menghitung stok barang di gudang', 'Count the stock in a warehouse'),
    t('Mengikuti prosedur kerja langkah demi langkah', 'Follow a work procedure step by step'),
    t('Membuat jadwal dan daftar tugas yang teratur', 'Make an orderly schedule and to-do list'),
    t('Mengisi formulir dan surat-menyurat kantor', 'Fill in forms and handle office correspondence'),
  ],
};

const types = Object.keys(ITEMS) as RiasecType[];

/** Interleaved: item k of every type, then item k + 1 … */
const questions: ContentQuestion[] = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((k) =>
  types.flatMap((type) => {
    const text = ITEMS[type][k];
    return text ? [{ type: 'likert' as const, text, dimension: type }] : [];
  }),
);

export const RIASEC_TEST: ContentTest = {
  key: 'riasec',
  kind: 'personality',
  instrument: 'riasec',
  name: t('Inventori Minat Karier (RIASEC)', 'Career Interest Inventory (RIASEC)'),
  description: t(
    'Mengenali minat kerja Anda menurut enam tipe Holland: Realistis, Investigatif, Artistik, Sosial, Wirausaha, dan Konvensional.',
    'Discover your work interests across the six Holland types: Realistic, Investigative, Artistic, Social, Enterprising and Conventional.',
  ),
  instructions: t(
    'Bayangkan Anda melakukan setiap kegiatan berikut. Pilih seberapa Anda menyukainya, dari "Sangat tidak suka" sampai "Sangat suka". Tidak ada jawaban benar atau salah; jangan pikirkan apakah Anda sudah mahir.',
    'Imagine doing each of the following activities. Choose how much you would like it, from "Strongly dislike" to "Strongly like". There are no right or wrong answers; do not think about whether you are already good at it.',
  ),
  minutes: 15,
  source: 'Written by the JalurKarir project (2026) after Holland’s RIASEC model; 48 activity statements, 8 per type.',
  questions,
};
