import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  applications,
  companies,
  invitations,
  messageReports,
  messages,
  messageThreads,
  notifications,
  opportunities,
  studentProfiles,
  users,
} from '../src/db/schema.js';
import { eraseStudent } from '../src/modules/privacy/erasure.js';
import { exportStudentData } from '../src/modules/privacy/data-export.js';
import { collectStudentUploads } from '../src/modules/privacy/erasure.js';
import { createMessageAttachmentStore } from '../src/modules/files/message-attachment-store.js';
import type { Storage } from '../src/modules/files/storage.js';
import type { ConsentFormStore } from '../src/modules/privacy/consent-form-store.js';
import type { CertificateStore } from '../src/modules/files/certificate-store.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

/**
 * Conversations (docs/messages.md), on the demo data: the demo company (PT Nusantara Teknologi Digital,
 * perusahaan@) has a thread with Andi Pratama (siswa@, born 2009-08-17: a minor) and with Sari Permata
 * (siswa02, offered), and the teacher guru@ one with Sari; all of them at SMK Negeri 1 Jakarta, whose
 * admin is sekolah@. siswa13 declined the company's invitation and never applied to it.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const tok = {} as Record<string, string>;
const id = {} as Record<string, string>;

const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const get = (who: string, url: string) => call(ctx.app, tok[who]!, { method: 'GET', url });
const post = (who: string, url: string, payload: object, lang = 'en') =>
  call(ctx.app, tok[who]!, { method: 'POST', url, payload, headers: { 'accept-language': lang } });
const threadOf = async (studentId: string, companyId: string) =>
  (
    await db()
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.studentId, studentId), eq(messageThreads.companyId, companyId)))
  )[0]!.id;
const setBirthDate = (studentId: string, birthDate: string | null) =>
  db().update(studentProfiles).set({ birthDate }).where(eq(studentProfiles.userId, studentId));
const send = (who: string, threadId: string, body: string, lang = 'en') => post(who, '/message/send', { thread_id: threadId, body }, lang);

beforeAll(async () => {
  const accounts = {
    company: DEMO.admin_perusahaan,
    otomotif: 'perusahaan.otomotif@jalurkarir.id',
    bkk: DEMO.admin_sekolah,
    bkkBandung: 'sekolah.bandung@jalurkarir.id',
    guru: DEMO.guru,
    guruBandung: 'guru.bandung@jalurkarir.id',
    andi: DEMO.siswa,
    sari: 'siswa02@jalurkarir.id',
    siswa13: 'siswa13@jalurkarir.id',
    admin: DEMO.admin,
    kepsek: DEMO.kepala_sekolah,
  };
  for (const [key, email] of Object.entries(accounts)) {
    tok[key] = await login(ctx.app, email);
    id[key] = await userId(email);
  }
  id.digital = (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital')))[0]!.id;
  id.andiThread = await threadOf(id.andi!, id.digital);
  id.sariThread = await threadOf(id.sari!, id.digital);
});

describe('threads and who reads them', () => {
  it('shows the demo threads to their sides, with the unread company messages on the student’s badge', async () => {
    const andi = (await get('andi', '/message/list')).json().data;
    expect(andi.map((t: { company: { name: string } }) => t.company.name)).toEqual(['PT Nusantara Teknologi Digital']);
    // Three messages of the company, none read by Andi; his own does not count.
    expect(andi[0].unread).toBe(3);
    expect((await get('andi', '/message/unread')).json().data.count).toBe(3);
    const company = (await get('company', '/message/list')).json().data.map((t: { student: { name: string } }) => t.student.name);
    expect(company.sort()).toEqual(['Andi Pratama', 'Sari Permata']);
    const guru = (await get('guru', '/message/list')).json().data;
    expect(guru.map((t: { kind: string; student: { name: string } }) => [t.kind, t.student.name])).toEqual([['school', 'Sari Permata']]);
  });

  it('refuses another company, another school’s staff, a teacher and the headmaster a company thread', async () => {
    for (const who of ['otomotif', 'bkkBandung', 'guru']) {
      expect((await get(who, `/message/detail?id=${id.andiThread}`)).statusCode, who).toBe(404);
    }
    expect((await get('otomotif', '/message/list')).json().data).toEqual([]);
    expect((await get('kepsek', `/message/detail?id=${id.andiThread}`)).statusCode).toBe(403);
    expect((await get('admin', `/message/detail?id=${id.andiThread}`)).statusCode).toBe(403);
  });

  it('lets the school’s admin read a minor’s company thread, never write in it; the student sees that it is supervised', async () => {
    const read = await get('bkk', `/message/detail?id=${id.andiThread}`);
    expect(read.statusCode).toBe(200);
    const thread = read.json().data;
    expect(thread).toMatchObject({ supervised: true, reader_only: true, can_send: false, unread: 0 });
    expect(thread.closed_reason).toBe('You can only read this conversation as the school supervising it, not send messages.');
    expect(thread.messages).toHaveLength(4);
    expect((await send('bkk', id.andiThread!, 'Halo')).statusCode).toBe(404);
    expect((await post('bkk', '/message/read', { thread_id: id.andiThread })).statusCode).toBe(404);
    const own = (await get('andi', `/message/detail?id=${id.andiThread}`)).json().data;
    expect(own).toMatchObject({ supervised: true, reader_only: false, can_send: true });
  });

  it('keeps an adult’s company thread from the school; a student without a birth date counts as a minor', async () => {
    await setBirthDate(id.sari!, '2000-01-01');
    expect((await get('bkk', `/message/detail?id=${id.sariThread}`)).statusCode).toBe(404);
    const list = (await get('bkk', '/message/list')).json().data.map((t: { id: string }) => t.id);
    expect(list).toContain(id.andiThread);
    expect(list).not.toContain(id.sariThread);
    expect((await get('sari', `/message/detail?id=${id.sariThread}`)).json().data.supervised).toBe(false);
    await setBirthDate(id.sari!, null);
    expect((await get('bkk', `/message/detail?id=${id.sariThread}`)).statusCode).toBe(200);
    await setBirthDate(id.sari!, '2009-03-11');
  });

  it('marks a thread read for its reader only and counts one notification per unread stretch', async () => {
    await send('company', id.andiThread!, 'Kami tunggu kabarnya, Andi.');
    await send('company', id.andiThread!, 'Jika ada pertanyaan, silakan tulis di sini.');
    expect((await get('andi', '/message/unread')).json().data.count).toBe(5);
    const link = `/messages?thread=${id.andiThread}`;
    const waiting = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, id.andi!), eq(notifications.link, link), isNull(notifications.readAt)));
    expect(waiting).toHaveLength(1);
    expect((await post('andi', '/message/read', { thread_id: id.andiThread })).statusCode).toBe(200);
    expect((await get('andi', '/message/unread')).json().data.count).toBe(0);
    // The company's own count is its own: Andi's reading changes nothing there.
    expect((await get('company', '/message/unread')).json().data.count).toBe(0);
    expect((await send('andi', id.andiThread!, 'Baik, Pak. Terima kasih.')).statusCode).toBe(200);
    expect((await get('company', '/message/unread')).json().data.count).toBe(1);
  });
});

describe('starting a thread', () => {
  it('needs an open application or invitation; a withdrawn one is refused, another company’s is not found', async () => {
    const [withdrawn] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.companyId, id.digital!), eq(applications.stage, 'withdrawn')));
    const closed = await post('company', '/message/start', { application_id: withdrawn!.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('A conversation with a student can only start from an application or an invitation that is still open.');
    const [andiApplication] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.companyId, id.digital!), eq(applications.studentId, id.andi!)));
    expect((await post('otomotif', '/message/start', { application_id: andiApplication!.id })).statusCode).toBe(404);
    // The same application opens the existing thread, for the company and for the student.
    expect((await post('company', '/message/start', { application_id: andiApplication!.id })).json().data.thread_id).toBe(id.andiThread);
    expect((await post('andi', '/message/start', { application_id: andiApplication!.id })).json().data.thread_id).toBe(id.andiThread);
    // A company cannot message a student cold, nor a student start with another's application.
    expect((await post('company', '/message/start', { student_id: id.andi })).statusCode).toBe(404);
    expect((await post('sari', '/message/start', { application_id: andiApplication!.id })).statusCode).toBe(404);
  });

  it('lets school staff start with a student of their own school only', async () => {
    const started = await post('guru', '/message/start', { student_id: id.andi });
    expect(started.statusCode).toBe(200);
    expect((await send('guru', started.json().data.thread_id, 'Andi, jangan lupa isi jurnal PKL minggu ini.')).statusCode).toBe(200);
    expect((await post('guruBandung', '/message/start', { student_id: id.andi })).statusCode).toBe(404);
    expect((await post('bkk', '/message/start', { student_id: id.company })).statusCode).toBe(404);
    // The teacher's thread is not the school admin's to read: only company threads of minors are.
    expect((await get('bkk', `/message/detail?id=${started.json().data.thread_id}`)).statusCode).toBe(404);
  });
});

describe('a student writing first to their school', () => {
  it('lists the BKK and the teachers of the student’s own school, verified and active only', async () => {
    // SMK Negeri 1 Jakarta (demo data): Rina Wulandari (school admin), Siti Rahmawati (teacher); Yusuf
    // Maulana is a teacher awaiting verification; the headmaster is not a contact.
    const contacts = (await get('andi', '/message/contacts')).json().data;
    expect(contacts.map((c: { name: string; role: string }) => `${c.role} ${c.name}`)).toEqual([
      'admin_sekolah Rina Wulandari',
      'guru Siti Rahmawati',
    ]);
    expect((await get('guru', '/message/contacts')).statusCode).toBe(403);
  });

  it('opens one thread with a staff member of the student’s school, and nothing with anyone else', async () => {
    const first = await post('andi', '/message/start', { staff_id: id.bkk });
    expect(first.statusCode).toBe(200);
    const threadId = first.json().data.thread_id;
    expect((await post('andi', '/message/start', { staff_id: id.bkk })).json().data.thread_id).toBe(threadId);
    expect((await send('andi', threadId, 'Bu, saya ingin bertanya tentang jadwal PKL.')).statusCode).toBe(200);
    const bkkThreads = (await get('bkk', '/message/list')).json().data.map((t: { id: string }) => t.id);
    expect(bkkThreads).toContain(threadId);
    // Another school's teacher, a company admin, the headmaster: not a staff member of Andi's school.
    expect((await post('andi', '/message/start', { staff_id: id.guruBandung })).statusCode).toBe(404);
    expect((await post('andi', '/message/start', { staff_id: id.company })).statusCode).toBe(404);
    expect((await post('andi', '/message/start', { staff_id: id.kepsek })).statusCode).toBe(404);
    // Staff do not open staff threads this way.
    expect((await post('guru', '/message/start', { staff_id: id.bkk })).statusCode).toBe(404);
    // A teacher awaiting verification cannot be written to yet.
    const pending = await userId('pending.guru@jalurkarir.id');
    const refused = await post('andi', '/message/start', { staff_id: pending }, 'id');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Guru atau staf sekolah ini tidak aktif lagi.');
  });
});

describe('contact details before the student applied or accepted', () => {
  let threadId = '';
  let invitationId = '';
  beforeAll(async () => {
    const [web] = await db()
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, id.digital!), eq(opportunities.title, 'Junior Web Developer')));
    const [made] = await db()
      .insert(invitations)
      .values({ opportunityId: web!.id, studentId: id.siswa13!, companyId: id.digital!, invitedBy: id.company!, status: 'pending' })
      .returning({ id: invitations.id });
    invitationId = made!.id;
    const started = await post('company', '/message/start', { invitation_id: invitationId });
    expect(started.statusCode).toBe(200);
    threadId = started.json().data.thread_id;
  });

  it('refuses a company message with a phone number, WhatsApp link or e-mail to an invited student, in both languages', async () => {
    const phone = await send('company', threadId, 'Silakan WA saya di 0812-3456-7890 ya');
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.body).toContain('A company may share contact details only once the student has applied or accepted the invitation');
    const link = await send('company', threadId, 'Chat langsung: wa.me/6281234567890', 'id');
    expect(link.statusCode).toBe(422);
    expect(link.json().message).toContain('Perusahaan baru boleh berbagi kontak setelah siswa melamar atau menerima undangan');
    expect((await send('company', threadId, 'Kirim CV ke hrd@nusantara-digital.co.id')).statusCode).toBe(422);
    expect((await get('company', `/message/detail?id=${threadId}`)).json().data.contact_details_blocked).toBe(true);
    // Nothing was stored.
    expect(await db().select({ id: messages.id }).from(messages).where(eq(messages.threadId, threadId))).toEqual([]);
  });

  it('lets the same company write without contact details, and shows the invited student by initials', async () => {
    const ok = await send('company', threadId, 'Gaji Rp 4.500.000, wawancara tanggal 08-12-2026. Silakan lamar lewat undangan kami.');
    expect(ok.statusCode).toBe(200);
    const thread = (await get('company', `/message/detail?id=${threadId}`)).json().data;
    expect(thread.student.name).not.toBe((await db().select({ name: users.name }).from(users).where(eq(users.id, id.siswa13!)))[0]!.name);
    expect(thread.student.name).toMatch(/^([A-Z]\. ?)+$/);
    expect((await send('siswa13', threadId, 'Terima kasih, saya pertimbangkan dulu.')).statusCode).toBe(200);
    // The company hears of the reply by the same initials, never the name.
    const [heard] = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, id.company!), eq(notifications.link, `/messages?thread=${threadId}`)));
    expect(heard!.params).toEqual({ sender: thread.student.name });
  });

  it('allows contact details once the student accepted the invitation (an application exists)', async () => {
    expect((await post('siswa13', `/invitation/answer?id=${invitationId}`, { answer: 'accepted' })).statusCode).toBe(200);
    expect((await send('company', threadId, 'Terima kasih! Hubungi HRD kami di 0812-3456-7890.')).statusCode).toBe(200);
  });

  it('closes the thread when the invitation was declined and nothing else ties them', async () => {
    const [otomotif] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Otomotif Jaya Abadi'));
    const [opening] = await db().select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.companyId, otomotif!.id));
    const [inv] = await db()
      .insert(invitations)
      .values({ opportunityId: opening!.id, studentId: id.siswa13!, companyId: otomotif!.id, status: 'pending' })
      .returning({ id: invitations.id });
    const started = await post('otomotif', '/message/start', { invitation_id: inv!.id });
    expect(started.statusCode).toBe(200);
    await db().update(invitations).set({ status: 'declined' }).where(eq(invitations.id, inv!.id));
    const closed = await send('otomotif', started.json().data.thread_id, 'Apakah Anda yakin?');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'This conversation is closed: the application was withdrawn or the invitation declined. Its history can still be read.',
    );
  });
});

describe('reports and mutes', () => {
  it('lets the student report a message of the other side, once; not their own; not a company', async () => {
    const thread = (await get('andi', `/message/detail?id=${id.andiThread}`)).json().data;
    const fromCompany = thread.messages.find((m: { side: string }) => m.side === 'company');
    const mine = thread.messages.find((m: { mine: boolean }) => m.mine);
    expect((await post('andi', '/message/report', { message_id: fromCompany.id, reason: 'Meminta nomor pribadi' })).statusCode).toBe(200);
    expect((await post('andi', '/message/report', { message_id: fromCompany.id })).statusCode).toBe(200);
    expect(await db().select({ id: messageReports.id }).from(messageReports)).toHaveLength(1);
    expect((await post('andi', '/message/report', { message_id: mine.id })).statusCode).toBe(409);
    expect((await post('company', '/message/report', { message_id: mine.id })).statusCode).toBe(403);
    expect((await post('sari', '/message/report', { message_id: fromCompany.id })).statusCode).toBe(404);
    const reported = (await get('andi', `/message/detail?id=${id.andiThread}`))
      .json()
      .data.messages.find((m: { id: string }) => m.id === fromCompany.id);
    expect(reported.reported).toBe(true);
  });

  it('shows the report to the student’s school admin and the Admin, not to another school', async () => {
    const bkk = (await get('bkk', '/message/reports')).json().data;
    expect(bkk).toHaveLength(1);
    expect(bkk[0]).toMatchObject({
      reason: 'Meminta nomor pribadi',
      student: { name: 'Andi Pratama' },
      company: { id: id.digital },
      company_muted: false,
    });
    expect((await get('admin', '/message/reports')).json().data).toHaveLength(1);
    expect((await get('bkkBandung', '/message/reports')).json().data).toEqual([]);
    const heard = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, id.bkk!), eq(notifications.kind, 'message-reported')));
    expect(heard).toHaveLength(1);
  });

  it('mutes the company for the school’s students: it cannot write to them, in either language, until unmuted', async () => {
    expect((await post('bkk', '/message/mute', { company_id: id.digital })).statusCode).toBe(200);
    expect((await get('bkk', '/message/mutes')).json().data.map((m: { company: { id: string } }) => m.company.id)).toEqual([id.digital]);
    expect((await get('bkkBandung', '/message/mutes')).json().data).toEqual([]);
    const refused = await send('company', id.andiThread!, 'Halo Andi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "This student's school muted your company after a report: you cannot send messages to that school's students.",
    );
    const inIndonesian = await send('company', id.sariThread!, 'Halo Sari', 'id');
    expect(inIndonesian.json().message).toBe(
      'Sekolah siswa ini telah membisukan perusahaan Anda setelah ada laporan: Anda tidak dapat mengirim pesan kepada siswa sekolah tersebut.',
    );
    expect((await get('company', `/message/detail?id=${id.andiThread}`)).json().data.can_send).toBe(false);
    // Another school cannot lift it; the history stays readable for the student.
    expect((await post('bkkBandung', '/message/unmute', { company_id: id.digital })).statusCode).toBe(404);
    expect((await get('andi', `/message/detail?id=${id.andiThread}`)).statusCode).toBe(200);
    expect((await get('bkk', '/message/reports')).json().data[0].company_muted).toBe(true);
    expect((await post('bkk', '/message/unmute', { company_id: id.digital })).statusCode).toBe(200);
    expect((await send('company', id.andiThread!, 'Halo Andi')).statusCode).toBe(200);
  });
});

// A small real PDF and PNG: the API recognises them by their first bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const attach = (who: string, threadId: string, name: string, bytes: Buffer, type: string) => {
  const body = multipart(name, bytes, type);
  return call(ctx.app, tok[who]!, { method: 'POST', url: `/message/attach?thread_id=${threadId}`, payload: body.payload, headers: body.headers });
};

describe('attachments', () => {
  it('sends a PDF or an image in a thread, read back by its sides and the supervising school only', async () => {
    const sent = await attach('company', id.andiThread!, 'Jadwal wawancara.pdf', PDF, 'application/pdf');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attachment).toEqual({ name: 'Jadwal wawancara.pdf', kind: 'pdf' });
    id.pdfMessage = sent.json().data.id;
    const read = await get('andi', `/message/attachment?id=${id.pdfMessage}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get('bkk', `/message/attachment?id=${id.pdfMessage}`)).statusCode).toBe(200);
    for (const who of ['otomotif', 'guru', 'bkkBandung', 'sari']) {
      expect((await get(who, `/message/attachment?id=${id.pdfMessage}`)).statusCode, who).toBe(404);
    }
    expect((await get('kepsek', `/message/attachment?id=${id.pdfMessage}`)).statusCode).toBe(403);
    const photo = await attach('andi', id.andiThread!, 'sertifikat.png', PNG, 'image/png');
    expect(photo.json().data.attachment).toEqual({ name: 'sertifikat.png', kind: 'png' });
    const thread = (await get('andi', `/message/detail?id=${id.andiThread}`)).json().data;
    expect(thread.messages.filter((m: { attachment: unknown }) => m.attachment !== null)).toHaveLength(2);
  });

  it('refuses a file that is neither a PDF nor an image, whatever its name, and the school that only reads', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    expect((await attach('company', id.andiThread!, 'cv.pdf', exe, 'application/pdf')).statusCode).toBe(415);
    expect((await attach('bkk', id.andiThread!, 'catatan.pdf', PDF, 'application/pdf')).statusCode).toBe(404);
  });

  it('refuses any file from a company to a student who only has a pending invitation', async () => {
    const [otomotif] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Otomotif Jaya Abadi'));
    await db()
      .update(invitations)
      .set({ status: 'pending' })
      .where(and(eq(invitations.companyId, otomotif!.id), eq(invitations.studentId, id.siswa13!)));
    const threadId = await threadOf(id.siswa13!, otomotif!.id);
    const refused = await attach('otomotif', threadId, 'brosur.pdf', PDF, 'application/pdf');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Attachment refused: a company may send files only once the student has applied or accepted the invitation.');
    expect(await db().select({ id: messages.id }).from(messages).where(eq(messages.threadId, threadId))).toEqual([]);
  });
});

describe('rate limit, export and erasure', () => {
  it('refuses the 31st message of a minute from one sender', async () => {
    const thread = (await post('guru', '/message/start', { student_id: id.sari })).json().data.thread_id;
    // The teacher already sent one message in this file (to Andi): 29 more reach the limit.
    for (let i = 0; i < 29; i++) expect((await send('guru', thread, `Pengingat ${i + 1}`)).statusCode).toBe(200);
    const over = await send('guru', thread, 'Satu lagi');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many messages: at most 30 messages a minute. Try again in a moment.');
  });

  it('puts the student’s conversations in their data export and erases them with the student', async () => {
    const exported = await exportStudentData(db(), id.andi!);
    const threads = exported.tables.message_threads as { id: string }[];
    expect(threads.map((t) => t.id)).toContain(id.andiThread);
    expect((exported.tables.messages as { body: string }[]).some((m) => m.body === 'Baik, Pak. Terima kasih.')).toBe(true);
    expect(exported.tables.message_reports).toHaveLength(1);
    // The attachments of Andi's thread go with it, whoever sent them.
    const store = createMessageAttachmentStore(ctx.config.uploadDir);
    const [pdf] = await db().select({ file: messages.attachmentFile }).from(messages).where(eq(messages.id, id.pdfMessage!));
    expect(await store.read(pdf!.file!)).not.toBeNull();
    const uploads = await collectStudentUploads(db(), id.andi!, {
      storage: { remove: async () => {} } as unknown as Storage,
      forms: { remove: async () => {} } as unknown as ConsentFormStore,
      certificates: { remove: async () => {} } as unknown as CertificateStore,
      messageFiles: store,
    });
    await db().transaction((tx) => eraseStudent(tx, id.andi!));
    for (const upload of uploads) await upload.remove();
    expect(await store.read(pdf!.file!)).toBeNull();
    expect(await db().select().from(messageThreads).where(eq(messageThreads.studentId, id.andi!))).toEqual([]);
    expect(await db().select().from(messages).where(eq(messages.threadId, id.andiThread!))).toEqual([]);
    expect(await db().select().from(messageReports)).toEqual([]);
    // The company's notification of Andi's message no longer names him.
    const named = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, 'message-received'), eq(notifications.userId, id.company!)));
    expect(named.length).toBeGreaterThan(0);
    const [still] = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.kind, 'message-received'), eq(notifications.userId, id.company!)));
    expect(JSON.stringify(still!.params)).not.toContain('Andi Pratama');
  });
});
