import type { AttitudeDimension } from '@jalurkarir/shared';
import { t, type Bilingual, type ContentQuestion, type ContentTest } from './types.js';

/**
 * Work-readiness attitude scale written by the project: 30 statements, 6 per dimension,
 * 2 of them keyed in reverse (agreeing lowers the score) so that answering "agree" to everything
 * does not give a perfect profile. Situations are taken from school, practical work (praktik
 * kerja lapangan, PKL) and a first job.
 */
const ITEMS: Record<AttitudeDimension, { text: Bilingual; reverse?: boolean }[]> = {
  discipline: [
    { text: t('Saya datang tepat waktu ke sekolah atau tempat PKL.', 'I arrive on time at school or at my internship.') },
    { text: t('Saya mengumpulkan tugas sebelum batas waktunya.', 'I hand in assignments before the deadline.') },
    { text: t('Saya mematuhi aturan keselamatan kerja meskipun tidak ada yang mengawasi.', 'I follow safety rules even when nobody is watching.') },
    { text: t('Saya memakai seragam dan perlengkapan kerja sesuai ketentuan.', 'I wear the uniform and work gear as required.') },
    { text: t('Saya sering menunda pekerjaan sampai menit terakhir.', 'I often put work off until the last minute.'), reverse: true },
    {
      text: t(
        'Saya merasa aturan di tempat kerja boleh dilanggar kalau sedang terburu-buru.',
        'I feel workplace rules may be broken when I am in a hurry.',
      ),
      reverse: true,
    },
  ],
  teamwork: [
    { text: t('Saya senang menyelesaikan pekerjaan bersama kelompok.', 'I enjoy getting work done together with a group.') },
    { text: t('Saya mau membantu rekan yang tertinggal tanpa diminta.', 'I help a teammate who falls behind without being asked.') },
    { text: t('Saya menghargai pendapat anggota kelompok yang berbeda dengan saya.', 'I respect the views of group members who disagree with me.') },
    { text: t('Saya menjalankan bagian tugas saya agar kelompok berhasil.', 'I do my part so that the group succeeds.') },
    {
      text: t('Saya lebih suka mengerjakan semuanya sendiri daripada berbagi tugas.', 'I would rather do everything myself than share the tasks.'),
      reverse: true,
    },
    {
      text: t(
        'Saya kesal jika harus mengikuti keputusan kelompok yang bukan usul saya.',
        'I get annoyed when I have to follow a group decision that was not my idea.',
      ),
      reverse: true,
    },
  ],
  responsibility: [
    { text: t('Saya mengakui kesalahan saya dan berusaha memperbaikinya.', 'I admit my mistakes and try to put them right.') },
    { text: t('Saya merawat alat dan bahan praktik seperti milik sendiri.', 'I look after tools and materials as if they were my own.') },
    { text: t('Saya menyelesaikan pekerjaan yang sudah saya sanggupi.', 'I finish the work I have agreed to do.') },
    { text: t('Saya memeriksa kembali hasil kerja sebelum menyerahkannya.', 'I check my work again before handing it in.') },
    { text: t('Saya menyalahkan orang lain ketika pekerjaan saya gagal.', 'I blame others when my work goes wrong.'), reverse: true },
    {
      text: t('Saya membiarkan pekerjaan yang belum selesai jika tidak ada yang menagih.', 'I leave work unfinished if nobody asks for it.'),
      reverse: true,
    },
  ],
  communication: [
    { text: t('Saya berani bertanya ketika belum memahami instruksi.', 'I dare to ask when I do not understand an instruction.') },
    { text: t('Saya dapat menjelaskan hasil kerja saya dengan jelas kepada orang lain.', 'I can explain my work clearly to others.') },
    { text: t('Saya sering memotong pembicaraan orang lain.', 'I often interrupt people while they are talking.'), reverse: true },
    { text: t('Saya menggunakan bahasa yang sopan kepada atasan dan pelanggan.', 'I use polite language with supervisors and customers.') },
    {
      text: t(
        'Saya memberi kabar lebih dulu jika akan terlambat atau berhalangan.',
        'I let people know in advance when I will be late or cannot come.',
      ),
    },
    {
      text: t('Saya memilih diam walaupun tidak tahu cara mengerjakan tugas.', 'I keep quiet even when I do not know how to do a task.'),
      reverse: true,
    },
  ],
  initiative: [
    {
      text: t(
        'Saya mencari pekerjaan lain yang bisa dikerjakan setelah tugas saya selesai.',
        'I look for something else to do when my task is finished.',
      ),
    },
    { text: t('Saya mempelajari keterampilan baru tanpa disuruh.', 'I learn new skills without being told to.') },
    { text: t('Saya mengusulkan cara yang lebih baik untuk menyelesaikan pekerjaan.', 'I suggest better ways to get the work done.') },
    { text: t('Saya mencoba mencari jalan keluar sendiri sebelum meminta bantuan.', 'I try to find a solution myself before asking for help.') },
    { text: t('Saya menunggu perintah sebelum melakukan apa pun.', 'I wait for instructions before doing anything.'), reverse: true },
    { text: t('Saya menghindari tugas yang belum pernah saya kerjakan.', 'I avoid tasks I have never done before.'), reverse: true },
  ],
};

const dimensions = Object.keys(ITEMS) as AttitudeDimension[];

/** Interleaved across the dimensions, like the RIASEC inventory. */
const questions: ContentQuestion[] = [0, 1, 2, 3, 4, 5].flatMap((k) =>
  dimensions.flatMap((dimension) => {
    const item = ITEMS[dimension][k];
    return item ? [{ type: 'likert' as const, text: item.text, dimension, reverse: item.reverse ?? false }] : [];
  }),
);

export const ATTITUDE_TEST: ContentTest = {
  key: 'attitude',
  kind: 'attitude',
  instrument: 'attitude-scale',
  name: t('Skala Sikap Kesiapan Kerja', 'Work Readiness Attitude Scale'),
  description: t(
    'Mengukur sikap kerja Anda dalam lima dimensi: kedisiplinan, kerja sama, tanggung jawab, komunikasi, dan inisiatif.',
    'Measures your work attitude in five dimensions: discipline, teamwork, responsibility, communication and initiative.',
  ),
  instructions: t(
    'Bacalah setiap pernyataan dan pilih seberapa Anda setuju bahwa pernyataan itu menggambarkan diri Anda. Jawablah dengan jujur sesuai kebiasaan Anda sehari-hari, bukan yang menurut Anda diharapkan.',
    'Read each statement and choose how much you agree that it describes you. Answer honestly about what you usually do, not what you think is expected.',
  ),
  minutes: 15,
  source: 'Written by the JalurKarir project (2026): 30 statements, 6 per dimension, 10 reverse-keyed.',
  questions,
};
