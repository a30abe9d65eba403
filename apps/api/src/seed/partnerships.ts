import { PARTNERSHIP_ANSWER_NAMES, type PartnershipEvent, type StoredPartnershipStatus } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { companies, partnershipEvents, partnerships, schools, users } from '../db/schema.js';
import { notify } from '../modules/notifications/notify.js';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number) => new Date(Date.now() + offset * DAY);

interface DemoPartnership {
  company: string;
  school: string;
  programs: string[];
  message: string;
  status: StoredPartnershipStatus;
  /** Days from today: when it was asked, answered, its period, when it ended. */
  askedDaysAgo: number;
  answeredAfterDays?: number;
  start?: number;
  end?: number;
  mou?: string;
  declineReason?: string;
  endReason?: string;
  endedDaysAgo?: number;
  /** The key of the period this one renews. */
  renews?: string;
  key?: string;
  endingNotified?: boolean;
}

const DIGITAL = 'PT Nusantara Teknologi Digital';
const OTOMOTIF = 'PT Otomotif Jaya Abadi';
const HOTEL = 'Hotel Merapi Indah';

/**
 * The demo partnerships (docs/partnerships.md): the demo company with SMK Negeri 1 Jakarta in its
 * second period (the first expired and was renewed), and one partnership in every other state;
 * a pending request to the demo school from the hotel for the school admin to answer.
 */
const DEMO_PARTNERSHIPS: DemoPartnership[] = [
  {
    key: 'jakarta-1',
    company: DIGITAL,
    school: 'SMK Negeri 1 Jakarta',
    programs: ['rpl', 'tkj'],
    message:
      'Kami ingin bekerja sama dalam program praktik kerja lapangan (PKL) dan rekrutmen lulusan jurusan RPL dan TKJ, termasuk kelas industri satu semester di kantor kami.',
    status: 'active',
    askedDaysAgo: 500,
    answeredAfterDays: 6,
    start: -485,
    end: -121,
    mou: 'MoU/012/NTD-SMKN1JKT/VII/2024',
  },
  {
    company: DIGITAL,
    school: 'SMK Negeri 1 Jakarta',
    programs: ['rpl', 'tkj'],
    message:
      'Kami ingin bekerja sama dalam program praktik kerja lapangan (PKL) dan rekrutmen lulusan jurusan RPL dan TKJ, termasuk kelas industri satu semester di kantor kami.',
    status: 'active',
    renews: 'jakarta-1',
    askedDaysAgo: 125,
    answeredAfterDays: 0,
    start: -120,
    end: 610,
    mou: 'MoU/045/NTD-SMKN1JKT/VII/2025',
  },
  {
    company: DIGITAL,
    school: 'SMK Negeri 2 Bandung',
    programs: ['rpl', 'dkv'],
    message: 'Kami membuka 10 kursi magang pengembang web dan desainer antarmuka untuk siswa kelas XII pada semester genap.',
    status: 'requested',
    askedDaysAgo: 3,
  },
  {
    company: DIGITAL,
    school: 'SMK Negeri 7 Semarang',
    programs: ['tkj'],
    message: 'Kami mencari teknisi jaringan magang untuk proyek pemasangan jaringan kantor cabang di Jawa Tengah.',
    status: 'declined',
    askedDaysAgo: 40,
    answeredAfterDays: 5,
    declineReason: 'Kuota PKL jurusan TKJ tahun ini sudah penuh dengan mitra yang ada. Silakan ajukan kembali untuk tahun ajaran berikutnya.',
  },
  {
    company: DIGITAL,
    school: 'SMK Muhammadiyah 2 Yogyakarta',
    programs: ['akl', 'otkp'],
    message: 'Kerja sama penempatan staf administrasi dan keuangan di kantor perwakilan Yogyakarta.',
    status: 'ended',
    askedDaysAgo: 300,
    answeredAfterDays: 10,
    start: -285,
    end: 80,
    mou: 'MoU/031/NTD-SMKMUH2YK/I/2025',
    endedDaysAgo: 20,
    endReason: 'Kantor perwakilan Yogyakarta ditutup; penempatan dipindahkan ke Jakarta.',
  },
  {
    company: DIGITAL,
    school: 'SMK Negeri 1 Surabaya',
    programs: ['tkj', 'titl'],
    message: 'Program pemagangan teknisi pusat data di Surabaya selama enam bulan.',
    status: 'active',
    askedDaysAgo: 420,
    answeredAfterDays: 7,
    start: -400,
    end: -35,
    mou: 'MoU/007/NTD-SMKN1SBY/X/2024',
  },
  {
    company: OTOMOTIF,
    school: 'SMK Negeri 2 Bandung',
    programs: ['tkr', 'tbsm'],
    message: 'Kerja sama kelas industri otomotif dan rekrutmen mekanik lulusan TKR dan TBSM.',
    status: 'active',
    askedDaysAgo: 380,
    answeredAfterDays: 4,
    start: -345,
    end: 20,
    mou: 'MoU/118/OJA-SMKN2BDG/XII/2024',
    endingNotified: true,
  },
  {
    company: HOTEL,
    school: 'SMK Negeri 1 Jakarta',
    programs: ['phtl', 'tbg'],
    message: 'Kami menawarkan PKL di bagian kantor depan dan dapur hotel untuk siswa perhotelan dan tata boga, dengan uang saku dan mes karyawan.',
    status: 'requested',
    askedDaysAgo: 2,
  },
];

export async function seedPartnerships(db: DbExecutor): Promise<void> {
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const schoolRows = await db.select({ id: schools.id, name: schools.name }).from(schools);
  const people = await db.select({ id: users.id, role: users.role, schoolId: users.schoolId, companyId: users.companyId }).from(users);
  const keyed = new Map<string, string>();
  for (const p of DEMO_PARTNERSHIPS) {
    const company = companyRows.find((c) => c.name === p.company);
    const school = schoolRows.find((s) => s.name === p.school);
    if (!company || !school) continue;
    const companyAdmins = people.filter((u) => u.role === 'admin_perusahaan' && u.companyId === company.id).map((u) => u.id);
    const schoolAdmins = people.filter((u) => u.role === 'admin_sekolah' && u.schoolId === school.id).map((u) => u.id);
    const headmasters = people.filter((u) => u.role === 'kepala_sekolah' && u.schoolId === school.id).map((u) => u.id);
    const requester = companyAdmins[0] ?? null;
    const answerer = schoolAdmins[0] ?? null;
    const answeredAt = p.answeredAfterDays !== undefined ? at(-p.askedDaysAgo + p.answeredAfterDays) : null;
    const endedAt = p.endedDaysAgo !== undefined ? at(-p.endedDaysAgo) : null;
    const [row] = await db
      .insert(partnerships)
      .values({
        companyId: company.id,
        schoolId: school.id,
        programs: p.programs,
        message: p.message,
        status: p.status,
        mouNumber: p.mou ?? null,
        startDate: p.start !== undefined ? day(p.start) : null,
        endDate: p.end !== undefined ? day(p.end) : null,
        declineReason: p.declineReason ?? null,
        endReason: p.endReason ?? null,
        previousId: p.renews ? (keyed.get(p.renews) ?? null) : null,
        requestedBy: requester,
        answeredBy: answeredAt ? answerer : null,
        answeredAt,
        endedBy: endedAt ? requester : null,
        endedAt,
        endingNotifiedAt: p.endingNotified ? at(-1) : null,
        createdAt: at(-p.askedDaysAgo),
        updatedAt: endedAt ?? answeredAt ?? at(-p.askedDaysAgo),
      })
      .returning({ id: partnerships.id });
    if (!row) continue;
    if (p.key) keyed.set(p.key, row.id);
    const events: { action: PartnershipEvent; actorId: string | null; note: string | null; createdAt: Date }[] = [];
    if (p.renews)
      events.push({ action: 'renewed', actorId: requester, note: `${day(p.start ?? 0)} – ${day(p.end ?? 0)}`, createdAt: at(-p.askedDaysAgo) });
    else events.push({ action: 'requested', actorId: requester, note: null, createdAt: at(-p.askedDaysAgo) });
    if (answeredAt && !p.renews)
      events.push(
        p.status === 'declined'
          ? { action: 'declined', actorId: answerer, note: p.declineReason ?? null, createdAt: answeredAt }
          : { action: 'accepted', actorId: answerer, note: p.mou ?? null, createdAt: answeredAt },
      );
    if (endedAt) events.push({ action: 'ended', actorId: requester, note: p.endReason ?? null, createdAt: endedAt });
    await db.insert(partnershipEvents).values(events.map((e) => ({ ...e, partnershipId: row.id })));
    if (p.renews) {
      const previous = keyed.get(p.renews);
      if (previous)
        await db.insert(partnershipEvents).values({
          partnershipId: previous,
          action: 'renewed',
          actorId: requester,
          note: `${day(p.start ?? 0)} – ${day(p.end ?? 0)}`,
          createdAt: at(-p.askedDaysAgo),
        });
    }

    // A few notifications, as the events would have sent them.
    const link = `/school-partnership/${row.id}`;
    if (p.status === 'requested')
      await notify(db, {
        kind: 'partnership-requested',
        userIds: [...schoolAdmins, ...headmasters],
        params: { company: company.name, school: school.name },
        link,
      });
    if (p.status === 'declined' || (answeredAt && p.askedDaysAgo < 200 && !p.renews && p.status !== 'ended'))
      await notify(db, {
        kind: 'partnership-answered',
        userIds: companyAdmins,
        params: { company: company.name, school: school.name, status: PARTNERSHIP_ANSWER_NAMES[p.status === 'declined' ? 'declined' : 'accepted'] },
        link,
      });
    if (p.endingNotified) {
      await notify(db, { kind: 'partnership-ending', userIds: companyAdmins, params: { partner: school.name, date: day(p.end ?? 0) }, link });
      await notify(db, {
        kind: 'partnership-ending',
        userIds: [...schoolAdmins, ...headmasters],
        params: { partner: company.name, date: day(p.end ?? 0) },
        link,
      });
    }
  }
}
