import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZCreateOpportunity } from '@jalurkarir/shared';
import { companies, notifications, opportunities, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

/**
 * An opening's quota (docs/applications.md, "Opening quota"): the hire that fills the last place
 * closes the opening and tells the company's admins. siswa01, siswa04 and siswa05 are verified demo
 * students who may apply.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const t = {} as Record<'company' | 'siswa01' | 'siswa04' | 'siswa05', string>;
let companyId = '';
let adminId = '';

const openingWithQuota = (title: string, quota: number | null) => newOpening(db(), companyId, title, { quota });
async function applyAndHire(student: 'siswa01' | 'siswa04' | 'siswa05', openingId: string) {
  const applied = await call(ctx.app, t[student], { method: 'POST', url: '/application/apply', payload: { opportunity_id: openingId } });
  expect(applied.statusCode).toBe(200);
  const moved = await call(ctx.app, t.company, {
    method: 'POST',
    url: `/application/move?id=${applied.json().data.id}`,
    payload: { stage: 'hired' },
  });
  expect(moved.statusCode).toBe(200);
}
const statusOf = async (id: string) =>
  (await db().select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id)))[0]!.status;
const filledNotices = async () =>
  db()
    .select({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, adminId), eq(notifications.kind, 'opening-filled')));

beforeAll(async () => {
  t.company = await login(ctx.app, DEMO.admin_perusahaan);
  for (const s of ['siswa01', 'siswa04', 'siswa05'] as const) t[s] = await login(ctx.app, `${s}@jalurkarir.id`);
  companyId = (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital')))[0]!.id;
  adminId = (await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin_perusahaan)))[0]!.id;
});

describe('opening quota', () => {
  it('is an optional whole number of at least 1 in the shared schema', () => {
    const base = {
      title: 'Teknisi',
      company_id: '0b6f2b5e-4d2a-4c1e-9a55-1f2d3c4b5a69',
      contract_type: 'full_time',
      career_level: 'entry',
      qualification: 'SMK',
    };
    const quotaError = (quota: unknown) => ZCreateOpportunity.safeParse({ ...base, quota }).error?.issues.some((i) => i.path[0] === 'quota') ?? false;
    expect(quotaError(0)).toBe(true);
    expect(quotaError(1.5)).toBe(true);
    expect(quotaError(1)).toBe(false);
    expect(quotaError(undefined)).toBe(false);
  });

  it('closes the opening on the hire that fills its last place, and tells the company once', async () => {
    const before = (await filledNotices()).length;
    const id = await openingWithQuota('Teknisi Kuota Dua', 2);
    await applyAndHire('siswa01', id);
    expect(await statusOf(id)).toBe('open');
    expect(await filledNotices()).toHaveLength(before);
    await applyAndHire('siswa04', id);
    expect(await statusOf(id)).toBe('closed');
    const notices = await filledNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toEqual({ params: { opening: 'Teknisi Kuota Dua', quota: 2 }, link: '/md-opportunity' });
    // Closed: nobody else can apply.
    const late = await call(ctx.app, t.siswa05, { method: 'POST', url: '/application/apply', payload: { opportunity_id: id } });
    expect(late.statusCode).toBe(400);
  });

  it('leaves an opening without a quota open whatever the hires', async () => {
    const id = await openingWithQuota('Teknisi Tanpa Kuota', null);
    await applyAndHire('siswa05', id);
    expect(await statusOf(id)).toBe('open');
  });
});
