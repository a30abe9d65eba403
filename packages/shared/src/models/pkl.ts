import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zDate, zEmail, zName, zOptional, zPhone, zString } from '../primitives.js';
import { msg } from '../validation.js';
import { VOCATIONAL_PROGRAMS, type VocationalProgram } from './programs.js';

/**
 * PKL (Praktik Kerja Lapangan): a school's period per class group, the placement of a student at a
 * partner company, the student's daily journal, the supervisors' validation and visits, the
 * company's evaluation and the school's grade (docs/pkl.md). The rules every side must agree on —
 * states, the grade formula, the predicate bands, the default aspects — live here, so the API and
 * the web read the same ones.
 */

/** Stored states of a placement. `ongoing` is never stored: a confirmed placement whose period has started. */
export const STORED_PKL_PLACEMENT_STATUSES = ['proposed', 'rejected', 'awaiting_company', 'confirmed', 'declined', 'finished', 'cancelled'] as const;
export type StoredPklPlacementStatus = (typeof STORED_PKL_PLACEMENT_STATUSES)[number];
export const PKL_PLACEMENT_STATUSES = [
  'proposed',
  'rejected',
  'awaiting_company',
  'confirmed',
  'declined',
  'ongoing',
  'finished',
  'cancelled',
] as const;
export type PklPlacementStatus = (typeof PKL_PLACEMENT_STATUSES)[number];
export const PKL_PLACEMENT_STATUS_LABELS: Record<PklPlacementStatus, string> = {
  proposed: 'Diusulkan Siswa',
  rejected: 'Usulan Ditolak Sekolah',
  awaiting_company: 'Menunggu Perusahaan',
  confirmed: 'Dikonfirmasi',
  declined: 'Ditolak Perusahaan',
  ongoing: 'Berlangsung',
  finished: 'Selesai',
  cancelled: 'Dibatalkan',
};
/** States that hold a seat: they count against the company's quota and block an overlapping period. */
export const PKL_ACTIVE_STATUSES = ['proposed', 'awaiting_company', 'confirmed', 'finished'] as const satisfies readonly StoredPklPlacementStatus[];

/** The status shown: a confirmed placement whose period has started (`today`, YYYY-MM-DD in WIB) is ongoing. */
export function pklPlacementStatus(stored: StoredPklPlacementStatus, startDate: string, today: string): PklPlacementStatus {
  return stored === 'confirmed' && startDate <= today ? 'ongoing' : stored;
}

/** What happened to a placement, in its history (who, when). */
export const PKL_EVENTS = [
  'placed',
  'proposed',
  'approved',
  'rejected',
  'confirmed',
  'declined',
  'updated',
  'evaluated',
  'finished',
  'cancelled',
  'visit',
  'validated',
  'returned',
] as const;
export type PklEvent = (typeof PKL_EVENTS)[number];
export const PKL_EVENT_LABELS: Record<PklEvent, string> = {
  placed: 'Ditempatkan oleh sekolah',
  proposed: 'Diusulkan oleh siswa',
  approved: 'Usulan disetujui sekolah',
  rejected: 'Usulan ditolak sekolah',
  confirmed: 'Dikonfirmasi perusahaan',
  declined: 'Ditolak perusahaan',
  updated: 'Pembimbing diperbarui',
  evaluated: 'Dinilai pembimbing industri',
  finished: 'PKL selesai dan dinilai',
  cancelled: 'Penempatan dibatalkan',
  visit: 'Kunjungan guru pembimbing',
  validated: 'Jurnal divalidasi',
  returned: 'Jurnal dikembalikan',
};

/** Attendance of a journal day: hadir, sakit, izin, alpa (present, sick, permitted, absent). */
export const PKL_ATTENDANCE = ['hadir', 'sakit', 'izin', 'alpa'] as const;
export type PklAttendance = (typeof PKL_ATTENDANCE)[number];
export const PKL_ATTENDANCE_LABELS: Record<PklAttendance, string> = { hadir: 'Hadir', sakit: 'Sakit', izin: 'Izin', alpa: 'Alpa' };
export const PKL_ATTENDANCE_LABELS_EN: Record<PklAttendance, string> = { hadir: 'Present', sakit: 'Sick', izin: 'Permitted', alpa: 'Absent' };

export const PKL_JOURNAL_STATUSES = ['submitted', 'validated', 'returned'] as const;
export type PklJournalStatus = (typeof PKL_JOURNAL_STATUSES)[number];
export const PKL_JOURNAL_STATUS_LABELS: Record<PklJournalStatus, string> = {
  submitted: 'Menunggu Validasi',
  validated: 'Divalidasi',
  returned: 'Dikembalikan',
};

/** ISO weekdays (1 = Monday … 7 = Sunday); a period's working days are a set of them. */
export const PKL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const PKL_WEEKDAY_LABELS: Record<number, string> = { 1: 'Senin', 2: 'Selasa', 3: 'Rabu', 4: 'Kamis', 5: 'Jumat', 6: 'Sabtu', 7: 'Minggu' };
/** A teacher is due to visit a student in PKL when their last visit (or the start) is this many days ago. */
export const PKL_VISIT_INTERVAL_DAYS = 30;

/**
 * The grade. The industry supervisor scores each aspect 0–100; the industry score is their mean.
 * The attendance score is 100 × days present / (working days so far − excused days), where sick
 * and permitted days are excused and a working day without a journal counts as absent (so a
 * missing journal costs as much as an unexcused absence). The PKL grade is
 *   industry_weight % × industry score + (100 − industry_weight) % × attendance score,
 * rounded to one decimal; the period sets the weight (default 70).
 */
export const PKL_SCORE_MIN = 0;
export const PKL_SCORE_MAX = 100;
export const PKL_DEFAULT_INDUSTRY_WEIGHT = 70;

export interface PklAttendanceCounts {
  hadir: number;
  sakit: number;
  izin: number;
  alpa: number;
  /** Working days (up to the end, or yesterday while ongoing) without any journal. */
  missing: number;
}
const round1 = (x: number) => Math.round(x * 10) / 10;
/** Mean of the aspect scores, one decimal; null without scores. */
export function pklIndustryScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return round1(scores.reduce((a, b) => a + b, 0) / scores.length);
}
/** 100 × present / (present + absent + missing); excused days leave the denominator. No countable day → 100 (nothing held against). */
export function pklAttendanceScore(c: PklAttendanceCounts): number {
  const counted = c.hadir + c.alpa + c.missing;
  return counted === 0 ? 100 : round1((100 * c.hadir) / counted);
}
export function pklFinalGrade(industryScore: number, attendanceScore: number, industryWeight = PKL_DEFAULT_INDUSTRY_WEIGHT): number {
  return round1((industryWeight * industryScore + (100 - industryWeight) * attendanceScore) / 100);
}

/** The predicate a school report reads next to a 0–100 grade. */
export const PKL_PREDICATES = [
  { letter: 'A', min: 86, label: 'Sangat Baik', label_en: 'Very good' },
  { letter: 'B', min: 71, label: 'Baik', label_en: 'Good' },
  { letter: 'C', min: 56, label: 'Cukup', label_en: 'Sufficient' },
  { letter: 'D', min: 0, label: 'Kurang', label_en: 'Insufficient' },
] as const;
export type PklPredicate = (typeof PKL_PREDICATES)[number]['letter'];
export function pklPredicate(grade: number): PklPredicate {
  return PKL_PREDICATES.find((p) => grade >= p.min)?.letter ?? 'D';
}

/** An evaluation aspect as a school configures it (the code is stable; the names are shown). */
export const ZPklAspect = z.object({
  code: zString()
    .trim()
    .regex(/^[a-z0-9_]{2,40}$/, msg('INVALID_FORMAT')),
  name_id: zString().trim().min(2).max(120),
  name_en: zString().trim().min(2).max(120),
});
export type TPklAspect = z.infer<typeof ZPklAspect>;

/** Aspects every program is scored on (the attitude a company judges whatever the trade). */
export const PKL_COMMON_ASPECTS: readonly TPklAspect[] = [
  { code: 'disiplin', name_id: 'Disiplin dan ketepatan waktu', name_en: 'Discipline and punctuality' },
  { code: 'tanggung_jawab', name_id: 'Tanggung jawab', name_en: 'Responsibility' },
  { code: 'kerja_sama', name_id: 'Kerja sama tim', name_en: 'Teamwork' },
  { code: 'inisiatif', name_id: 'Inisiatif dan kreativitas', name_en: 'Initiative and creativity' },
  { code: 'komunikasi', name_id: 'Komunikasi', name_en: 'Communication' },
  { code: 'k3', name_id: 'Keselamatan dan kesehatan kerja (K3)', name_en: 'Occupational safety and health (OSH)' },
];

/** The technical aspects of each program (what the trade itself asks of a student at the workplace). */
export const PKL_PROGRAM_ASPECTS: Record<VocationalProgram, readonly TPklAspect[]> = {
  rpl: [
    { code: 'teknis_pemrograman', name_id: 'Penerapan teknis pemrograman', name_en: 'Applying programming techniques' },
    { code: 'basis_data', name_id: 'Pengelolaan basis data', name_en: 'Database management' },
    { code: 'pengujian', name_id: 'Pengujian dan perbaikan program', name_en: 'Testing and debugging programs' },
  ],
  tkj: [
    { code: 'instalasi_jaringan', name_id: 'Instalasi dan konfigurasi jaringan', name_en: 'Network installation and configuration' },
    { code: 'perawatan_perangkat', name_id: 'Perawatan dan perbaikan perangkat komputer', name_en: 'Computer hardware maintenance and repair' },
    { code: 'keamanan_jaringan', name_id: 'Keamanan jaringan', name_en: 'Network security' },
  ],
  dkv: [
    { code: 'desain_grafis', name_id: 'Penerapan prinsip desain grafis', name_en: 'Applying graphic design principles' },
    { code: 'perangkat_desain', name_id: 'Penguasaan perangkat lunak desain', name_en: 'Command of design software' },
    { code: 'brief_klien', name_id: 'Menerjemahkan brief klien', name_en: "Turning a client's brief into a design" },
  ],
  akl: [
    { code: 'pencatatan_transaksi', name_id: 'Pencatatan transaksi keuangan', name_en: 'Recording financial transactions' },
    { code: 'laporan_keuangan', name_id: 'Penyusunan laporan keuangan', name_en: 'Preparing financial statements' },
    { code: 'aplikasi_akuntansi', name_id: 'Penggunaan aplikasi akuntansi', name_en: 'Using accounting software' },
  ],
  otkp: [
    { code: 'administrasi_kantor', name_id: 'Pengelolaan administrasi kantor', name_en: 'Office administration' },
    { code: 'kearsipan', name_id: 'Kearsipan', name_en: 'Records management' },
    { code: 'layanan_prima', name_id: 'Pelayanan prima', name_en: 'Customer service excellence' },
  ],
  bdp: [
    { code: 'pemasaran', name_id: 'Penerapan strategi pemasaran', name_en: 'Applying marketing strategies' },
    { code: 'penjualan_daring', name_id: 'Pengelolaan toko daring', name_en: 'Running an online store' },
    { code: 'pelayanan_pelanggan', name_id: 'Pelayanan pelanggan', name_en: 'Customer service' },
  ],
  tkr: [
    { code: 'perawatan_berkala', name_id: 'Perawatan berkala kendaraan ringan', name_en: 'Periodic light vehicle maintenance' },
    { code: 'diagnosis', name_id: 'Diagnosis kerusakan mesin dan kelistrikan', name_en: 'Diagnosing engine and electrical faults' },
    { code: 'penggunaan_alat', name_id: 'Penggunaan alat dan perkakas bengkel', name_en: 'Using workshop tools' },
  ],
  tbsm: [
    { code: 'servis_sepeda_motor', name_id: 'Servis sepeda motor', name_en: 'Motorcycle servicing' },
    { code: 'diagnosis', name_id: 'Diagnosis kerusakan sepeda motor', name_en: 'Diagnosing motorcycle faults' },
    { code: 'penggunaan_alat', name_id: 'Penggunaan alat dan perkakas bengkel', name_en: 'Using workshop tools' },
  ],
  titl: [
    { code: 'instalasi_listrik', name_id: 'Pemasangan instalasi listrik', name_en: 'Electrical installation work' },
    { code: 'gambar_teknik', name_id: 'Membaca gambar teknik listrik', name_en: 'Reading electrical drawings' },
    { code: 'pengukuran', name_id: 'Pengukuran besaran listrik', name_en: 'Electrical measurement' },
  ],
  tbg: [
    { code: 'pengolahan_makanan', name_id: 'Pengolahan dan penyajian makanan', name_en: 'Food preparation and presentation' },
    { code: 'higiene_sanitasi', name_id: 'Higiene dan sanitasi', name_en: 'Hygiene and sanitation' },
    { code: 'pengelolaan_dapur', name_id: 'Pengelolaan dapur', name_en: 'Kitchen management' },
  ],
  phtl: [
    { code: 'front_office', name_id: 'Pelayanan kantor depan', name_en: 'Front office service' },
    { code: 'tata_graha', name_id: 'Tata graha', name_en: 'Housekeeping' },
    { code: 'pelayanan_tamu', name_id: 'Pelayanan tamu', name_en: 'Guest service' },
  ],
  upw: [
    { code: 'perencanaan_perjalanan', name_id: 'Perencanaan perjalanan wisata', name_en: 'Planning tours' },
    { code: 'pemanduan', name_id: 'Pemanduan wisata', name_en: 'Tour guiding' },
    { code: 'pelayanan_wisatawan', name_id: 'Pelayanan wisatawan', name_en: 'Serving travellers' },
  ],
};

/** The project's default aspects for a program (its technical aspects, then the common ones); without a program, the common ones. */
export function defaultPklAspects(program: VocationalProgram | null): TPklAspect[] {
  return [...(program ? PKL_PROGRAM_ASPECTS[program] : []), ...PKL_COMMON_ASPECTS];
}

export const PKL_MESSAGES = {
  PERIOD_OVERLAP: {
    id: 'Siswa ini sudah memiliki penempatan PKL pada periode yang beririsan',
    en: 'This student already has a PKL placement in an overlapping period',
  },
  NOT_PARTNER: {
    id: 'Perusahaan ini tidak memiliki kemitraan aktif dengan sekolah yang menerima PKL sepanjang periode ini',
    en: 'This company has no partnership with the school that accepts PKL and is in force for the whole period',
  },
  QUOTA_FULL: { id: 'Kuota PKL perusahaan ini untuk periode ini sudah penuh', en: "This company's PKL quota for this period is full" },
  STUDENT_NOT_IN_PERIOD: {
    id: 'Kelas atau jurusan siswa ini tidak termasuk periode PKL ini',
    en: "This student's class or program is not part of this PKL period",
  },
  STUDENT_NOT_FOUND: { id: 'Siswa tidak ditemukan di sekolah ini', en: 'Student not found in this school' },
  COMPANY_NOT_FOUND: { id: 'Perusahaan dengan nama ini tidak ditemukan', en: 'No company has this name' },
  TEACHER_NOT_FOUND: {
    id: 'Guru pembimbing harus guru terverifikasi di sekolah ini',
    en: 'The school supervisor must be a verified teacher of this school',
  },
  SUPERVISOR_NOT_FOUND: {
    id: 'Pembimbing industri harus akun perusahaan ini',
    en: 'The industry supervisor must be an account of this company',
  },
  WRONG_STATE: {
    id: 'Penempatan ini tidak dalam status yang memungkinkan tindakan ini',
    en: 'This placement is not in a state that allows this action',
  },
  NOT_ONGOING: { id: 'Jurnal hanya dapat diisi untuk PKL yang sudah dikonfirmasi', en: 'A journal can only be kept for a confirmed PKL placement' },
  DATE_OUTSIDE_PERIOD: {
    id: 'Tanggal jurnal harus di dalam periode PKL',
    en: 'The journal date must be within the PKL period',
  },
  DATE_IN_FUTURE: { id: 'Jurnal tidak dapat diisi untuk tanggal yang akan datang', en: 'A journal cannot be written for a future date' },
  DAY_VALIDATED: {
    id: 'Jurnal hari ini sudah divalidasi dan tidak dapat diubah lagi',
    en: 'This journal day has been validated and can no longer be changed',
  },
  RETURN_COMMENT: { id: 'Tulis alasan pengembalian jurnal', en: 'Write why the journal is returned' },
  NOT_EVALUATED: {
    id: 'PKL dapat diselesaikan setelah pembimbing industri mengisi penilaian',
    en: 'The PKL can be finished once the industry supervisor has entered the evaluation',
  },
  NOT_ENDED: { id: 'Periode PKL ini belum berakhir', en: 'This PKL period has not ended yet' },
  ASPECTS_MISMATCH: {
    id: 'Nilai harus diisi untuk setiap aspek penilaian, tepat satu kali',
    en: 'Enter one score for each evaluation aspect, exactly once',
  },
  PERIOD_IN_USE: { id: 'Periode ini sudah memiliki penempatan', en: 'This period already has placements' },
  PERIOD_ENDED: { id: 'Periode PKL ini sudah berakhir', en: 'This PKL period has already ended' },
} as const satisfies Record<string, Record<Lang, string>>;
export type PklMessageKey = keyof typeof PKL_MESSAGES;

const zProgram = z.enum(VOCATIONAL_PROGRAMS);
const zClassName = zString().trim().min(1).max(50);
const zReason = zString().trim().max(1000);
/** Check-in time, HH:MM (24 h, WIB). */
export const zPklTime = zString().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('INVALID_FORMAT'));

const zQuota = z.object({ company_id: z.uuid(), quota: z.number().int().min(1).max(500) }).strict();

/** `POST /pkl-period/create` and `/pkl-period/update?id=` (the whole period; `quotas` replaces the list). */
export const ZPklPeriodInput = z
  .object({
    /** Only the Admin names the school; a school's staff always create in their own. */
    school_id: z.uuid().optional(),
    name: zString().trim().min(3).max(120),
    class_names: z.array(zClassName).min(1, msg('REQUIRED')).max(30),
    program: zProgram.nullable().optional(),
    start_date: zDate,
    end_date: zDate,
    hours_per_day: z.number().int().min(1).max(12).default(8),
    working_days: z.array(z.number().int().min(1).max(7)).min(1, msg('REQUIRED')).max(7).default([1, 2, 3, 4, 5]),
    /** The percentage of the grade that is the industry evaluation; the rest is attendance. */
    industry_weight: z.number().int().min(0).max(100).default(PKL_DEFAULT_INDUSTRY_WEIGHT),
    /** The Guru who coordinates this period (places students and follows every placement of it). */
    coordinator_id: z.uuid().nullable().optional(),
    quotas: z.array(zQuota).max(200).default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.end_date <= v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: msg('END_BEFORE_START') });
    if (new Set(v.working_days).size !== v.working_days.length)
      ctx.addIssue({ code: 'custom', path: ['working_days'], message: msg('INVALID_OPTION') });
    if (new Set(v.quotas.map((q) => q.company_id)).size !== v.quotas.length)
      ctx.addIssue({ code: 'custom', path: ['quotas'], message: msg('INVALID_OPTION') });
  });
export type TPklPeriodInput = z.input<typeof ZPklPeriodInput>;

/** `POST /pkl-placement/create` (the school places a student; it goes to the company). */
export const ZPklPlacementInput = z
  .object({
    period_id: z.uuid(),
    student_id: z.uuid(),
    company_id: z.uuid(),
    school_supervisor_id: z.uuid().nullable().optional(),
    industry_supervisor_id: z.uuid().nullable().optional(),
  })
  .strict();
export type TPklPlacementInput = z.input<typeof ZPklPlacementInput>;

/** `POST /pkl-placement/update?id=`: the supervisors (the school its Guru; the company its supervisor). */
export const ZPklSupervisorsInput = z
  .object({ school_supervisor_id: z.uuid().nullable().optional(), industry_supervisor_id: z.uuid().nullable().optional() })
  .strict();
export type TPklSupervisorsInput = z.input<typeof ZPklSupervisorsInput>;

/**
 * `POST /pkl-supervisor/create`: a PKL supervisor account of the caller's company. Only who the person is:
 * the company, the role and the supervisor flag are the server's; the person sets their password from the
 * invitation e-mail.
 */
export const ZPklSupervisorInput = z.object({ name: zName, email: zEmail, phone: zOptional(zPhone) }).strict();
export type TPklSupervisorInput = z.input<typeof ZPklSupervisorInput>;

/** `POST /pkl-placement/propose`: a student proposes a company for a period of their class. */
export const ZPklProposalInput = z.object({ period_id: z.uuid(), company_id: z.uuid(), note: zReason.min(3) }).strict();
export type TPklProposalInput = z.input<typeof ZPklProposalInput>;

/** `POST /pkl-placement/approve?id=`: the school's answer to a student's proposal. */
export const ZPklApprovalInput = z
  .object({
    decision: z.enum(['approve', 'reject']),
    school_supervisor_id: z.uuid().nullable().optional(),
    reason: zReason.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('REQUIRED') });
  });
export type TPklApprovalInput = z.input<typeof ZPklApprovalInput>;

/** `POST /pkl-placement/answer?id=`: the company confirms (naming its supervisor) or declines with a reason. */
export const ZPklAnswerInput = z
  .object({
    decision: z.enum(['confirm', 'decline']),
    industry_supervisor_id: z.uuid().nullable().optional(),
    reason: zReason.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'decline' && !v.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('REQUIRED') });
  });
export type TPklAnswerInput = z.input<typeof ZPklAnswerInput>;

/** `POST /pkl-placement/cancel?id=`. */
export const ZPklCancelInput = z.object({ reason: zReason.min(3) }).strict();

/**
 * `POST /pkl-journal/upsert`: one day of the journal, keyed by (placement, date), so a day queued
 * offline and sent twice is one row. Present needs the check-in time and what was done.
 */
export const ZPklJournalDayInput = z
  .object({
    placement_id: z.uuid(),
    date: zDate,
    attendance: z.enum(PKL_ATTENDANCE),
    check_in_time: zPklTime.nullable().optional(),
    activities: zString().trim().max(4000).default(''),
    learned: zString().trim().max(4000).default(''),
    hours: z.number().min(0).max(24).multipleOf(0.5).default(0),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.attendance !== 'hadir') return;
    if (!v.check_in_time) ctx.addIssue({ code: 'custom', path: ['check_in_time'], message: msg('REQUIRED') });
    if (v.activities.length < 3) ctx.addIssue({ code: 'custom', path: ['activities'], message: msg('REQUIRED') });
    if (v.hours <= 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: msg('REQUIRED') });
  });
export type TPklJournalDayInput = z.input<typeof ZPklJournalDayInput>;

/** `POST /pkl-journal/validate`: validate or return days (one, or a whole week) with a comment. */
export const ZPklValidationInput = z
  .object({
    ids: z.array(z.uuid()).min(1, msg('REQUIRED')).max(31),
    decision: z.enum(['validate', 'return']),
    comment: zReason.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'return' && !v.comment?.trim()) ctx.addIssue({ code: 'custom', path: ['comment'], message: msg('REQUIRED') });
  });
export type TPklValidationInput = z.input<typeof ZPklValidationInput>;

/** `POST /pkl-journal/comment?id=`: the school supervisor's comment on a day. */
export const ZPklCommentInput = z.object({ comment: zString().trim().min(1).max(2000) }).strict();

/** `POST /pkl-placement/visit`: a teacher's visit to the student at the company. */
export const ZPklVisitInput = z.object({ placement_id: z.uuid(), date: zDate, notes: zString().trim().min(3).max(4000) }).strict();
export type TPklVisitInput = z.input<typeof ZPklVisitInput>;

/** `POST /pkl-evaluation/score?placement_id=`: the industry supervisor's score per aspect (codes of the placement's aspects). */
export const ZPklEvaluationInput = z
  .object({
    scores: z
      .array(z.object({ code: zString().min(1).max(40), score: z.number().int().min(PKL_SCORE_MIN).max(PKL_SCORE_MAX) }).strict())
      .min(1, msg('REQUIRED'))
      .max(30),
    note: zString().trim().max(2000).nullable().optional(),
  })
  .strict();
export type TPklEvaluationInput = z.input<typeof ZPklEvaluationInput>;

/** `POST /pkl-evaluation/update-aspects`: the school's aspects for a program (replaces the default for it). */
export const ZPklAspectsInput = z
  .object({ program: zProgram.nullable(), aspects: z.array(ZPklAspect).min(1, msg('REQUIRED')).max(20) })
  .strict()
  .superRefine((v, ctx) => {
    if (new Set(v.aspects.map((a) => a.code)).size !== v.aspects.length)
      ctx.addIssue({ code: 'custom', path: ['aspects'], message: msg('INVALID_OPTION') });
  });
export type TPklAspectsInput = z.input<typeof ZPklAspectsInput>;

/**
 * One row of the bulk placement spreadsheet (`POST /pkl-placement/import?period_id=&dry_run=`):
 * the student by NISN, the company by name, the supervisor Guru by e-mail (optional).
 */
export const ZPklPlacementRow = z
  .object({
    nisn: zString()
      .trim()
      .regex(/^\d{10}$/, msg('NISN_FORMAT')),
    company: zString().trim().min(2).max(200),
    teacher_email: zEmail.nullable().optional(),
  })
  .strict();
export type TPklPlacementRow = z.infer<typeof ZPklPlacementRow>;
/** The spreadsheet's columns (Indonesian headers), in order. */
export const PKL_IMPORT_COLUMNS = [
  { name: 'nisn', header: 'NISN', header_en: 'NISN' },
  { name: 'company', header: 'Perusahaan', header_en: 'Company' },
  { name: 'teacher_email', header: 'Email Guru Pembimbing', header_en: 'School supervisor e-mail' },
] as const;
