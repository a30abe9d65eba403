import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PARTNERSHIP_STATUSES, ROLES, scopeFor, type DomainAction, type CrudAction, type Principal } from '@jalurkarir/shared';
import { companies, notifications, partnershipEvents, partnerships, schools, users } from '../src/db/schema.js';
import { isPartner, partnerSchoolIdsOf } from '../src/modules/partnerships/partners.js';
import { notifyEndingPartnerships } from '../src/modules/partnerships/ending.js';
import { loadOpenings } from '../src/modules/recommendations/loader.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('school partnerships', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'otomotif' | 'bandung' | 'kepsekBandung', string | null>;
  const ids = { digital: '', otomotif: '', hotel: '', jakarta: '', bandung: '', semarang: '', yogya: '', surabaya: '' };

  const post = (token: string | null, url: string, payload?: object, lang = 'en') =>
    call(ctx.app, token, { method: 'POST', url, payload: payload ?? {}, headers: { 'x-lang': lang } });
  const get = (token: string | null, url: string) => call(ctx.app, token, { method: 'GET', url });
  /** A fresh request of a company to a school, straight in the table (tests change their own rows). */
  async function row(companyId: string, schoolId: string, values: Partial<typeof partnerships.$inferInsert> = {}) {
    const [r] = await db()
      .insert(partnerships)
      .values({ companyId, schoolId, programs: ['rpl'], message: 'Permintaan uji', ...values })
      .returning({ id: partnerships.id });
    return r!.id;
  }

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.anonymous = null;
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    t.bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    t.kepsekBandung = await login(ctx.app, 'kepsek.bandung@jalurkarir.id');
    const c = await db().select({ id: companies.id, name: companies.name }).from(companies);
    ids.digital = c.find((x) => x.name === 'PT Nusantara Teknologi Digital')!.id;
    ids.otomotif = c.find((x) => x.name === 'PT Otomotif Jaya Abadi')!.id;
    ids.hotel = c.find((x) => x.name === 'Hotel Merapi Indah')!.id;
    const s = await db().select({ id: schools.id, name: schools.name }).from(schools);
    ids.jakarta = s.find((x) => x.name === 'SMK Negeri 1 Jakarta')!.id;
    ids.bandung = s.find((x) => x.name === 'SMK Negeri 2 Bandung')!.id;
    ids.semarang = s.find((x) => x.name === 'SMK Negeri 7 Semarang')!.id;
    ids.yogya = s.find((x) => x.name === 'SMK Muhammadiyah 2 Yogyakarta')!.id;
    ids.surabaya = s.find((x) => x.name === 'SMK Negeri 1 Surabaya')!.id;
  });

  describe('demo data', () => {
    it('has the demo company in every state, with Jakarta active with an MoU and a renewed period before it', async () => {
      const res = await get(t.admin_perusahaan, '/partnership/list?per_page=100');
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { status: string; school_name: string; mou_number: string | null; previous_id: string | null }[];
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PARTNERSHIP_STATUSES));
      const jakarta = rows.find((r) => r.school_name === 'SMK Negeri 1 Jakarta' && r.status === 'active')!;
      expect(jakarta.mou_number).toMatch(/^MoU\//);
      expect(jakarta.previous_id).not.toBeNull();
    });

    it('counts SMK Negeri 1 Jakarta (in force) and not Surabaya (expired) or Yogyakarta (ended) as partner schools', async () => {
      expect(await partnerSchoolIdsOf(db(), ids.digital)).toEqual([ids.jakarta]);
      expect(await isPartner(db(), ids.digital, ids.jakarta)).toBe(true);
      expect(await isPartner(db(), ids.digital, ids.surabaya)).toBe(false);
      expect(await isPartner(db(), ids.digital, ids.yogya)).toBe(false);
      expect(await isPartner(db(), ids.hotel, ids.jakarta)).toBe(false);
    });

    it('left partnership notifications for the demo accounts', async () => {
      const rows = await db().select({ kind: notifications.kind }).from(notifications);
      expect(rows.some((r) => r.kind === 'partnership-requested')).toBe(true);
      expect(rows.some((r) => r.kind === 'partnership-answered')).toBe(true);
      expect(rows.some((r) => r.kind === 'partnership-ending')).toBe(true);
    });
  });

  describe('role × endpoint cells', () => {
    type Action = CrudAction | DomainAction<'partnership'>;
    let target = '';
    beforeAll(async () => {
      // A row every scoped role can reach: the demo company with the demo school.
      target = await row(ids.digital, ids.jakarta, { status: 'ended' });
    });
    const ENDPOINTS: { action: Action; method: 'GET' | 'POST'; url: () => string; payload?: () => object }[] = [
      { action: 'list', method: 'GET', url: () => '/partnership/list' },
      { action: 'detail', method: 'GET', url: () => `/partnership/detail?id=${target}` },
      { action: 'schools', method: 'GET', url: () => '/partnership/schools' },
      { action: 'create', method: 'POST', url: () => '/partnership/create', payload: () => ({ school_id: ids.semarang, programs: [], message: '' }) },
      {
        action: 'accept',
        method: 'POST',
        url: () => `/partnership/accept?id=${target}`,
        payload: () => ({ start_date: day(0), end_date: day(365) }),
      },
      { action: 'decline', method: 'POST', url: () => `/partnership/decline?id=${target}`, payload: () => ({ reason: 'Kuota penuh' }) },
      {
        action: 'update',
        method: 'POST',
        url: () => `/partnership/update?id=${target}`,
        payload: () => ({ start_date: day(0), end_date: day(365) }),
      },
      { action: 'end', method: 'POST', url: () => `/partnership/end?id=${target}`, payload: () => ({}) },
      { action: 'renew', method: 'POST', url: () => `/partnership/renew?id=${target}`, payload: () => ({ end_date: day(900) }) },
      { action: 'document', method: 'GET', url: () => `/partnership/document?id=${target}` },
    ];
    for (const e of ENDPOINTS) {
      for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
        const allowed = scopeFor(principal, 'partnership', e.action) !== null;
        it(`${principal} ${allowed ? 'passes' : 'is refused'} ${e.method} ${e.action}`, async () => {
          const res = await call(ctx.app, t[principal], { method: e.method, url: e.url(), payload: e.payload?.() });
          if (!allowed) expect(res.statusCode).toBe(principal === 'anonymous' ? 401 : 403);
          else {
            expect([401, 403]).not.toContain(res.statusCode);
            expect(res.statusCode).toBeLessThan(500);
          }
        });
      }
    }
    it('upload: company admin and school admin pass; headmaster, teacher, student, Admin refused', async () => {
      for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
        const file = multipart('mou.pdf', PDF, 'application/pdf');
        const res = await call(ctx.app, t[principal], { method: 'POST', url: `/partnership/document?id=${target}`, ...file });
        const allowed = scopeFor(principal, 'partnership', 'upload') !== null;
        if (allowed) expect(res.statusCode, principal).toBe(200);
        else expect(res.statusCode, principal).toBe(principal === 'anonymous' ? 401 : 403);
      }
      expect(scopeFor('admin_perusahaan', 'partnership', 'accept')).toBeNull();
      expect(scopeFor('kepala_sekolah', 'partnership', 'decline')).toBeNull();
    });
  });

  describe('the journey: request, answer, MoU, document, end, renew', () => {
    it('a company finds schools by name, region and program, with its partnership status', async () => {
      const byName = await get(t.otomotif, '/partnership/schools?search=Jakarta');
      expect(byName.statusCode).toBe(200);
      expect(byName.json().data.map((s: { name: string }) => s.name)).toEqual(['SMK Negeri 1 Jakarta']);
      const byProgram = await get(t.admin_perusahaan, '/partnership/schools?program=rpl');
      const jakarta = byProgram.json().data.find((s: { id: string }) => s.id === ids.jakarta);
      expect(jakarta.programs).toContain('rpl');
      expect(jakarta.partnership_status).toBe('active');
      const byCity = await get(t.admin_perusahaan, '/partnership/schools?province_code=32');
      expect(byCity.json().data.every((s: { province_code: string }) => s.province_code === '32')).toBe(true);
    });

    let id = '';
    it('the company requests; the school admins and headmaster are told; a second open request is 409', async () => {
      const res = await post(t.otomotif, '/partnership/create', {
        school_id: ids.jakarta,
        programs: ['tkr', 'tkr'],
        message: 'Kelas industri otomotif',
      });
      expect(res.statusCode).toBe(200);
      id = res.json().data.id;
      expect(res.json().data).toMatchObject({ status: 'requested', programs: ['tkr'], company_name: 'PT Otomotif Jaya Abadi' });
      const heard = await db()
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.kind, 'partnership-requested'), eq(notifications.link, `/school-partnership/${id}`)));
      const sekolah = (await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin_sekolah)))[0]!.id;
      expect(heard.map((h) => h.userId)).toContain(sekolah);
      const again = await post(t.otomotif, '/partnership/create', { school_id: ids.jakarta, programs: ['tkr'], message: 'Lagi' }, 'id');
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.school_id).toBe('Sudah ada permintaan atau kemitraan aktif dengan sekolah ini');
    });

    it('another school cannot see it; the company cannot accept its own request', async () => {
      expect((await get(t.bandung, `/partnership/detail?id=${id}`)).statusCode).toBe(404);
      expect((await post(t.bandung, `/partnership/accept?id=${id}`, { start_date: day(0), end_date: day(365) })).statusCode).toBe(404);
      expect((await get(t.kepsekBandung, `/partnership/detail?id=${id}`)).statusCode).toBe(404);
      expect((await get(t.admin_perusahaan, `/partnership/detail?id=${id}`)).statusCode).toBe(404);
      expect((await post(t.otomotif, `/partnership/accept?id=${id}`, { start_date: day(0), end_date: day(365) })).statusCode).toBe(403);
      const list = await get(t.bandung, '/partnership/list?per_page=100');
      expect(list.json().data.every((p: { school_id: string }) => p.school_id === ids.bandung)).toBe(true);
    });

    it('the headmaster reads it and cannot answer; the Admin sees it', async () => {
      expect((await get(t.kepala_sekolah, `/partnership/detail?id=${id}`)).statusCode).toBe(200);
      expect((await post(t.kepala_sekolah, `/partnership/decline?id=${id}`, { reason: 'Tidak' })).statusCode).toBe(403);
      expect((await get(t.admin, `/partnership/detail?id=${id}`)).statusCode).toBe(200);
    });

    it('the school admin accepts with the MoU; the company is told; a second answer is refused', async () => {
      const bad = await post(t.admin_sekolah, `/partnership/accept?id=${id}`, { start_date: day(10), end_date: day(5) }, 'id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.end_date).toBe('Tanggal berakhir harus setelah tanggal mulai');
      const res = await post(t.admin_sekolah, `/partnership/accept?id=${id}`, {
        mou_number: 'MoU/001/OJA-SMKN1JKT',
        start_date: day(0),
        end_date: day(365),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'active', mou_number: 'MoU/001/OJA-SMKN1JKT', answered_by_name: 'Rina Wulandari' });
      expect(await isPartner(db(), ids.otomotif, ids.jakarta)).toBe(true);
      const told = await db()
        .select({ params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.kind, 'partnership-answered'), eq(notifications.link, `/school-partnership/${id}`)));
      expect(told.length).toBeGreaterThan(0);
      expect((await post(t.admin_sekolah, `/partnership/decline?id=${id}`, { reason: 'Berubah pikiran' })).statusCode).toBe(409);
    });

    it('both sides keep the MoU record and its signed PDF; only a PDF is accepted; the document is served to the scope only', async () => {
      const upd = await post(t.otomotif, `/partnership/update?id=${id}`, {
        mou_number: 'MoU/002/OJA-SMKN1JKT',
        start_date: day(0),
        end_date: day(400),
      });
      expect(upd.statusCode).toBe(200);
      expect(upd.json().data.mou_number).toBe('MoU/002/OJA-SMKN1JKT');
      const png = multipart('mou.pdf', PNG, 'application/pdf');
      const refused = await call(ctx.app, t.admin_sekolah, { method: 'POST', url: `/partnership/document?id=${id}`, ...png });
      expect(refused.statusCode).toBe(415);
      const pdf = multipart('MoU ditandatangani.pdf', PDF, 'application/pdf');
      const up = await call(ctx.app, t.admin_sekolah, { method: 'POST', url: `/partnership/document?id=${id}`, ...pdf });
      expect(up.statusCode).toBe(200);
      expect(up.json().data).toMatchObject({ document: true, document_name: 'MoU ditandatangani.pdf' });
      const down = await get(t.otomotif, `/partnership/document?id=${id}`);
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe('application/pdf');
      expect(down.rawPayload.equals(PDF)).toBe(true);
      expect((await get(t.admin_perusahaan, `/partnership/document?id=${id}`)).statusCode).toBe(404);
      expect((await get(t.bandung, `/partnership/document?id=${id}`)).statusCode).toBe(404);
    });

    let renewed = '';
    it('renewal makes a new period after the current one; the history stays; a second renewal is refused', async () => {
      const res = await post(t.admin_sekolah, `/partnership/renew?id=${id}`, { end_date: day(800) });
      expect(res.statusCode).toBe(200);
      renewed = res.json().data.id;
      expect(renewed).not.toBe(id);
      expect(res.json().data).toMatchObject({
        status: 'active',
        previous_id: id,
        start_date: day(401),
        end_date: day(800),
        mou_number: 'MoU/002/OJA-SMKN1JKT',
      });
      expect((await post(t.otomotif, `/partnership/renew?id=${id}`, { end_date: day(900) })).statusCode).toBe(409);
      const detail = await get(t.otomotif, `/partnership/detail?id=${renewed}`);
      expect(detail.json().data.periods.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([id, renewed]));
      const actions = detail.json().data.events.map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['requested', 'accepted', 'updated', 'document', 'renewed']));
    });

    it('either side ends it (with who and when); the other side is told; ending again is refused', async () => {
      const res = await post(t.otomotif, `/partnership/end?id=${renewed}`, { reason: 'Program kelas industri selesai' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'ended', ended_by_name: 'Rudi Hartono', end_reason: 'Program kelas industri selesai' });
      const told = await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.kind, 'partnership-ended'), eq(notifications.link, `/school-partnership/${renewed}`)));
      expect(told.length).toBeGreaterThan(0);
      expect((await post(t.otomotif, `/partnership/end?id=${renewed}`, {})).statusCode).toBe(409);
      const school = await post(t.admin_sekolah, `/partnership/end?id=${id}`, {});
      expect(school.statusCode).toBe(200);
      expect(await isPartner(db(), ids.otomotif, ids.jakarta)).toBe(false);
    });

    it('the school declines a new request with a reason the company reads; the company may withdraw a pending one', async () => {
      const created = await post(t.otomotif, '/partnership/create', { school_id: ids.jakarta, programs: ['tbsm'], message: 'Permintaan baru' });
      const newId = created.json().data.id;
      const noReason = await post(t.admin_sekolah, `/partnership/decline?id=${newId}`, {});
      expect(noReason.statusCode).toBe(400);
      const res = await post(t.admin_sekolah, `/partnership/decline?id=${newId}`, { reason: 'Kuota PKL penuh tahun ini' });
      expect(res.json().data).toMatchObject({ status: 'declined', decline_reason: 'Kuota PKL penuh tahun ini' });
      const again = await post(t.otomotif, '/partnership/create', { school_id: ids.jakarta, programs: ['tbsm'], message: 'Sekali lagi' });
      expect(again.statusCode).toBe(200);
      const withdrawn = await post(t.otomotif, `/partnership/end?id=${again.json().data.id}`, {});
      expect(withdrawn.json().data.status).toBe('ended');
    });
  });

  describe('rules', () => {
    it('expired is derived from the end date and filterable', async () => {
      const res = await get(t.admin_perusahaan, '/partnership/list?status=expired');
      // Surabaya, and Jakarta's first period (renewed: the period after it is in force).
      const rows = res.json().data as { school_name: string; renewed: boolean }[];
      expect(rows.map((p) => p.school_name).sort()).toEqual(['SMK Negeri 1 Jakarta', 'SMK Negeri 1 Surabaya']);
      expect(rows.find((p) => p.school_name === 'SMK Negeri 1 Jakarta')?.renewed).toBe(true);
    });

    it('a company not approved cannot request', async () => {
      const pendingCompany = (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'CV Kuliner Rasa Nusantara')))[0]!.id;
      await db().update(users).set({ companyId: pendingCompany }).where(eq(users.email, 'perusahaan.otomotif@jalurkarir.id'));
      try {
        const token = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
        const res = await post(token, '/partnership/create', { school_id: ids.semarang, programs: ['tkr'], message: 'Halo' }, 'id');
        expect(res.statusCode).toBe(403);
        expect(res.json().errors.company).toMatch(/belum disetujui/);
      } finally {
        await db().update(users).set({ companyId: ids.otomotif }).where(eq(users.email, 'perusahaan.otomotif@jalurkarir.id'));
      }
    });

    it('bad input is a 4xx with field errors, never a 500', async () => {
      const cases: [string, object][] = [
        ['/partnership/create', { school_id: 'nope', programs: ['rpl'], message: 'x' }],
        ['/partnership/create', { school_id: ids.semarang, programs: [], message: 'x' }],
        ['/partnership/create', { school_id: ids.semarang, programs: ['xyz'], message: 'x' }],
        ['/partnership/create', { school_id: ids.semarang, programs: ['rpl'], message: '' }],
        ['/partnership/create', { school_id: ids.semarang, programs: ['rpl'], message: 'x', status: 'active' }],
        ['/partnership/create', { school_id: '00000000-0000-4000-8000-000000000000', programs: ['rpl'], message: 'x' }],
        ['/partnership/create', { school_id: ids.semarang, programs: ['rpl'], message: 'a\u0000b' }],
      ];
      for (const [url, payload] of cases) {
        const res = await post(t.admin_perusahaan, url, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors).toBeTruthy();
      }
      for (const url of [
        '/partnership/detail?id=123',
        '/partnership/list?status=unknown',
        '/partnership/list?per_page=0',
        '/partnership/schools?program=zzz',
      ]) {
        expect((await get(t.admin_perusahaan, url)).statusCode, url).toBe(400);
      }
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await post(t.admin_sekolah, `/partnership/accept?id=${missing}`, { start_date: day(0), end_date: day(1) })).statusCode).toBe(404);
      expect((await post(t.admin_sekolah, `/partnership/accept?id=${missing}`, { start_date: 'besok', end_date: day(1) })).statusCode).toBe(400);
      const notMultipart = await post(t.admin_perusahaan, `/partnership/document?id=${missing}`, {});
      expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
      expect(notMultipart.statusCode).toBeLessThan(500);
    });

    it('tells both sides once when an active partnership ends within 30 days', async () => {
      const soon = await row(ids.hotel, ids.bandung, { status: 'active', startDate: day(-300), endDate: day(10) });
      const before = await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.link, `/school-partnership/${soon}`));
      await notifyEndingPartnerships(db());
      await notifyEndingPartnerships(db());
      const after = await db()
        .select({ id: notifications.id, kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.link, `/school-partnership/${soon}`));
      // The hotel's admin (none seeded) and the Bandung school admin and headmaster.
      expect(after.length - before.length).toBe(2);
      expect(after.every((n) => n.kind === 'partnership-ending')).toBe(true);
      const events = await db().select({ id: partnershipEvents.id }).from(partnershipEvents).where(eq(partnershipEvents.partnershipId, soon));
      expect(events).toEqual([]);
    });
  });
  describe('company profile (spec paths /user/company-profile, /user/update-company-profile)', () => {
    it('reads the whole region cascade, both descriptions and the contact person', async () => {
      const res = await get(t.admin_perusahaan, '/user/company-profile');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        district_code: '31.71.01',
        village_code: '31.71.01.1001',
        description_en: expect.stringContaining('Software'),
        contact_name: 'Hendra Gunawan',
      });
    });

    it('updates them; a wrong village for the district is a 400; a new city clears district and village', async () => {
      const ok = await post(t.otomotif, '/user/update-company-profile', {
        description_en: 'Authorised workshop and vehicle parts assembly.',
        contact_name: 'Rudi Hartono',
        contact_email: 'rudi@otojaya.co.id',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ contact_name: 'Rudi Hartono', description_en: 'Authorised workshop and vehicle parts assembly.' });
      const bad = await post(t.admin_perusahaan, '/user/update-company-profile', { village_code: '35.78.01.1001' }, 'id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.village_code).toBeTruthy();
      const moved = await post(t.otomotif, '/user/update-company-profile', { province_code: '35', city_code: '35.15' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toMatchObject({ city_code: '35.15', district_code: null, village_code: null });
    });

    it('a company admin without a company is told "Company not registered"', async () => {
      await db().update(users).set({ companyId: null }).where(eq(users.email, 'perusahaan.otomotif@jalurkarir.id'));
      try {
        const token = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
        const en = await get(token, '/user/company-profile');
        expect(en.statusCode).toBe(404);
        expect(en.json()).toMatchObject({ code: 'COMPANY_NOT_REGISTERED', message: 'Company not registered' });
        const id = await call(ctx.app, token, { method: 'GET', url: '/user/company-profile', headers: { 'x-lang': 'id' } });
        expect(id.json().message).toBe('Perusahaan tidak terdaftar');
      } finally {
        await db().update(users).set({ companyId: ids.otomotif }).where(eq(users.email, 'perusahaan.otomotif@jalurkarir.id'));
      }
    });
  });
  describe("an opening's partner-school rule", () => {
    it('is stored on the opening (none by default, priority, restricted; anything else 400) and read by recommendations', async () => {
      const body = {
        company_id: ids.digital,
        title: 'Teknisi Jaringan Mitra',
        contract_type: 'internship',
        career_level: 'entry',
        qualification: 'SMK',
        status: 'open',
      };
      const plain = await post(t.admin_perusahaan, '/opportunity/create', body);
      expect(plain.statusCode, plain.body).toBe(201);
      expect(plain.json().data.partner_rule).toBe('none');
      const restricted = await post(t.admin_perusahaan, '/opportunity/create', { ...body, partner_rule: 'restricted' });
      expect(restricted.json().data.partner_rule).toBe('restricted');
      const priority = await post(t.admin_perusahaan, '/opportunity/update?id=' + plain.json().data.id, { partner_rule: 'priority' });
      expect(priority.json().data.partner_rule).toBe('priority');
      expect((await post(t.admin_perusahaan, '/opportunity/create', { ...body, partner_rule: 'only' })).statusCode).toBe(400);
      const cleared = await post(t.admin_perusahaan, '/opportunity/update?id=' + restricted.json().data.id, { partner_rule: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data.partner_rule).toBe('none');
      await post(t.admin_perusahaan, '/opportunity/update?id=' + restricted.json().data.id, { partner_rule: 'restricted' });
      const openings = await loadOpenings(db());
      const r = openings.find((o) => o.features.id === restricted.json().data.id)!;
      expect(r.features).toMatchObject({ partnerOnly: true, partnerSchoolIds: await partnerSchoolIdsOf(db(), ids.digital) });
      const p = openings.find((o) => o.features.id === plain.json().data.id)!;
      expect(p.features.partnerOnly).toBe(false);
      expect(p.features.weights?.partnership).toBe(15);
    });

    it("the Admin lists one company's openings (company_id filter)", async () => {
      const res = await get(t.admin, `/opportunity/list?company_id=${ids.otomotif}&per_page=100`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
      expect(res.json().data.every((o: { company_id: string }) => o.company_id === ids.otomotif)).toBe(true);
    });
  });
});
