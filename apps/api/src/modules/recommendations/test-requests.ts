// A recommendation gap that asks for a competency test the student has not taken: where the test is
// (assigned to them: take it), or a request to the school's staff when nobody has assigned it yet.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { TEST_MESSAGES, type CompetencyTestAccess, type Gap, type Lang } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { testRequests, tests } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { notify } from '../notifications/notify.js';
import { schoolStaffIds } from '../pkl/pkl-common.js';
import { assignedTo } from '../tests/engine.js';

interface Student {
  id: string;
  schoolId: string | null;
}

/**
 * The published competency tests of `areas` the student's school may assign (the Admin's and the
 * school's own), whether each is assigned to the student and whether the student asked for it.
 */
function competencyTests(db: Db, me: Student, areas: readonly string[]) {
  return db
    .select({
      id: tests.id,
      program: tests.program,
      name_id: tests.nameId,
      name_en: tests.nameEn,
      assigned: sql<boolean>`${assignedTo(sql.raw('"tests"."id"'), sql`${me.id}::uuid`)}`,
      asked: sql<boolean>`exists (select 1 from ${testRequests} tr where tr.test_id = "tests"."id" and tr.student_id = ${me.id}::uuid)`,
    })
    .from(tests)
    .where(
      and(
        eq(tests.kind, 'competency'),
        eq(tests.published, true),
        sql`${tests.questionCount} > 0`,
        inArray(tests.program, [...areas]),
        me.schoolId ? or(isNull(tests.schoolId), eq(tests.schoolId, me.schoolId)) : isNull(tests.schoolId),
      ),
    )
    .orderBy(asc(tests.nameId), asc(tests.id));
}

/**
 * For each area of an untaken competency test among `gaps`, the test the student would take: one
 * assigned to them first (`available`), else the first by name (`asked` once requested, else `ask`).
 * An area without any such test is left out: the gap then opens nothing.
 */
export async function competencyTestAccess(db: Db, me: Student, gaps: readonly Gap[]): Promise<CompetencyTestAccess[]> {
  const areas = [...new Set(gaps.flatMap((g) => (g.area ? [g.area] : [])))];
  if (areas.length === 0) return [];
  const rows = await competencyTests(db, me, areas);
  return areas.flatMap((area) => {
    const ofArea = rows.filter((r) => r.program === area);
    const pick = ofArea.find((r) => r.assigned) ?? ofArea[0];
    if (!pick) return [];
    const state = pick.assigned ? 'available' : pick.asked ? 'asked' : 'ask';
    return [{ area, test_id: pick.id, name_id: pick.name_id, name_en: pick.name_en, state }];
  });
}

/**
 * The student asks their school for a competency test not assigned to them: recorded once per student
 * and test, and the school's Admin Sekolah (who assign tests) and Guru (who teach the student) are told (in the app, and by e-mail as each chose).
 * A test already assigned, or asked for before, is refused with a sentence that says so.
 */
export async function requestTest(db: Db, me: Student & { name: string }, testId: string, lang: Lang) {
  const schoolId = me.schoolId;
  if (!schoolId) throw notFound();
  const [test] = await competencyTestById(db, me, testId);
  if (!test) throw notFound();
  if (test.assigned) throw refusal(409, 'ALREADY_ASSIGNED', lang);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(testRequests)
      .values({ studentId: me.id, testId, schoolId })
      .onConflictDoNothing({ target: [testRequests.studentId, testRequests.testId] })
      .returning({ id: testRequests.id });
    if (inserted.length === 0) throw refusal(409, 'ALREADY_REQUESTED', lang);
    const [admins, teachers] = await Promise.all([schoolStaffIds(tx, schoolId, ['admin_sekolah']), schoolStaffIds(tx, schoolId, ['guru'])]);
    const params = { student: me.name, test: { id: test.name_id, en: test.name_en } };
    // The school admin assigns tests: their link opens the assignment with this student picked.
    await notify(tx, { kind: 'test-requested', userIds: admins, params, link: `/test-assignment?test=${testId}&student=${me.id}` });
    await notify(tx, { kind: 'test-requested', userIds: teachers, params });
    return { test_id: testId, notified: admins.length + teachers.length };
  });
}

/** One competency test the student's school may assign, by id (with whether it is assigned to the student). */
function competencyTestById(db: Db, me: Student, testId: string) {
  return db
    .select({
      name_id: tests.nameId,
      name_en: tests.nameEn,
      assigned: sql<boolean>`${assignedTo(sql.raw('"tests"."id"'), sql`${me.id}::uuid`)}`,
    })
    .from(tests)
    .where(
      and(
        eq(tests.id, testId),
        eq(tests.kind, 'competency'),
        eq(tests.published, true),
        me.schoolId ? or(isNull(tests.schoolId), eq(tests.schoolId, me.schoolId)) : isNull(tests.schoolId),
      ),
    );
}

function refusal(status: number, key: 'ALREADY_ASSIGNED' | 'ALREADY_REQUESTED', lang: Lang): AppError {
  const message = TEST_MESSAGES[key][lang];
  return new AppError(status, 'DUPLICATE', { test_id: message }, undefined, message);
}
