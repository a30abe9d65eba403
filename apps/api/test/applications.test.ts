import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_STAGES, ROLES, scopeFor, type Principal } from '@jalurkarir/shared';
import { applicationEvents, applications, companies, invitations, notifications, users } from '../src/db/schema.js';
import { scopeCondition } from '../src/modules/scope.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

type Row = Record<string, unknown> & { id: string };

describe('applications and invitations', () => {
  const ctx = useTestApp();
  const t = {} as Record<Principal | 'otomotif' | 'bandung' | 'siswa01' | 'siswa05' | 'pending', string>;
  const ids = { digital: '', otomotif: '', opening: '', closed: '', draft: '', andi: '', siswa01: '', siswa05: '', siswa04: '' };
  const db = () => ctx.database.db;

  const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    t.bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    t.siswa01 = await login(ctx.app, 'siswa01@jalurkarir.id');
    t.siswa05 = await login(ctx.app, 'siswa05@jalurkarir.id');
    const companyRows = await db().select({ id: companies.id, name: companies.name }).from(companies);
    ids.digital = companyRows.find((c) => c.name === 'PT Nusantara Teknologi Digital')!.id;
    ids.otomotif = companyRows.find((c) => c.name === 'PT Otomotif Jaya Abadi')!.id;
    ids.opening = await newOpening(db(), ids.digital, 'Operator Produksi Elektronik', { salaryFrom: 4_800_000, salaryTo: 5_500_000 });
    ids.closed = await newOpening(db(), ids.digital, 'Staf Gudang (ditutup)', { status: 'closed' });
    ids.draft = await newOpening(db(), ids.digital, 'Draf Lowongan', { status: 'draft' });
    ids.andi = await userId(DEMO.siswa);
    ids.siswa01 = await userId('siswa01@jalurkarir.id');
    ids.siswa05 = await userId('siswa05@jalurkarir.id');
    ids.siswa04 = await userId('siswa04@jalurkarir.id');
  });

  describe('demo data', () => {
    it('has applications of the demo company in every stage, each with its history', async () => {
      const rows = await db()
        .select({ id: applications.id, stage: applications.stage })
        .from(applications)
        .where(eq(applications.companyId, ids.digital));
      expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(APPLICATION_STAGES));
      const events = await db()
        .select({ applicationId: applicationEvents.applicationId })
        .from(applicationEvents)
        .where(
          inArray(
            applicationEvents.applicationId,
            rows.map((r) => r.id),
          ),
        );
      for (const row of rows) expect(events.some((e) => e.applicationId === row.id)).toBe(true);
    });

    it('gives the demo student an application and a pending invitation', async () => {
      const mine = await call(ctx.app, t.siswa, { method: 'GET', url: '/application/list' });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.length).toBeGreaterThan(0);
      const invited = await call(ctx.app, t.siswa, { method: 'GET', url: '/invitation/list?status=pending' });
      expect(invited.json().data.length).toBeGreaterThan(0);
    });
  });

  describe('role × endpoint', () => {
    const only = (...roles: Principal[]) =>
      Object.fromEntries([...ROLES, 'anonymous'].map((r) => [r, roles.includes(r as Principal)])) as Record<Principal, boolean>;
    const TABLE: { url: string; ok: Record<Principal, boolean> }[] = [
      { url: '/job/list', ok: only('siswa') },
      { url: '/application/list', ok: only('admin', 'admin_perusahaan', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa') },
      { url: '/application/export?format=csv', ok: only('admin', 'admin_perusahaan', 'admin_sekolah', 'kepala_sekolah', 'guru') },
      { url: '/application/stage-counts', ok: only('admin', 'admin_perusahaan', 'admin_sekolah', 'kepala_sekolah', 'guru') },
      { url: '/invitation/list', ok: only('admin', 'admin_perusahaan', 'siswa') },
    ];
    for (const row of TABLE) {
      it(`GET ${row.url}`, async () => {
        for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
          const res = await call(ctx.app, principal === 'anonymous' ? null : t[principal], { method: 'GET', url: row.url });
          const expected = row.ok[principal] ? 200 : principal === 'anonymous' ? 401 : 403;
          expect(res.statusCode, `${principal} ${row.url}: ${res.body}`).toBe(expected);
        }
      });
    }

    it('refuses every role outside the table on every write (403; anonymous 401), lets the table’s roles through', async () => {
      const [seeded] = await db().select({ id: applications.id }).from(applications).where(eq(applications.studentId, ids.andi));
      const [invitation] = await db().select({ id: invitations.id }).from(invitations).where(eq(invitations.studentId, ids.andi));
      const [others] = await db().select({ id: applications.id }).from(applications).where(eq(applications.studentId, ids.siswa05));
      const writes: { url: string; method: 'GET' | 'POST'; payload?: object; allowed: Principal[] }[] = [
        // Bodies that fail validation or find nothing: the permission check comes first, so a refused role never gets past it.
        { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.draft }, allowed: ['siswa'] },
        // Another student's application: the demo student gets a 404, nothing changes.
        { method: 'POST', url: `/application/withdraw?id=${others!.id}`, payload: {}, allowed: ['siswa'] },
        { method: 'POST', url: `/application/move?id=${seeded!.id}`, payload: { stage: 'applied' }, allowed: ['admin_perusahaan'] },
        { method: 'POST', url: '/invitation/create', payload: { opportunity_id: ids.draft, student_id: ids.andi }, allowed: ['admin_perusahaan'] },
        { method: 'POST', url: `/invitation/answer?id=${invitation!.id}`, payload: { answer: 'maybe' }, allowed: ['siswa'] },
        { method: 'GET', url: `/invitation/candidates?opportunity_id=${ids.draft}`, allowed: ['admin_perusahaan'] },
        { method: 'GET', url: `/job/detail?id=${ids.opening}`, allowed: ['siswa'] },
        {
          method: 'GET',
          url: `/application/detail?id=${seeded!.id}`,
          allowed: ['admin', 'admin_perusahaan', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa'],
        },
      ];
      for (const w of writes) {
        for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
          const res = await call(ctx.app, principal === 'anonymous' ? null : t[principal], { method: w.method, url: w.url, payload: w.payload });
          const label = `${principal} ${w.method} ${w.url}: ${res.body}`;
          if (w.allowed.includes(principal)) expect([401, 403], label).not.toContain(res.statusCode);
          else expect(res.statusCode, label).toBe(principal === 'anonymous' ? 401 : 403);
        }
      }
    });

    it('grants apply, withdraw and answer to students only, move and invite to company admins only (the table)', () => {
      for (const role of ROLES) {
        expect(scopeFor(role, 'application', 'apply') !== null, role).toBe(role === 'siswa');
        expect(scopeFor(role, 'application', 'withdraw') !== null, role).toBe(role === 'siswa');
        expect(scopeFor(role, 'invitation', 'answer') !== null, role).toBe(role === 'siswa');
        expect(scopeFor(role, 'application', 'move') !== null, role).toBe(role === 'admin_perusahaan');
        expect(scopeFor(role, 'invitation', 'create') !== null, role).toBe(role === 'admin_perusahaan');
      }
    });

    it('a company cannot apply; a student cannot move their own stage; an unverified student cannot apply', async () => {
      const apply = await call(ctx.app, t.admin_perusahaan, { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.opening } });
      expect(apply.statusCode).toBe(403);
      const [own] = await db().select({ id: applications.id }).from(applications).where(eq(applications.studentId, ids.andi));
      const move = await call(ctx.app, t.siswa, { method: 'POST', url: `/application/move?id=${own!.id}`, payload: { stage: 'hired' } });
      expect(move.statusCode).toBe(403);
      const pending = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/login',
        payload: { email: 'pending.siswa@jalurkarir.id', password: 'Password123!' },
      });
      const token = pending.statusCode === 200 ? (pending.json().token as string) : null;
      const refused = await call(ctx.app, token, { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.opening } });
      expect([401, 403]).toContain(refused.statusCode);
    });
  });

  describe('the journey: apply → shortlist → interview → offer → hire → the school sees the placement', () => {
    let applicationId = '';

    it('lists the open opening for students, not the draft or the closed one', async () => {
      const res = await call(ctx.app, t.siswa01, { method: 'GET', url: '/job/list?search=Operator%20Produksi' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(1);
      expect(res.json().data[0]).toMatchObject({
        title: 'Operator Produksi Elektronik',
        company_name: 'PT Nusantara Teknologi Digital',
        my_stage: null,
      });
      const all = await call(ctx.app, t.siswa01, { method: 'GET', url: '/job/list?per_page=100' });
      const titles = all.json().data.map((o: { title: string }) => o.title);
      expect(titles).not.toContain('Staf Gudang (ditutup)');
      expect(titles).not.toContain('Draf Lowongan');
      const filtered = await call(ctx.app, t.siswa01, {
        method: 'GET',
        url: '/job/list?salary_min=5000000&contract_type=full_time&city_code=31.71&per_page=100',
      });
      expect(filtered.json().data.map((o: { title: string }) => o.title)).toContain('Operator Produksi Elektronik');
      const none = await call(ctx.app, t.siswa01, { method: 'GET', url: '/job/list?salary_min=9000000&search=Operator' });
      expect(none.json().data).toHaveLength(0);
      expect((await call(ctx.app, t.siswa01, { method: 'GET', url: `/job/detail?id=${ids.draft}` })).statusCode).toBe(404);
    });

    it('a student applies with a note; the company hears of it; a second application is 409', async () => {
      const res = await call(ctx.app, t.siswa01, {
        method: 'POST',
        url: '/application/apply',
        payload: { opportunity_id: ids.opening, note: 'Saya siap bekerja shift.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      applicationId = res.json().data.id;
      expect(res.json().data).toMatchObject({ stage: 'applied', source: 'applied', note: 'Saya siap bekerja shift.', student_id: ids.siswa01 });
      const again = await call(ctx.app, t.siswa01, {
        method: 'POST',
        url: '/application/apply',
        headers: { 'x-lang': 'id' },
        payload: { opportunity_id: ids.opening },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.opportunity_id).toBe('Anda sudah melamar lowongan ini');
      const companyAdmin = await userId(DEMO.admin_perusahaan);
      const heard = await db()
        .select({ kind: notifications.kind, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, companyAdmin), eq(notifications.link, `/applicants/${applicationId}`)));
      expect(heard.map((n) => n.kind)).toEqual(['application-received']);
    });

    it('refuses closed and draft openings, and fields the student does not own', async () => {
      const closed = await call(ctx.app, t.siswa01, { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.closed } });
      expect(closed.statusCode).toBe(400);
      expect(closed.json().errors.opportunity_id).toBe('This opening is closed');
      const draft = await call(ctx.app, t.siswa01, { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.draft } });
      expect(draft.statusCode).toBe(404);
      for (const extra of [{ stage: 'hired' }, { student_id: ids.andi }, { company_id: ids.otomotif }]) {
        const res = await call(ctx.app, t.siswa05, { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.opening, ...extra } });
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      }
      const nul = await call(ctx.app, t.siswa05, {
        method: 'POST',
        url: '/application/apply',
        payload: { opportunity_id: ids.opening, note: 'a\u0000b' },
      });
      expect(nul.statusCode).toBe(400);
    });

    it('another company neither sees nor moves the applicant', async () => {
      const detail = await call(ctx.app, t.otomotif, { method: 'GET', url: `/application/detail?id=${applicationId}` });
      expect(detail.statusCode).toBe(404);
      const list = await call(ctx.app, t.otomotif, { method: 'GET', url: '/application/list?per_page=100' });
      expect(list.json().data.every((a: { company_id: string }) => a.company_id === ids.otomotif)).toBe(true);
      const move = await call(ctx.app, t.otomotif, {
        method: 'POST',
        url: `/application/move?id=${applicationId}`,
        payload: { stage: 'shortlisted' },
      });
      expect(move.statusCode).toBe(404);
    });

    it('the company moves it through the stages, with the interview date and place; every move kept with who and when', async () => {
      const move = (payload: object) => call(ctx.app, t.admin_perusahaan, { method: 'POST', url: `/application/move?id=${applicationId}`, payload });
      expect((await move({ stage: 'shortlisted' })).statusCode).toBe(200);
      const noDate = await move({ stage: 'interview' });
      expect(noDate.statusCode).toBe(400);
      expect(Object.keys(noDate.json().errors).sort()).toEqual(['interview_at', 'interview_place']);
      const when = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const interview = await move({ stage: 'interview', interview_at: when, interview_place: 'https://meet.example.id/op-elektronik' });
      expect(interview.statusCode, interview.body).toBe(200);
      expect(interview.json().data).toMatchObject({ stage: 'interview', interview_place: 'https://meet.example.id/op-elektronik' });
      expect(new Date(interview.json().data.interview_at).toISOString()).toBe(when);
      expect((await move({ stage: 'shortlisted' })).statusCode).toBe(400); // never back
      expect((await move({ stage: 'offered', message: 'Gaji Rp5.200.000 per bulan.' })).statusCode).toBe(200);
      expect((await move({ stage: 'hired' })).statusCode).toBe(200);
      expect((await move({ stage: 'rejected', reason: 'other' })).statusCode).toBe(400); // final
      const detail = await call(ctx.app, t.siswa01, { method: 'GET', url: `/application/detail?id=${applicationId}` });
      expect(detail.statusCode).toBe(200);
      const events = detail.json().data.events as {
        from_stage: string | null;
        to_stage: string;
        actor_name: string;
        by_student: boolean;
        created_at: string;
      }[];
      expect(events.map((e) => e.to_stage)).toEqual(['applied', 'shortlisted', 'interview', 'offered', 'hired']);
      expect(events[0]).toMatchObject({ from_stage: null, by_student: true, actor_name: 'Budi Saputra' });
      expect(events[4]).toMatchObject({ from_stage: 'offered', by_student: false, actor_name: 'Hendra Gunawan' });
      expect(events.every((e) => !Number.isNaN(Date.parse(e.created_at)))).toBe(true);
      const told = await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(and(eq(notifications.userId, ids.siswa01), eq(notifications.link, `/applications/${applicationId}`)));
      expect(told).toHaveLength(4);
    });

    it('the school sees its student hired (and exports it); another school does not', async () => {
      for (const role of ['admin_sekolah', 'kepala_sekolah', 'guru'] as const) {
        const res = await call(ctx.app, t[role], { method: 'GET', url: '/application/list?stage=hired&per_page=100' });
        expect(res.statusCode).toBe(200);
        expect(
          res.json().data.map((a: Row) => a.id),
          role,
        ).toContain(applicationId);
        expect(res.json().data.every((a: { school_name: string }) => a.school_name === 'SMK Negeri 1 Jakarta')).toBe(true);
      }
      const other = await call(ctx.app, t.bandung, { method: 'GET', url: `/application/detail?id=${applicationId}` });
      expect(other.statusCode).toBe(404);
      // The BKK's placement report, for Indonesian staff in Indonesian: headings, program and stage.
      const csv = await call(ctx.app, t.admin_sekolah, {
        method: 'GET',
        url: '/application/export?format=csv&stage=hired',
        headers: { 'x-lang': 'id' },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain('placements-');
      expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
        'Siswa,NISN,Sekolah,Kompetensi keahlian,Rombel,Lowongan,Perusahaan,Tahap,Tanggal melamar,Tanggal diterima',
      );
      expect(csv.body).toContain('Operator Produksi Elektronik');
      expect(csv.body).toContain('Diterima Bekerja');
      const english = await call(ctx.app, t.admin_sekolah, {
        method: 'GET',
        url: '/application/export?format=csv&stage=hired',
        headers: { 'x-lang': 'en' },
      });
      expect(english.body).toContain(',Hired,');
      expect(csv.body).not.toContain('Bandung');
      const counts = await call(ctx.app, t.admin_sekolah, { method: 'GET', url: '/application/stage-counts' });
      expect(counts.json().data.total.hired).toBeGreaterThanOrEqual(2);
      expect(counts.json().data.students_hired).toBeGreaterThanOrEqual(2);
    });

    it('the company sees per-stage counts of its openings, zeros included', async () => {
      const res = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: '/application/stage-counts' });
      const openings = res.json().data.openings as { title: string; counts: Record<string, number> }[];
      expect(openings.find((o) => o.title === 'Operator Produksi Elektronik')?.counts.hired).toBe(1);
      expect(openings.find((o) => o.title === 'Staf Gudang (ditutup)')?.counts.applied).toBe(0);
      expect(openings.some((o) => o.title === 'Mekanik Kendaraan Ringan')).toBe(false);
    });
  });

  describe('withdrawing', () => {
    it('a student withdraws before a decision, not after; never another student’s', async () => {
      const opening = await newOpening(db(), ids.digital, 'Admin Gudang');
      const applied = await call(ctx.app, t.siswa05, { method: 'POST', url: '/application/apply', payload: { opportunity_id: opening } });
      const id = applied.json().data.id as string;
      expect((await call(ctx.app, t.siswa01, { method: 'POST', url: `/application/withdraw?id=${id}`, payload: {} })).statusCode).toBe(404);
      expect((await call(ctx.app, t.siswa05, { method: 'POST', url: `/application/withdraw?id=${id}`, payload: {} })).json().data.stage).toBe(
        'withdrawn',
      );
      const second = await newOpening(db(), ids.digital, 'Kasir Toko Daring');
      const other = (await call(ctx.app, t.siswa05, { method: 'POST', url: '/application/apply', payload: { opportunity_id: second } })).json().data
        .id;
      await call(ctx.app, t.admin_perusahaan, { method: 'POST', url: `/application/move?id=${other}`, payload: { stage: 'offered' } });
      const late = await call(ctx.app, t.siswa05, { method: 'POST', url: `/application/withdraw?id=${other}`, payload: {} });
      expect(late.statusCode).toBe(409);
      expect(
        (await call(ctx.app, t.admin_perusahaan, { method: 'POST', url: `/application/move?id=${id}`, payload: { stage: 'shortlisted' } }))
          .statusCode,
      ).toBe(400);
    });

    it('a withdrawn applicant shows to the company as a non-applicant: first name and initial, no NISN (list, detail, export)', async () => {
      // A name and NISN of this test's own, so the expected projection is written out by hand.
      const [before] = await db().select({ name: users.name, nisn: users.nisn }).from(users).where(eq(users.id, ids.siswa05));
      await db().update(users).set({ name: 'Rina Wulandari Kusuma', nisn: '0079988776' }).where(eq(users.id, ids.siswa05));
      try {
        const opening = await newOpening(db(), ids.digital, 'Juru Las Listrik');
        const applied = await call(ctx.app, t.siswa05, { method: 'POST', url: '/application/apply', payload: { opportunity_id: opening } });
        const id = applied.json().data.id as string;
        const list = () => call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/application/list?opportunity_id=${opening}` });
        const csv = () => call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/application/export?format=csv&opportunity_id=${opening}` });
        // While applied, the company has the student's name and NISN: applying shared them.
        expect((await list()).json().data[0].student_name).toBe('Rina Wulandari Kusuma');
        expect((await csv()).body).toContain('0079988776');

        await call(ctx.app, t.siswa05, { method: 'POST', url: `/application/withdraw?id=${id}`, payload: {} });
        const listed = (await list()).json().data;
        expect(listed.map((a: Row) => [a.id, a.stage, a.student_name])).toEqual([[id, 'withdrawn', 'Rina K.']]);
        const detail = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/application/detail?id=${id}` });
        expect(detail.json().data.student_name).toBe('Rina K.');
        expect(detail.json().data.events.map((e: { actor_name: string }) => e.actor_name)).toEqual(['Rina K.', 'Rina K.']);
        expect(detail.body).not.toContain('Wulandari');
        const exported = await csv();
        expect(exported.statusCode).toBe(200);
        expect(exported.body).toContain('Rina K.');
        expect(exported.body).not.toContain('Wulandari');
        expect(exported.body).not.toContain('0079988776');
        // Searching by the full name does not single the withdrawn applicant out either.
        const searched = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: '/application/list?search=Wulandari' });
        expect(searched.json().data.map((a: Row) => a.id)).not.toContain(id);
        // The Admin (and the student's school) still see who it was.
        const admin = await call(ctx.app, t.admin, { method: 'GET', url: `/application/detail?id=${id}` });
        expect(admin.json().data.student_name).toBe('Rina Wulandari Kusuma');
        const own = await call(ctx.app, t.siswa05, { method: 'GET', url: `/application/detail?id=${id}` });
        expect(own.json().data.student_name).toBe('Rina Wulandari Kusuma');

        // The same through an accepted invitation: the company's invitation list goes back to initials.
        const invitedTo = await newOpening(db(), ids.digital, 'Juru Las Pipa');
        const invite = await call(ctx.app, t.admin_perusahaan, {
          method: 'POST',
          url: '/invitation/create',
          payload: { opportunity_id: invitedTo, student_id: ids.siswa05 },
        });
        expect(invite.statusCode, invite.body).toBe(200);
        const accepted = await call(ctx.app, t.siswa05, {
          method: 'POST',
          url: `/invitation/answer?id=${invite.json().data.id}`,
          payload: { answer: 'accepted' },
        });
        const invitations = () => call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/invitation/list?opportunity_id=${invitedTo}` });
        expect((await invitations()).json().data[0].student_name).toBe('Rina Wulandari Kusuma');
        await call(ctx.app, t.siswa05, { method: 'POST', url: `/application/withdraw?id=${accepted.json().data.application_id}`, payload: {} });
        expect((await invitations()).json().data[0].student_name).toBe('R. W. K.');
      } finally {
        await db().update(users).set(before!).where(eq(users.id, ids.siswa05));
      }
    });
  });

  describe('invitations', () => {
    it('a company invites; the student accepts (an application) or declines; answered once', async () => {
      const opening = await newOpening(db(), ids.digital, 'Teknisi Perawatan AC');
      const invite = await call(ctx.app, t.admin_perusahaan, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: opening, student_id: ids.siswa04, message: 'Kami tertarik dengan profil Anda.' },
      });
      expect(invite.statusCode, invite.body).toBe(200);
      const invitationId = invite.json().data.id as string;
      const again = await call(ctx.app, t.admin_perusahaan, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: opening, student_id: ids.siswa04 },
      });
      expect(again.statusCode).toBe(409);
      // Another company cannot invite to this opening, nor the company invite someone who is not a student.
      expect(
        (await call(ctx.app, t.otomotif, { method: 'POST', url: '/invitation/create', payload: { opportunity_id: opening, student_id: ids.andi } }))
          .statusCode,
      ).toBe(404);
      const notStudent = await call(ctx.app, t.admin_perusahaan, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: opening, student_id: await userId(DEMO.guru) },
      });
      expect(notStudent.statusCode).toBe(400);
      const siswa04 = await login(ctx.app, 'siswa04@jalurkarir.id');
      expect(
        (await call(ctx.app, t.siswa, { method: 'POST', url: `/invitation/answer?id=${invitationId}`, payload: { answer: 'accepted' } })).statusCode,
      ).toBe(404);
      const accepted = await call(ctx.app, siswa04, {
        method: 'POST',
        url: `/invitation/answer?id=${invitationId}`,
        payload: { answer: 'accepted' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.status).toBe('accepted');
      const applicationId = accepted.json().data.application_id as string;
      const application = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/application/detail?id=${applicationId}` });
      expect(application.json().data).toMatchObject({ source: 'invitation', stage: 'applied', student_id: ids.siswa04 });
      const twice = await call(ctx.app, siswa04, { method: 'POST', url: `/invitation/answer?id=${invitationId}`, payload: { answer: 'declined' } });
      expect(twice.statusCode).toBe(409);
      // Inviting someone who already applied is a conflict.
      const applied = await call(ctx.app, t.admin_perusahaan, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: ids.opening, student_id: ids.siswa01 },
      });
      expect(applied.statusCode).toBe(409);

      const declinedInvite = await call(ctx.app, t.admin_perusahaan, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: opening, student_id: ids.siswa05 },
      });
      const declined = await call(ctx.app, t.siswa05, {
        method: 'POST',
        url: `/invitation/answer?id=${declinedInvite.json().data.id}`,
        payload: { answer: 'declined' },
      });
      expect(declined.json().data).toMatchObject({ status: 'declined', application_id: null });
      const none = await db()
        .select()
        .from(applications)
        .where(and(eq(applications.opportunityId, opening), eq(applications.studentId, ids.siswa05)));
      expect(none).toHaveLength(0);
      const answered = await db().select({ status: invitations.status }).from(invitations).where(eq(invitations.opportunityId, opening));
      expect(answered.map((a) => a.status).sort()).toEqual(['accepted', 'declined']);
    });

    it('each event notifies the people it concerns and no one else', async () => {
      /** The notifications written while `action` runs, as "recipient kind" lines (sorted). */
      const written = async (action: () => Promise<{ statusCode: number; body: string }>) => {
        const before = new Set((await db().select({ id: notifications.id }).from(notifications)).map((r) => r.id));
        const res = await action();
        expect(res.statusCode, res.body).toBe(200);
        const rows = await db().select({ id: notifications.id, userId: notifications.userId, kind: notifications.kind }).from(notifications);
        return rows
          .filter((r) => !before.has(r.id))
          .map((r) => `${r.userId} ${r.kind}`)
          .sort();
      };
      const companyAdmins = (
        await db()
          .select({ id: users.id })
          .from(users)
          // The company's PKL supervisor account (pembimbing@) is not one of its admins: it hears of no application.
          .where(
            and(eq(users.companyId, ids.digital), eq(users.role, 'admin_perusahaan'), eq(users.pklSupervisor, false), eq(users.status, 'active')),
          )
      ).map((r) => r.id);
      expect(companyAdmins.length).toBeGreaterThan(0);
      const each = (people: string[], kind: string) => people.map((id) => `${id} ${kind}`).sort();
      const inviter = await userId(DEMO.admin_perusahaan);
      const opening = await newOpening(db(), ids.digital, 'Teknisi Jaringan Lapangan');

      // An application: the company's admins (every active one), not the student, the school or another company.
      const siswa01 = await login(ctx.app, 'siswa01@jalurkarir.id');
      let applicationId = '';
      expect(
        await written(async () => {
          const res = await call(ctx.app, siswa01, { method: 'POST', url: '/application/apply', payload: { opportunity_id: opening } });
          applicationId = res.json().data?.id;
          return res;
        }),
      ).toEqual(each(companyAdmins, 'application-received'));
      // A move: the student alone.
      expect(
        await written(() =>
          call(ctx.app, t.admin_perusahaan, { method: 'POST', url: `/application/move?id=${applicationId}`, payload: { stage: 'shortlisted' } }),
        ),
      ).toEqual(each([ids.siswa01], 'application-stage'));
      // An invitation: the invited student alone; the answer: the admin who invited, alone.
      let invitationId = '';
      expect(
        await written(async () => {
          const res = await call(ctx.app, t.admin_perusahaan, {
            method: 'POST',
            url: '/invitation/create',
            payload: { opportunity_id: opening, student_id: ids.siswa05 },
          });
          invitationId = res.json().data?.id;
          return res;
        }),
      ).toEqual(each([ids.siswa05], 'invitation-received'));
      expect(
        await written(() =>
          call(ctx.app, t.siswa05, { method: 'POST', url: `/invitation/answer?id=${invitationId}`, payload: { answer: 'declined' } }),
        ),
      ).toEqual(each([inviter], 'invitation-answered'));
    });

    it('candidates carry their competency certificates in the projection, in the caller’s language', async () => {
      const opening = await newOpening(db(), ids.digital, 'Pemrogram Web Magang');
      const get = async (lang: 'id' | 'en') => {
        const res = await call(ctx.app, t.admin_perusahaan, {
          method: 'GET',
          url: `/invitation/candidates?opportunity_id=${opening}`,
          headers: { 'x-lang': lang },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { id: string; certificates: { name: string; result: string; issuedOn: string }[] }[];
      };
      const andi = (await get('id')).find((c) => c.id === ids.andi);
      expect(andi, 'the demo student is a visible student of a partner school').toBeDefined();
      expect(andi!.certificates).toEqual([expect.objectContaining({ name: expect.stringContaining('Pemrogram'), result: 'valid' })]);
      const inEnglish = (await get('en')).find((c) => c.id === ids.andi)!;
      expect(inEnglish.certificates[0]!.name).not.toBe(andi!.certificates[0]!.name);
    });

    it('a student sees only their own invitations; a company only its own', async () => {
      const mine = await call(ctx.app, t.siswa, { method: 'GET', url: '/invitation/list?per_page=100' });
      expect(mine.json().data.every((i: { student_id: string }) => i.student_id === ids.andi)).toBe(true);
      const theirs = await call(ctx.app, t.otomotif, { method: 'GET', url: '/invitation/list?per_page=100' });
      expect(theirs.json().data).toHaveLength(0);
    });
  });

  describe('responsiveness and the full-profile grant', () => {
    it('shows the company’s average time to a first response on the opening', async () => {
      const res = await call(ctx.app, t.siswa, { method: 'GET', url: `/job/detail?id=${ids.opening}` });
      expect(res.statusCode).toBe(200);
      const r = res.json().data.responsiveness as { applications: number; responded: number; average_hours: number };
      expect(r.responded).toBeGreaterThan(0);
      expect(r.applications).toBeGreaterThanOrEqual(r.responded);
      expect(r.average_hours).toBeGreaterThan(0);
      expect(res.json().data.my_application).toBeNull();
    });

    it("'applicant-of-own-company' covers the company's applicants, not others, not the withdrawn", async () => {
      const [caller] = await db().select().from(users).where(eq(users.email, DEMO.admin_perusahaan));
      const where = scopeCondition('applicant-of-own-company', { user: caller! }, { owner: users.id });
      const visible = (await db().select({ email: users.email }).from(users).where(where)).map((u) => u.email);
      expect(visible).toContain('siswa01@jalurkarir.id');
      expect(visible).toContain(DEMO.siswa);
      expect(visible).not.toContain('siswa08@jalurkarir.id'); // withdrew
      expect(visible).not.toContain('siswa11@jalurkarir.id'); // applied elsewhere only
      expect(visible).not.toContain(DEMO.guru);
    });
  });
  describe('candidates and what a company sees before a student accepts', () => {
    it('lists candidates with the privacy projection only: initials, school, program, grade', async () => {
      const opening = await newOpening(db(), ids.digital, 'Teknisi Listrik Gedung');
      const res = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/invitation/candidates?opportunity_id=${opening}` });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // The company projection (packages/shared toCompanyStudentView) and this opening's state.
        expect(Object.keys(row).sort()).toEqual([
          'applied',
          'certificates',
          'displayName',
          'grade',
          'id',
          'invited',
          'program',
          'schoolCity',
          'skills',
          'testResults',
        ]);
        expect(row.displayName).toMatch(/^\S+( \p{Lu}\.)?$/u);
      }
      const names = JSON.stringify(rows);
      expect(names).not.toContain('Andi Pratama');
      // Unverified students are never candidates.
      expect(rows.some((r) => r.id === ids.andi)).toBe(true);
      const unverified = await userId('pending.siswa@jalurkarir.id');
      expect(rows.some((r) => r.id === unverified)).toBe(false);
      // Another company's opening, and a student, are refused.
      expect((await call(ctx.app, t.otomotif, { method: 'GET', url: `/invitation/candidates?opportunity_id=${opening}` })).statusCode).toBe(404);
      expect((await call(ctx.app, t.siswa, { method: 'GET', url: `/invitation/candidates?opportunity_id=${opening}` })).statusCode).toBe(403);
    });

    it("hides an invited student's name from the company until the invitation is accepted", async () => {
      const opening = await newOpening(db(), ids.digital, 'Staf Dokumentasi Teknik');
      const created = await call(ctx.app, t.admin_perusahaan, {
        method: 'POST',
        url: '/invitation/create',
        payload: { opportunity_id: opening, student_id: ids.andi },
      });
      expect(created.json().data.student_name).toBe('A. P.');
      const listed = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/invitation/list?opportunity_id=${opening}` });
      expect(listed.json().data[0].student_name).toBe('A. P.');
      const own = await call(ctx.app, t.siswa, { method: 'GET', url: `/invitation/list?opportunity_id=${opening}` });
      expect(own.json().data[0].student_name).toBe('Andi Pratama');
      await call(ctx.app, t.siswa, {
        method: 'POST',
        url: `/invitation/answer?id=${created.json().data.id}`,
        payload: { answer: 'accepted', note: 'Siap mengikuti seleksi.' },
      });
      const after = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/invitation/list?opportunity_id=${opening}` });
      expect(after.json().data[0]).toMatchObject({ student_name: 'Andi Pratama', status: 'accepted' });
    });
  });
});
