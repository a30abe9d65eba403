import { and, eq, inArray } from 'drizzle-orm';
import {
  defaultPklAspects,
  pklAttendanceScore,
  pklFinalGrade,
  pklIndustryScore,
  type PklAttendance,
  type PklEvent,
  businessToday,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import {
  companies,
  notifications,
  partnerships,
  pklEvaluations,
  pklEvents,
  pklJournalDays,
  pklPeriods,
  pklPlacements,
  pklQuotas,
  pklVisits,
  schools,
  studentProfiles,
  users,
} from '../db/schema.js';
import { writeVerifiedExperience } from '../modules/pkl/evaluation.js';
import { addDays, countedDates, isoWeekday } from '../modules/pkl/pkl-common.js';
import { attendanceOf } from '../modules/pkl/placement-query.js';

/** The PKL students of the demo (new accounts, so the other demo students keep what other tests read of them). */
export const PKL_DEMO_STUDENTS = [
  { key: 'raka', name: 'Raka Aditya Nugroho', email: 'siswa.pkl@jalurkarir.id', nisn: '0071239001', className: 'XI RPL 1', grade: '11', gender: 'L' },
  {
    key: 'nabila',
    name: 'Nabila Putri Maharani',
    email: 'siswa.pkl2@jalurkarir.id',
    nisn: '0071239002',
    className: 'XI RPL 1',
    grade: '11',
    gender: 'P',
  },
  { key: 'fajar', name: 'Fajar Ramadhan', email: 'siswa.pkl3@jalurkarir.id', nisn: '0071239003', className: 'XI RPL 1', grade: '11', gender: 'L' },
  { key: 'salsa', name: 'Salsabila Azzahra', email: 'siswa.pkl4@jalurkarir.id', nisn: '0071239004', className: 'XI RPL 1', grade: '11', gender: 'P' },
  {
    key: 'dimas',
    name: 'Dimas Arya Saputra',
    email: 'siswa.pkl5@jalurkarir.id',
    nisn: '0071239005',
    className: 'XI RPL 2',
    grade: '11',
    gender: 'L',
  },
  {
    key: 'intan',
    name: 'Intan Permata Sari',
    email: 'alumni.pkl@jalurkarir.id',
    nisn: '0071239006',
    className: 'XII RPL 1',
    grade: '12',
    gender: 'P',
  },
  { key: 'bagas', name: 'Bagas Wicaksono', email: 'alumni.pkl2@jalurkarir.id', nisn: '0071239007', className: 'XII RPL 1', grade: '12', gender: 'L' },
] as const;
type StudentKey = (typeof PKL_DEMO_STUDENTS)[number]['key'];

/** What an RPL student does at a software company, one line a day (activities, what was learned). */
const RPL_DAYS: Array<[string, string]> = [
  ['Mengikuti orientasi perusahaan dan pengenalan tim pengembang', 'Alur kerja tim: stand-up pagi, papan tugas, dan tinjauan kode'],
  [
    'Memasang lingkungan pengembangan (Node.js, Git, editor) di laptop kantor',
    'Cara menyiapkan proyek dari repositori dan menjalankannya secara lokal',
  ],
  ['Memperbaiki tampilan formulir pendaftaran agar rapi di layar ponsel', 'Tata letak responsif dengan CSS flexbox'],
  ['Menulis query SQL untuk laporan penjualan bulanan', 'JOIN dan GROUP BY untuk merangkum data'],
  ['Membuat endpoint API daftar produk dengan paginasi', 'Validasi input dan kode status HTTP yang tepat'],
  ['Menguji fitur keranjang belanja dan mencatat bug yang ditemukan', 'Menulis laporan bug yang jelas: langkah, hasil, dan harapan'],
  ['Memperbaiki bug tombol simpan yang terkirim dua kali', 'Mencegah klik ganda dan pentingnya pengujian ulang'],
  ['Menulis unit test untuk fungsi perhitungan diskon', 'Menentukan kasus uji batas dan nilai harapan'],
  ['Ikut rapat perencanaan sprint bersama tim produk', 'Memecah fitur menjadi tugas kecil yang bisa diperkirakan'],
  ['Menerjemahkan teks antarmuka aplikasi ke bahasa Inggris', 'Penggunaan berkas terjemahan (i18n) di aplikasi web'],
  ['Membuat komponen tabel data dengan pencarian', 'Memisahkan komponen agar dapat dipakai ulang'],
  ['Mendokumentasikan endpoint API di README proyek', 'Dokumentasi yang baik memudahkan anggota tim lain'],
  ['Membantu migrasi basis data ke versi skema baru', 'Migrasi harus dapat diulang dan diuji sebelum produksi'],
  ['Tinjauan kode bersama mentor untuk fitur pencarian', 'Menamai variabel dengan jelas dan menghindari duplikasi kode'],
];

const COMPANY = 'PT Nusantara Teknologi Digital';
const SCHOOL = 'SMK Negeri 1 Jakarta';
const at = (date: string, time = '08:00') => new Date(`${date}T${time}:00+07:00`);

/** The school year a date falls in (it starts in July): "2026/2027". */
function schoolYear(date: string): string {
  const y = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 7 ? y : y - 1;
  return `${first}/${first + 1}`;
}

/** The Monday on or before `date`. */
function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

interface DayPlan {
  attendance: PklAttendance;
  status: 'submitted' | 'validated' | 'returned';
  comment?: string;
}

/** The demo's PKL supervisor account of PT Nusantara Teknologi Digital (docs/pkl.md, README). */
export const PKL_DEMO_SUPERVISOR = { name: 'Dian Kusuma', email: 'pembimbing@jalurkarir.id', phone: '081234567890' } as const;

/**
 * The demo's PKL story (docs/pkl.md): SMK Negeri 1 Jakarta's XI RPL 1 in PKL at PT Nusantara
 * Teknologi Digital for about four weeks up to today — older days validated, the last week waiting,
 * one day returned, one working day missing for Raka (the student account of the journeys); a
 * XI RPL 2 student waiting for the company's answer; and last year's XII RPL 1 students finished,
 * evaluated and graded, with the verified experience on their CVs. Dates are relative to the seed
 * time, so the demo reads the same whenever it starts.
 */
export async function seedPkl(db: DbExecutor): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, SCHOOL));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  if (!school || !company) return;
  const staff = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, ['sekolah@jalurkarir.id', 'guru@jalurkarir.id', 'perusahaan@jalurkarir.id']));
  const person = (email: string) => staff.find((s) => s.email === email)!;
  const admin = person('sekolah@jalurkarir.id').id;
  const teacher = person('guru@jalurkarir.id').id;
  const supervisor = person('perusahaan@jalurkarir.id').id;

  // The partnership (both of its periods) covers PKL.
  await db
    .update(partnerships)
    .set({ pkl: true })
    .where(and(eq(partnerships.companyId, company.id), eq(partnerships.schoolId, school.id)));
  const agreements = await db
    .select({ id: partnerships.id, start: partnerships.startDate, end: partnerships.endDate })
    .from(partnerships)
    .where(and(eq(partnerships.companyId, company.id), eq(partnerships.schoolId, school.id), eq(partnerships.status, 'active')));
  const agreementFor = (start: string, end: string) => agreements.find((a) => a.start! <= start && a.end! >= end)?.id ?? null;

  const ids = await seedStudents(db, school.id, person('guru@jalurkarir.id').passwordHash);
  // The company's PKL supervisor account: Fajar's and Salsabila's industry supervisor (Raka's stays the admin).
  const [mentor] = await db
    .insert(users)
    .values({
      name: PKL_DEMO_SUPERVISOR.name,
      email: PKL_DEMO_SUPERVISOR.email,
      phone: PKL_DEMO_SUPERVISOR.phone,
      passwordHash: person('guru@jalurkarir.id').passwordHash,
      role: 'admin_perusahaan',
      companyId: company.id,
      pklSupervisor: true,
      verified: true,
      verifiedBy: supervisor,
      verifiedAt: at(addDays(businessToday(), -40)),
      validated: true,
    })
    .returning({ id: users.id });
  const industryOf = (key: StudentKey) => (key === 'fajar' || key === 'salsa' ? mentor!.id : supervisor);
  const today = businessToday();
  // This year's period started on a Monday about four weeks ago; last year's ran for three months.
  const current = { start_date: mondayOf(addDays(today, -25)), end_date: addDays(mondayOf(addDays(today, -25)), 88), working_days: [1, 2, 3, 4, 5] };
  const past = { start_date: mondayOf(addDays(today, -300)), end_date: addDays(mondayOf(addDays(today, -300)), 88), working_days: [1, 2, 3, 4, 5] };
  const pastName = `PKL XII RPL ${schoolYear(past.start_date)}`;
  const [periodNow, periodPast] = await db
    .insert(pklPeriods)
    .values([
      {
        schoolId: school.id,
        name: `PKL XI RPL ${schoolYear(current.start_date)}`,
        classNames: ['XI RPL 1', 'XI RPL 2'],
        program: 'rpl',
        startDate: current.start_date,
        endDate: current.end_date,
        coordinatorId: teacher,
        createdBy: admin,
        createdAt: at(addDays(current.start_date, -30)),
      },
      {
        schoolId: school.id,
        name: pastName,
        classNames: ['XII RPL 1'],
        program: 'rpl',
        startDate: past.start_date,
        endDate: past.end_date,
        coordinatorId: teacher,
        createdBy: admin,
        createdAt: at(addDays(past.start_date, -30)),
      },
    ])
    .returning({ id: pklPeriods.id });
  await db.insert(pklQuotas).values([
    { periodId: periodNow!.id, companyId: company.id, quota: 6 },
    { periodId: periodPast!.id, companyId: company.id, quota: 4 },
  ]);

  const place = async (key: StudentKey, periodId: string, period: typeof current, status: 'awaiting_company' | 'confirmed' | 'finished') => {
    const placedOn = addDays(period.start_date, -21);
    const [row] = await db
      .insert(pklPlacements)
      .values({
        periodId,
        schoolId: school.id,
        studentId: ids[key],
        companyId: company.id,
        partnershipId: agreementFor(period.start_date, period.end_date),
        schoolSupervisorId: teacher,
        industrySupervisorId: status === 'awaiting_company' ? null : industryOf(key),
        status,
        createdBy: admin,
        createdAt: at(status === 'awaiting_company' ? addDays(today, -2) : placedOn),
      })
      .returning({ id: pklPlacements.id });
    const events: Array<{ action: PklEvent; actorId: string; date: string }> = [
      { action: 'placed', actorId: admin, date: status === 'awaiting_company' ? addDays(today, -2) : placedOn },
    ];
    if (status !== 'awaiting_company') events.push({ action: 'confirmed', actorId: supervisor, date: addDays(placedOn, 3) });
    await db
      .insert(pklEvents)
      .values(events.map((e) => ({ placementId: row!.id, action: e.action, actorId: e.actorId, createdAt: at(e.date, '10:00') })));
    return row!.id;
  };

  // This year: four students ongoing, one waiting for the company.
  const ongoing: Record<string, string> = {};
  for (const key of ['raka', 'nabila', 'fajar', 'salsa'] as const) ongoing[key] = await place(key, periodNow!.id, current, 'confirmed');
  const waiting = await place('dimas', periodNow!.id, current, 'awaiting_company');
  await db.insert(notifications).values({
    userId: supervisor,
    kind: 'pkl-placement-request',
    params: { school: SCHOOL, student: PKL_DEMO_STUDENTS[4].name },
    link: `/pkl/placement/${waiting}`,
    createdAt: at(addDays(today, -2), '09:00'),
  });
  for (const [key, placementId] of Object.entries(ongoing))
    await seedOngoingJournal(db, placementId, key as StudentKey, current, today, { teacher, supervisor: industryOf(key as StudentKey) });
  await db.insert(pklVisits).values({
    placementId: ongoing.raka!,
    date: addDays(current.start_date, 9),
    notes: 'Raka sudah beradaptasi dengan tim; mentor meminta latihan menulis query SQL. Tempat kerja aman dan sesuai kompetensi RPL.',
    teacherId: teacher,
  });
  await db.insert(pklEvents).values({
    placementId: ongoing.raka!,
    action: 'visit',
    actorId: teacher,
    note: addDays(current.start_date, 9),
    createdAt: at(addDays(current.start_date, 9), '13:00'),
  });

  // Last year: finished, evaluated, graded, on the CV.
  for (const [key, scores] of [
    ['intan', [90, 86, 88, 92, 85, 88, 90, 87, 89]],
    ['bagas', [78, 80, 75, 82, 79, 85, 80, 76, 81]],
  ] as const) {
    const placementId = await place(key, periodPast!.id, past, 'finished');
    await seedFinished(db, placementId, key, past, scores, { teacher, supervisor, admin, companyId: company.id, periodName: pastName });
  }
}

/** The new students' accounts and school records (verified; the demo password through the staff's hash). */
async function seedStudents(db: DbExecutor, schoolId: string, passwordHash: string): Promise<Record<StudentKey, string>> {
  const rows = await db
    .insert(users)
    .values(
      PKL_DEMO_STUDENTS.map((s) => ({
        name: s.name,
        email: s.email,
        passwordHash,
        role: 'siswa',
        nisn: s.nisn,
        schoolId,
        verified: true,
        validated: true,
        status: 'active',
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db.insert(studentProfiles).values(
    PKL_DEMO_STUDENTS.map((s) => ({
      userId: rows.find((r) => r.email === s.email)!.id,
      program: 'rpl',
      grade: s.grade,
      className: s.className,
      gender: s.gender,
      citizenship: 'WNI',
    })),
  );
  return Object.fromEntries(PKL_DEMO_STUDENTS.map((s) => [s.key, rows.find((r) => r.email === s.email)!.id])) as Record<StudentKey, string>;
}

/**
 * An ongoing student's journal: days more than a week old validated, the last week waiting; Raka
 * has one working day missing (three working days ago) and one returned day, and has not written
 * today yet; the others wrote today too. One sick day for Nabila.
 */
async function seedOngoingJournal(
  db: DbExecutor,
  placementId: string,
  key: StudentKey,
  period: { start_date: string; end_date: string; working_days: number[] },
  today: string,
  who: { teacher: string; supervisor: string },
) {
  const dates = countedDates(period, today);
  if (key !== 'raka' && isoWeekday(today) <= 5) dates.push(today);
  const missing = key === 'raka' ? dates[dates.length - 3] : undefined;
  const returned = key === 'raka' ? dates[dates.length - 5] : undefined;
  const weekAgo = addDays(today, -7);
  const offset = { raka: 0, nabila: 3, fajar: 6, salsa: 9 }[key as 'raka'] ?? 0;
  const plans = dates
    .filter((d) => d !== missing)
    .map((date, i): [string, DayPlan, number] => {
      const sick = key === 'nabila' && i === 6;
      const status = date === returned ? 'returned' : date < weekAgo ? 'validated' : 'submitted';
      return [
        date,
        {
          attendance: sick ? 'sakit' : 'hadir',
          status,
          ...(date === returned ? { comment: 'Tuliskan lebih rinci fitur yang Anda kerjakan dan hasil pengujiannya.' } : {}),
        },
        i + offset,
      ];
    });
  if (plans.length === 0) return;
  await db.insert(pklJournalDays).values(plans.map(([date, plan, n]) => journalRow(placementId, date, plan, n, who)));
  await db
    .insert(pklEvents)
    .values({ placementId, action: 'validated', actorId: who.supervisor, note: `${plans[0]![0]} – ${weekAgo}`, createdAt: at(weekAgo, '16:00') });
  if (returned) {
    await db
      .insert(pklEvents)
      .values({ placementId, action: 'returned', actorId: who.supervisor, note: returned, createdAt: at(addDays(returned, 1), '16:00') });
    await db.insert(notifications).values({
      userId: (await db.select({ id: pklPlacements.studentId }).from(pklPlacements).where(eq(pklPlacements.id, placementId)))[0]!.id,
      kind: 'pkl-journal-returned',
      params: { date: returned },
      link: `/pkl/placement/${placementId}`,
      createdAt: at(addDays(returned, 1), '16:00'),
    });
  }
}

function journalRow(placementId: string, date: string, plan: DayPlan, n: number, who: { teacher: string; supervisor: string }) {
  const [activities, learned] = RPL_DAYS[n % RPL_DAYS.length]!;
  const present = plan.attendance === 'hadir';
  return {
    placementId,
    date,
    attendance: plan.attendance,
    checkInTime: present ? `07:${String(40 + (n % 15)).padStart(2, '0')}` : null,
    activities: present ? activities : 'Sakit demam; surat keterangan dokter diserahkan ke pembimbing.',
    learned: present ? learned : '',
    hours: present ? 8 : 0,
    status: plan.status,
    validatorComment: plan.comment ?? null,
    validatedBy: plan.status === 'submitted' ? null : who.supervisor,
    validatedAt: plan.status === 'submitted' ? null : at(addDays(date, 1), '16:00'),
    teacherComment: n % 7 === 3 ? 'Bagus, lanjutkan. Catat juga kendala yang Anda temui.' : null,
    teacherCommentBy: n % 7 === 3 ? who.teacher : null,
    createdAt: at(date, '17:00'),
    updatedAt: at(date, '17:00'),
  };
}

/** A finished placement of last year: a validated journal (one sick day, one absence), the evaluation, the grade and the CV record. */
async function seedFinished(
  db: DbExecutor,
  placementId: string,
  key: StudentKey,
  period: { start_date: string; end_date: string; working_days: number[] },
  scores: readonly number[],
  who: { teacher: string; supervisor: string; admin: string; companyId: string; periodName: string },
) {
  const dates = countedDates(period, businessToday());
  const plans = dates.map((date, i): [string, DayPlan, number] => [
    date,
    { attendance: i === 20 ? 'sakit' : key === 'bagas' && i === 41 ? 'alpa' : 'hadir', status: 'validated' },
    i,
  ]);
  await db.insert(pklJournalDays).values(
    plans.map(([date, plan, n]) => ({
      ...journalRow(placementId, date, plan, n, who),
      activities: plan.attendance === 'alpa' ? 'Tidak hadir tanpa keterangan.' : journalRow(placementId, date, plan, n, who).activities,
    })),
  );
  const aspects = defaultPklAspects('rpl').map((a, i) => ({ ...a, score: scores[i % scores.length]! }));
  const industryScore = pklIndustryScore(aspects.map((a) => a.score))!;
  const attendance = attendanceOf(
    period,
    plans.map(([date, plan]) => ({ placement_id: placementId, date, status: 'validated', attendance: plan.attendance })),
    businessToday(),
  );
  const attendanceScore = pklAttendanceScore(attendance);
  const grade = pklFinalGrade(industryScore, attendanceScore, 70);
  const evaluatedAt = at(addDays(period.end_date, 2), '10:00');
  const gradedAt = at(addDays(period.end_date, 6), '10:00');
  await db.insert(pklEvaluations).values({
    placementId,
    scores: aspects,
    note:
      key === 'intan'
        ? 'Sangat cepat belajar dan teliti dalam pengujian. Siap bekerja di tim pengembang.'
        : 'Baik dalam pengerjaan tugas; perlu meningkatkan ketepatan waktu.',
    industryScore,
    evaluatedBy: who.supervisor,
    evaluatedAt,
    attendance,
    attendanceScore,
    industryWeight: 70,
    gradedBy: who.admin,
    gradedAt,
  });
  await db.update(pklPlacements).set({ finalGrade: grade, finishedAt: gradedAt, updatedAt: gradedAt }).where(eq(pklPlacements.id, placementId));
  await db.insert(pklEvents).values([
    { placementId, action: 'evaluated', actorId: who.supervisor, note: String(industryScore), createdAt: evaluatedAt },
    { placementId, action: 'finished', actorId: who.admin, note: String(grade), createdAt: gradedAt },
  ]);
  const [row] = await db
    .select({ student_id: pklPlacements.studentId, program: studentProfiles.program })
    .from(pklPlacements)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, pklPlacements.studentId))
    .where(eq(pklPlacements.id, placementId));
  await writeVerifiedExperience(db, {
    id: placementId,
    student_id: row!.student_id,
    company_id: who.companyId,
    company_name: COMPANY,
    program: row!.program,
    start_date: period.start_date,
    end_date: period.end_date,
    period_name: who.periodName,
  });
}
