import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zDate, zOptional, zRegionCode, zString, zText } from '../primitives.js';
import { msg } from '../validation.js';
import { VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS } from './programs.js';
import { PART_KEYS } from '../matching/types.js';
import { weightErrors } from '../matching/weights.js';
import { ZScreeningQuestion, zScreeningQuestions } from './screening.js';
import {
  CAREER_LEVELS,
  CAREER_LEVEL_LABELS,
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABELS,
  OPPORTUNITY_STATUSES,
  OPPORTUNITY_STATUS_LABELS,
  QUALIFICATIONS,
  QUALIFICATION_LABELS,
} from './opportunity-labels.js';

// The fixed vocabularies and their names (no zod there: the student's job list shows them).
export * from './opportunity-labels.js';

/**
 * How an opening treats partner schools (docs/partnerships.md): no rule, priority (the partnership
 * part of the match counts), or restricted (only students of schools in an active partnership).
 */
export const PARTNER_RULES = ['none', 'priority', 'restricted'] as const;
export type PartnerRule = (typeof PARTNER_RULES)[number];
export const PARTNER_RULE_LABELS = {
  none: 'Terbuka untuk semua sekolah',
  priority: 'Prioritaskan sekolah mitra',
  restricted: 'Hanya sekolah mitra',
};

/** A job opening (spec §3 "Job / opportunity") as the API returns it. */
export const ZOpportunity = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  programs: z.array(z.enum(VOCATIONAL_PROGRAMS)),
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  currency_id: z.uuid().nullable(),
  currency_code: z.string().nullable(),
  experience_min: z.number().nullable(),
  experience_max: z.number().nullable(),
  contract_type: z.enum(CONTRACT_TYPES),
  working_hours: z.string().nullable(),
  career_level: z.enum(CAREER_LEVELS),
  qualification: z.enum(QUALIFICATIONS),
  quota: z.number().nullable(),
  deadline: z.string().nullable(),
  status: z.enum(OPPORTUNITY_STATUSES),
  riasec_code: z.string().nullable(),
  competency_requirements: z.array(z.object({ area: z.string(), min: z.number() })),
  required_schemes: z.array(z.string()),
  preferred_schemes: z.array(z.string()),
  match_weights: z.record(z.string(), z.number()).nullable(),
  partner_rule: z.enum(PARTNER_RULES),
  /** Up to five questions a student answers when applying (docs/applications.md). */
  screening_questions: z.array(ZScreeningQuestion),
  created_at: z.string(),
});
export type TOpportunity = z.infer<typeof ZOpportunity>;

const money = z.number().int().min(0).max(1_000_000_000_000);
const years = z.number().int().min(0).max(50);

/** A Holland code: one to three distinct RIASEC letters (matching). */
export const zRiasecCode = zString()
  .regex(/^(?:([RIASEC])(?!.*\1)){1,3}$/, { message: msg('INVALID_OPTION') })
  .max(3);
/** Competency areas with minimum percents, one per area (docs/matching.md). */
const zCompetencyRequirements = z
  .array(z.object({ area: z.enum(VOCATIONAL_PROGRAMS), min: z.number().int().min(0).max(100) }).strict())
  .max(VOCATIONAL_PROGRAMS.length)
  .refine((list) => new Set(list.map((r) => r.area)).size === list.length, { message: msg('INVALID_OPTION') });
const zSchemeIds = z.array(zText(64).min(1)).max(20);
/** Weights a company may set, each within WEIGHT_BOUNDS (checked again by the API). */
const zMatchWeights = z.partialRecord(z.enum(PART_KEYS), z.number().int().min(0).max(100)).superRefine((w, ctx) => {
  for (const key of Object.keys(weightErrors(w))) ctx.addIssue({ code: 'custom', path: [key], message: msg('WEIGHT_BOUNDS') });
});

const opportunityShape = {
  company_id: z.uuid(),
  title: zText(150).min(1),
  description: zOptional(zText(10_000)),
  province_code: zOptional(zRegionCode),
  city_code: zOptional(zRegionCode),
  programs: z.array(z.enum(VOCATIONAL_PROGRAMS)).max(VOCATIONAL_PROGRAMS.length).default([]),
  salary_from: zOptional(money),
  salary_to: zOptional(money),
  currency_id: zOptional(z.uuid()),
  experience_min: zOptional(years),
  experience_max: zOptional(years),
  contract_type: z.enum(CONTRACT_TYPES),
  working_hours: zOptional(zText(100)),
  career_level: z.enum(CAREER_LEVELS),
  qualification: z.enum(QUALIFICATIONS),
  quota: zOptional(z.number().int().min(1).max(100_000)),
  deadline: zOptional(zDate),
  status: z.enum(OPPORTUNITY_STATUSES).default('draft'),
  riasec_code: zOptional(zRiasecCode),
  competency_requirements: zCompetencyRequirements.optional(),
  required_schemes: zSchemeIds.optional(),
  preferred_schemes: zSchemeIds.optional(),
  match_weights: zOptional(zMatchWeights),
  /** The whole list of screening questions, in order (a question sent with its `id` keeps it). */
  screening_questions: zScreeningQuestions.optional(),
  /** A cleared select (null) means no rule. */
  partner_rule: z
    .enum(PARTNER_RULES)
    .nullable()
    .optional()
    .transform((v) => (v === null ? 'none' : v)),
};

type Ranges = {
  salary_from?: number | null;
  salary_to?: number | null;
  experience_min?: number | null;
  experience_max?: number | null;
};

/**
 * The product's business time zone. A deadline is a calendar day in Western Indonesian Time
 * (WIB, UTC+7, no daylight saving): an opening is published through the whole of its deadline
 * day in Jakarta, and a new deadline may be today in Jakarta. The API's SQL uses the same zone
 * (`businessTodaySql` in the opportunity module), so JS and SQL agree on "today".
 */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

/** WIB's distance from UTC: seven hours all year, Indonesia keeps no daylight saving. */
const BUSINESS_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Today (or the day of `now`) in the business time zone, as `YYYY-MM-DD`: UTC's date seven hours
 * on. Arithmetic rather than an `Intl` formatter with the zone's name: the recommendation routes ask
 * for today on every request, and formatting the parts cost them more than their ranking.
 */
export function businessToday(now: Date = new Date()): string {
  return new Date(now.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The opening's range rules, in one place: salary from ≤ up to, experience min ≤ max. Field →
 * message for each broken rule (empty when all hold). The zod schemas below apply it to a body;
 * the API applies it again to the merged record on update (a body that changes only `salary_to`
 * is checked against the stored `salary_from`). A deadline not before today in WIB is checked
 * by the server: `businessToday`.
 */
export function opportunityRangeErrors(v: { readonly [K in keyof Ranges]?: unknown }): Partial<Record<'salary_to' | 'experience_max', string>> {
  const errors: Partial<Record<'salary_to' | 'experience_max', string>> = {};
  // Stored values may arrive as strings (numeric columns): compare them as numbers.
  const num = (x: unknown) => (x == null ? null : Number(x));
  const [salaryFrom, salaryTo] = [num(v.salary_from), num(v.salary_to)];
  const [experienceMin, experienceMax] = [num(v.experience_min), num(v.experience_max)];
  if (salaryFrom != null && salaryTo != null && salaryFrom > salaryTo) errors.salary_to = msg('SALARY_RANGE');
  if (experienceMin != null && experienceMax != null && experienceMin > experienceMax) errors.experience_max = msg('EXPERIENCE_RANGE');
  return errors;
}

/** `opportunityRangeErrors` as a zod refinement. */
export function checkOpportunityRanges(v: Ranges, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(opportunityRangeErrors(v))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

export const ZCreateOpportunity = z.object(opportunityShape).strict().superRefine(checkOpportunityRanges);
const { programs: _p, status: _s, ...updatable } = opportunityShape;
export const ZUpdateOpportunity = z
  .object({ ...updatable, programs: z.array(z.enum(VOCATIONAL_PROGRAMS)).max(VOCATIONAL_PROGRAMS.length), status: z.enum(OPPORTUNITY_STATUSES) })
  .partial()
  .strict()
  .superRefine(checkOpportunityRanges);
export type TCreateOpportunity = z.infer<typeof ZCreateOpportunity>;

export const opportunityFields: FieldDescriptor[] = [
  field({ name: 'title', type: 'text', label: 'Judul', required: true, sortable: true, searchable: true, maxLength: 150 }),
  field({ name: 'company_id', type: 'reference', label: 'Perusahaan', required: true, reference: 'perusahaan', sortable: true }),
  field({
    name: 'status',
    type: 'select',
    label: 'Status',
    required: true,
    sortable: true,
    options: options(OPPORTUNITY_STATUSES, OPPORTUNITY_STATUS_LABELS),
  }),
  field({
    name: 'contract_type',
    type: 'select',
    label: 'Jenis Kontrak',
    required: true,
    sortable: true,
    options: options(CONTRACT_TYPES, CONTRACT_TYPE_LABELS),
  }),
  field({
    name: 'career_level',
    type: 'select',
    label: 'Jenjang Karier',
    required: true,
    list: false,
    options: options(CAREER_LEVELS, CAREER_LEVEL_LABELS),
  }),
  field({
    name: 'qualification',
    type: 'select',
    label: 'Kualifikasi',
    required: true,
    list: false,
    options: options(QUALIFICATIONS, QUALIFICATION_LABELS),
  }),
  field({
    name: 'programs',
    type: 'select',
    label: 'Kompetensi Keahlian',
    list: false,
    options: options(VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS),
  }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi', list: false }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kabupaten/Kota', sortable: true }),
  field({ name: 'salary_from', type: 'number', label: 'Gaji Dari', sortable: true, list: false, min: 0 }),
  field({ name: 'salary_to', type: 'number', label: 'Gaji Sampai', list: false, min: 0 }),
  field({ name: 'currency_id', type: 'reference', label: 'Mata Uang', reference: 'currency', list: false }),
  field({ name: 'experience_min', type: 'number', label: 'Pengalaman Minimal (tahun)', list: false, min: 0, max: 50 }),
  field({ name: 'experience_max', type: 'number', label: 'Pengalaman Maksimal (tahun)', list: false, min: 0, max: 50 }),
  field({ name: 'working_hours', type: 'text', label: 'Jam Kerja', list: false, maxLength: 100 }),
  field({ name: 'quota', type: 'number', label: 'Kuota', list: false, min: 1 }),
  field({ name: 'deadline', type: 'date', label: 'Batas Lamaran', sortable: true }),
  field({ name: 'description', type: 'textarea', label: 'Deskripsi', list: false, maxLength: 10_000 }),
  field({ name: 'riasec_code', type: 'text', label: 'Kode Minat (RIASEC)', list: false, maxLength: 3 }),
  field({ name: 'partner_rule', type: 'select', label: 'Sekolah Mitra', list: false, options: options(PARTNER_RULES, PARTNER_RULE_LABELS) }),
];
