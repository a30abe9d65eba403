import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, scopeFor, type ActionOf, type PermissionModel, type Principal, businessToday } from '@jalurkarir/shared';
import { pklJournalDays, pklPeriods, pklPlacements, users } from '../src/db/schema.js';

import { call, DEMO, login, useTestApp } from './helpers.js';

type PklModel = Extract<PermissionModel, `pkl-${string}`>;
interface Endpoint {
  model: PklModel;
  action: string;
  method: 'GET' | 'POST';
  url: () => string;
  payload?: () => object;
}

/**
 * Every PKL route × every principal (the seven roles and a visitor): a principal the table refuses
 * gets 401 (visitor) or 403, before the body is read; one it grants passes the permission hook
 * (whatever the rule then says: 200, 400, 404 or 409, never 401/403/500). The industry supervisor is
 * a company admin of the company, or a PKL supervisor account of it (`pembimbing_industri`, the demo's
 * pembimbing@), a principal of its own here (docs/pkl.md).
 */
describe('PKL role × endpoint cells', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal, string | null>;
  const ids = { placement: '', period: '', day: '' };

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.pembimbing_industri = await login(ctx.app, 'pembimbing@jalurkarir.id');
    t.anonymous = null;
    const [raka] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'siswa.pkl@jalurkarir.id'));
    const [p] = await db()
      .select({ id: pklPlacements.id, period: pklPlacements.periodId })
      .from(pklPlacements)
      .where(eq(pklPlacements.studentId, raka!.id));
    ids.placement = p!.id;
    ids.period = p!.period;
    const [d] = await db().select({ id: pklJournalDays.id }).from(pklJournalDays).where(eq(pklJournalDays.placementId, p!.id)).limit(1);
    ids.day = d!.id;
    expect((await db().select({ id: pklPeriods.id }).from(pklPeriods)).length).toBeGreaterThan(0);
  });

  const q = () => `?id=${ids.placement}`;
  const NIL = '00000000-0000-4000-8000-000000000000';
  const ENDPOINTS: Endpoint[] = [
    { model: 'pkl-period', action: 'list', method: 'GET', url: () => '/pkl-period/list' },
    { model: 'pkl-period', action: 'detail', method: 'GET', url: () => `/pkl-period/detail?id=${ids.period}` },
    { model: 'pkl-period', action: 'create', method: 'POST', url: () => '/pkl-period/create', payload: () => ({ name: 'x' }) },
    { model: 'pkl-period', action: 'update', method: 'POST', url: () => `/pkl-period/update?id=${ids.period}`, payload: () => ({ name: 'x' }) },
    { model: 'pkl-period', action: 'delete', method: 'POST', url: () => `/pkl-period/delete?id=00000000-0000-4000-8000-000000000000` },
    { model: 'pkl-placement', action: 'list', method: 'GET', url: () => '/pkl-placement/list' },
    { model: 'pkl-placement', action: 'detail', method: 'GET', url: () => `/pkl-placement/detail${q()}` },
    { model: 'pkl-placement', action: 'create', method: 'POST', url: () => '/pkl-placement/create', payload: () => ({}) },
    { model: 'pkl-placement', action: 'update', method: 'POST', url: () => `/pkl-placement/update${q()}`, payload: () => ({}) },
    { model: 'pkl-placement', action: 'propose', method: 'POST', url: () => '/pkl-placement/propose', payload: () => ({}) },
    {
      model: 'pkl-placement',
      action: 'approve',
      method: 'POST',
      url: () => `/pkl-placement/approve${q()}`,
      payload: () => ({ decision: 'approve' }),
    },
    { model: 'pkl-placement', action: 'answer', method: 'POST', url: () => `/pkl-placement/answer${q()}`, payload: () => ({ decision: 'confirm' }) },
    { model: 'pkl-placement', action: 'cancel', method: 'POST', url: () => `/pkl-placement/cancel${q()}`, payload: () => ({}) },
    { model: 'pkl-placement', action: 'finish', method: 'POST', url: () => `/pkl-placement/finish${q()}` },
    {
      model: 'pkl-placement',
      action: 'visit',
      method: 'POST',
      url: () => '/pkl-placement/visit',
      payload: () => ({ placement_id: ids.placement, date: '2999-01-01', notes: 'Kunjungan' }),
    },
    { model: 'pkl-placement', action: 'overview', method: 'GET', url: () => '/pkl-placement/overview' },
    { model: 'pkl-placement', action: 'export', method: 'GET', url: () => '/pkl-placement/export' },
    { model: 'pkl-placement', action: 'report', method: 'GET', url: () => `/pkl-placement/report${q()}` },
    { model: 'pkl-journal', action: 'pending', method: 'GET', url: () => '/pkl-journal/pending' },
    {
      model: 'pkl-journal',
      action: 'upsert',
      method: 'POST',
      url: () => '/pkl-journal/upsert',
      payload: () => ({ placement_id: ids.placement, date: '2999-01-01', attendance: 'izin' }),
    },
    {
      model: 'pkl-journal',
      action: 'validate',
      method: 'POST',
      url: () => '/pkl-journal/validate',
      payload: () => ({ ids: [], decision: 'validate' }),
    },
    { model: 'pkl-journal', action: 'comment', method: 'POST', url: () => `/pkl-journal/comment?id=${ids.day}`, payload: () => ({ comment: '' }) },
    { model: 'pkl-journal', action: 'photo', method: 'GET', url: () => `/pkl-journal/photo?id=${ids.day}` },
    { model: 'pkl-journal', action: 'upload-photo', method: 'POST', url: () => `/pkl-journal/upload-photo?id=${ids.day}`, payload: () => ({}) },
    { model: 'pkl-evaluation', action: 'aspects', method: 'GET', url: () => '/pkl-evaluation/aspects?program=rpl' },
    {
      model: 'pkl-evaluation',
      action: 'update-aspects',
      method: 'POST',
      url: () => '/pkl-evaluation/update-aspects',
      payload: () => ({ program: 'rpl', aspects: [] }),
    },
    {
      model: 'pkl-evaluation',
      action: 'score',
      method: 'POST',
      url: () => `/pkl-evaluation/score?placement_id=${ids.placement}`,
      payload: () => ({ scores: [] }),
    },
    { model: 'pkl-supervisor', action: 'list', method: 'GET', url: () => '/pkl-supervisor/list' },
    { model: 'pkl-supervisor', action: 'create', method: 'POST', url: () => '/pkl-supervisor/create', payload: () => ({}) },
    { model: 'pkl-supervisor', action: 'deactivate', method: 'POST', url: () => `/pkl-supervisor/deactivate?id=${NIL}` },
    { model: 'pkl-supervisor', action: 'activate', method: 'POST', url: () => `/pkl-supervisor/activate?id=${NIL}` },
  ];

  for (const e of ENDPOINTS) {
    for (const principal of [...ROLES, 'pembimbing_industri', 'anonymous'] as Principal[]) {
      const allowed = scopeFor(principal, e.model, e.action as ActionOf<typeof e.model>) !== null;
      it(`${principal} ${allowed ? 'passes' : 'is refused'} ${e.method} ${e.model}/${e.action}`, async () => {
        const res = await call(ctx.app, t[principal], { method: e.method, url: e.url(), payload: e.payload?.() });
        if (!allowed) expect(res.statusCode).toBe(principal === 'anonymous' ? 401 : 403);
        else {
          expect([401, 403], res.body).not.toContain(res.statusCode);
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
      });
    }
  }

  it('a refused write changes nothing (the journal day of the student stays as it was)', async () => {
    const [before] = await db().select({ updated: pklJournalDays.updatedAt }).from(pklJournalDays).where(eq(pklJournalDays.id, ids.day));
    await call(ctx.app, t.guru, { method: 'POST', url: '/pkl-journal/validate', payload: { ids: [ids.day], decision: 'validate' } });
    await call(ctx.app, t.siswa, {
      method: 'POST',
      url: '/pkl-journal/upsert',
      payload: { placement_id: ids.placement, date: businessToday(), attendance: 'izin' },
    });
    const [after] = await db().select({ updated: pklJournalDays.updatedAt }).from(pklJournalDays).where(eq(pklJournalDays.id, ids.day));
    expect(after!.updated.getTime()).toBe(before!.updated.getTime());
  });
});
