import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, DEMO, login, type TestContext } from './helpers.js';

/**
 * A list expected to be larger than LIST_EXACT_COUNT_UP_TO shows the planner's estimate as its
 * total instead of counting every row; a smaller one (or a narrow search) is counted exactly.
 * The threshold is set tiny here so the 33 demo students (26, and 7 in PKL: seed/pkl.ts) count as a "large" list.
 */
describe('list totals: exact for small lists, estimated for very large ones', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp({ LIST_EXACT_COUNT_UP_TO: '3' });
    // Estimates come from table statistics, which autovacuum keeps in a running database.
    await ctx.database.db.execute(sql`ANALYZE`);
    admin = await login(ctx.app, DEMO.admin);
  });
  afterAll(async () => ctx.close());

  it('estimates the total of a list the planner expects to be large, and still serves its rows', async () => {
    const res = (await call(ctx.app, admin, { method: 'GET', url: '/siswa/list?per_page=5' })).json();
    expect(res.total_estimated).toBe(true);
    expect(res.total).toBeGreaterThan(3);
    expect(res.total_pages).toBe(Math.ceil(res.total / 5));
    expect(res.data).toHaveLength(5);
  });

  it('counts exactly when the search narrows the list below the threshold', async () => {
    const res = (await call(ctx.app, admin, { method: 'GET', url: '/siswa/list?search=0061234501' })).json();
    expect(res).toMatchObject({ total: 1, total_pages: 1 });
    expect(res.total_estimated).toBeUndefined();
  });

  it('with the default threshold the demo lists are counted exactly', async () => {
    const plain = await createTestApp();
    try {
      const token = await login(plain.app, DEMO.admin);
      const res = (await call(plain.app, token, { method: 'GET', url: '/siswa/list' })).json();
      expect(res.total_estimated).toBeUndefined();
      // 33 demo students and the 22 AKL students of the adverse-impact demo (seed/fair-hiring.ts).
      expect(res.total).toBe(55);
    } finally {
      await plain.close();
    }
  });
});
