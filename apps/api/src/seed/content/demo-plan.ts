import { scoreAttempt, type ScoringAnswer, type ScoringQuestion, type TestResult, type VocationalProgram } from '@jalurkarir/shared';
import { choiceAnswers, likertAnswers } from './demo-answers.js';
import { SEED_TESTS } from './index.js';
import type { ContentQuestion, ContentTest } from './types.js';

/**
 * The demo tests and attempts as plain data, before any row exists: ids for every
 * question and option, and for each demo student the answers they gave and the result
 * `scoreAttempt` computes from them. `seedTests` turns this into the engine's rows.
 */

export interface PlannedQuestion extends ContentQuestion {
  id: string;
  position: number;
  options: (NonNullable<ContentQuestion['options']>[number] & { id: string; position: number })[];
}

export interface PlannedTest extends Omit<ContentTest, 'questions'> {
  questions: PlannedQuestion[];
}

export function planTests(newId: () => string): PlannedTest[] {
  return SEED_TESTS.map((test) => ({
    ...test,
    questions: test.questions.map((q, i) => ({
      ...q,
      id: newId(),
      position: i + 1,
      options: (q.options ?? []).map((o, j) => ({ ...o, id: newId(), position: j + 1 })),
    })),
  }));
}

export const scoringQuestions = (test: PlannedTest): ScoringQuestion[] =>
  test.questions.map((q) => ({
    id: q.id,
    type: q.type,
    dimension: q.dimension ?? null,
    reverse: q.reverse ?? false,
    topic: q.topic?.id ?? null,
    options: q.options,
  }));

/** A demo student as the seed finds them. */
export interface DemoStudent {
  id: string;
  email: string;
  program: VocationalProgram | null;
  /** The student belongs to the demo school (competency tests are assigned there). */
  demoSchool: boolean;
}

export interface PlannedAttempt {
  testKey: string;
  studentId: string;
  startedAt: Date;
  submittedAt: Date;
  answers: ScoringAnswer[];
  result: TestResult;
}

type Levels = Record<string, number>;

/** Interests per program: the program's own type high, its neighbours on the hexagon next. */
const RIASEC_BY_PROGRAM: Partial<Record<VocationalProgram, Levels>> = {
  rpl: { I: 4.5, R: 3.6, C: 3.4, A: 2.8, E: 2.3, S: 2.2 },
  tkj: { R: 4.4, I: 4.0, C: 3.0, A: 2.2, E: 2.4, S: 2.5 },
  dkv: { A: 4.7, E: 3.4, I: 3.0, S: 3.0, R: 2.4, C: 2.0 },
  akl: { C: 4.6, E: 3.5, I: 3.0, S: 2.8, R: 2.0, A: 2.2 },
  otkp: { C: 4.2, S: 3.9, E: 3.3, A: 2.5, I: 2.4, R: 1.9 },
  tkr: { R: 4.8, I: 3.4, C: 3.0, E: 2.6, S: 2.0, A: 1.8 },
  tbg: { R: 4.0, A: 4.1, S: 3.5, E: 3.0, C: 2.6, I: 2.2 },
  phtl: { S: 4.6, E: 4.2, C: 3.2, A: 3.0, R: 2.2, I: 2.0 },
};

const BIG_FIVE_PROFILES: Levels[] = [
  { N: 2.2, E: 2.9, O: 4.0, A: 3.7, C: 4.2 },
  { N: 3.4, E: 4.3, O: 3.2, A: 3.9, C: 2.8 },
  { N: 2.8, E: 2.2, O: 2.6, A: 3.2, C: 3.9 },
  { N: 3.9, E: 3.0, O: 4.4, A: 2.6, C: 2.4 },
  { N: 2.0, E: 3.8, O: 3.0, A: 4.3, C: 3.6 },
];

const ATTITUDE_PROFILES: Levels[] = [
  { discipline: 4.3, teamwork: 3.8, responsibility: 4.4, communication: 3.4, initiative: 4.0 },
  { discipline: 2.6, teamwork: 4.2, responsibility: 3.0, communication: 4.4, initiative: 3.2 },
  { discipline: 3.6, teamwork: 3.0, responsibility: 3.8, communication: 2.4, initiative: 2.2 },
  { discipline: 4.6, teamwork: 4.4, responsibility: 4.5, communication: 4.0, initiative: 3.8 },
  { discipline: 2.2, teamwork: 2.8, responsibility: 2.4, communication: 3.0, initiative: 2.6 },
];

/** Competency skill (chance of knowing a question) of the n-th student taking a test: varied, some fail. */
const SKILLS = [0.86, 0.55, 0.93, 0.4, 0.74, 0.66];

/** The demo student of the README: their results feed the recommendations. */
export const DEMO_STUDENT_EMAIL = 'siswa@jalurkarir.id';

/**
 * Who finished what: the demo student finishes RIASEC, Big Five, the attitude scale and the
 * competency test of their program; the first `limit` other students finish RIASEC and the
 * attitude scale, every third one also Big Five, and demo-school students of RPL, AKL and TKR
 * their competency test. Times: submitted on different days over the last three weeks.
 */
export function planAttempts(tests: PlannedTest[], students: DemoStudent[], now: Date, limit = 14): PlannedAttempt[] {
  const byKey = new Map(tests.map((t) => [t.key, t]));
  const ordered = [
    ...students.filter((s) => s.email === DEMO_STUDENT_EMAIL),
    ...students.filter((s) => s.email !== DEMO_STUDENT_EMAIL).slice(0, limit),
  ];
  const attempts: PlannedAttempt[] = [];
  const add = (key: string, student: DemoStudent, n: number, answers: (t: PlannedTest) => ScoringAnswer[]) => {
    const test = byKey.get(key);
    if (!test) return;
    const submittedAt = new Date(now.getTime() - (2 + ((n * 5 + key.length) % 19)) * 86_400_000 - (n % 7) * 3_600_000);
    const startedAt = new Date(submittedAt.getTime() - Math.min(test.minutes - 2, 6 + (n % 9)) * 60_000);
    const given = answers(test);
    attempts.push({
      testKey: key,
      studentId: student.id,
      startedAt,
      submittedAt,
      answers: given,
      result: scoreAttempt({ instrument: test.instrument, questions: scoringQuestions(test), answers: given, passingScore: test.passingScore }),
    });
  };
  let taken = 0;
  ordered.forEach((student, n) => {
    const demo = student.email === DEMO_STUDENT_EMAIL;
    const riasec = RIASEC_BY_PROGRAM[student.program ?? 'rpl'] ?? RIASEC_BY_PROGRAM.rpl ?? {};
    add('riasec', student, n, (t) => likertAnswers(t.questions, riasec, 1000 + n));
    add('attitude', student, n, (t) => likertAnswers(t.questions, ATTITUDE_PROFILES[n % ATTITUDE_PROFILES.length] ?? {}, 2000 + n));
    if (demo || n % 3 === 0)
      add('big-five', student, n, (t) => likertAnswers(t.questions, BIG_FIVE_PROFILES[n % BIG_FIVE_PROFILES.length] ?? {}, 3000 + n));
    const competency = `competency-${student.program ?? ''}`;
    if (student.demoSchool && byKey.has(competency)) {
      const skill = demo ? 0.88 : (SKILLS[taken++ % SKILLS.length] ?? 0.6);
      add(competency, student, n, (t) => choiceAnswers(t.questions, skill, 4000 + n));
    }
  });
  return attempts;
}
