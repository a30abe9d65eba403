import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cellScope, COMPANY_STUDENT_VIEW_KEYS, type Permission } from '@jalurkarir/shared';
import { companies, guardianConsents, studentPrivacy, studentProfiles, users } from '../src/db/schema.js';
import { visibleToCompaniesWhere } from '../src/modules/privacy/visibility.js';
import { isGuardedPath } from '../src/plugins/permission.js';
import { hashPassword } from '../src/lib/passwords.js';
import { call, DEMO, DEMO_PASSWORD, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

/**
 * The privacy rule as a policy (docs/privacy.md): a company never sees a student who is not visible
 * — not visible, a minor without a granted consent, a withdrawn consent, unverified, inactive —
 * through any endpoint it may call. The walk goes over every GET route the app registers that a
 * company admin may call, so a new endpoint is checked without being listed here.
 */
describe('a company admin never sees a student who is not visible', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const hidden: Record<string, { id: string; name: string; email: string; nisn: string }> = {};
  const shown: Record<string, string> = {};
  let company = '';
  let opening = '';

  async function student(
    label: string,
    opts: {
      visible?: boolean;
      birthDate?: string | null;
      consent?: 'granted' | 'withdrawn' | 'pending' | 'declined';
      verified?: boolean;
      status?: string;
    },
  ) {
    const [school] = await db().select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO.admin_sekolah));
    const name = `Rahasiawati ${label}`;
    const email = `kebijakan.${label.toLowerCase()}@contoh.id`;
    const nisn = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const [row] = await db()
      .insert(users)
      .values({
        name,
        email,
        nisn,
        passwordHash: 'x',
        role: 'siswa',
        schoolId: school!.schoolId,
        verified: opts.verified ?? true,
        validated: true,
        status: opts.status ?? 'active',
      })
      .returning({ id: users.id });
    const id = row!.id;
    await db()
      .insert(studentProfiles)
      .values({ userId: id, program: 'rpl', grade: '12', birthDate: opts.birthDate === undefined ? '2010-02-02' : opts.birthDate });
    if (opts.visible !== undefined) await db().insert(studentPrivacy).values({ userId: id, visibleToCompanies: opts.visible });
    if (opts.consent)
      await db()
        .insert(guardianConsents)
        .values({ studentId: id, method: 'paper', status: opts.consent, guardianName: 'Wali', relation: 'wali', textVersion: '2026-11' });
    return { id, name, email, nisn };
  }

  beforeAll(async () => {
    company = await login(ctx.app, DEMO.admin_perusahaan);
    hidden.defaultHidden = await student('Bawaan', {});
    hidden.switchedOff = await student('Mati', { visible: false, consent: 'granted' });
    hidden.minorNoConsent = await student('Belum', { visible: true });
    hidden.minorPending = await student('Menunggu', { visible: true, consent: 'pending' });
    hidden.minorDeclined = await student('Ditolak', { visible: true, consent: 'declined' });
    hidden.withdrawn = await student('Ditarik', { visible: true, consent: 'withdrawn' });
    hidden.noBirthDate = await student('Tanpa', { visible: true, birthDate: null });
    hidden.unverified = await student('Belumverif', { visible: true, consent: 'granted', verified: false });
    hidden.inactive = await student('Nonaktif', { visible: true, consent: 'granted', status: 'inactive' });
    shown.minorConsented = (await student('Setuju', { visible: true, consent: 'granted' })).id;
    shown.adult = (await student('Dewasa', { visible: true, birthDate: '2001-01-01' })).id;
    const [digital] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital'));
    opening = await newOpening(db(), digital!.id, 'Kebijakan Privasi Uji', { cityCode: null });
  });

  it('the rule: visible, and adult or consented, and verified and active', async () => {
    const ids = [...Object.values(hidden).map((h) => h.id), ...Object.values(shown)];
    const rows = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), visibleToCompaniesWhere(users.id)));
    expect(rows.map((r) => r.id).sort()).toEqual(Object.values(shown).sort());
  });

  it('withdrawing hides at once', async () => {
    const s = await student('Sekejap', { visible: true, consent: 'granted' });
    const visible = async () =>
      (
        await db()
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, s.id), visibleToCompaniesWhere(users.id)))
      ).length;
    expect(await visible()).toBe(1);
    await db().update(guardianConsents).set({ status: 'withdrawn' }).where(eq(guardianConsents.studentId, s.id));
    expect(await visible()).toBe(0);
  });

  it("an invited student who hides afterwards disappears from the company's invitations", async () => {
    const s = await student('Diundang', { visible: true, consent: 'granted' });
    const invited = await call(ctx.app, company, {
      method: 'POST',
      url: '/invitation/create',
      payload: { opportunity_id: opening, student_id: s.id },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const listed = async () => (await call(ctx.app, company, { method: 'GET', url: '/invitation/list?per_page=100' })).body;
    expect(await listed()).toContain(s.id);
    await db().update(guardianConsents).set({ status: 'withdrawn' }).where(eq(guardianConsents.studentId, s.id));
    expect(await listed()).not.toContain(s.id);
  });

  it('no GET endpoint a company may call carries a hidden student (candidates included); invitations to them are refused', async () => {
    const gets = ctx.app.registeredRoutes.filter((r) => r.method === 'GET' && isGuardedPath(r.url) && !r.url.includes(':'));
    const callable = gets.filter((r) => {
      const p = r.permission as Permission | undefined;
      if (!p) return false;
      if (p === 'public' || p === 'self' || p === 'authenticated') return true;
      return cellScope('admin_perusahaan', p) !== null;
    });
    expect(callable.some((r) => r.url.endsWith('/invitation/candidates'))).toBe(true);
    const bodies: string[] = [];
    for (const route of callable) {
      for (const query of [
        '',
        `?opportunity_id=${opening}`,
        `?opportunity_id=${opening}&search=Rahasiawati`,
        '?per_page=100',
        '?search=Rahasiawati',
      ]) {
        const res = await call(ctx.app, company, { method: 'GET', url: `${route.url}${query}` });
        expect(res.statusCode, `${route.url}${query}`).toBeLessThan(500);
        bodies.push(res.body);
      }
    }
    const all = bodies.join('\n');
    for (const [label, h] of Object.entries(hidden)) {
      for (const value of [h.id, h.name, h.email, h.nisn]) expect(all.includes(value), `${label}: ${value}`).toBe(false);
      const invite = await call(ctx.app, company, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: opening, student_id: h.id },
      });
      expect(invite.statusCode, label).toBe(400);
    }
    // The check sees students at all: the visible ones are candidates.
    const candidates = (await call(ctx.app, company, { method: 'GET', url: `/invitation/candidates?opportunity_id=${opening}` })).json().data as {
      id: string;
    }[];
    expect(candidates.map((c) => c.id)).toEqual(expect.arrayContaining(Object.values(shown)));
    // …through the company projection only (plus this opening's state).
    for (const candidate of candidates) expect(Object.keys(candidate).sort()).toEqual([...COMPANY_STUDENT_VIEW_KEYS, 'invited', 'applied'].sort());
  });

  it('the company’s ranking holds the visible students and none of the hidden, while every student of them keeps their own ranking', async () => {
    // The opening takes any program and is open: every verified, active student here may apply to it.
    const ranked = await call(ctx.app, company, { method: 'GET', url: `/recommendation/students?opportunity_id=${opening}&limit=100` });
    expect(ranked.statusCode, ranked.body).toBe(200);
    const ids = (ranked.json().data.items as { student: { id: string } }[]).map((i) => i.student.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(shown)));
    for (const [label, h] of Object.entries(hidden)) expect(ids, label).not.toContain(h.id);
    // Visibility protects a student from companies only: a hidden minor's own ranking holds the opening.
    const minor = await student('Sendiri', { visible: false });
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, minor.id));
    const own = await call(ctx.app, await login(ctx.app, minor.email), { method: 'GET', url: '/recommendation/opportunities?limit=50' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.blocked).toBeNull();
    expect((own.json().data.items as { id: string }[]).map((i) => i.id)).toContain(opening);
  });
});
