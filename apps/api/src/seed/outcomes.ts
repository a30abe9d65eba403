// Demo graduates (docs/outcomes.md): two graduation years of alumni for SMK Negeri 1 Jakarta and
// SMK Negeri 2 Bandung — new accounts, never the demo students other journeys use — a closed tracer
// round per school for the older year with realistic BMW figures and a few non-respondents, an open
// round for the recent year with reminders due, and employer feedback from two companies.
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_TRACER_QUESTIONS, statusFromTracerAnswers, type TTracerAnswers, type VocationalProgram } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { alumni, companies, employerFeedback, schools, studentProfiles, tracerResponses, tracerRounds, users } from '../db/schema.js';
import { newOneTimeToken } from '../lib/one-time-tokens.js';
import { normalizeStatus, writeAlumniStatus } from '../modules/alumni/status.js';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);

const FIRST = [
  'Rizky',
  'Nabila',
  'Fajar',
  'Aulia',
  'Dimas',
  'Salsabila',
  'Ilham',
  'Anisa',
  'Reza',
  'Zahra',
  'Bayu',
  'Intan',
  'Galih',
  'Citra',
  'Hafiz',
  'Melati',
];
const LAST = [
  'Ramadhan',
  'Kusuma',
  'Saputra',
  'Permatasari',
  'Nugroho',
  'Wijayanti',
  'Firmansyah',
  'Anggraini',
  'Hidayat',
  'Maharani',
  'Prasetyo',
  'Utami',
];

/** What a graduate answered (null: did not answer; 'unreachable': the school could not reach them). */
type Fate = TTracerAnswers | null | 'unreachable';

const work = (company: string, position: string, sector: string, fit: string, months: number, source: string, band = '3_5jt'): TTracerAnswers => ({
  activity: 'bekerja',
  company_name: company,
  position,
  sector,
  months_to_first_job: months,
  program_fit: fit,
  salary_band: band,
  job_source: source,
  skills: 'Kerja tim, ketelitian, bahasa Inggris dasar',
  school_satisfaction: 4,
});
const study = (institution: string, program: string): TTracerAnswers => ({
  activity: 'melanjutkan',
  institution,
  study_program: program,
  school_satisfaction: 4,
});
const business = (name: string, sector: string): TTracerAnswers => ({
  activity: 'wirausaha',
  business_name: name,
  business_sector: sector,
  salary_band: '2_3jt',
  school_satisfaction: 5,
});
const looking: TTracerAnswers = { activity: 'mencari_kerja', school_satisfaction: 3 };

const DIGITAL = 'PT Nusantara Teknologi Digital';
const OTOMOTIF = 'PT Otomotif Jaya Abadi';

/** One class of graduates: its program, class name and what each graduate answered, in order. */
interface DemoClass {
  program: VocationalProgram;
  className: string;
  fates: Fate[];
}

const JAKARTA_OLD: DemoClass[] = [
  {
    program: 'rpl',
    className: 'XII RPL 1',
    fates: [
      work(DIGITAL, 'Junior Web Developer', 'Teknologi informasi', 'sesuai', 2, 'bkk_sekolah', '5_7jt'),
      work(DIGITAL, 'Quality Assurance', 'Teknologi informasi', 'sesuai', 3, 'tempat_pkl', '3_5jt'),
      work('PT Kreasi Aplikasi', 'Programmer', 'Teknologi informasi', 'sesuai', 4, 'lowongan_daring', '3_5jt'),
      study('Universitas Indonesia', 'Ilmu Komputer'),
      study('Politeknik Negeri Jakarta', 'Teknik Informatika'),
      business('Studio Desain Rumahan', 'Jasa digital'),
      'unreachable',
      null,
    ],
  },
  {
    program: 'tkj',
    className: 'XII TKJ 1',
    fates: [
      work('PT Telekomunikasi Jaya', 'Teknisi Jaringan', 'Telekomunikasi', 'sesuai', 1, 'bkk_sekolah'),
      work('Toko Sembako Makmur', 'Kasir', 'Perdagangan', 'tidak_sesuai', 6, 'keluarga_kenalan', '2_3jt'),
      work('PT Logistik Cepat', 'Staf Gudang', 'Logistik', 'tidak_sesuai', 5, 'lowongan_daring', '2_3jt'),
      work(DIGITAL, 'IT Support', 'Teknologi informasi', 'kurang_sesuai', 3, 'jalurkarir'),
      study('Universitas Gunadarma', 'Sistem Informasi'),
      looking,
      'unreachable',
      null,
    ],
  },
  {
    program: 'akl',
    className: 'XII AKL 1',
    fates: [
      work('KAP Sutanto & Rekan', 'Staf Akuntansi', 'Jasa keuangan', 'sesuai', 2, 'bkk_sekolah'),
      work('Bank Rakyat Sejahtera', 'Teller', 'Perbankan', 'sesuai', 4, 'lowongan_daring'),
      work('Minimarket Sentosa', 'Pramuniaga', 'Perdagangan', 'tidak_sesuai', 7, 'keluarga_kenalan', 'lt_2jt'),
      work('PT Otomotif Jaya Abadi', 'Admin Keuangan', 'Otomotif', 'sesuai', 3, 'jalurkarir'),
      study('Universitas Negeri Jakarta', 'Akuntansi'),
      business('Katering Bunda', 'Kuliner'),
      looking,
      work('CV Mitra Pajak', 'Staf Pajak', 'Jasa keuangan', 'sesuai', 2, 'tempat_pkl'),
    ],
  },
];

/** The recent year: the open round, a few answers in, most still to come. */
const JAKARTA_NEW: DemoClass[] = [
  {
    program: 'rpl',
    className: 'XII RPL 1',
    fates: [
      work(DIGITAL, 'Frontend Developer', 'Teknologi informasi', 'sesuai', 1, 'jalurkarir'),
      study('Universitas Bina Nusantara', 'Teknik Informatika'),
      null,
      null,
      null,
      null,
    ],
  },
  {
    program: 'tkj',
    className: 'XII TKJ 1',
    fates: [
      work('PT Telekomunikasi Jaya', 'Teknisi Fiber Optik', 'Telekomunikasi', 'sesuai', 2, 'bkk_sekolah'),
      looking,
      'unreachable',
      null,
      null,
      null,
    ],
  },
  {
    program: 'akl',
    className: 'XII AKL 1',
    fates: [work('Koperasi Sejahtera', 'Kasir', 'Jasa keuangan', 'kurang_sesuai', 2, 'keluarga_kenalan', '2_3jt'), null, null, null, null, null],
  },
];

const BANDUNG_OLD: DemoClass[] = [
  {
    program: 'tkr',
    className: 'XII TKR 1',
    fates: [
      work(OTOMOTIF, 'Mekanik', 'Otomotif', 'sesuai', 1, 'bkk_sekolah'),
      work(OTOMOTIF, 'Service Advisor', 'Otomotif', 'sesuai', 3, 'tempat_pkl'),
      work('Bengkel Maju Motor', 'Mekanik', 'Otomotif', 'sesuai', 2, 'keluarga_kenalan', '2_3jt'),
      work('PT Ojek Daring Nusantara', 'Pengemudi', 'Transportasi', 'tidak_sesuai', 4, 'lowongan_daring', '2_3jt'),
      study('Politeknik Manufaktur Bandung', 'Teknik Mesin'),
      business('Bengkel Las Putra', 'Otomotif'),
    ],
  },
  {
    program: 'tbsm',
    className: 'XII TBSM 1',
    fates: [
      work(OTOMOTIF, 'Teknisi Sepeda Motor', 'Otomotif', 'sesuai', 2, 'jalurkarir'),
      work('Dealer Motor Parahyangan', 'Mekanik', 'Otomotif', 'sesuai', 3, 'bkk_sekolah'),
      looking,
      null,
      'unreachable',
      work('Pabrik Tekstil Cimahi', 'Operator Produksi', 'Manufaktur', 'tidak_sesuai', 5, 'keluarga_kenalan', '3_5jt'),
    ],
  },
];
const BANDUNG_NEW: DemoClass[] = [
  {
    program: 'tkr',
    className: 'XII TKR 1',
    fates: [work(OTOMOTIF, 'Mekanik Junior', 'Otomotif', 'sesuai', 1, 'bkk_sekolah'), null, null, null, null],
  },
  { program: 'tbsm', className: 'XII TBSM 1', fates: [null, null, null, null, null] },
];

interface Cohort {
  school: string;
  code: string;
  year: number;
  graduatedDaysAgo: number;
  classes: DemoClass[];
}

async function insertGraduates(tx: DbExecutor, c: Cohort, schoolId: string, passwordHash: string, serial: { n: number }) {
  const made: { id: string; fate: Fate }[] = [];
  for (const cls of c.classes) {
    for (const fate of cls.fates) {
      const i = serial.n++;
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
      // The third recent Jakarta graduate (no answer yet) is the demo alumni account (docs/outcomes.md): it can log in.
      const email = i === 2 ? 'alumni@jalurkarir.id' : `lulusan${String(i).padStart(3, '0')}.${c.code}@jalurkarir.id`;
      const [u] = await tx
        .insert(users)
        .values({
          name,
          email,
          passwordHash,
          role: 'siswa',
          nisn: `0049${String(100000 + i).slice(-6)}`,
          phone: `0812${String(7000000 + i * 37).padStart(8, '0')}`,
          schoolId,
          verified: true,
          validated: true,
          status: 'active',
        })
        .returning({ id: users.id });
      await tx
        .insert(studentProfiles)
        .values({ userId: u!.id, program: cls.program, grade: '12', className: cls.className, gender: i % 2 ? 'P' : 'L', citizenship: 'WNI' });
      await tx.insert(alumni).values({
        userId: u!.id,
        schoolId,
        graduationYear: c.year,
        graduatedOn: day(-c.graduatedDaysAgo),
        program: cls.program,
        className: cls.className,
        contactEmail: email,
        contactPhone: `0812${String(7000000 + i * 37).padStart(8, '0')}`,
      });
      made.push({ id: u!.id, fate });
    }
  }
  return made;
}

/** A round of the cohort's year with every graduate's line; answers dated inside its period. */
async function insertRound(
  tx: DbExecutor,
  c: Cohort,
  schoolId: string,
  graduates: { id: string; fate: Fate }[],
  round: { title: string; startsAgo: number; endsIn: number; closed: boolean; sentAgo: number },
) {
  const [r] = await tx
    .insert(tracerRounds)
    .values({
      schoolId,
      graduationYear: c.year,
      title: round.title,
      startsOn: day(-round.startsAgo),
      endsOn: day(round.endsIn),
      questions: DEFAULT_TRACER_QUESTIONS,
      closedAt: round.closed ? at(-round.endsIn) : null,
      createdAt: at(round.startsAgo + 3),
    })
    .returning({ id: tracerRounds.id });
  for (const [k, g] of graduates.entries()) {
    const answered = g.fate !== null && g.fate !== 'unreachable';
    const respondedAgo = round.sentAgo - 1 - (k % 5);
    // Every third answer was taken by phone by the school admin; the rest came through the link.
    const source = answered ? (k % 3 === 2 ? 'phone' : 'tracer') : null;
    await tx.insert(tracerResponses).values({
      roundId: r!.id,
      alumniId: g.id,
      status: answered ? 'responded' : g.fate === 'unreachable' ? 'unreachable' : 'pending',
      answers: answered ? (g.fate as TTracerAnswers) : null,
      source,
      respondedAt: answered ? at(respondedAgo) : null,
      note: g.fate === 'unreachable' ? 'Nomor tidak aktif, email tidak dibalas' : null,
      lastSentAt: at(round.sentAgo),
      reminders: answered ? 0 : 1,
    });
    if (answered) await writeAlumniStatus(tx, g.id, normalizeStatus(statusFromTracerAnswers(g.fate as TTracerAnswers)), source!, null);
  }
}

export async function seedOutcomes(tx: DbExecutor, passwordHash: string): Promise<void> {
  const nowYear = Number(day(0).slice(0, 4));
  const schoolRows = await tx
    .select({ id: schools.id, npsn: schools.npsn })
    .from(schools)
    .where(inArray(schools.npsn, ['20100211', '20219100']));
  const schoolId = (npsn: string) => schoolRows.find((s) => s.npsn === npsn)!.id;
  const serial = { n: 0 };
  // Graduations are in May: the recent year about half a year ago, the older one a year before.
  const cohorts: (Cohort & { round: Parameters<typeof insertRound>[4] })[] = [
    {
      school: '20100211',
      code: 'jkt',
      year: nowYear - 1,
      graduatedDaysAgo: 190,
      classes: JAKARTA_NEW,
      round: { title: `Tracer ${nowYear}, lulusan ${nowYear - 1}`, startsAgo: 20, endsIn: 40, closed: false, sentAgo: 12 },
    },
    {
      school: '20100211',
      code: 'jkt',
      year: nowYear - 2,
      graduatedDaysAgo: 555,
      classes: JAKARTA_OLD,
      round: { title: `Tracer ${nowYear - 1}, lulusan ${nowYear - 2}`, startsAgo: 250, endsIn: -190, closed: true, sentAgo: 245 },
    },
    {
      school: '20219100',
      code: 'bdg',
      year: nowYear - 1,
      graduatedDaysAgo: 190,
      classes: BANDUNG_NEW,
      round: { title: `Tracer ${nowYear}, lulusan ${nowYear - 1}`, startsAgo: 15, endsIn: 45, closed: false, sentAgo: 9 },
    },
    {
      school: '20219100',
      code: 'bdg',
      year: nowYear - 2,
      graduatedDaysAgo: 555,
      classes: BANDUNG_OLD,
      round: { title: `Tracer ${nowYear - 1}, lulusan ${nowYear - 2}`, startsAgo: 250, endsIn: -190, closed: true, sentAgo: 245 },
    },
  ];
  for (const c of cohorts) {
    const graduates = await insertGraduates(tx, c, schoolId(c.school), passwordHash, serial);
    await insertRound(tx, c, schoolId(c.school), graduates, c.round);
  }
  await seedEmployerFeedback(tx);
}

/** Answers from the two demo companies about graduates who named them; one request still unanswered. */
async function seedEmployerFeedback(tx: DbExecutor) {
  const named = await tx
    .select({ id: alumni.userId, schoolId: alumni.schoolId, company: alumni.companyName })
    .from(alumni)
    .where(sql`${alumni.companyName} in (${DIGITAL}, ${OTOMOTIF})`);
  const companyRows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [DIGITAL, OTOMOTIF]));
  const ratings = [
    [4, 5, 4, 5, 'Lulusan cepat belajar; perlu penguatan bahasa Inggris teknis.'],
    [5, 4, 4, 4, 'Disiplin dan teliti. Sarankan praktik version control sejak kelas XI.'],
    [3, 4, 3, 4, 'Keterampilan diagnosis kelistrikan kendaraan perlu ditambah.'],
    [4, 4, 5, 4, null],
  ] as const;
  for (const [k, g] of named.entries()) {
    const company = companyRows.find((c) => c.name === g.company)!;
    const answer = ratings[k % ratings.length]!;
    const answered = k < 5;
    await tx.insert(employerFeedback).values({
      schoolId: g.schoolId,
      alumniId: g.id,
      companyId: company.id,
      companyName: company.name,
      source: 'named',
      tokenHash: newOneTimeToken().hash,
      expiresAt: at(-30),
      createdAt: at(40),
      ...(answered
        ? {
            answeredAt: at(30 - k),
            technical: answer[0],
            attitude: answer[1],
            communication: answer[2],
            teamwork: answer[3],
            comment: answer[4],
            respondentName: company.name === DIGITAL ? 'Hendra Gunawan' : 'Rudi Hartono',
            respondentPosition: 'HR Manager',
          }
        : {}),
    });
  }
}
