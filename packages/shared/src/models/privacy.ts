import { z } from 'zod';
import { zDate, zEmail, zName, zText } from '../primitives.js';

/**
 * Privacy for minors (docs/privacy.md; UU PDP No. 27/2022 art. 25).
 *
 * What a company may see of a student before the student applies or accepts an invitation is
 * THE company projection below, defined once: every endpoint that shows students to companies
 * passes its rows through `toCompanyStudentView`. Which students may appear at all is the API's
 * `visibleToCompaniesWhere` (visible, adult or with a guardian's consent, verified and active).
 */

/** A test result as a company sees it: the test's name, a score and a band, when. */
export const ZCompanyTestResult = z.object({
  test: z.string(),
  score: z.number().nullable(),
  result: z.string().nullable(),
  takenAt: z.string().nullable(),
});
export type CompanyTestResult = z.infer<typeof ZCompanyTestResult>;

/** A competency certificate as a company sees it. */
export const ZCompanyCertificate = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  result: z.string().nullable(),
  issuedOn: z.string().nullable(),
});
export type CompanyCertificate = z.infer<typeof ZCompanyCertificate>;

/**
 * What a loader assembles for the projection: plain fields, nothing else is read. Loaders may pass
 * a wider object (a joined row); the projection copies only what it names.
 */
export interface CompanyStudentViewInput {
  id: string;
  /** The full name; the company sees the first name and the initial of the last one. */
  name: string;
  program: string | null;
  grade: string | null;
  /** The city of the student's school (a region name), never the student's own address. */
  schoolCity: string | null;
  skills?: readonly string[] | null;
  testResults?: readonly CompanyTestResult[] | null;
  certificates?: readonly CompanyCertificate[] | null;
}

/**
 * The company projection: exactly these keys, nothing more. It is also the response schema of every
 * route that shows it, so the serializer drops any other key a handler might add.
 */
export const ZCompanyStudentView = z.object({
  id: z.string(),
  displayName: z.string(),
  program: z.string().nullable(),
  grade: z.string().nullable(),
  schoolCity: z.string().nullable(),
  skills: z.array(z.string()),
  testResults: z.array(ZCompanyTestResult),
  certificates: z.array(ZCompanyCertificate),
});
export type CompanyStudentView = z.infer<typeof ZCompanyStudentView>;

export const COMPANY_STUDENT_VIEW_KEYS = [
  'id',
  'displayName',
  'program',
  'grade',
  'schoolCity',
  'skills',
  'testResults',
  'certificates',
] as const satisfies readonly (keyof CompanyStudentView)[];

/**
 * Keys that must never reach a company before the student applies: contact details, address,
 * birth, religion, gender, marital status, body measures, photo, identifiers. The projection's
 * unit test feeds them all in and checks none comes out.
 */
export const NEVER_SHOWN_TO_COMPANIES = [
  'name',
  'email',
  'phone',
  'nisn',
  'address',
  'provinceCode',
  'cityCode',
  'districtCode',
  'villageCode',
  'birthDate',
  'birthPlace',
  'religion',
  'gender',
  'maritalStatus',
  'heightCm',
  'weightKg',
  'photo',
  'guardians',
  'relations',
] as const;

/** "Andi Pratama Putra" → "Andi P."; a one-word name stays as it is. */
export function firstNameAndInitial(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return '';
  const last = rest.at(-1);
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase('id') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/** THE company projection of a student (see the file comment). Copies named fields only. */
export function toCompanyStudentView(input: CompanyStudentViewInput): CompanyStudentView {
  return {
    id: input.id,
    displayName: firstNameAndInitial(input.name),
    program: input.program ?? null,
    grade: input.grade ?? null,
    schoolCity: input.schoolCity ?? null,
    skills: [...(input.skills ?? [])],
    testResults: (input.testResults ?? []).map((r) => ({
      test: r.test,
      score: r.score ?? null,
      result: r.result ?? null,
      takenAt: r.takenAt ?? null,
    })),
    certificates: (input.certificates ?? []).map((c) => ({
      name: c.name,
      issuer: c.issuer ?? null,
      result: c.result ?? null,
      issuedOn: c.issuedOn ?? null,
    })),
  };
}

// The lists a student reads on the privacy card (zod-free, so the CV home does not load zod).
export * from './privacy-lists.js';

/**
 * The consent texts, by version. A consent row records the version its guardian saw; a new
 * wording is a new version (the old ones stay here, so every recorded consent can be shown as given).
 */
export const CONSENT_TEXTS = {
  '2026-11': {
    id: [
      'Saya adalah orang tua/wali dari siswa yang disebut di atas, yang berusia di bawah 18 tahun.',
      'Saya menyetujui bahwa profil siswa dapat dilihat oleh perusahaan mitra di JalurKarir, terbatas pada data yang tercantum di bawah ini, agar siswa dapat ditemukan untuk lowongan kerja, magang, dan praktik kerja lapangan (PKL).',
      'Data lain (kontak, alamat, data pribadi) hanya dibagikan kepada perusahaan yang lamarannya diajukan sendiri oleh siswa atau undangannya diterima oleh siswa.',
      'Persetujuan ini dapat ditarik kapan saja oleh siswa, oleh wali melalui sekolah, atau oleh admin sekolah; sejak ditarik, siswa tidak lagi terlihat oleh perusahaan.',
      'Dasar hukum: Undang-Undang No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, Pasal 25.',
    ],
    en: [
      'I am the parent or guardian of the student named above, who is under 18 years old.',
      "I agree that the student's profile may be seen by partner companies on JalurKarir, limited to the data listed below, so that the student can be found for jobs, apprenticeships and work placements (PKL).",
      'Other data (contact details, address, personal data) is shared only with a company the student applies to, or whose invitation the student accepts.',
      'This consent can be withdrawn at any time by the student, by the guardian through the school, or by the school admin; once withdrawn, the student is no longer visible to companies.',
      'Legal basis: Law No. 27 of 2022 on Personal Data Protection, Article 25.',
    ],
  },
} as const satisfies Record<string, { id: readonly string[]; en: readonly string[] }>;
export type ConsentTextVersion = keyof typeof CONSENT_TEXTS;
export const CURRENT_CONSENT_VERSION: ConsentTextVersion = '2026-11';
export const CONSENT_TEXT_VERSIONS = Object.keys(CONSENT_TEXTS) as ConsentTextVersion[];

export const CONSENT_METHODS = ['email', 'paper'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
/** pending (link sent) → granted | declined; granted → withdrawn. A newer request cancels an older pending one. */
export const CONSENT_STATUSES = ['pending', 'granted', 'declined', 'withdrawn', 'cancelled'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const GUARDIAN_RELATIONS = ['ayah', 'ibu', 'wali'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
export const ERASURE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** Age in whole years on `today` (YYYY-MM-DD strings); null without a birth date. */
export function ageOn(birthDate: string | null | undefined, today: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether a student needs a guardian's consent to be visible: under 18, or birth date unknown. */
export function needsGuardianConsent(birthDate: string | null | undefined, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age === null || age < 18;
}

// ——— Request bodies ———

export const ZUpdateVisibility = z.object({ visibleToCompanies: z.boolean() }).strict();
export type UpdateVisibility = z.infer<typeof ZUpdateVisibility>;

/** The student asks their guardian: the e-mail the link goes to. */
export const ZRequestConsent = z.object({ guardianEmail: zEmail }).strict();
export type RequestConsent = z.infer<typeof ZRequestConsent>;

/** The guardian's answer on the public page. */
export const ZAnswerConsent = z
  .object({
    guardianName: zName,
    relation: z.enum(GUARDIAN_RELATIONS),
    agree: z.boolean(),
    textVersion: z.enum(CONSENT_TEXT_VERSIONS as [ConsentTextVersion, ...ConsentTextVersion[]]),
  })
  .strict();
export type AnswerConsent = z.infer<typeof ZAnswerConsent>;

/** The school admin records a signed paper form (multipart fields beside the scan). */
export const ZRecordPaperConsent = z
  .object({
    studentId: z.uuid(),
    guardianName: zName,
    relation: z.enum(GUARDIAN_RELATIONS),
    signedOn: zDate,
  })
  .strict();
export type RecordPaperConsent = z.infer<typeof ZRecordPaperConsent>;

export const ZErasureRequest = z.object({ reason: zText(500).optional() }).strict();
export type ErasureRequestBody = z.infer<typeof ZErasureRequest>;

/**
 * The student's privacy card, as `GET /privacy/settings` and the visibility and consent writes
 * answer it (the routes' response schema; the API writes its times as ISO text itself).
 */
const zIsoTime = z.iso.datetime({ offset: true });
export const ZPrivacySettings = z.object({
  visibleToCompanies: z.boolean(),
  needsConsent: z.boolean(),
  age: z.number().int().nullable(),
  /** Whether companies can find the student now (the same rule as the API's visibleToCompaniesWhere). */
  effectivelyVisible: z.boolean(),
  consent: z
    .object({
      id: z.string(),
      status: z.enum(CONSENT_STATUSES),
      method: z.enum(CONSENT_METHODS),
      guardianName: z.string().nullable(),
      guardianEmail: z.string().nullable(),
      relation: z.enum(GUARDIAN_RELATIONS).nullable(),
      textVersion: z.string(),
      answeredAt: zIsoTime.nullable(),
      createdAt: zIsoTime,
    })
    .nullable(),
  erasure: z.object({ id: z.string(), status: z.enum(ERASURE_STATUSES), createdAt: zIsoTime }).nullable(),
});
export type PrivacySettings = z.infer<typeof ZPrivacySettings>;

/** "Who viewed my profile": the company (or the viewer's role when none) and when. */
export const ZProfileViewRow = z.object({ id: z.string(), company: z.string().nullable(), viewerRole: z.string(), viewedAt: zIsoTime });
export type ProfileViewRow = z.infer<typeof ZProfileViewRow>;

/** An erasure request as the school admin and the Admin list it (student and school null once erased). */
export const ZErasureRow = z.object({
  id: z.string(),
  studentId: z.string().nullable(),
  student: z.string().nullable(),
  school: z.string().nullable(),
  status: z.enum(ERASURE_STATUSES),
  reason: z.string().nullable(),
  decidedAt: zIsoTime.nullable(),
  createdAt: zIsoTime,
});
export type ErasureRow = z.infer<typeof ZErasureRow>;
