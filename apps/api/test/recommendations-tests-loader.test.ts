import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testAttempts, users } from '../src/db/schema.js';
import { loadStudents, readVersion } from '../src/modules/recommendations/loader.js';
import { DEMO, useTestApp } from './helpers.js';

/**
 * The matching features read from the other domains' tables, on the demo
 * data, and the data version every API process compares before it answers.
 */
describe('recommendations read the other domains', () => {
  const ctx = useTestApp();

  async function demoStudentId() {
    const [me] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    return me!.id;
  }

  it("merges the demo student's test results, certificates, experience and relocation into the features", async () => {
    const [features] = await loadStudents(ctx.database.db, [await demoStudentId()]);
    expect(features).toBeDefined();
    expect(Object.keys(features!.riasec ?? {}).sort()).toEqual(['A', 'C', 'E', 'I', 'R', 'S']);
    expect(features!.attitude).toEqual(expect.any(Number));
    expect(features!.competency.rpl).toEqual(expect.any(Number));
    expect(features!.schemes).toContain('SKM-RPL-PJ-2026');
    expect(features!.experienceMonths).toBeGreaterThan(0);
    expect(typeof features!.willingToRelocate).toBe('boolean');
  });

  it('the latest submitted result counts, an attempt in progress does not', async () => {
    const db = ctx.database.db;
    const id = await demoStudentId();
    const [before] = await loadStudents(db, [id]);
    const [latest] = await db
      .select({ id: testAttempts.id, testId: testAttempts.testId, result: testAttempts.result })
      .from(testAttempts)
      .where(sql`${testAttempts.studentId} = ${id} and ${testAttempts.result}->>'instrument' = 'attitude-scale'`);
    expect(latest).toBeDefined();
    // A newer attempt of the same test, still in progress, with a different (unscored) result: ignored.
    await db.execute(sql`insert into test_attempts (test_id, student_id, attempt_no, status, deadline)
      values (${latest!.testId}, ${id}, 99, 'in_progress', now() + interval '1 hour')`);
    const [after] = await loadStudents(db, [id]);
    expect(after!.attitude).toBe(before!.attitude);
  });

  it('the data version moves with a write the features depend on, in its transaction, and not with an autosave', async () => {
    const db = ctx.database.db;
    const id = await demoStudentId();
    const v0 = (await readVersion(db)).version;
    await db.execute(sql`update test_attempts set current_question = 3 where student_id = ${id}`);
    expect((await readVersion(db)).version).toBe(v0);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into student_experiences (user_id, kind, position, company, date_from, date_to)
          values (${id}, 'work', 'Kasir paruh waktu', 'Toko Sinar Jaya', '2025-07-01', '2025-09-01')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await readVersion(db)).version, 'a rolled-back write leaves the version').toBe(v0);
    await db.execute(sql`insert into student_experiences (user_id, kind, position, company, date_from, date_to)
      values (${id}, 'work', 'Kasir paruh waktu', 'Toko Sinar Jaya', '2025-07-01', '2025-09-01')`);
    const v1 = (await readVersion(db)).version;
    expect(v1).not.toBe(v0);
    const [features] = await loadStudents(db, [id]);
    expect(features!.experienceMonths).toBeGreaterThanOrEqual(2);
  });
});
