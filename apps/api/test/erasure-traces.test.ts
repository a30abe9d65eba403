import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, erasureRequests, matchingChanges, matchingDataVersion, studentProfiles, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * After an approved erasure the account's id is nowhere: not in the tables that keep ids without a
 * foreign key (the ranking indexes' change log, the audit log), and — checked over the whole
 * database, every table and every column as text — not anywhere else either.
 */
describe('an approved erasure leaves no trace of the account id', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let studentId: string;
  let requestId: string;
  let schoolAdmin: string;

  beforeAll(async () => {
    schoolAdmin = await login(ctx.app, DEMO.admin_sekolah);
    // The demo data's pending erasure request (siswa17, the demo school).
    const [student] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'siswa17@jalurkarir.id'));
    studentId = student!.id;
    const [request] = await db()
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.studentId, studentId), eq(erasureRequests.status, 'pending')));
    requestId = request!.id;
  });

  /** The tables whose rows, read as text, contain `id`. */
  async function tablesHolding(id: string): Promise<string[]> {
    const tables = await db().execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const hits = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(name)} as r where r::text like ${`%${id}%`}`,
      );
      if (Number(hits.rows[0]?.n) > 0) found.push(name);
    }
    return found;
  }

  it('the change log, the audit log and every other table are free of it', async () => {
    // Traces the id leaves without a foreign key: a profile edit in the change log, an Admin power in the audit log.
    await db()
      .update(studentProfiles)
      .set({ updatedAt: sql`now()` })
      .where(eq(studentProfiles.userId, studentId));
    await db()
      .insert(auditLog)
      .values({ actorId: null, action: 'user.set-password', targetId: studentId, fields: ['password'], ip: null });
    expect((await db().select().from(matchingChanges).where(eq(matchingChanges.refId, studentId))).length).toBeGreaterThan(0);
    expect(await tablesHolding(studentId)).toContain('audit_log');

    const approved = await call(ctx.app, schoolAdmin, { method: 'POST', url: '/erasure-request/approve', payload: { id: requestId } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', outcome: 'deleted' });

    expect(await db().select().from(matchingChanges).where(eq(matchingChanges.refId, studentId))).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, studentId))).toEqual([]);
    expect(await tablesHolding(studentId)).toEqual([]);
    // The Admin power stays on record, without whom it was used on.
    expect(await db().select({ target: auditLog.targetId }).from(auditLog).where(eq(auditLog.action, 'user.set-password'))).toContainEqual({
      target: null,
    });
  });

  it('the ranking indexes still learn of it: a full reload is recorded under the erasure’s version', async () => {
    const [{ version }] = (await db().select({ version: matchingDataVersion.version }).from(matchingDataVersion)) as [{ version: number }];
    const newest = await db().select({ kind: matchingChanges.kind }).from(matchingChanges).where(eq(matchingChanges.version, version));
    expect(newest).toContainEqual({ kind: 'all' });
  });
});
