import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opportunities, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * HR reads the match reasons about a student; the student reads them about themselves. On the
 * demo data, every reason the demo company gets for every ranked student of its open openings is
 * in the third person, and the student's own reasons still say "Anda"/"your" where they place them.
 */
describe('who the match reasons speak to', () => {
  const ctx = useTestApp();

  it('the company side never addresses HR as the student, in either language', async () => {
    const token = await login(ctx.app, DEMO.admin_perusahaan);
    const [me] = await ctx.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const own = await ctx.database.db
      .select({ id: opportunities.id, status: opportunities.status })
      .from(opportunities)
      .where(eq(opportunities.companyId, me!.companyId!));
    let sentences = 0;
    for (const { id } of own.filter((o) => o.status === 'open')) {
      const res = await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${id}&limit=100` });
      expect(res.statusCode, res.body).toBe(200);
      for (const item of res.json().data.items as { parts: { sentence: { id: string; en: string } }[] }[])
        for (const { sentence } of item.parts) {
          sentences += 1;
          expect(sentence.id).not.toMatch(/\b(Anda|kamu)\b/i);
          expect(sentence.en).not.toMatch(/\b(you|your)\b/i);
        }
    }
    expect(sentences, 'ranked students with reasons on the demo company').toBeGreaterThan(0);
  });

  it('the student side speaks to the student', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities?limit=20' });
    expect(res.statusCode, res.body).toBe(200);
    const partnership = (res.json().data.items as { parts: { key: string; sentence: { id: string; en: string } }[] }[]).flatMap((i) =>
      i.parts.filter((p) => p.key === 'partnership').map((p) => p.sentence),
    );
    expect(partnership.length).toBeGreaterThan(0);
    for (const s of partnership) {
      expect(s.id).toMatch(/^Sekolah Anda /);
      expect(s.en).toMatch(/^Your school /);
    }
  });
});
