import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_STAGE_NAMES, type ApplicationSource, type ApplicationStage, type RejectionReason } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { applicationEvents, applications, companies, interviewSlots, invitations, opportunities, users } from '../db/schema.js';
import { notify } from '../modules/notifications/notify.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One demo application: who, where, and the moves it went through (hours after applying). */
interface DemoApplication {
  student: string;
  company: string;
  opening: string;
  daysAgo: number;
  source?: ApplicationSource;
  note?: string;
  moves: { to: ApplicationStage; afterHours: number; reason?: RejectionReason; message?: string; interviewInDays?: number; place?: string }[];
}

const DIGITAL = 'PT Nusantara Teknologi Digital';
const OTOMOTIF = 'PT Otomotif Jaya Abadi';
const HOTEL = 'Hotel Merapi Indah';
const WEB = 'Junior Web Developer';
const NETWORK = 'Teknisi Jaringan Magang';
const HOTEL_LOBBY = 'Lobi Hotel Merapi Indah, Jl. Malioboro No. 25, Yogyakarta';
/** The days from today of the demo student's proposed interview times, each at 09:00 WIB for 45 minutes. */
const INTERVIEW_SLOT_DAYS = [2, 3, 5];
const OFFICE = 'Gedung Cyber 2 Lt. 12, Jl. H.R. Rasuna Said Blok X-5, Jakarta Selatan';

/** Applications to the demo company's openings in every stage, with their histories (docs/applications.md). */
const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    student: 'siswa01@jalurkarir.id',
    company: DIGITAL,
    opening: WEB,
    daysAgo: 30,
    note: 'Saya sudah membuat tiga situs web untuk UMKM di sekitar sekolah.',
    moves: [
      { to: 'shortlisted', afterHours: 20 },
      { to: 'interview', afterHours: 50, interviewInDays: -25, place: OFFICE },
      { to: 'offered', afterHours: 150, message: 'Selamat, kami menawarkan posisi Junior Web Developer mulai bulan depan.' },
      { to: 'hired', afterHours: 200 },
    ],
  },
  {
    student: 'siswa02@jalurkarir.id',
    company: DIGITAL,
    opening: WEB,
    daysAgo: 21,
    moves: [
      { to: 'shortlisted', afterHours: 30 },
      { to: 'interview', afterHours: 72, interviewInDays: -15, place: 'https://meet.google.com/nus-dgtl-021' },
      { to: 'offered', afterHours: 240, message: 'Mohon konfirmasi penawaran ini dalam satu minggu.' },
    ],
  },
  {
    student: 'siswa03@jalurkarir.id',
    company: DIGITAL,
    opening: WEB,
    daysAgo: 10,
    moves: [
      { to: 'shortlisted', afterHours: 26 },
      { to: 'interview', afterHours: 60, interviewInDays: 3, place: OFFICE, message: 'Bawa portofolio dan fotokopi rapor semester terakhir.' },
    ],
  },
  { student: 'siswa04@jalurkarir.id', company: DIGITAL, opening: WEB, daysAgo: 7, moves: [{ to: 'shortlisted', afterHours: 40 }] },
  {
    student: 'siswa05@jalurkarir.id',
    company: DIGITAL,
    opening: WEB,
    daysAgo: 12,
    moves: [
      {
        to: 'rejected',
        afterHours: 48,
        reason: 'qualification',
        message: 'Terima kasih atas lamaran Anda. Kami menyarankan menambah pengalaman dengan framework JavaScript.',
      },
    ],
  },
  {
    student: 'siswa@jalurkarir.id',
    company: DIGITAL,
    opening: WEB,
    daysAgo: 5,
    note: 'Saya tertarik pada pengembangan web dan sudah mengikuti praktik kerja lapangan di bidang ini.',
    moves: [{ to: 'shortlisted', afterHours: 30 }],
  },
  { student: 'siswa07@jalurkarir.id', company: DIGITAL, opening: WEB, daysAgo: 1, moves: [] },
  {
    student: 'siswa14@jalurkarir.id',
    company: DIGITAL,
    opening: WEB,
    daysAgo: 3,
    source: 'invitation',
    note: 'Terima kasih atas undangannya.',
    moves: [],
  },
  {
    student: 'siswa09@jalurkarir.id',
    company: DIGITAL,
    opening: NETWORK,
    daysAgo: 40,
    moves: [
      { to: 'shortlisted', afterHours: 12 },
      { to: 'interview', afterHours: 36, interviewInDays: -36, place: OFFICE },
      { to: 'hired', afterHours: 120, message: 'Selamat bergabung di tim infrastruktur jaringan.' },
    ],
  },
  { student: 'siswa10@jalurkarir.id', company: DIGITAL, opening: NETWORK, daysAgo: 2, moves: [] },
  {
    student: 'siswa08@jalurkarir.id',
    company: DIGITAL,
    opening: NETWORK,
    daysAgo: 9,
    moves: [
      { to: 'shortlisted', afterHours: 70 },
      { to: 'withdrawn', afterHours: 100 },
    ],
  },
  {
    student: 'siswa11@jalurkarir.id',
    company: OTOMOTIF,
    opening: 'Mekanik Kendaraan Ringan',
    daysAgo: 35,
    moves: [
      { to: 'interview', afterHours: 96, interviewInDays: -30, place: 'Bengkel PT Otomotif Jaya Abadi, Jl. Soekarno-Hatta No. 88, Bandung' },
      { to: 'hired', afterHours: 200 },
    ],
  },
  { student: 'siswa04@jalurkarir.id', company: OTOMOTIF, opening: 'Mekanik Kendaraan Ringan', daysAgo: 4, moves: [] },
  { student: 'siswa02@jalurkarir.id', company: HOTEL, opening: 'Staf Front Office', daysAgo: 6, moves: [{ to: 'shortlisted', afterHours: 140 }] },
  // The demo student's interview to schedule: three proposed times to pick from (INTERVIEW_SLOT_DAYS).
  {
    student: 'siswa@jalurkarir.id',
    company: HOTEL,
    opening: 'Staf Front Office',
    daysAgo: 4,
    moves: [{ to: 'interview', afterHours: 30, interviewInDays: 2, place: HOTEL_LOBBY, message: 'Silakan pilih salah satu jadwal wawancara.' }],
  },
];

/** Invitations of the demo company: one pending for the demo student, one answered each way. */
const DEMO_INVITATIONS: { student: string; opening: string; daysAgo: number; status: 'pending' | 'accepted' | 'declined'; message: string }[] = [
  {
    student: 'siswa@jalurkarir.id',
    opening: NETWORK,
    daysAgo: 2,
    status: 'pending',
    message: 'Profil Anda cocok untuk program magang teknisi jaringan kami. Kami mengundang Anda untuk melamar.',
  },
  { student: 'siswa14@jalurkarir.id', opening: WEB, daysAgo: 4, status: 'accepted', message: 'Kami melihat nilai kompetensi RPL Anda sangat baik.' },
  { student: 'siswa13@jalurkarir.id', opening: NETWORK, daysAgo: 6, status: 'declined', message: 'Kami membuka program magang enam bulan.' },
];

/**
 * Demo applications and invitations: every stage on the demo company's openings, with
 * back-dated histories (the responsiveness figure has something to measure), the demo student
 * with an application and a pending invitation, a few notifications.
 */
export async function seedApplications(tx: DbExecutor): Promise<void> {
  const emails = [...new Set([...DEMO_APPLICATIONS.map((a) => a.student), ...DEMO_INVITATIONS.map((i) => i.student), 'perusahaan@jalurkarir.id'])];
  const people = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.email, emails));
  const openings = await tx
    .select({ id: opportunities.id, title: opportunities.title, companyId: opportunities.companyId, company: companies.name })
    .from(opportunities)
    .innerJoin(companies, eq(opportunities.companyId, companies.id));
  const person = (email: string) => people.find((p) => p.email === email);
  const opening = (company: string, title: string) => openings.find((o) => o.company === company && o.title === title);
  const companyAdmin = person('perusahaan@jalurkarir.id');
  const now = Date.now();

  const rows = DEMO_APPLICATIONS.flatMap((a) => {
    const who = person(a.student);
    const where = opening(a.company, a.opening);
    if (!who || !where) return [];
    const last = a.moves.at(-1);
    const createdAt = new Date(now - a.daysAgo * DAY);
    const updatedAt = last ? new Date(createdAt.getTime() + last.afterHours * HOUR) : createdAt;
    return [
      {
        demo: a,
        who,
        where,
        values: {
          opportunityId: where.id,
          studentId: who.id,
          companyId: where.companyId,
          stage: last?.to ?? 'applied',
          source: a.source ?? 'applied',
          note: a.note ?? null,
          createdAt,
          updatedAt,
        },
      },
    ];
  });
  if (!rows.length) return;
  const inserted = await tx
    .insert(applications)
    .values(rows.map((r) => r.values))
    .returning({ id: applications.id, opportunityId: applications.opportunityId, studentId: applications.studentId });
  const idOf = (opportunityId: string, studentId: string) => inserted.find((i) => i.opportunityId === opportunityId && i.studentId === studentId)?.id;

  const events = rows.flatMap(({ demo, who, where, values }) => {
    const applicationId = idOf(where.id, who.id);
    if (!applicationId) return [];
    let from: ApplicationStage = 'applied';
    const history: (typeof applicationEvents.$inferInsert)[] = [
      { applicationId, fromStage: null, toStage: 'applied', actorId: who.id, createdAt: values.createdAt },
    ];
    for (const move of demo.moves) {
      const byStudent = move.to === 'withdrawn';
      history.push({
        applicationId,
        fromStage: from,
        toStage: move.to,
        actorId: byStudent ? who.id : ((demo.company === DIGITAL ? companyAdmin?.id : null) ?? null),
        createdAt: new Date(values.createdAt.getTime() + move.afterHours * HOUR),
        ...(move.reason ? { reason: move.reason } : {}),
        ...(move.message ? { message: move.message } : {}),
        ...(move.interviewInDays !== undefined
          ? { interviewAt: new Date(now + move.interviewInDays * DAY + 9 * HOUR), interviewPlace: move.place ?? null }
          : {}),
      });
      from = move.to;
    }
    return history;
  });
  await tx.insert(applicationEvents).values(events);

  const hotel = opening(HOTEL, 'Staf Front Office');
  const scheduling = hotel && person('siswa@jalurkarir.id') ? idOf(hotel.id, person('siswa@jalurkarir.id')!.id) : undefined;
  if (scheduling) {
    // 02:00 UTC is 09:00 WIB; the history's interview date is the first proposed time, as a real move keeps it.
    const today = Math.floor(now / DAY) * DAY;
    const slots = INTERVIEW_SLOT_DAYS.map((d, i) => ({
      applicationId: scheduling,
      startsAt: new Date(today + d * DAY + 2 * HOUR),
      durationMinutes: 45,
      place: i === 1 ? 'https://meet.google.com/htl-mrp-fo1' : HOTEL_LOBBY,
    }));
    await tx.insert(interviewSlots).values(slots);
    await tx
      .update(applicationEvents)
      .set({ interviewAt: slots[0]!.startsAt })
      .where(and(eq(applicationEvents.applicationId, scheduling), eq(applicationEvents.toStage, 'interview')));
  }

  const invitationRows = DEMO_INVITATIONS.flatMap((i) => {
    const who = person(i.student);
    const where = opening(DIGITAL, i.opening);
    if (!who || !where) return [];
    const createdAt = new Date(now - i.daysAgo * DAY);
    return [
      {
        opportunityId: where.id,
        studentId: who.id,
        companyId: where.companyId,
        invitedBy: companyAdmin?.id ?? null,
        message: i.message,
        status: i.status,
        answeredAt: i.status === 'pending' ? null : new Date(createdAt.getTime() + 20 * HOUR),
        applicationId: i.status === 'accepted' ? (idOf(where.id, who.id) ?? null) : null,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (invitationRows.length) await tx.insert(invitations).values(invitationRows);

  // A few notifications, as the real moves would have sent them.
  const demoStudent = person('siswa@jalurkarir.id');
  const web = opening(DIGITAL, WEB);
  const network = opening(DIGITAL, NETWORK);
  const newest = person('siswa07@jalurkarir.id');
  if (companyAdmin && newest && web) {
    const applicationId = idOf(web.id, newest.id);
    await notify(tx, {
      kind: 'application-received',
      userIds: [companyAdmin.id],
      params: { student: newest.name, opening: web.title },
      link: applicationId ? `/applicants/${applicationId}` : undefined,
    });
  }
  if (demoStudent && web) {
    const applicationId = idOf(web.id, demoStudent.id);
    await notify(tx, {
      kind: 'application-stage',
      userIds: [demoStudent.id],
      params: { opening: web.title, stage: APPLICATION_STAGE_NAMES.shortlisted },
      link: applicationId ? `/applications/${applicationId}` : undefined,
    });
  }
  if (demoStudent && network) {
    await notify(tx, {
      kind: 'invitation-received',
      userIds: [demoStudent.id],
      params: { company: network.company, opening: network.title },
      link: '/applications?tab=invitations',
    });
  }
}
