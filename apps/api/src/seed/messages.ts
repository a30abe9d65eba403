// Demo conversations (docs/messages.md): the demo company with two of its applicants (both minors, so
// their school's admin can read along), and a teacher with a student about her offer.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { applications, companies, messageReads, messages, messageThreads, users } from '../db/schema.js';

const MINUTE = 60_000;
const DIGITAL = 'PT Nusantara Teknologi Digital';

/** Who writes: the student, or the other side (the company's admin or the teacher). */
type Line = { from: 'student' | 'other'; text: string; minutesAgo: number };

const COMPANY_THREADS: { student: string; lines: Line[]; studentRead: boolean }[] = [
  {
    student: 'siswa@jalurkarir.id',
    studentRead: false,
    lines: [
      {
        from: 'other',
        text: 'Halo Andi, terima kasih sudah melamar posisi Junior Web Developer. Jadwal wawancara sudah kami kirim, silakan pilih yang paling cocok.',
        minutesAgo: 2 * 24 * 60,
      },
      { from: 'student', text: 'Terima kasih, Pak Hendra. Apakah wawancaranya perlu membawa portofolio cetak?', minutesAgo: 2 * 24 * 60 - 45 },
      {
        from: 'other',
        text: 'Tidak perlu dicetak. Cukup siapkan tautan portofolio dan laptop jika ada, kita akan lihat bersama proyek situs UMKM Anda.',
        minutesAgo: 26 * 60,
      },
      { from: 'other', text: 'Satu lagi: wawancara berlangsung sekitar 45 menit, mohon datang 15 menit lebih awal.', minutesAgo: 25 * 60 },
    ],
  },
  {
    student: 'siswa02@jalurkarir.id',
    studentRead: true,
    lines: [
      {
        from: 'student',
        text: 'Selamat siang, saya ingin bertanya apakah posisi ini bisa dimulai setelah ujian sekolah selesai?',
        minutesAgo: 5 * 24 * 60,
      },
      {
        from: 'other',
        text: 'Selamat siang, Sari. Bisa, tanggal mulai dapat kita sesuaikan sampai akhir bulan depan.',
        minutesAgo: 5 * 24 * 60 - 90,
      },
      { from: 'student', text: 'Baik, terima kasih banyak. Saya akan konfirmasi penawaran minggu ini.', minutesAgo: 4 * 24 * 60 },
    ],
  },
];

const SCHOOL_THREAD: { staff: string; student: string; lines: Line[] } = {
  staff: 'guru@jalurkarir.id',
  student: 'siswa02@jalurkarir.id',
  lines: [
    {
      from: 'other',
      text: 'Sari, Ibu dengar kamu mendapat penawaran kerja. Selamat! Kalau perlu bantuan membaca kontraknya, mampir ke ruang BKK ya.',
      minutesAgo: 3 * 24 * 60,
    },
    { from: 'student', text: 'Terima kasih, Bu Siti. Besok setelah jam istirahat saya ke ruang BKK.', minutesAgo: 3 * 24 * 60 - 30 },
  ],
};

async function writeLines(tx: DbExecutor, threadId: string, studentId: string, otherId: string, lines: Line[], readers: string[]) {
  const now = Date.now();
  await tx.insert(messages).values(
    lines.map((l) => ({
      threadId,
      senderId: l.from === 'student' ? studentId : otherId,
      body: l.text,
      createdAt: new Date(now - l.minutesAgo * MINUTE),
    })),
  );
  const last = new Date(now - Math.min(...lines.map((l) => l.minutesAgo)) * MINUTE);
  await tx.update(messageThreads).set({ lastMessageAt: last }).where(eq(messageThreads.id, threadId));
  if (readers.length) await tx.insert(messageReads).values(readers.map((userId) => ({ threadId, userId, lastReadAt: last })));
}

export async function seedMessages(tx: DbExecutor): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DIGITAL));
  const emails = ['perusahaan@jalurkarir.id', SCHOOL_THREAD.staff, ...COMPANY_THREADS.map((t) => t.student)];
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const admin = idOf('perusahaan@jalurkarir.id');
  if (!company || !admin) return;
  for (const t of COMPANY_THREADS) {
    const studentId = idOf(t.student);
    if (!studentId) continue;
    const [application] = await tx
      .select({ id: applications.id, opportunityId: applications.opportunityId })
      .from(applications)
      .where(and(eq(applications.companyId, company.id), eq(applications.studentId, studentId)));
    if (!application) continue;
    const [thread] = await tx
      .insert(messageThreads)
      .values({ kind: 'company', studentId, companyId: company.id, applicationId: application.id, opportunityId: application.opportunityId })
      .returning({ id: messageThreads.id });
    await writeLines(tx, thread!.id, studentId, admin, t.lines, t.studentRead ? [admin, studentId] : [admin]);
  }
  const staffId = idOf(SCHOOL_THREAD.staff);
  const studentId = idOf(SCHOOL_THREAD.student);
  if (!staffId || !studentId) return;
  const [thread] = await tx.insert(messageThreads).values({ kind: 'school', studentId, staffId }).returning({ id: messageThreads.id });
  await writeLines(tx, thread!.id, studentId, staffId, SCHOOL_THREAD.lines, [staffId, studentId]);
}
