// The outcome figures as pure functions over rows the loader reads (loader.ts): each definition
// lives here once, in words in docs/outcomes.md, and is tested with hand-computed fixtures.
import {
  ALUMNI_ACTIVITIES,
  BKK_JOB_SOURCES,
  BMW_ACTIVITIES,
  SMALL_GROUP_MIN,
  type AlumniActivity,
  type JobSource,
  type TShare,
} from '@jalurkarir/shared';

/** `count` of `of`; no percentage for a group under SMALL_GROUP_MIN (flagged, so the screen says why). */
export function share(count: number, of: number): TShare {
  const small = of < SMALL_GROUP_MIN;
  return { count, of, percent: small ? null : Math.round((count / of) * 1000) / 10, small_group: small };
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One graduate as the figures see them: their latest tracer answer of their year (null: did not respond). */
export interface GraduateFact {
  graduation_year: number;
  program: string | null;
  /** The answer's core values, or null for a non-respondent. */
  answer: {
    activity: AlumniActivity;
    months_to_first_job: number | null;
    job_source: JobSource | null;
    program_fit: string | null;
    position: string | null;
  } | null;
  hired_in_app: boolean;
}

/** BMW of one group of graduates (a year, or a program of a year): every category against both denominators. */
export function bmwOf(graduation_year: number, facts: readonly GraduateFact[]) {
  const graduates = facts.length;
  const answered = facts.filter((f) => f.answer !== null);
  const respondents = answered.length;
  const countOf = (activities: readonly AlumniActivity[]) => answered.filter((f) => activities.includes(f.answer!.activity)).length;
  const categories = ALUMNI_ACTIVITIES.map((activity) => {
    const n = countOf([activity]);
    return { activity, of_graduates: share(n, graduates), of_respondents: share(n, respondents) };
  });
  const bmw = countOf(BMW_ACTIVITIES);
  const placed = facts.filter(
    (f) => f.hired_in_app || (f.answer?.activity === 'bekerja' && f.answer.job_source !== null && BKK_JOB_SOURCES.includes(f.answer.job_source)),
  ).length;
  const months = answered
    .filter((f) => f.answer!.activity === 'bekerja' && f.answer!.months_to_first_job !== null)
    .map((f) => f.answer!.months_to_first_job!);
  return {
    graduation_year,
    graduates,
    respondents,
    response_rate: share(respondents, graduates),
    categories,
    bmw_of_graduates: share(bmw, graduates),
    bmw_of_respondents: share(bmw, respondents),
    placed_by_bkk: share(placed, graduates),
    median_months_to_first_job: median(months),
    months_answers: months.length,
  };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** BMW per graduation year, newest first (the trend). */
export function bmwByYear(facts: readonly GraduateFact[]) {
  return [...groupBy(facts, (f) => String(f.graduation_year)).entries()]
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([year, rows]) => bmwOf(Number(year), rows));
}

/** BMW per program for one year (the programs compared). */
export function bmwByProgram(facts: readonly GraduateFact[], year: number) {
  const ofYear = facts.filter((f) => f.graduation_year === year);
  return [...groupBy(ofYear, (f) => f.program ?? '-').entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([program, rows]) => ({ program, ...bmwOf(year, rows) }));
}

/**
 * Programs whose working respondents say the work does not fit (`tidak_sesuai`), against the program's
 * working respondents, with the positions they went to (most frequent first). Programs with none are left out.
 */
export function misalignedPrograms(facts: readonly GraduateFact[]) {
  const working = facts.filter((f) => f.answer?.activity === 'bekerja');
  return [...groupBy(working, (f) => f.program ?? '-').entries()]
    .map(([program, rows]) => {
      const outside = rows.filter((f) => f.answer!.program_fit === 'tidak_sesuai');
      const positions = groupBy(outside, (f) => f.answer!.position?.trim() || '-');
      const occupations = [...positions.entries()]
        .map(([position, list]) => ({ position, count: list.length }))
        .sort((a, b) => b.count - a.count || a.position.localeCompare(b.position));
      return { program, share: share(outside.length, rows.length), occupations };
    })
    .filter((p) => p.share.count > 0)
    .sort((a, b) => b.share.count - a.share.count || a.program.localeCompare(b.program));
}

/** A current student as the funnel sees them. */
export interface StudentFact {
  program: string | null;
  class_name: string | null;
  profile_complete: boolean;
  /** Tests assigned to the student (published), and how many of them they submitted. */
  tests_assigned: number;
  tests_submitted: number;
  best_match: number | null;
  applied: boolean;
  interviewed: boolean;
  hired: boolean;
  riasec: string | null;
}

export const RECOMMENDED_MIN = 70;
const testsDone = (s: StudentFact) => s.tests_assigned > 0 && s.tests_submitted >= s.tests_assigned;

/** Per program: students → profile complete → tests done → recommended ≥ 70 → applied → interview → hired, each against the program's students. */
export function funnelByProgram(students: readonly StudentFact[]) {
  return [...groupBy(students, (s) => s.program ?? '-').entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([program, rows]) => {
      const n = rows.length;
      const step = (
        name: 'students' | 'profile_complete' | 'tests_done' | 'recommended' | 'applied' | 'interview' | 'hired',
        test: (s: StudentFact) => boolean,
      ) => ({
        step: name,
        share: share(rows.filter(test).length, n),
      });
      return {
        program,
        steps: [
          step('students', () => true),
          step('profile_complete', (s) => s.profile_complete),
          step('tests_done', testsDone),
          step('recommended', (s) => s.best_match !== null && s.best_match >= RECOMMENDED_MIN),
          step('applied', (s) => s.applied),
          step('interview', (s) => s.interviewed),
          step('hired', (s) => s.hired),
        ],
      };
    });
}

/** Per class: students with every assigned test submitted, against the class's students with at least one assigned. */
export function testCompletionByClass(students: readonly StudentFact[]) {
  const assigned = students.filter((s) => s.tests_assigned > 0);
  return [...groupBy(assigned, (s) => s.class_name ?? '-').entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([class_name, rows]) => ({ class_name, share: share(rows.filter(testsDone).length, rows.length) }));
}

/** Per program: the students' dominant interest type (R, I, A, S, E, C) against the program's students with a result. */
export function riasecByProgram(students: readonly StudentFact[]) {
  const tested = students.filter((s) => s.riasec);
  return [...groupBy(tested, (s) => s.program ?? '-').entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([program, rows]) => ({
      program,
      students: rows.length,
      codes: ['R', 'I', 'A', 'S', 'E', 'C'].map((code) => ({ code, share: share(rows.filter((s) => s.riasec === code).length, rows.length) })),
    }));
}

/** Means of each rating over the employers' answers (one decimal), null without answers. */
export function employerSatisfaction(answers: readonly { technical: number; attitude: number; communication: number; teamwork: number }[]) {
  const mean = (key: 'technical' | 'attitude' | 'communication' | 'teamwork') =>
    answers.length ? Math.round((answers.reduce((a, r) => a + r[key], 0) / answers.length) * 10) / 10 : null;
  return {
    answers: answers.length,
    technical: mean('technical'),
    attitude: mean('attitude'),
    communication: mean('communication'),
    teamwork: mean('teamwork'),
  };
}

/** Where a current student stands in this school year's PKL (docs/outcomes.md). */
export type PklState = 'not_placed' | 'placed' | 'ongoing' | 'finished';
export interface PklFact {
  program: string | null;
  state: PklState;
}

function pklGroup(rows: readonly PklFact[]) {
  const n = rows.length;
  const of = (state: PklState) => share(rows.filter((r) => r.state === state).length, n);
  return { students: n, not_placed: of('not_placed'), placed: of('placed'), ongoing: of('ongoing'), finished: of('finished') };
}

/** PKL placement of the students in this school year's PKL class groups: all of them, and per program. */
export function pklPlacement(facts: readonly PklFact[]) {
  return {
    total: pklGroup(facts),
    programs: [...groupBy(facts, (f) => f.program ?? '-').entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([program, rows]) => ({ program, ...pklGroup(rows) })),
  };
}
