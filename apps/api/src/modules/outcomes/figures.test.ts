import { describe, expect, it } from 'vitest';
import {
  bmwByProgram,
  bmwByYear,
  bmwOf,
  employerSatisfaction,
  funnelByProgram,
  median,
  misalignedPrograms,
  riasecByProgram,
  share,
  testCompletionByClass,
  type GraduateFact,
  type StudentFact,
} from './figures.js';

// Fixtures written by hand; every expected value below is worked out in the comment beside it.
const answer = (activity: NonNullable<GraduateFact['answer']>['activity'], extra: Partial<NonNullable<GraduateFact['answer']>> = {}) => ({
  activity,
  months_to_first_job: null,
  job_source: null,
  program_fit: null,
  position: null,
  ...extra,
});
const g = (program: string, a: GraduateFact['answer'], hired_in_app = false, graduation_year = 2025): GraduateFact => ({
  graduation_year,
  program,
  answer: a,
  hired_in_app,
});

// 2025: 10 graduates, 8 respondents.
//   rpl (6): bekerja ×3 (months 2, 4, 9; sources bkk, online, jalurkarir; fits sesuai, tidak_sesuai, sesuai), melanjutkan ×1, no answer ×2 (one of them hired in the app)
//   tkj (4): wirausaha ×1, mencari_kerja ×1, bekerja ×1 (months 1, tidak_sesuai, Kasir), lainnya ×1
const YEAR_2025: GraduateFact[] = [
  g('rpl', answer('bekerja', { months_to_first_job: 2, job_source: 'bkk_sekolah', program_fit: 'sesuai', position: 'Programmer' })),
  g('rpl', answer('bekerja', { months_to_first_job: 4, job_source: 'lowongan_daring', program_fit: 'tidak_sesuai', position: 'Kasir' })),
  g('rpl', answer('bekerja', { months_to_first_job: 9, job_source: 'jalurkarir', program_fit: 'sesuai', position: 'Web Developer' })),
  g('rpl', answer('melanjutkan')),
  g('rpl', null, true),
  g('rpl', null),
  g('tkj', answer('wirausaha')),
  g('tkj', answer('mencari_kerja')),
  g('tkj', answer('bekerja', { months_to_first_job: 1, job_source: 'keluarga_kenalan', program_fit: 'tidak_sesuai', position: 'Kasir' })),
  g('tkj', answer('lainnya')),
];

describe('share and the small-number rule', () => {
  it('gives a percentage (one decimal) only for a group of 5 or more', () => {
    expect(share(1, 3)).toEqual({ count: 1, of: 3, percent: null, small_group: true });
    expect(share(0, 0)).toEqual({ count: 0, of: 0, percent: null, small_group: true });
    // 2 / 6 = 33.33…% → 33.3
    expect(share(2, 6)).toEqual({ count: 2, of: 6, percent: 33.3, small_group: false });
    expect(share(1, 5).percent).toBe(20);
  });

  it('median of an odd and an even number of values', () => {
    expect(median([9, 2, 4])).toBe(4);
    expect(median([1, 2, 4, 9])).toBe(3); // (2 + 4) / 2
    expect(median([])).toBeNull();
  });
});

describe('BMW with both denominators', () => {
  const y = bmwOf(2025, YEAR_2025);

  it('counts graduates and respondents', () => {
    expect([y.graduates, y.respondents]).toEqual([10, 8]);
    expect(y.response_rate.percent).toBe(80); // 8 / 10
  });

  it('each category against all graduates and against respondents', () => {
    const cat = Object.fromEntries(y.categories.map((c) => [c.activity, [c.of_graduates.count, c.of_graduates.percent, c.of_respondents.percent]]));
    // bekerja: 4 → 4/10 = 40%, 4/8 = 50%; melanjutkan 1 → 10%, 12.5%; wirausaha 1 → 10%, 12.5%
    expect(cat.bekerja).toEqual([4, 40, 50]);
    expect(cat.melanjutkan).toEqual([1, 10, 12.5]);
    expect(cat.wirausaha).toEqual([1, 10, 12.5]);
    expect(cat.mencari_kerja).toEqual([1, 10, 12.5]);
    expect(cat.lainnya).toEqual([1, 10, 12.5]);
    // B + M + W = 4 + 1 + 1 = 6 → 6/10 = 60%, 6/8 = 75%
    expect([y.bmw_of_graduates.percent, y.bmw_of_respondents.percent]).toEqual([60, 75]);
  });

  it('placement through the BKK: hired in the app, or working through the BKK or JalurKarir, each once', () => {
    // bkk_sekolah (1) + jalurkarir (1) + the non-respondent hired in the app (1) = 3 of 10
    expect(y.placed_by_bkk).toEqual({ count: 3, of: 10, percent: 30, small_group: false });
  });

  it('time to first job: the median over working respondents', () => {
    // months 2, 4, 9, 1 → sorted 1, 2, 4, 9 → (2 + 4) / 2 = 3
    expect(y.median_months_to_first_job).toBe(3);
    expect(y.months_answers).toBe(4);
  });

  it('years newest first, and programs of a year compared with the small-number rule', () => {
    const older = g('rpl', answer('bekerja'), false, 2024);
    expect(bmwByYear([...YEAR_2025, older]).map((b) => [b.graduation_year, b.graduates])).toEqual([
      [2025, 10],
      [2024, 1],
    ]);
    const [rpl, tkj] = bmwByProgram(YEAR_2025, 2025);
    // rpl: 6 graduates, 4 respondents; bekerja 3 → 3/6 = 50% of graduates; of 4 respondents: no percentage (under 5)
    const rplWork = rpl!.categories.find((c) => c.activity === 'bekerja')!;
    expect([rpl!.program, rplWork.of_graduates.percent, rplWork.of_respondents]).toEqual([
      'rpl',
      50,
      { count: 3, of: 4, percent: null, small_group: true },
    ]);
    // tkj: 4 graduates, B + M + W = wirausaha 1 + bekerja 1 = 2: no percentage for a group of 4
    expect(tkj!.bmw_of_graduates).toEqual({ count: 2, of: 4, percent: null, small_group: true });
  });
});

describe('programs whose graduates work outside their field', () => {
  it('flags programs with fit = tidak_sesuai and the positions they went to', () => {
    // rpl: 3 working, 1 outside (Kasir); tkj: 1 working, 1 outside (Kasir)
    expect(misalignedPrograms(YEAR_2025)).toEqual([
      { program: 'rpl', share: { count: 1, of: 3, percent: null, small_group: true }, occupations: [{ position: 'Kasir', count: 1 }] },
      { program: 'tkj', share: { count: 1, of: 1, percent: null, small_group: true }, occupations: [{ position: 'Kasir', count: 1 }] },
    ]);
  });
});

const s = (program: string, class_name: string, over: Partial<StudentFact> = {}): StudentFact => ({
  program,
  class_name,
  profile_complete: false,
  tests_assigned: 0,
  tests_submitted: 0,
  best_match: null,
  applied: false,
  interviewed: false,
  hired: false,
  riasec: null,
  ...over,
});

// 6 rpl students in two classes, 1 dkv student.
const STUDENTS: StudentFact[] = [
  s('rpl', 'XII RPL 1', {
    profile_complete: true,
    tests_assigned: 2,
    tests_submitted: 2,
    best_match: 82,
    applied: true,
    interviewed: true,
    hired: true,
    riasec: 'I',
  }),
  s('rpl', 'XII RPL 1', {
    profile_complete: true,
    tests_assigned: 2,
    tests_submitted: 1,
    best_match: 70,
    applied: true,
    interviewed: true,
    riasec: 'I',
  }),
  s('rpl', 'XII RPL 1', { profile_complete: true, tests_assigned: 2, tests_submitted: 2, best_match: 69.9, applied: true, riasec: 'R' }),
  s('rpl', 'XII RPL 2', { tests_assigned: 1, tests_submitted: 1, riasec: 'C' }),
  s('rpl', 'XII RPL 2', { tests_assigned: 1, tests_submitted: 0 }),
  s('rpl', 'XII RPL 2'),
  s('dkv', 'XII DKV 1', { profile_complete: true, tests_assigned: 1, tests_submitted: 1, riasec: 'A' }),
];

describe('the current year: funnel, test completion, RIASEC', () => {
  it('funnel per program, each step against the program’s students', () => {
    const rpl = funnelByProgram(STUDENTS).find((p) => p.program === 'rpl')!;
    const counts = Object.fromEntries(rpl.steps.map((x) => [x.step, [x.share.count, x.share.percent]]));
    // 6 students; profile 3 (50%); tests done 3 (1st, 3rd, 4th: 50%); ≥ 70: 82 and 70 → 2 (33.3%);
    // applied 3 (50%); interview 2 (33.3%); hired 1 (16.7%)
    expect(counts).toEqual({
      students: [6, 100],
      profile_complete: [3, 50],
      tests_done: [3, 50],
      recommended: [2, 33.3],
      applied: [3, 50],
      interview: [2, 33.3],
      hired: [1, 16.7],
    });
  });

  it('test completion per class over students with an assignment', () => {
    // XII RPL 1: 3 assigned, 2 done; XII RPL 2: 2 assigned (one has none), 1 done; XII DKV 1: 1 of 1 — all under 5
    expect(testCompletionByClass(STUDENTS).map((c) => [c.class_name, c.share.count, c.share.of])).toEqual([
      ['XII DKV 1', 1, 1],
      ['XII RPL 1', 2, 3],
      ['XII RPL 2', 1, 2],
    ]);
  });

  it('RIASEC per program over students with a result', () => {
    const rpl = riasecByProgram(STUDENTS).find((p) => p.program === 'rpl')!;
    // rpl results: I, I, R, C → 4 students
    expect(rpl.students).toBe(4);
    expect(Object.fromEntries(rpl.codes.map((c) => [c.code, c.share.count]))).toEqual({ R: 1, I: 2, A: 0, S: 0, E: 0, C: 1 });
  });
});

describe('employer satisfaction', () => {
  it('means of each rating, one decimal', () => {
    // technical (4 + 5 + 3) / 3 = 4; attitude (5 + 4 + 4) / 3 = 4.33… → 4.3; communication (4 + 4 + 3) / 3 = 3.67 → 3.7; teamwork 5, 4, 4 → 4.3
    expect(
      employerSatisfaction([
        { technical: 4, attitude: 5, communication: 4, teamwork: 5 },
        { technical: 5, attitude: 4, communication: 4, teamwork: 4 },
        { technical: 3, attitude: 4, communication: 3, teamwork: 4 },
      ]),
    ).toEqual({ answers: 3, technical: 4, attitude: 4.3, communication: 3.7, teamwork: 4.3 });
    expect(employerSatisfaction([]).technical).toBeNull();
  });
});
