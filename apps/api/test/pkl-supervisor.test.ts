import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { companies, emailOutbox, pklJournalDays, pklPlacements, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * A company's PKL supervisor account (pembimbing industri, docs/pkl.md): the demo's pembimbing@ supervises
 * Fajar's and Salsabila's placements at PT Nusantara Teknologi Digital; Raka's is supervised by the company
 * admin (perusahaan@). The account reaches only the placements naming it, and only the company admin of
 * that company makes or deactivates such accounts.
 */
describe('PKL supervisor accounts', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const tokens = { admin: '', company: '', otherCompany: '', mentor: '' };
  const placement = { fajar: '', salsa: '', raka: '' };

  const placementOf = async (email: string) => {
    const [row] = await db()
      .select({ id: pklPlacements.id })
      .from(pklPlacements)
      .innerJoin(users, eq(users.id, pklPlacements.studentId))
      .where(eq(users.email, email));
    return row!.id;
  };

  beforeAll(async () => {
    tokens.admin = await login(ctx.app, DEMO.admin);
    tokens.company = await login(ctx.app, DEMO.admin_perusahaan);
    tokens.otherCompany = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    tokens.mentor = await login(ctx.app, 'pembimbing@jalurkarir.id');
    placement.fajar = await placementOf('siswa.pkl3@jalurkarir.id');
    placement.salsa = await placementOf('siswa.pkl4@jalurkarir.id');
    placement.raka = await placementOf('siswa.pkl@jalurkarir.id');
  });

  it('lists only the placements naming the account: Fajar and Salsabila, not Raka', async () => {
    const res = await call(ctx.app, tokens.mentor, { method: 'GET', url: '/pkl-placement/list' });
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json().data as Array<{ student_name: string }>).map((p) => p.student_name).sort();
    expect(names).toEqual(['Fajar Ramadhan', 'Salsabila Azzahra']);
    expect((await call(ctx.app, tokens.mentor, { method: 'GET', url: `/pkl-placement/detail?id=${placement.fajar}` })).statusCode).toBe(200);
    expect((await call(ctx.app, tokens.mentor, { method: 'GET', url: `/pkl-placement/detail?id=${placement.raka}` })).statusCode).toBe(404);
  });

  it('validates its own student’s days, but not another supervisor’s student’s', async () => {
    const waiting = (placementId: string) =>
      db()
        .select({ id: pklJournalDays.id })
        .from(pklJournalDays)
        .where(and(eq(pklJournalDays.placementId, placementId), eq(pklJournalDays.status, 'submitted')));
    const pending = await call(ctx.app, tokens.mentor, { method: 'GET', url: '/pkl-journal/pending' });
    expect(pending.statusCode).toBe(200);
    const pendingPlacements = new Set((pending.json().data as Array<{ placement_id: string }>).map((d) => d.placement_id));
    expect(pendingPlacements.has(placement.raka)).toBe(false);
    const [rakaDay] = await waiting(placement.raka);
    const refused = await call(ctx.app, tokens.mentor, {
      method: 'POST',
      url: '/pkl-journal/validate',
      payload: { ids: [rakaDay!.id], decision: 'validate' },
    });
    expect(refused.statusCode).toBe(404);
    const [fajarDay] = await waiting(placement.fajar);
    const ok = await call(ctx.app, tokens.mentor, {
      method: 'POST',
      url: '/pkl-journal/validate',
      payload: { ids: [fajarDay!.id], decision: 'validate' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await db().select({ status: pklJournalDays.status }).from(pklJournalDays).where(eq(pklJournalDays.id, fajarDay!.id));
    expect(after!.status).toBe('validated');
  });

  it('reaches nothing else of the company: openings, applicants, student search, partnerships, company profile', async () => {
    for (const url of [
      '/opportunity/list',
      '/application/list',
      '/recommendation/students',
      '/partnership/list',
      '/invitation/candidates',
      '/user/company-profile',
      '/admin-perusahaan/list',
      '/pkl-supervisor/list',
      `/pkl-placement/report?id=${placement.fajar}`,
    ]) {
      expect((await call(ctx.app, tokens.mentor, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    const answer = await call(ctx.app, tokens.mentor, {
      method: 'POST',
      url: `/pkl-placement/answer?id=${placement.fajar}`,
      payload: { decision: 'confirm' },
    });
    expect(answer.statusCode).toBe(403);
    // Its home's summary names no company record.
    const summary = await call(ctx.app, tokens.mentor, { method: 'GET', url: '/dashboard/summary' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual({ role: 'admin_perusahaan', company: null });
    // Its own account it still reads.
    const me = await call(ctx.app, tokens.mentor, { method: 'GET', url: '/user/profile' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'admin_perusahaan', pkl_supervisor: true });
  });

  it('the company admin creates one for its own company: verified, invited by e-mail, never with a role or flag from the request', async () => {
    const res = await call(ctx.app, tokens.company, {
      method: 'POST',
      url: '/pkl-supervisor/create',
      payload: { name: 'Bima Santoso', email: 'Bima@Digital.id', phone: '081277776666' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Bima Santoso',
      email: 'bima@digital.id',
      pkl_supervisor: true,
      has_password: false,
      placements: 0,
    });
    const [digital] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital'));
    const [account] = await db().select().from(users).where(eq(users.email, 'bima@digital.id'));
    expect(account).toMatchObject({ role: 'admin_perusahaan', companyId: digital!.id, pklSupervisor: true, verified: true, status: 'active' });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'bima@digital.id')).orderBy(desc(emailOutbox.createdAt));
    const token = /token=([\w-]+)/.exec(mail!.bodyText)![1];
    const reset = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'SandiBima123' } });
    expect(reset.statusCode).toBe(200);
    const session = await login(ctx.app, 'bima@digital.id', 'SandiBima123');
    expect((await call(ctx.app, session, { method: 'GET', url: '/opportunity/list' })).statusCode).toBe(403);
    // Role, company or flag in the body: refused, nothing made.
    for (const extra of [{ role: 'admin' }, { pkl_supervisor: false }, { company_id: digital!.id }]) {
      const bad = await call(ctx.app, tokens.company, {
        method: 'POST',
        url: '/pkl-supervisor/create',
        payload: { name: 'Cici', email: 'cici@digital.id', ...extra },
      });
      expect(bad.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await db().select({ id: users.id }).from(users).where(eq(users.email, 'cici@digital.id'))).toEqual([]);
    // The same e-mail twice: 409 on the field.
    const twice = await call(ctx.app, tokens.company, {
      method: 'POST',
      url: '/pkl-supervisor/create',
      payload: { name: 'Bima', email: 'bima@digital.id' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.email).toBeTruthy();
  });

  it('only the company admin of that company makes, lists or deactivates them: not another company, not the supervisor, not the Admin', async () => {
    const [mentor] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'pembimbing@jalurkarir.id'));
    const payload = { name: 'Dodi', email: 'dodi@digital.id' };
    expect((await call(ctx.app, tokens.mentor, { method: 'POST', url: '/pkl-supervisor/create', payload })).statusCode).toBe(403);
    expect((await call(ctx.app, tokens.admin, { method: 'POST', url: '/pkl-supervisor/create', payload })).statusCode).toBe(403);
    const other = await call(ctx.app, tokens.otherCompany, { method: 'GET', url: '/pkl-supervisor/list' });
    expect((other.json().data as Array<{ email: string }>).map((s) => s.email)).not.toContain('pembimbing@jalurkarir.id');
    const foreign = await call(ctx.app, tokens.otherCompany, { method: 'POST', url: `/pkl-supervisor/deactivate?id=${mentor!.id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await call(ctx.app, tokens.mentor, { method: 'POST', url: `/pkl-supervisor/deactivate?id=${mentor!.id}` })).statusCode).toBe(403);
    // The company admin itself is not a supervisor account: not deactivated from here.
    const [hendra] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    expect((await call(ctx.app, tokens.company, { method: 'POST', url: `/pkl-supervisor/deactivate?id=${hendra!.id}` })).statusCode).toBe(404);
  });

  it('the company admin names a supervisor account of its own company on a placement, not another company’s account', async () => {
    const list = await call(ctx.app, tokens.company, { method: 'GET', url: '/pkl-supervisor/list' });
    const mentor = (list.json().data as Array<{ id: string; email: string; placements: number }>).find(
      (s) => s.email === 'pembimbing@jalurkarir.id',
    )!;
    expect(mentor.placements).toBe(2);
    const named = await call(ctx.app, tokens.company, {
      method: 'POST',
      url: `/pkl-placement/update?id=${placement.raka}`,
      payload: { industry_supervisor_id: mentor.id },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.industry_supervisor_name).toBe('Dian Kusuma');
    expect((await call(ctx.app, tokens.mentor, { method: 'GET', url: `/pkl-placement/detail?id=${placement.raka}` })).statusCode).toBe(200);
    const [rudi] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'perusahaan.otomotif@jalurkarir.id'));
    const foreign = await call(ctx.app, tokens.company, {
      method: 'POST',
      url: `/pkl-placement/update?id=${placement.raka}`,
      payload: { industry_supervisor_id: rudi!.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.industry_supervisor_id).toBeTruthy();
  });

  it('a deactivated supervisor account is signed out at once and cannot be named on a placement', async () => {
    const created = await call(ctx.app, tokens.company, {
      method: 'POST',
      url: '/pkl-supervisor/create',
      payload: { name: 'Eka', email: 'eka@digital.id' },
    });
    const id = created.json().data.id as string;
    const off = await call(ctx.app, tokens.company, { method: 'POST', url: `/pkl-supervisor/deactivate?id=${id}` });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('not_activated');
    const named = await call(ctx.app, tokens.company, {
      method: 'POST',
      url: `/pkl-placement/update?id=${placement.salsa}`,
      payload: { industry_supervisor_id: id },
    });
    expect(named.statusCode).toBe(400);
    // The demo supervisor: its session ends on deactivation, and works again once reactivated and signed in.
    const [mentor] = await db()
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['pembimbing@jalurkarir.id']));
    await call(ctx.app, tokens.company, { method: 'POST', url: `/pkl-supervisor/deactivate?id=${mentor!.id}` });
    expect((await call(ctx.app, tokens.mentor, { method: 'GET', url: '/pkl-placement/list' })).statusCode).toBe(401);
    const on = await call(ctx.app, tokens.company, { method: 'POST', url: `/pkl-supervisor/activate?id=${mentor!.id}` });
    expect(on.json().data.status).toBe('active');
    tokens.mentor = await login(ctx.app, 'pembimbing@jalurkarir.id');
  });

  it('the supervisor cannot make itself a company admin through its own profile', async () => {
    const res = await call(ctx.app, tokens.mentor, { method: 'POST', url: '/user/profile-update', payload: { pkl_supervisor: false } });
    expect(res.statusCode).toBe(400);
    const role = await call(ctx.app, tokens.mentor, { method: 'POST', url: '/user/profile-update', payload: { role: 'admin' } });
    expect(role.statusCode).toBe(400);
    const [me] = await db().select({ flag: users.pklSupervisor, role: users.role }).from(users).where(eq(users.email, 'pembimbing@jalurkarir.id'));
    expect(me).toEqual({ flag: true, role: 'admin_perusahaan' });
    // The company's applicants' notices do not reach it: it is not one of the company's admins.
    const admins = await call(ctx.app, tokens.company, { method: 'GET', url: '/admin-perusahaan/list' });
    expect((admins.json().data as Array<{ email: string }>).map((a) => a.email)).not.toContain('pembimbing@jalurkarir.id');
  });
});
