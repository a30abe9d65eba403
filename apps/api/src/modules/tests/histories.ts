// What students and staff read of attempts after the fact: a student's latest result per instrument
// and the paged history of attempts, both within the caller's attempt scope.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { kindsOfGroup, type Scope, type TestGroup } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { testAttempts, tests } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { attemptScope, attemptStudent, expireDue } from './engine.js';

export interface HistoryQuery {
  group?: TestGroup | undefined;
  student_id?: string | undefined;
  test_id?: string | undefined;
  page: number;
  per_page: number;
}

/** The student's latest submitted result per instrument (and program), newest first, within `scope`. */
export async function latestResults(db: Db, scope: Scope, caller: Caller, studentId: string, at: Date) {
  await expireDue(db, at, eq(testAttempts.studentId, studentId));
  const rows = await db
    .select({
      attempt_id: testAttempts.id,
      test_id: testAttempts.testId,
      name_id: tests.nameId,
      name_en: tests.nameEn,
      instrument: tests.instrument,
      kind: tests.kind,
      program: tests.program,
      submitted_at: testAttempts.submittedAt,
      result: testAttempts.result,
    })
    .from(testAttempts)
    .innerJoin(tests, eq(tests.id, testAttempts.testId))
    .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
    .where(
      and(
        attemptScope(scope, caller),
        eq(testAttempts.studentId, studentId),
        eq(testAttempts.status, 'submitted'),
        sql`${testAttempts.result} is not null`,
      ),
    )
    .orderBy(desc(testAttempts.submittedAt));
  const seen = new Set<string>();
  // Both names: the web shows the reader's language, and the Indonesian one where the English is missing.
  return rows.flatMap(({ name_id, name_en, program, result, ...r }) => {
    const key = `${r.instrument}:${program ?? ''}`;
    if (seen.has(key) || !result) return [];
    seen.add(key);
    return [{ ...r, test_name_id: name_id, test_name_en: name_en, result }];
  });
}

/**
 * A page of attempts within `scope`, newest first, with the total. Overdue attempts are closed first:
 * only `expireWhere`'s (a student's own) or, without it, every one.
 */
export async function attemptHistory(db: Db, scope: Scope, caller: Caller | null, q: HistoryQuery, at: Date, expireWhere: SQL | undefined) {
  const inScope = attemptScope(scope, caller);
  await expireDue(db, at, expireWhere);
  const where = and(
    inScope,
    q.group ? inArray(tests.kind, kindsOfGroup(q.group)) : undefined,
    q.student_id ? eq(testAttempts.studentId, q.student_id) : undefined,
    q.test_id ? eq(testAttempts.testId, q.test_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: testAttempts.id,
        test_id: testAttempts.testId,
        test_name_id: tests.nameId,
        test_name_en: tests.nameEn,
        kind: tests.kind,
        instrument: tests.instrument,
        program: tests.program,
        student_id: testAttempts.studentId,
        student_name: attemptStudent.name,
        status: testAttempts.status,
        started_at: testAttempts.startedAt,
        deadline: testAttempts.deadline,
        submitted_at: testAttempts.submittedAt,
        auto_submitted: testAttempts.autoSubmitted,
        score: testAttempts.score,
        duration_seconds: sql<number | null>`extract(epoch from (${testAttempts.submittedAt} - ${testAttempts.startedAt}))::int`,
        result: testAttempts.result,
      })
      .from(testAttempts)
      .innerJoin(tests, eq(tests.id, testAttempts.testId))
      .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
      .where(where)
      .orderBy(desc(testAttempts.startedAt), desc(testAttempts.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(testAttempts)
      .innerJoin(tests, eq(tests.id, testAttempts.testId))
      .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return { data: rows, total: n, page: q.page, per_page: q.per_page, total_pages: Math.ceil(n / q.per_page) };
}
