/**
 * Profile completeness (docs/profile.md): one pure function from what a student's profile
 * holds to 0–100 % and the list of what is missing, each item with the link that fixes it. The API
 * stores the score on `student_profiles.completeness` in the transaction of every profile change;
 * the student's page and the `completeness` page read it.
 */

/** What the function reads: counts and the personal fields; loaders pass exactly this. */
export interface CompletenessInput {
  personal: {
    birth_date?: string | null;
    birth_place?: string | null;
    gender?: string | null;
    religion?: string | null;
    citizenship?: string | null;
    phone?: string | null;
    address?: string | null;
    province_code?: string | null;
    city_code?: string | null;
    about_me?: string | null;
    languages?: readonly unknown[] | null;
  };
  photo: boolean;
  relations: number;
  hasGuardian: boolean;
  educations: number;
  courses: number;
  awards: number;
  experiences: number;
  skills: number;
  portfolios: number;
}

/** Personal fields counted in the `personal` part (each an equal share of its weight). */
export const COMPLETENESS_PERSONAL_FIELDS = [
  'birth_date',
  'birth_place',
  'gender',
  'religion',
  'citizenship',
  'phone',
  'address',
  'province_code',
  'city_code',
] as const;

/** Skills counted as complete from this many tags. */
export const COMPLETENESS_MIN_SKILLS = 3;

export const COMPLETENESS_PARTS = [
  'personal',
  'photo',
  'about',
  'languages',
  'relations',
  'education',
  'skills',
  'experience',
  'courses',
  'awards',
  'portfolio',
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

/** The weights, in percent: they sum to 100 (unit-tested). */
export const COMPLETENESS_WEIGHTS: Record<CompletenessPart, number> = {
  personal: 20,
  photo: 10,
  about: 5,
  languages: 5,
  relations: 10,
  education: 15,
  skills: 10,
  experience: 10,
  courses: 5,
  awards: 5,
  portfolio: 5,
};

/** Where each part is fixed: the profile page's section anchors (`#/student-profile?section=…`). */
export const COMPLETENESS_LINKS: Record<CompletenessPart, string> = {
  personal: '/student-profile?section=personal',
  photo: '/account',
  about: '/student-profile?section=personal',
  languages: '/student-profile?section=personal',
  relations: '/student-profile?section=relations',
  education: '/student-profile?section=educations',
  skills: '/student-profile?section=skills',
  experience: '/student-profile?section=experiences',
  courses: '/student-profile?section=courses',
  awards: '/student-profile?section=awards',
  portfolio: '/student-profile?section=portfolios',
};

/** What is missing, in both languages (the web app shows `id` through `t()`, the API answers either). */
export const COMPLETENESS_MISSING_TEXT: Record<CompletenessPart, { id: string; en: string }> = {
  personal: { id: 'Lengkapi data pribadi', en: 'Complete your personal data' },
  photo: { id: 'Unggah foto profil', en: 'Upload a profile photo' },
  about: { id: 'Tulis tentang diri Anda', en: 'Write about yourself' },
  languages: { id: 'Tambahkan bahasa yang dikuasai', en: 'Add the languages you speak' },
  relations: { id: 'Tambahkan orang tua dan tandai wali', en: 'Add your parents and mark the guardian' },
  education: { id: 'Tambahkan riwayat pendidikan', en: 'Add your education' },
  skills: { id: 'Tambahkan minimal 3 keterampilan', en: 'Add at least 3 skills' },
  experience: { id: 'Tambahkan pengalaman PKL atau kerja', en: 'Add a work placement (PKL) or job' },
  courses: { id: 'Tambahkan kursus atau pelatihan', en: 'Add a course or training' },
  awards: { id: 'Tambahkan penghargaan', en: 'Add an award' },
  portfolio: { id: 'Tambahkan tautan portofolio', en: 'Add a portfolio link' },
};

export interface MissingItem {
  key: CompletenessPart;
  id: string;
  en: string;
  /** The points this item would add. */
  weight: number;
  link: string;
}

export interface CompletenessResult {
  /** 0–100, whole percent. */
  score: number;
  /** Each part's fraction 0–1. */
  parts: Record<CompletenessPart, number>;
  missing: MissingItem[];
}

const filled = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/** THE completeness function (see the file comment). */
export function profileCompleteness(input: CompletenessInput): CompletenessResult {
  const p = input.personal;
  const personalFilled = COMPLETENESS_PERSONAL_FIELDS.filter((f) => filled(p[f])).length;
  const parts: Record<CompletenessPart, number> = {
    personal: personalFilled / COMPLETENESS_PERSONAL_FIELDS.length,
    photo: input.photo ? 1 : 0,
    about: filled(p.about_me) ? 1 : 0,
    languages: (p.languages?.length ?? 0) > 0 ? 1 : 0,
    // A relation counts half; the guardian marked among them makes it whole.
    relations: input.relations === 0 ? 0 : input.hasGuardian ? 1 : 0.5,
    education: input.educations > 0 ? 1 : 0,
    skills: Math.min(1, input.skills / COMPLETENESS_MIN_SKILLS),
    experience: input.experiences > 0 ? 1 : 0,
    courses: input.courses > 0 ? 1 : 0,
    awards: input.awards > 0 ? 1 : 0,
    portfolio: input.portfolios > 0 ? 1 : 0,
  };
  return completenessFromParts(parts);
}

/**
 * The score and the missing list from each part's fraction: what `profileCompleteness` ends with,
 * and how the API answers from the parts it stored with the score (no records counted on a read).
 */
export function completenessFromParts(parts: Record<CompletenessPart, number>): CompletenessResult {
  let total = 0;
  const missing: MissingItem[] = [];
  for (const part of COMPLETENESS_PARTS) {
    const weight = COMPLETENESS_WEIGHTS[part];
    total += weight * parts[part];
    if (parts[part] < 1) {
      missing.push({ key: part, ...COMPLETENESS_MISSING_TEXT[part], weight: Math.round(weight * (1 - parts[part])), link: COMPLETENESS_LINKS[part] });
    }
  }
  return { score: Math.max(0, Math.min(100, Math.round(total))), parts, missing };
}

/** Buckets of the distribution chart: 0–9, 10–19, …, 90–100. */
export const COMPLETENESS_BUCKETS = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9 }));
