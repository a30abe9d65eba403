import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opportunities } from '../src/db/schema.js';
import { call, login, useTestApp } from './helpers.js';

/**
 * The adverse-impact check shows in the demo (docs/matching.md): PT Otomotif Jaya Abadi's "Staf
 * Administrasi Keuangan" in Surabaya (seed/fair-hiring.ts) weighs program 30, location 30,
 * experience 30 and competency 10 (no AKL test taken: 0), so each seeded student's score is worked
 * out by hand: 30 for the program; + 30 living in Surabaya, 21 in Sidoarjo (same province), 15
 * elsewhere and willing to move, 3 elsewhere; + 30 × (0.5 + 0.5 × months/6) for 1–6 months of PKL
 * (17.5, 20, 22.5, 25, 27.5, 30), 0 for none. At or above the cut-off 70:
 * - L, 11 seeded: Surabaya 90, 85, 80, 60; Sidoarjo 81, 73.5, 51; Semarang 75, 65, 60.5, 33 → 6 of 11;
 * - P, 11 seeded and Sari P. (the demo's AKL student of SMK Negeri 1 Jakarta, visible with her
 *   guardian's consent: 39.3): Surabaya 87.5, 82.5, 77.5; Sidoarjo 78.5, 76, 68.5; Semarang 72.5,
 *   67.5, 45, 63, 53 → 6 of 12.
 * Ratio (6/12) / (6/11) = 11/12 = 0.917: not flagged.
 */
const ctx = useTestApp();

describe('the demo’s adverse-impact check', () => {
  it('shows for the finance-administration opening with the seeded group counts', async () => {
    const [opening] = await ctx.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.title, 'Staf Administrasi Keuangan'));
    const token = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    const res = await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${opening!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const { adverseImpact, items } = res.json().data;
    expect(adverseImpact).toEqual({
      shown: true,
      groups: [
        { group: 'L', count: 11, selected: 6, rate: 6 / 11 },
        { group: 'P', count: 12, selected: 6, rate: 6 / 12 },
      ],
      ratio: 0.917,
      flagged: false,
    });
    // The company sees the 23 ranked, best first, every score a different one.
    expect(items.map((i: { total: number }) => i.total)).toEqual([
      90, 87.5, 85, 82.5, 81, 80, 78.5, 77.5, 76, 75, 73.5, 72.5, 68.5, 67.5, 65, 63, 60.5, 60, 53, 51, 45, 39.3, 33,
    ]);
  });
});
