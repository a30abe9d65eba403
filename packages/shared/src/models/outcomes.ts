import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zDate, zEmail, zPhone, zString, zText } from '../primitives.js';
import { msg } from '../validation.js';
import { VOCATIONAL_PROGRAMS } from './programs.js';

/**
 * Graduates and outcomes (docs/outcomes.md): graduation, the alumni's status, the tracer study
 * (BMW: Bekerja / Melanjutkan / Wirausaha) and employer feedback. The inputs below are the API's
 * body and query schemas and the web's form resolvers; the read schemas sit in responses/outcomes.ts.
 */

/** What a graduate does now. The first three are the BMW categories a school reports upward. */
export const ALUMNI_ACTIVITIES = ['bekerja', 'melanjutkan', 'wirausaha', 'mencari_kerja', 'lainnya'] as const;
export type AlumniActivity = (typeof ALUMNI_ACTIVITIES)[number];
export const BMW_ACTIVITIES = ['bekerja', 'melanjutkan', 'wirausaha'] as const satisfies readonly AlumniActivity[];
export const ALUMNI_ACTIVITY_LABELS: Record<AlumniActivity, string> = {
  bekerja: 'Bekerja',
  melanjutkan: 'Melanjutkan Studi',
  wirausaha: 'Wirausaha',
  mencari_kerja: 'Mencari Kerja',
  lainnya: 'Lainnya',
};
export const ALUMNI_ACTIVITY_LABELS_EN: Record<AlumniActivity, string> = {
  bekerja: 'Working',
  melanjutkan: 'Studying',
  wirausaha: 'Entrepreneur',
  mencari_kerja: 'Looking for work',
  lainnya: 'Other',
};

/** How well the work fits the program studied (the ministry's "keselarasan"). */
export const PROGRAM_FITS = ['sesuai', 'kurang_sesuai', 'tidak_sesuai'] as const;
export type ProgramFit = (typeof PROGRAM_FITS)[number];
export const PROGRAM_FIT_LABELS: Record<ProgramFit, string> = { sesuai: 'Sesuai', kurang_sesuai: 'Kurang Sesuai', tidak_sesuai: 'Tidak Sesuai' };
export const PROGRAM_FIT_LABELS_EN: Record<ProgramFit, string> = { sesuai: 'Fits', kurang_sesuai: 'Partly fits', tidak_sesuai: 'Does not fit' };

/** Monthly income in rupiah bands (a band, never an amount: graduates answer a band more readily). */
export const SALARY_BANDS = ['lt_2jt', '2_3jt', '3_5jt', '5_7jt', 'gte_7jt'] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number];
export const SALARY_BAND_LABELS: Record<SalaryBand, string> = {
  lt_2jt: 'Kurang dari Rp2 juta',
  '2_3jt': 'Rp2 juta – Rp3 juta',
  '3_5jt': 'Rp3 juta – Rp5 juta',
  '5_7jt': 'Rp5 juta – Rp7 juta',
  gte_7jt: 'Rp7 juta atau lebih',
};
export const SALARY_BAND_LABELS_EN: Record<SalaryBand, string> = {
  lt_2jt: 'Less than IDR 2 million',
  '2_3jt': 'IDR 2 million – 3 million',
  '3_5jt': 'IDR 3 million – 5 million',
  '5_7jt': 'IDR 5 million – 7 million',
  gte_7jt: 'IDR 7 million or more',
};

/** How the graduate found the job. `bkk_sekolah` and `jalurkarir` count as placement through the BKK. */
export const JOB_SOURCES = ['bkk_sekolah', 'tempat_pkl', 'lowongan_daring', 'keluarga_kenalan', 'jalurkarir', 'lainnya'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];
export const JOB_SOURCE_LABELS: Record<JobSource, string> = {
  bkk_sekolah: 'BKK sekolah',
  tempat_pkl: 'Tempat PKL',
  lowongan_daring: 'Lowongan daring',
  keluarga_kenalan: 'Keluarga/kenalan',
  jalurkarir: 'JalurKarir',
  lainnya: 'Lainnya',
};
export const JOB_SOURCE_LABELS_EN: Record<JobSource, string> = {
  bkk_sekolah: 'School job centre (BKK)',
  tempat_pkl: 'Internship (PKL) workplace',
  lowongan_daring: 'Online job posting',
  keluarga_kenalan: 'Family or acquaintances',
  jalurkarir: 'JalurKarir',
  lainnya: 'Other',
};
export const BKK_JOB_SOURCES: readonly JobSource[] = ['bkk_sekolah', 'jalurkarir'];

/** Where an alumni status came from: the graduate's own update, a tracer answer by link, or an answer the school took by phone. */
export const ALUMNI_STATUS_SOURCES = ['self', 'tracer', 'phone'] as const;
export type AlumniStatusSource = (typeof ALUMNI_STATUS_SOURCES)[number];
export const ALUMNI_STATUS_SOURCE_LABELS: Record<AlumniStatusSource, string> = {
  self: 'Diperbarui alumni',
  tracer: 'Jawaban tracer study',
  phone: 'Dicatat sekolah lewat telepon',
};

/** A graduate's place in a tracer round. */
export const TRACER_RESPONSE_STATUSES = ['responded', 'pending', 'unreachable'] as const;
export type TracerResponseStatus = (typeof TRACER_RESPONSE_STATUSES)[number];
export const TRACER_RESPONSE_STATUS_LABELS: Record<TracerResponseStatus, string> = {
  responded: 'Sudah menjawab',
  pending: 'Belum menjawab',
  unreachable: 'Tidak dapat dihubungi',
};
/** A round is `open` between its dates, `scheduled` before, `closed` after its end or when the school closes it. */
export const TRACER_ROUND_STATUSES = ['scheduled', 'open', 'closed'] as const;
export type TracerRoundStatus = (typeof TRACER_ROUND_STATUSES)[number];
export const TRACER_ROUND_STATUS_LABELS: Record<TracerRoundStatus, string> = { scheduled: 'Terjadwal', open: 'Dibuka', closed: 'Ditutup' };

/** Days a personal tracer or employer link stays valid (it also ends when the round closes). */
export const TRACER_LINK_DAYS = 60;
/** A graduate who has not answered is due a reminder this many days after the last message. */
export const TRACER_REMINDER_DAYS = 7;
/** No percentage for a group smaller than this: a share of 3 people identifies them and says little. */
export const SMALL_GROUP_MIN = 5;

// ——— The questionnaire ———

export const TRACER_QUESTION_KINDS = ['choice', 'multi', 'number', 'scale', 'text', 'month'] as const;
export type TracerQuestionKind = (typeof TRACER_QUESTION_KINDS)[number];

const zBilingualInput = z.object({ id: zString().trim().min(1).max(300), en: zString().trim().min(1).max(300) }).strict();
const zQuestionKey = zString().regex(/^[a-z][a-z0-9_]{1,39}$/, msg('INVALID_FORMAT'));

/**
 * One question. `key` names the answer; the keys in TRACER_CORE_KEYS feed the alumni status and
 * the figures, so the school may reword them but not change their kind or options. `when` shows the
 * question only for the given activities (the study questions only to those studying).
 */
function questionSchema<L extends z.ZodType>(label: L) {
  return z
    .object({
      key: zQuestionKey,
      kind: z.enum(TRACER_QUESTION_KINDS),
      label,
      required: z.boolean(),
      options: z
        .array(z.object({ value: zString().trim().min(1).max(40), label }).strict())
        .max(20)
        .optional(),
      when: z.array(z.enum(ALUMNI_ACTIVITIES)).max(ALUMNI_ACTIVITIES.length).optional(),
      min: z.number().int().min(0).max(1000).optional(),
      max: z.number().int().min(0).max(1000).optional(),
    })
    .strict();
}
export const ZTracerQuestion = questionSchema(zBilingualInput);
export type TTracerQuestion = z.infer<typeof ZTracerQuestion>;

/**
 * A question as the school writes it: the Indonesian text is required, the English optional — a
 * school without an English version still gets a questionnaire that shows something to an English
 * reader (the Indonesian text), so an empty English becomes the Indonesian.
 */
const zBilingualDraft = z
  .object({ id: zString().trim().min(1).max(300), en: zString().trim().max(300).optional() })
  .strict()
  .transform((v) => ({ id: v.id, en: v.en || v.id }));
export const ZTracerQuestionDraft = questionSchema(zBilingualDraft);
export type TTracerQuestionDraft = z.input<typeof ZTracerQuestionDraft>;

const options = <T extends string>(values: readonly T[], id: Record<T, string>, en: Record<T, string>) =>
  values.map((value) => ({ value, label: { id: id[value], en: en[value] } }));
const yes = (id: string, en: string) => ({ id, en });
const WORK: AlumniActivity[] = ['bekerja'];

/**
 * The default questionnaire, written by the project after the themes of the ministry's vocational
 * tracer survey: what the graduate does, how long the first job took, how the work fits the program,
 * income, how the job was found, the skills it needs, and how well the school prepared them.
 */
export const DEFAULT_TRACER_QUESTIONS: TTracerQuestion[] = [
  {
    key: 'activity',
    kind: 'choice',
    required: true,
    label: yes('Apa kegiatan utama Anda saat ini?', 'What is your main activity now?'),
    options: options(ALUMNI_ACTIVITIES, ALUMNI_ACTIVITY_LABELS, ALUMNI_ACTIVITY_LABELS_EN),
  },
  {
    key: 'company_name',
    kind: 'text',
    required: true,
    when: WORK,
    label: yes('Nama perusahaan atau instansi tempat Anda bekerja', 'Name of the company or organisation you work for'),
  },
  { key: 'position', kind: 'text', required: true, when: WORK, label: yes('Jabatan atau pekerjaan Anda', 'Your position or occupation') },
  { key: 'sector', kind: 'text', required: false, when: WORK, label: yes('Bidang usaha perusahaan', 'The company’s line of business') },
  { key: 'start_month', kind: 'month', required: false, when: WORK, label: yes('Bulan mulai bekerja', 'Month you started working') },
  {
    key: 'months_to_first_job',
    kind: 'number',
    required: true,
    when: WORK,
    min: 0,
    max: 120,
    label: yes(
      'Berapa bulan setelah lulus Anda mendapatkan pekerjaan pertama? (0 bila sebelum lulus)',
      'How many months after graduating did you get your first job? (0 if before graduating)',
    ),
  },
  {
    key: 'program_fit',
    kind: 'choice',
    required: true,
    when: WORK,
    label: yes('Seberapa sesuai pekerjaan Anda dengan kompetensi keahlian Anda di SMK?', 'How well does your work fit the program you studied?'),
    options: options(PROGRAM_FITS, PROGRAM_FIT_LABELS, PROGRAM_FIT_LABELS_EN),
  },
  {
    key: 'salary_band',
    kind: 'choice',
    required: true,
    when: ['bekerja', 'wirausaha'],
    label: yes('Berapa pendapatan Anda per bulan?', 'What is your monthly income?'),
    options: options(SALARY_BANDS, SALARY_BAND_LABELS, SALARY_BAND_LABELS_EN),
  },
  {
    key: 'job_source',
    kind: 'choice',
    required: true,
    when: WORK,
    label: yes('Dari mana Anda mendapatkan pekerjaan ini?', 'How did you find this job?'),
    options: options(JOB_SOURCES, JOB_SOURCE_LABELS, JOB_SOURCE_LABELS_EN),
  },
  {
    key: 'skills',
    kind: 'text',
    required: false,
    when: ['bekerja', 'wirausaha'],
    label: yes('Keterampilan apa yang paling dibutuhkan dalam pekerjaan Anda?', 'Which skills does your work need most?'),
  },
  {
    key: 'institution',
    kind: 'text',
    required: true,
    when: ['melanjutkan'],
    label: yes('Nama perguruan tinggi atau lembaga', 'Name of the university or institution'),
  },
  { key: 'study_program', kind: 'text', required: true, when: ['melanjutkan'], label: yes('Program studi', 'Study program') },
  { key: 'business_name', kind: 'text', required: true, when: ['wirausaha'], label: yes('Nama usaha Anda', 'Name of your business') },
  { key: 'business_sector', kind: 'text', required: true, when: ['wirausaha'], label: yes('Bidang usaha', 'Line of business') },
  {
    key: 'school_satisfaction',
    kind: 'scale',
    required: true,
    min: 1,
    max: 5,
    label: yes(
      'Seberapa puas Anda dengan bekal yang diberikan sekolah untuk dunia kerja? (1 = sangat tidak puas, 5 = sangat puas)',
      'How satisfied are you with how the school prepared you for work? (1 = very dissatisfied, 5 = very satisfied)',
    ),
  },
];

/** The keys whose answers become the alumni status and the figures: the school may reword them, not remove or retype them. */
export const TRACER_CORE_KEYS = ['activity', 'months_to_first_job', 'program_fit', 'salary_band', 'job_source'] as const;

/** The employer survey: four ratings (1–5) and a comment. */
export const EMPLOYER_RATING_KEYS = ['technical', 'attitude', 'communication', 'teamwork'] as const;
export type EmployerRatingKey = (typeof EMPLOYER_RATING_KEYS)[number];
export const EMPLOYER_FEEDBACK_QUESTIONS: Record<EmployerRatingKey | 'comment', { id: string; en: string }> = {
  technical: {
    id: 'Seberapa puas Anda dengan keterampilan teknis lulusan kami? (1–5)',
    en: 'How satisfied are you with our graduate’s technical skills? (1–5)',
  },
  attitude: { id: 'Seberapa puas Anda dengan sikap kerja lulusan kami? (1–5)', en: 'How satisfied are you with our graduate’s work attitude? (1–5)' },
  communication: {
    id: 'Seberapa puas Anda dengan kemampuan komunikasi lulusan kami? (1–5)',
    en: 'How satisfied are you with our graduate’s communication? (1–5)',
  },
  teamwork: {
    id: 'Seberapa puas Anda dengan kemampuan kerja sama tim lulusan kami? (1–5)',
    en: 'How satisfied are you with our graduate’s teamwork? (1–5)',
  },
  comment: { id: 'Saran untuk sekolah agar lulusannya lebih siap kerja', en: 'Suggestions for the school so its graduates are better prepared' },
};
/** Where an employer comes from: a hire in the application pipeline, or named by the graduate. */
export const EMPLOYER_SOURCES = ['hired', 'named'] as const;
export type EmployerSource = (typeof EMPLOYER_SOURCES)[number];

export const OUTCOMES_MESSAGES = {
  NOTHING_TO_GRADUATE: { id: 'Tidak ada siswa aktif di kelas ini', en: 'There are no current students in this class' },
  NOT_ALUMNI: { id: 'Akun ini belum tercatat sebagai alumni', en: 'This account is not recorded as a graduate' },
  ROUND_EXISTS: {
    id: 'Sudah ada putaran tracer yang belum ditutup untuk tahun lulus ini',
    en: 'There is already a tracer round that is not closed for this graduation year',
  },
  ROUND_CLOSED: { id: 'Putaran tracer ini sudah ditutup', en: 'This tracer round is closed' },
  NO_GRADUATES: { id: 'Belum ada alumni untuk tahun lulus ini', en: 'There are no graduates for this graduation year yet' },
  LINK_INVALID: {
    id: 'Tautan ini tidak berlaku lagi: sudah dipakai, kedaluwarsa, atau tidak dikenal. Hubungi sekolah Anda untuk tautan baru.',
    en: 'This link is no longer valid: it was used, has expired or is unknown. Ask your school for a new link.',
  },
  CORE_QUESTION: {
    id: 'Pertanyaan inti (kegiatan, masa tunggu, kesesuaian, pendapatan, sumber kerja) tidak boleh dihapus atau diubah jenisnya',
    en: 'The core questions (activity, time to first job, fit, income, how the job was found) cannot be removed or change kind',
  },
  DUPLICATE_KEY: { id: 'Kunci pertanyaan harus unik', en: 'Question keys must be unique' },
  ANSWERED_QUESTION: {
    id: 'Sudah ada jawaban: pertanyaan yang ada boleh diperbaiki teksnya, tetapi tidak boleh dihapus atau diubah jenis, pilihan, atau siapa yang ditanya',
    en: 'Answers exist: an existing question may be reworded, but not removed nor change its kind, options or who is asked',
  },
  OPTIONS_REQUIRED: { id: 'Pertanyaan pilihan membutuhkan minimal dua pilihan', en: 'A choice question needs at least two options' },
  NO_EMAIL: { id: 'Alumni ini belum memiliki alamat email', en: 'This graduate has no e-mail address' },
  EMPLOYER_REQUIRED: { id: 'Pilih perusahaan atau isi nama perusahaan', en: 'Choose a company or enter the company name' },
  SCHOOL_REQUIRED: { id: 'Pilih sekolah', en: 'Choose a school' },
} as const satisfies Record<string, Record<Lang, string>>;
export type OutcomesMessageKey = keyof typeof OUTCOMES_MESSAGES;

// ——— Inputs ———

const zYear = z.coerce.number().int().min(2000).max(2100);
const zProgram = z.enum(VOCATIONAL_PROGRAMS);
const zClassName = zString().trim().min(1).max(60);
/** YYYY-MM: a start month. */
export const zMonth = zString().regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('INVALID_FORMAT'));

/**
 * `POST /alumni/graduate`: graduate the current students of a class (their free-text class name,
 * matched without regard to case or surrounding spaces) as alumni of `graduation_year`. `dry_run`
 * (the default) only lists who would graduate. `exclude_ids` leaves out students who did not pass.
 * `school_id` is the Admin's choice; a school's own staff graduate their own school only.
 */
export const ZGraduateClass = z
  .object({
    school_id: z.uuid().optional(),
    class_name: zClassName,
    graduation_year: zYear,
    graduated_on: zDate.optional(),
    dry_run: z.boolean().optional().default(true),
    exclude_ids: z.array(z.uuid()).max(200).optional().default([]),
  })
  .strict();
export type TGraduateClass = z.input<typeof ZGraduateClass>;

const statusFields = {
  activity: z.enum(ALUMNI_ACTIVITIES),
  company_name: zText(160).nullable().optional(),
  position: zText(120).nullable().optional(),
  sector: zText(120).nullable().optional(),
  start_month: zMonth.nullable().optional(),
  salary_band: z.enum(SALARY_BANDS).nullable().optional(),
  program_fit: z.enum(PROGRAM_FITS).nullable().optional(),
  institution: zText(160).nullable().optional(),
  study_program: zText(120).nullable().optional(),
  business_name: zText(160).nullable().optional(),
  business_sector: zText(120).nullable().optional(),
  note: zText(500).nullable().optional(),
};
const REQUIRED_BY_ACTIVITY: Partial<Record<AlumniActivity, readonly (keyof typeof statusFields)[]>> = {
  bekerja: ['company_name', 'position', 'program_fit'],
  melanjutkan: ['institution', 'study_program'],
  wirausaha: ['business_name', 'business_sector'],
};
function requireForActivity(v: Record<string, unknown> & { activity: AlumniActivity }, ctx: z.RefinementCtx) {
  for (const field of REQUIRED_BY_ACTIVITY[v.activity] ?? []) {
    const value = v[field];
    if (value === undefined || value === null || value === '') ctx.addIssue({ code: 'custom', path: [field], message: msg('REQUIRED') });
  }
}

/**
 * `POST /alumni/status-update`: the graduate's status, with what each activity needs (working:
 * company, position, fit; studying: institution and program; entrepreneur: business and sector),
 * and their contact for the school. `alumni_id` is for the school recording a status (source `phone`);
 * a graduate updates their own and sends none.
 */
export const ZAlumniStatusUpdate = z
  .object({
    alumni_id: z.uuid().optional(),
    ...statusFields,
    contact_phone: zPhone.nullable().optional(),
    contact_email: zEmail.nullable().optional(),
  })
  .strict()
  .superRefine(requireForActivity);
export type TAlumniStatusUpdate = z.input<typeof ZAlumniStatusUpdate>;

/** `GET /alumni/list`: filters on top of the list query (search, page). */
export const ZAlumniListQuery = z
  .object({
    search: zString().max(200).optional().default(''),
    page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(100).optional().default(10),
    school_id: z.uuid().optional(),
    graduation_year: zYear.optional(),
    program: zProgram.optional(),
    class_name: zClassName.optional(),
    activity: z.enum(ALUMNI_ACTIVITIES).optional(),
  })
  .strict();

/**
 * `POST /tracer/create` and `/tracer/update?id=`: a round for one graduation year, its period and its
 * questionnaire (the default when none is sent). The school's own staff open rounds for their school.
 */
export const ZTracerRound = z
  .object({
    school_id: z.uuid().optional(),
    graduation_year: zYear,
    title: zString().trim().min(3).max(120),
    starts_on: zDate,
    ends_on: zDate,
    questions: z.array(ZTracerQuestionDraft).min(1).max(40).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.ends_on <= v.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: msg('END_BEFORE_START') });
  });
export type TTracerRound = z.input<typeof ZTracerRound>;

/** An answer value: a choice or text, a number or scale, or several choices. */
export const zTracerAnswerValue = z.union([zString().trim().max(1000), z.number(), z.array(zString().trim().max(40)).max(20)]);
export const ZTracerAnswers = z.record(zQuestionKey, zTracerAnswerValue);
export type TTracerAnswers = z.infer<typeof ZTracerAnswers>;

/** `POST /tracer/answer` (public): the personal link's token and the answers. */
export const ZTracerAnswer = z.object({ token: zString().trim().min(20).max(100), answers: ZTracerAnswers }).strict();
export type TTracerAnswer = z.input<typeof ZTracerAnswer>;

/** `POST /tracer/record?id=`: an answer the school took by phone for one graduate (who recorded it is the caller). */
export const ZTracerPhoneAnswer = z.object({ alumni_id: z.uuid(), answers: ZTracerAnswers }).strict();
export type TTracerPhoneAnswer = z.input<typeof ZTracerPhoneAnswer>;

/** `POST /tracer/unreachable?id=`: mark (or unmark) a graduate the school could not reach. */
export const ZTracerUnreachable = z.object({ alumni_id: z.uuid(), unreachable: z.boolean(), note: zText(300).nullable().optional() }).strict();

/** `POST /tracer/send?id=` and `/tracer/remind?id=`: e-mail personal links to these graduates (default: everyone due). */
export const ZTracerSend = z.object({ alumni_ids: z.array(z.uuid()).max(1000).optional() }).strict();

/** `POST /employer-feedback/create`: ask a graduate's employer (a company in the app or one named by the graduate). */
export const ZEmployerFeedbackRequest = z
  .object({
    alumni_id: z.uuid(),
    company_id: z.uuid().nullable().optional(),
    company_name: zText(160).nullable().optional(),
    email: zEmail.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.company_id && !v.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: msg('REQUIRED') });
  });
export type TEmployerFeedbackRequest = z.input<typeof ZEmployerFeedbackRequest>;

const zRating = z.number().int().min(1).max(5);
/** `POST /employer-feedback/answer` (public): the four ratings and a comment, with who answered. */
export const ZEmployerFeedbackAnswer = z
  .object({
    token: zString().trim().min(20).max(100),
    technical: zRating,
    attitude: zRating,
    communication: zRating,
    teamwork: zRating,
    comment: zText(2000).nullable().optional(),
    respondent_name: zText(120).nullable().optional(),
    respondent_position: zText(120).nullable().optional(),
  })
  .strict();
export type TEmployerFeedbackAnswer = z.input<typeof ZEmployerFeedbackAnswer>;

/** The outcome dashboards' filters (`GET /outcomes/figures`, `/outcomes/report`, `/outcomes/export`). The province is the Admin's. */
export const ZOutcomeFilters = z
  .object({
    school_id: z.uuid().optional(),
    province_code: zString()
      .regex(/^\d{2}$/, msg('INVALID_FORMAT'))
      .optional(),
    graduation_year: zYear.optional(),
    program: zProgram.optional(),
    class_name: zClassName.optional(),
  })
  .strict();
export type TOutcomeFilters = z.infer<typeof ZOutcomeFilters>;
