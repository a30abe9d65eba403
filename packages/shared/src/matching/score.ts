/**
 * The one scoring function: one student × one opening → a total 0–100 made of named
 * parts, each with its weight, fit, points and a sentence in both languages, plus the gaps and what
 * filling each would add. Pure: no I/O, no clock (the caller passes `today`), deterministic.
 * The formula is documented part by part in docs/matching.md; the in-memory ranking index
 * (apps/api/src/modules/recommendations/index) computes the same numbers over typed arrays.
 */
import { RIASEC_TYPES } from '../tests/types.js';
import { programName, RIASEC_NAMES } from './labels.js';
import type { Bilingual } from '../primitives.js';
import type { Gap, Ineligible, OpeningFeatures, PartKey, ScorePart, ScoreResult, StudentFeatures } from './types.js';
import { PART_KEYS } from './types.js';
import { resolveWeights } from './weights.js';

/** Qualifications an SMK student meets (the opening asks for SMK/Sederajat). */
const STUDENT_QUALIFICATIONS = new Set(['SMK']);

/** Location fits (docs/matching.md). */
export const LOCATION_FIT = { city: 1, province: 0.7, relocate: 0.5, elsewhere: 0.1 } as const;
/** Program fit of an opening open to every program (neither a match nor a mismatch). */
export const OPEN_PROGRAM_FIT = 0.6;
/** Months of PKL that make a full experience fit when the opening asks for none. */
export const PKL_TARGET_MONTHS = 6;
/**
 * The experience gap's next realistic step: one typical SMK PKL placement. Most last two to three
 * months; the gain is worked out for three, and a longer one never gives less.
 */
export const PKL_TYPICAL_MONTHS = 3;
/** How many months one month of company-verified PKL counts for in the experience fit (docs/matching.md). */
export const VERIFIED_PKL_WEIGHT = 1.5;
/** Competency: reaching the minimum gives this much of the fit; the rest grows to 100 %. */
export const AT_MINIMUM = 0.7;

const round1 = (x: number) => Math.round(x * 10) / 10;
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** The opening's Holland code as a centred, unit-length vector over R,I,A,S,E,C (letters weighted 3,2,1). */
export function codeVector(code: string): number[] | null {
  const v = RIASEC_TYPES.map(() => 0);
  codeLetters(code).forEach((k, i) => {
    if (k >= 0) v[k] = 3 - i;
  });
  return centredUnit(v);
}

/** The positions in RIASEC_TYPES of a code's first three letters (-1 for a letter outside them). */
function codeLetters(code: string): number[] {
  return [...code.toUpperCase()].slice(0, 3).map((letter) => (RIASEC_TYPES as readonly string[]).indexOf(letter));
}

// Every ranking compares one student with many codes: each code's vector and each score set's
// direction is worked out once (a code has at most 7³ letter patterns; score sets are the index's
// own objects, forgotten with them).
const codeVectors = new Map<string, number[] | null>();
const studentDirections = new WeakMap<object, number[] | null>();

function knownCodeVector(code: string): number[] | null {
  const key = codeLetters(code).join();
  if (!codeVectors.has(key)) codeVectors.set(key, codeVector(code));
  return codeVectors.get(key)!;
}

function studentDirection(scores: Readonly<Record<string, number>>): number[] | null {
  if (!studentDirections.has(scores)) studentDirections.set(scores, centredUnit(RIASEC_TYPES.map((t) => scores[t] ?? 0)));
  return studentDirections.get(scores)!;
}

/** x minus its mean, scaled to length 1; null for a flat vector (no direction). */
export function centredUnit(x: readonly number[]): number[] | null {
  const mean = x.reduce((a, b) => a + b, 0) / x.length;
  const c = x.map((v) => v - mean);
  const norm = Math.sqrt(c.reduce((a, b) => a + b * b, 0));
  return norm < 1e-9 ? null : c.map((v) => v / norm);
}

/**
 * Interest fit: the Pearson correlation r between the student's six RIASEC scores and the job's
 * code profile (3,2,1 for its first, second, third letter, 0 elsewhere), mapped to 0..1 as (r+1)/2.
 * A flat student profile has no direction: fit 0.5.
 */
export function interestFit(scores: Readonly<Record<string, number>>, code: string): number {
  const job = knownCodeVector(code);
  const student = studentDirection(scores);
  if (!job || !student) return 0.5;
  let r = 0;
  for (let k = 0; k < job.length; k++) r += (job[k] ?? 0) * (student[k] ?? 0);
  return clamp01((r + 1) / 2);
}

/** Competency fit of one area: 0.7 × p/min below the minimum, 0.7 at it, rising to 1 at 100 %. */
export function areaFit(percent: number, min: number): number {
  if (min <= 0) return clamp01(percent / 100);
  if (percent < min) return AT_MINIMUM * clamp01(percent / min);
  return min >= 100 ? 1 : AT_MINIMUM + (1 - AT_MINIMUM) * clamp01((percent - min) / (100 - min));
}

function ineligibility(s: StudentFeatures, o: OpeningFeatures, today: string): Ineligible | null {
  if (o.status !== 'open') return 'not_open';
  if (o.deadline !== null && o.deadline < today) return 'past_deadline';
  if (!s.verified) return 'not_verified';
  if (!s.active) return 'not_active';
  if (!STUDENT_QUALIFICATIONS.has(o.qualification)) return 'qualification';
  if (o.programs.length > 0 && (s.program === null || !o.programs.includes(s.program))) return 'program';
  if (o.partnerOnly && (s.schoolId === null || !o.partnerSchoolIds.includes(s.schoolId))) return 'partner_only';
  return null;
}

/** What a part gives before weighting: fit (null = does not apply), its sentence and its gaps. */
interface RawPart {
  fit: number | null;
  sentence: Bilingual;
  /**
   * Each gap with the student it would become once acted on. `upTo`: the outcome of the action is not
   * known beforehand (a test not taken yet, an address not given), so `filled` is its best outcome and
   * the gain an upper bound; otherwise `filled` is the step the action names and the gain exact.
   */
  gaps: { action: Bilingual; filled: StudentFeatures; upTo: boolean; area?: string }[];
}

/**
 * RIASEC scores pointing exactly the job's way (its letters at 3, 2, 1 thirds of 100, unrounded so
 * the direction is exact): the best interest fit any test result can give.
 */
function profileOf(code: string): Record<(typeof RIASEC_TYPES)[number], number> {
  const letters = [...code.toUpperCase()].slice(0, 3);
  const score = (t: string) => (letters.includes(t) ? (100 * (3 - letters.indexOf(t))) / 3 : 0);
  return Object.fromEntries(RIASEC_TYPES.map((t) => [t, score(t)])) as Record<(typeof RIASEC_TYPES)[number], number>;
}

const pct = (x: number) => `${Math.round(x)}%`;

/**
 * Who reads the explanation: the student themselves ("your province"), or a company's HR, who
 * reads about the student ("the student lives in the opening's province"). The numbers are the same.
 */
export type Voice = 'student' | 'company';

type Place = 'city' | 'province' | 'relocate' | 'elsewhere';
const PLACE_SENTENCES: Record<Place, Record<Voice, Bilingual>> = {
  city: {
    student: { id: 'Lowongan di kota Anda.', en: 'The opening is in your city.' },
    company: { id: 'Siswa tinggal di kota lowongan.', en: 'The student lives in the opening’s city.' },
  },
  province: {
    student: { id: 'Lowongan di provinsi Anda.', en: 'The opening is in your province.' },
    company: { id: 'Siswa tinggal di provinsi lowongan.', en: 'The student lives in the opening’s province.' },
  },
  relocate: {
    student: { id: 'Lowongan di luar provinsi; Anda bersedia pindah.', en: 'The opening is outside your province; you are willing to relocate.' },
    company: {
      id: 'Siswa tinggal di luar provinsi lowongan dan bersedia pindah.',
      en: 'The student lives outside the opening’s province and is willing to relocate.',
    },
  },
  elsewhere: {
    student: { id: 'Lowongan di luar provinsi Anda.', en: 'The opening is outside your province.' },
    company: { id: 'Siswa tinggal di luar provinsi lowongan.', en: 'The student lives outside the opening’s province.' },
  },
};

const PARTNER_SENTENCES: Record<'partner' | 'not_partner', Record<Voice, Bilingual>> = {
  partner: {
    student: { id: 'Sekolah Anda mitra perusahaan ini.', en: 'Your school is a partner of this company.' },
    company: { id: 'Sekolah siswa bermitra dengan perusahaan ini.', en: 'The student’s school is a partner of this company.' },
  },
  not_partner: {
    student: { id: 'Sekolah Anda belum bermitra dengan perusahaan ini.', en: 'Your school is not a partner of this company.' },
    company: { id: 'Sekolah siswa belum bermitra dengan perusahaan ini.', en: 'The student’s school is not a partner of this company yet.' },
  },
};

function interestPart(s: StudentFeatures, o: OpeningFeatures, voice: Voice): RawPart {
  if (!o.riasecCode)
    return { fit: null, sentence: { id: 'Lowongan belum menetapkan kode minat.', en: 'The opening has no interest code yet.' }, gaps: [] };
  if (!s.riasec) {
    // Any profile may come out of the test: the gain is the one of a profile pointing the job's way.
    return {
      fit: 0,
      sentence: { id: 'Minat belum diketahui: tes RIASEC belum diambil.', en: 'Interests unknown: the RIASEC test is not taken yet.' },
      gaps: [
        {
          action: { id: 'Ambil tes minat RIASEC untuk dinilai', en: 'Take the RIASEC interest test to be scored' },
          filled: { ...s, riasec: profileOf(o.riasecCode) },
          upTo: true,
        },
      ],
    };
  }
  const fit = interestFit(s.riasec, o.riasecCode);
  const top = RIASEC_NAMES[o.riasecCode.charAt(0).toUpperCase()] ?? { id: o.riasecCode, en: o.riasecCode };
  const level = fit >= 0.75 ? ['sangat sesuai', 'fits well'] : fit >= 0.5 ? ['cukup sesuai', 'fits fairly'] : ['kurang sesuai', 'fits poorly'];
  return {
    fit,
    sentence:
      voice === 'student'
        ? {
            id: `Profil minat Anda ${level[0]} dengan pekerjaan ${top.id} (kode ${o.riasecCode}).`,
            en: `Your interest profile ${level[1]} with this ${top.en} job (code ${o.riasecCode}).`,
          }
        : {
            id: `Profil minat siswa ${level[0]} dengan pekerjaan ${top.id} (kode ${o.riasecCode}).`,
            en: `The student’s interest profile ${level[1]} with this ${top.en} job (code ${o.riasecCode}).`,
          },
    gaps: [],
  };
}

function competencyPart(s: StudentFeatures, o: OpeningFeatures): RawPart {
  if (o.competencies.length === 0)
    return { fit: null, sentence: { id: 'Lowongan tidak meminta nilai kompetensi.', en: 'The opening asks for no competency score.' }, gaps: [] };
  let sum = 0;
  const gaps: RawPart['gaps'] = [];
  // The areas met, named in each language for the sentence.
  const met: Bilingual[] = [];
  for (const req of o.competencies) {
    const name = programName(req.area);
    const p = s.competency[req.area];
    if (p === undefined) {
      // With a minimum the step is to reach it, and the gain is the one at the minimum (a higher
      // result only adds); without one, any result may come out, so the gain is the one at 100 %.
      gaps.push(
        req.min > 0
          ? {
              action: {
                id: `Ambil tes kompetensi ${name.id} dan capai minimal ${pct(req.min)}`,
                en: `Take the ${name.en} competency test and reach at least ${pct(req.min)}`,
              },
              filled: { ...s, competency: { ...s.competency, [req.area]: req.min } },
              upTo: false,
              area: req.area,
            }
          : {
              action: { id: `Ambil tes kompetensi ${name.id} untuk dinilai`, en: `Take the ${name.en} competency test to be scored` },
              filled: { ...s, competency: { ...s.competency, [req.area]: 100 } },
              upTo: true,
              area: req.area,
            },
      );
      continue;
    }
    sum += areaFit(p, req.min);
    if (p >= req.min) met.push({ id: `${name.id} ${pct(p)}`, en: `${name.en} ${pct(p)}` });
    else {
      gaps.push({
        action: { id: `Tingkatkan nilai ${name.id} menjadi ${pct(req.min)}`, en: `Raise your ${name.en} score to ${pct(req.min)}` },
        filled: { ...s, competency: { ...s.competency, [req.area]: req.min } },
        upTo: false,
      });
    }
  }
  const fit = sum / o.competencies.length;
  const sentence: Bilingual =
    // Every area below its minimum or not tested yet is a gap, so no gap means every area is met.
    gaps.length === 0
      ? {
          id: `Memenuhi nilai minimal kompetensi (${met.map((m) => m.id).join(', ')}).`,
          en: `Meets the minimum competency scores (${met.map((m) => m.en).join(', ')}).`,
        }
      : {
          id: `Memenuhi ${met.length} dari ${o.competencies.length} nilai kompetensi yang diminta.`,
          en: `Meets ${met.length} of the ${o.competencies.length} competency scores asked for.`,
        };
  return { fit, sentence, gaps };
}

function attitudePart(s: StudentFeatures): RawPart {
  if (s.attitude === null)
    return {
      fit: 0,
      sentence: { id: 'Sikap kerja belum diketahui: tes sikap belum diambil.', en: 'Work attitude unknown: the attitude test is not taken yet.' },
      gaps: [
        {
          action: { id: 'Ambil tes sikap kerja untuk dinilai', en: 'Take the work attitude test to be scored' },
          // The result is not known beforehand: the gain is the one of a full score.
          filled: { ...s, attitude: 100 },
          upTo: true,
        },
      ],
    };
  return {
    fit: clamp01(s.attitude / 100),
    sentence: { id: `Nilai sikap kerja ${pct(s.attitude)}.`, en: `Work attitude score ${pct(s.attitude)}.` },
    gaps: [],
  };
}

function certificatesPart(s: StudentFeatures, o: OpeningFeatures): RawPart {
  const required = o.requiredSchemes;
  const preferred = o.preferredSchemes.filter((p) => !required.some((r) => r.id === p.id));
  if (required.length === 0 && preferred.length === 0)
    return { fit: null, sentence: { id: 'Lowongan tidak meminta sertifikat.', en: 'The opening asks for no certificate.' }, gaps: [] };
  const held = new Set(s.schemes);
  // A required scheme counts twice a preferred one.
  const max = 2 * required.length + preferred.length;
  let got = 0;
  const gaps: RawPart['gaps'] = [];
  for (const [list, value] of [
    [required, 2],
    [preferred, 1],
  ] as const) {
    for (const scheme of list) {
      if (held.has(scheme.id)) got += value;
      else
        gaps.push({
          action: { id: `Dapatkan sertifikat ${scheme.name.id}`, en: `Earn the ${scheme.name.en} certificate` },
          filled: { ...s, schemes: [...s.schemes, scheme.id] },
          upTo: false,
        });
    }
  }
  const heldCount = [...required, ...preferred].filter((x) => held.has(x.id)).length;
  return {
    fit: got / max,
    sentence: {
      id: `Memiliki ${heldCount} dari ${required.length + preferred.length} sertifikat yang diminta atau diutamakan.`,
      en: `Holds ${heldCount} of the ${required.length + preferred.length} certificates required or preferred.`,
    },
    gaps,
  };
}

function programPart(s: StudentFeatures, o: OpeningFeatures): RawPart {
  if (s.program === null)
    return {
      fit: 0,
      sentence: { id: 'Kompetensi keahlian belum diisi di profil.', en: 'The program is not filled in on the profile.' },
      gaps: [
        {
          action: { id: 'Lengkapi kompetensi keahlian di profil', en: 'Fill in your program on your profile' },
          // Only an opening open to every program reaches here (a listed one filters a student
          // without a program out), so any program the student names gives the same fit.
          filled: { ...s, program: o.programs[0] ?? 'rpl' },
          upTo: false,
        },
      ],
    };
  const name = programName(s.program);
  if (o.programs.includes(s.program))
    return { fit: 1, sentence: { id: `Jurusan ${name.id} dicari lowongan ini.`, en: `This opening looks for ${name.en}.` }, gaps: [] };
  return {
    fit: OPEN_PROGRAM_FIT,
    sentence: { id: 'Lowongan terbuka untuk semua jurusan.', en: 'The opening is open to every program.' },
    gaps: [],
  };
}

function locationPart(s: StudentFeatures, o: OpeningFeatures, voice: Voice): RawPart {
  if (!o.cityCode && !o.provinceCode)
    return { fit: null, sentence: { id: 'Lowongan tanpa lokasi tertentu.', en: 'The opening has no set location.' }, gaps: [] };
  if (!s.cityCode && !s.provinceCode)
    return {
      fit: 0,
      sentence: { id: 'Alamat belum diisi di profil.', en: 'The address is not filled in on the profile.' },
      gaps: [
        {
          action: { id: 'Lengkapi alamat di profil', en: 'Complete the address on your profile' },
          // Where the student lives is not known until they say: the gain is the one of living in
          // the opening's city, the most an address can give.
          filled: { ...s, cityCode: o.cityCode, provinceCode: o.provinceCode },
          upTo: true,
        },
      ],
    };
  if (o.cityCode && s.cityCode === o.cityCode) return { fit: LOCATION_FIT.city, sentence: PLACE_SENTENCES.city[voice], gaps: [] };
  const province = o.provinceCode ?? o.cityCode?.slice(0, 2) ?? null;
  const studentProvince = s.provinceCode ?? s.cityCode?.slice(0, 2) ?? null;
  if (province && studentProvince === province) return { fit: LOCATION_FIT.province, sentence: PLACE_SENTENCES.province[voice], gaps: [] };
  if (s.willingToRelocate) return { fit: LOCATION_FIT.relocate, sentence: PLACE_SENTENCES.relocate[voice], gaps: [] };
  return {
    fit: LOCATION_FIT.elsewhere,
    sentence: PLACE_SENTENCES.elsewhere[voice],
    gaps:
      s.willingToRelocate === null
        ? [
            {
              action: { id: 'Nyatakan kesediaan pindah domisili di profil', en: 'State on your profile whether you would relocate' },
              // Answering "no" adds nothing; "yes" adds this much.
              filled: { ...s, willingToRelocate: true },
              upTo: true,
            },
          ]
        : [],
  };
}

function experiencePart(s: StudentFeatures, o: OpeningFeatures): RawPart {
  const minMonths = (o.experienceMin ?? 0) * 12;
  const m = s.experienceMonths;
  if (m === null)
    return {
      fit: 0,
      sentence: { id: 'Pengalaman PKL/kerja belum dicatat.', en: 'No PKL/work experience recorded yet.' },
      gaps: [
        {
          action: {
            id: `Catat pengalaman PKL atau kerja di profil (nilai untuk PKL ${PKL_TYPICAL_MONTHS} bulan)`,
            en: `Record your PKL or work experience on your profile (value for a ${PKL_TYPICAL_MONTHS}-month PKL)`,
          },
          filled: { ...s, experienceMonths: PKL_TYPICAL_MONTHS },
          upTo: false,
        },
      ],
    };
  // A month of PKL the company verified counts VERIFIED_PKL_WEIGHT months (docs/matching.md): it is
  // evidence, not a claim. Above the opening's maximum still fits fully: more experience never lowers a score.
  const verified = s.verifiedPklMonths ?? 0;
  const weighted = m + (VERIFIED_PKL_WEIGHT - 1) * verified;
  const fit = minMonths > 0 ? clamp01(weighted / minMonths) : 0.5 + 0.5 * clamp01(weighted / PKL_TARGET_MONTHS);
  const base =
    minMonths > 0
      ? { id: `Pengalaman ${m} bulan; diminta ${minMonths} bulan.`, en: `${m} months of experience; ${minMonths} months asked for.` }
      : { id: `Pengalaman PKL/kerja ${m} bulan.`, en: `${m} months of PKL/work experience.` };
  const sentence =
    verified > 0
      ? { id: `${base.id} ${verified} bulan PKL terverifikasi perusahaan.`, en: `${base.en} ${verified} months of PKL verified by the company.` }
      : base;
  return { fit, sentence, gaps: [] };
}

function partnershipPart(s: StudentFeatures, o: OpeningFeatures, voice: Voice): RawPart {
  const partner = s.schoolId !== null && o.partnerSchoolIds.includes(s.schoolId);
  return { fit: partner ? 1 : 0, sentence: PARTNER_SENTENCES[partner ? 'partner' : 'not_partner'][voice], gaps: [] };
}

function rawParts(s: StudentFeatures, o: OpeningFeatures, voice: Voice): Record<PartKey, RawPart> {
  return {
    interest: interestPart(s, o, voice),
    competency: competencyPart(s, o),
    attitude: attitudePart(s),
    certificates: certificatesPart(s, o),
    program: programPart(s, o),
    location: locationPart(s, o, voice),
    experience: experiencePart(s, o),
    partnership: partnershipPart(s, o, voice),
  };
}

/**
 * Weighted parts: a part that does not apply gives its weight to the others in proportion, so the
 * weights of the applying parts always sum to 100. Points are rounded to one decimal and the total is
 * their sum, so the parts add up to the total exactly as shown.
 */
function weigh(raw: Record<PartKey, RawPart>, o: OpeningFeatures): { total: number; parts: ScorePart[] } {
  const w = resolveWeights(o.weights);
  const applying = PART_KEYS.filter((k) => raw[k].fit !== null).reduce((a, k) => a + w[k], 0);
  const parts = PART_KEYS.map((key): ScorePart => {
    const { fit, sentence } = raw[key];
    const weight = fit === null || applying === 0 ? 0 : (100 * w[key]) / applying;
    return { key, weight: round1(weight), fit: fit === null ? null : Math.round(fit * 1000) / 1000, points: round1(weight * (fit ?? 0)), sentence };
  });
  const total = round1(parts.reduce((a, p) => a + p.points, 0));
  return { total, parts };
}

/**
 * Scores one student against one opening; `today` is the business day (`businessToday()`). The
 * sentences speak to the student unless `voice` says a company reads them.
 */
export function scoreMatch(s: StudentFeatures, o: OpeningFeatures, today: string, voice: Voice = 'student'): ScoreResult {
  const reason = ineligibility(s, o, today);
  if (reason) return { eligible: false, reason };
  const raw = rawParts(s, o, voice);
  const { total, parts } = weigh(raw, o);
  const gaps: Gap[] = [];
  for (const key of PART_KEYS) {
    for (const gap of raw[key].gaps) {
      const after = weigh(rawParts(gap.filled, o, voice), o).total;
      gaps.push({ key, action: gap.action, gain: round1(Math.max(0, after - total)), upTo: gap.upTo, ...(gap.area ? { area: gap.area } : {}) });
    }
  }
  // Largest gain first; equal gains keep the parts' order (stable sort), so the list is deterministic.
  gaps.sort((a, b) => b.gain - a.gain);
  return { eligible: true, total, parts, gaps };
}

/**
 * The company's side of a pair: a student hidden from companies (docs/privacy.md: not visible, or a
 * minor without a guardian's consent) is never ranked or shown for them. Visibility protects the
 * student from companies only, so it is not a filter of `scoreMatch`: the student's own ranking
 * keeps every opening they could apply to. HR reads about the student, so the sentences say "the
 * student", not "you".
 */
export function scoreForCompany(s: StudentFeatures, o: OpeningFeatures, today: string): ScoreResult {
  if (!s.visible) return { eligible: false, reason: 'not_visible' };
  return scoreMatch(s, o, today, 'company');
}

/** The reasons to show first: the parts giving the most points, best first. */
export function topReasons(parts: readonly ScorePart[], n = 3): ScorePart[] {
  return [...parts]
    .filter((p) => p.fit !== null && p.points > 0)
    .sort((a, b) => b.points - a.points || PART_KEYS.indexOf(a.key) - PART_KEYS.indexOf(b.key))
    .slice(0, n);
}
