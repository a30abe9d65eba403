import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import { certificatesOf } from '../src/modules/assessment/certificates-of.js';
import { assessmentCandidates, assessments, certificates, competencyCriteria, competencySchemes, users } from '../src/db/schema.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('assessment demo data', () => {
  it('has three schemes with KUK, a certificate for the demo student, a BK candidate and an upcoming assessment', async () => {
    const db = ctx.database.db;
    expect((await db.select({ n: count() }).from(competencySchemes))[0]?.n).toBe(3);
    expect((await db.select({ n: count() }).from(competencyCriteria))[0]?.n).toBe(36);
    const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@jalurkarir.id'));
    const certs = await db
      .select()
      .from(certificates)
      .where(eq(certificates.studentId, student?.id ?? ''));
    expect(certs).toHaveLength(1);
    const results = (await db.select({ result: assessmentCandidates.result }).from(assessmentCandidates)).map((r) => r.result);
    expect(results).toContain('not-yet-competent');
    expect(results).toContain(null);
    expect((await db.select().from(assessments).where(eq(assessments.status, 'scheduled'))).length).toBe(1);
  });
});

describe('certificatesOf (for the privacy projection)', () => {
  it('returns the demo student certificate with its derived status, and nothing for no ids', async () => {
    const db = ctx.database.db;
    const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@jalurkarir.id'));
    const certs = await certificatesOf(db, [student?.id ?? '']);
    expect(certs).toHaveLength(1);
    expect(certs[0]?.schemeCode).toBe('SKM-RPL-PJ-2026');
    expect(certs[0]?.status).toBe('valid');
    expect((await certificatesOf(db, [student?.id ?? ''], '2099-01-01'))[0]?.status).toBe('expired');
    expect(await certificatesOf(db, [])).toEqual([]);
  });
});
