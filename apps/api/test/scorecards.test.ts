import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, scopeFor, type ActionOf, type Principal } from '@jalurkarir/shared';
import { applications, companies, opportunities, scorecardRatings, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

type Body = Record<string, unknown>;
type Criterion = { id: string; name: string; name_en: string | null; position: number };
type Average = { criterion_id: string; average: number | null; count: number };

/**
 * Scorecards and notes on applicants (docs/applications.md): the company's admins set an opening's
 * criteria, rate an applicant 1–5 per criterion and write notes; nobody else reads any of it — not
 * the student (their own application's answers carry none of it), the school, the Admin, another
 * company or a PKL supervisor account. Expected figures are worked out by hand from the demo seed
 * (Hendra Gunawan rated Eko's "Junior Web Developer" application 4 and 5) and the ratings made here.
 */
describe('scorecards and notes on applicants', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'otomotif' | 'second' | 'applicant', string | null>;
  const ids = { seeded: '', webOpening: '', opening: '', application: '', otherOpening: '' };
  const NOTE = 'Catatan internal: minta contoh kode sebelum tawaran.';
  const COMMENT = 'Komentar internal tentang komunikasi';

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.pembimbing_industri = await login(ctx.app, 'pembimbing@jalurkarir.id');
    t.anonymous = null;
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    t.applicant = await login(ctx.app, 'siswa02@jalurkarir.id');
    const [hendra] = await db()
      .select({ hash: users.passwordHash, company: users.companyId })
      .from(users)
      .where(eq(users.email, DEMO.admin_perusahaan));
    // A second admin of the demo company: ratings are per admin, the average is over everyone's.
    await db().insert(users).values({
      name: 'Sari Indah',
      email: 'perusahaan.kedua@test.id',
      passwordHash: hendra!.hash,
      role: 'admin_perusahaan',
      verified: true,
      companyId: hendra!.company,
    });
    t.second = await login(ctx.app, 'perusahaan.kedua@test.id');
    const [web] = await db().select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.title, 'Junior Web Developer'));
    const [eko] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'siswa02@jalurkarir.id'));
    const [seeded] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.opportunityId, web!.id), eq(applications.studentId, eko!.id)));
    ids.seeded = seeded!.id;
    ids.webOpening = web!.id;
    // A fresh opening and application of the demo company, for the writes (the seeded scorecard stays as seeded).
    ids.opening = await newOpening(db(), hendra!.company!, 'Desainer UI Magang', { contractType: 'internship' });
    const [application] = await db()
      .insert(applications)
      .values({ opportunityId: ids.opening, studentId: eko!.id, companyId: hendra!.company! })
      .returning({ id: applications.id });
    ids.application = application!.id;
    const [otomotif] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Otomotif Jaya Abadi'));
    ids.otherOpening = await newOpening(db(), otomotif!.id, 'Mekanik Magang', { contractType: 'internship' });
  });

  const get = (who: keyof typeof t, url: string, lang: 'id' | 'en' = 'id') =>
    call(ctx.app, t[who], { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (who: keyof typeof t, url: string, payload: object, lang: 'id' | 'en' = 'id') =>
    call(ctx.app, t[who], { method: 'POST', url, payload, headers: { 'x-lang': lang } });

  describe('role × endpoint cells', () => {
    const NIL = '00000000-0000-4000-8000-000000000000';
    const ENDPOINTS = [
      { action: 'criteria', method: 'GET', url: () => `/scorecard/criteria?opportunity_id=${ids.webOpening}` },
      {
        action: 'set-criteria',
        method: 'POST',
        url: () => `/scorecard/set-criteria?opportunity_id=${NIL}`,
        payload: { criteria: [{ name: 'A' }, { name: 'B' }] },
      },
      { action: 'detail', method: 'GET', url: () => `/scorecard/detail?application_id=${ids.seeded}` },
      { action: 'rate', method: 'POST', url: () => `/scorecard/rate?application_id=${NIL}`, payload: { ratings: [{ criterion_id: NIL, score: 3 }] } },
      { action: 'note', method: 'POST', url: () => `/scorecard/note?application_id=${NIL}`, payload: { body: 'x' } },
    ] as const;
    for (const e of ENDPOINTS) {
      for (const principal of [...ROLES, 'pembimbing_industri', 'anonymous'] as Principal[]) {
        const allowed = scopeFor(principal, 'scorecard', e.action as ActionOf<'scorecard'>) !== null;
        it(`${principal} ${allowed ? 'passes' : 'is refused'} ${e.method} scorecard/${e.action}`, async () => {
          // Written out by hand: the company's admin is the only principal with any scorecard cell.
          expect(allowed).toBe(principal === 'admin_perusahaan');
          const res = await call(ctx.app, t[principal], { method: e.method, url: e.url(), payload: 'payload' in e ? e.payload : undefined });
          if (!allowed) expect(res.statusCode, res.body).toBe(principal === 'anonymous' ? 401 : 403);
          else {
            expect([401, 403], res.body).not.toContain(res.statusCode);
            expect(res.statusCode, res.body).toBeLessThan(500);
          }
        });
      }
    }
  });

  it('the demo scorecard: three criteria, Hendra’s two ratings, the averages', async () => {
    const res = await get('admin_perusahaan', `/scorecard/detail?application_id=${ids.seeded}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { criteria: Criterion[]; ratings: Body[]; averages: Average[]; notes: Body[] };
    expect(data.criteria.map((c) => [c.name, c.name_en])).toEqual([
      ['Kemampuan teknis', 'Technical skills'],
      ['Komunikasi', 'Communication'],
      ['Sikap kerja', 'Work attitude'],
    ]);
    expect(data.ratings.map((r) => [r.rater_name, r.score])).toEqual([
      ['Hendra Gunawan', 4],
      ['Hendra Gunawan', 5],
    ]);
    expect(data.averages.map((a) => [a.average, a.count])).toEqual([
      [4, 1],
      [5, 1],
      [null, 0],
    ]);
    expect(data.notes).toEqual([]);
  });

  it('sets criteria (2–8, the Indonesian name required), rates per admin and averages over everyone', async () => {
    const url = `/scorecard/set-criteria?opportunity_id=${ids.opening}`;
    expect((await post('admin_perusahaan', url, { criteria: [{ name: 'Hanya satu' }] })).statusCode).toBe(400);
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `Kriteria ${i + 1}` }));
    expect((await post('admin_perusahaan', url, { criteria: nine })).statusCode).toBe(400);
    const noName = await post('admin_perusahaan', url, { criteria: [{ name: '', name_en: 'Design' }, { name: 'Ketelitian' }] }, 'en');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors['criteria.0.name']).toBe('Required');

    const set = await post('admin_perusahaan', url, { criteria: [{ name: 'Desain', name_en: 'Design' }, { name: 'Ketelitian' }] });
    expect(set.statusCode, set.body).toBe(200);
    const [design, care] = set.json().data as Criterion[];
    expect([design!.name, design!.name_en, care!.name, care!.name_en]).toEqual(['Desain', 'Design', 'Ketelitian', null]);

    const rateUrl = `/scorecard/rate?application_id=${ids.application}`;
    const first = await post('admin_perusahaan', rateUrl, {
      ratings: [
        { criterion_id: design!.id, score: 4, comment: 'Bagus' },
        { criterion_id: care!.id, score: 2 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('second', rateUrl, { ratings: [{ criterion_id: design!.id, score: 1 }] });
    expect(second.statusCode, second.body).toBe(200);
    // Design: (4 + 1) / 2 = 2.5 over two raters; Ketelitian: Hendra's 2 alone.
    expect((second.json().data.averages as Average[]).map((a) => [a.average, a.count])).toEqual([
      [2.5, 2],
      [2, 1],
    ]);
    // Rating again changes one's own rating, not a new one: Design (4 + 3) / 2 = 3.5.
    const again = await post('second', rateUrl, { ratings: [{ criterion_id: design!.id, score: 3, comment: COMMENT }] });
    const data = again.json().data as { ratings: Body[]; averages: Average[] };
    expect(data.averages.map((a) => [a.average, a.count])).toEqual([
      [3.5, 2],
      [2, 1],
    ]);
    expect(data.ratings.map((r) => [r.rater_name, r.score, r.comment]).sort()).toEqual([
      ['Hendra Gunawan', 2, null],
      ['Hendra Gunawan', 4, 'Bagus'],
      ['Sari Indah', 3, COMMENT],
    ]);

    // Out of range, a criterion named twice, a criterion of another opening: 400, the reason in the caller's language.
    expect((await post('admin_perusahaan', rateUrl, { ratings: [{ criterion_id: design!.id, score: 6 }] })).statusCode).toBe(400);
    expect((await post('admin_perusahaan', rateUrl, { ratings: [{ criterion_id: design!.id, score: 0 }] })).statusCode).toBe(400);
    const twice = await post(
      'admin_perusahaan',
      rateUrl,
      {
        ratings: [
          { criterion_id: care!.id, score: 3 },
          { criterion_id: care!.id, score: 4 },
        ],
      },
      'en',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['ratings.1.criterion_id']).toBe('This criterion is listed more than once');
    const seededCriteria = (await get('admin_perusahaan', `/scorecard/criteria?opportunity_id=${ids.webOpening}`)).json().data as Criterion[];
    const foreign = await post('admin_perusahaan', rateUrl, { ratings: [{ criterion_id: seededCriteria[0]!.id, score: 3 }] }, 'en');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('The criterion is not one of this opening');
    const foreignId = await post('admin_perusahaan', rateUrl, { ratings: [{ criterion_id: seededCriteria[0]!.id, score: 3 }] }, 'id');
    expect(foreignId.json().errors['ratings.0.criterion_id']).toBe('Kriteria tidak ditemukan pada lowongan ini');

    // Renaming a kept criterion keeps its ratings; one left out goes with its ratings.
    const renamed = await post('admin_perusahaan', url, {
      criteria: [
        { id: design!.id, name: 'Desain antarmuka' },
        { name: 'Kerja sama tim', name_en: 'Teamwork' },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json().data as Criterion[]).map((c) => c.name)).toEqual(['Desain antarmuka', 'Kerja sama tim']);
    const after = (await get('admin_perusahaan', `/scorecard/detail?application_id=${ids.application}`)).json().data as { averages: Average[] };
    expect(after.averages.map((a) => [a.average, a.count])).toEqual([
      [3.5, 2],
      [null, 0],
    ]);
    expect((await db().select().from(scorecardRatings).where(eq(scorecardRatings.criterionId, care!.id))).length).toBe(0);
    // Another opening's criterion id cannot be adopted.
    const adopt = await post('admin_perusahaan', url, { criteria: [{ id: seededCriteria[0]!.id, name: 'Curian' }, { name: 'Lain' }] });
    expect(adopt.statusCode).toBe(400);
  });

  it('notes: written by an admin, read by every admin of the company with author and time, newest first', async () => {
    const url = `/scorecard/note?application_id=${ids.application}`;
    const empty = await post('admin_perusahaan', url, { body: '   ' }, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toBe('Required');
    expect((await post('admin_perusahaan', url, { body: 'Catatan pertama' })).statusCode).toBe(200);
    const res = await post('second', url, { body: NOTE });
    expect(res.statusCode, res.body).toBe(200);
    const notes = (await get('admin_perusahaan', `/scorecard/detail?application_id=${ids.application}`)).json().data.notes as Body[];
    expect(notes.map((n) => [n.author_name, n.body])).toEqual([
      ['Sari Indah', NOTE],
      ['Hendra Gunawan', 'Catatan pertama'],
    ]);
    expect(typeof notes[0]!.created_at).toBe('string');
  });

  it('another company reaches none of it (404), and cannot write to it', async () => {
    for (const url of [
      `/scorecard/detail?application_id=${ids.application}`,
      `/scorecard/detail?application_id=${ids.seeded}`,
      `/scorecard/criteria?opportunity_id=${ids.webOpening}`,
    ]) {
      expect((await get('otomotif', url)).statusCode, url).toBe(404);
    }
    expect((await post('otomotif', `/scorecard/note?application_id=${ids.application}`, { body: 'Menyusup' })).statusCode).toBe(404);
    expect(
      (await post('otomotif', `/scorecard/set-criteria?opportunity_id=${ids.opening}`, { criteria: [{ name: 'A' }, { name: 'B' }] })).statusCode,
    ).toBe(404);
    // And the demo company reaches none of the other company's openings.
    expect((await get('admin_perusahaan', `/scorecard/criteria?opportunity_id=${ids.otherOpening}`)).statusCode).toBe(404);
  });

  it('the PKL supervisor account of the company is refused every scorecard route (403)', async () => {
    expect((await get('pembimbing_industri', `/scorecard/detail?application_id=${ids.application}`)).statusCode).toBe(403);
    expect((await get('pembimbing_industri', `/scorecard/criteria?opportunity_id=${ids.opening}`)).statusCode).toBe(403);
    expect((await post('pembimbing_industri', `/scorecard/note?application_id=${ids.application}`, { body: 'x' })).statusCode).toBe(403);
  });

  it('no student-facing or school-facing answer carries ratings or notes: the applicant’s own detail and list, the school’s, the Admin’s', async () => {
    // The keys of an application's detail, written out: no scorecard, rating, average or note field.
    const DETAIL_KEYS = [
      'applicant_facts',
      'company_id',
      'company_name',
      'created_at',
      'events',
      'id',
      'interview_at',
      'interview_place',
      'interview_request_note',
      'interview_slot_id',
      'interview_slots',
      'match',
      'note',
      'opening',
      'opportunity_id',
      'opportunity_title',
      'program',
      'school_name',
      // The student's own answers to the opening's screening questions (not the company's judgement).
      'screening_answers',
      'source',
      'stage',
      'student_id',
      'student_name',
      'updated_at',
    ];
    const own = await get('applicant', `/application/detail?id=${ids.application}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(Object.keys(own.json().data).sort()).toEqual(DETAIL_KEYS);
    const seededOwn = await get('applicant', `/application/detail?id=${ids.seeded}`);
    expect(Object.keys(seededOwn.json().data).sort()).toEqual(DETAIL_KEYS);
    const list = await get('applicant', '/application/list?per_page=100');
    const answers = [own.body, seededOwn.body, list.body];
    // The school of the applicant, and the Admin, read the application — and nothing of the scorecard.
    for (const who of ['admin_sekolah', 'kepala_sekolah', 'guru', 'admin'] as const) {
      const res = await get(who, `/application/detail?id=${ids.application}`);
      // The Admin reads every application; the school staff those of their students (another school's: 404).
      if (who === 'admin') expect(res.statusCode).toBe(200);
      if (res.statusCode === 200) expect(Object.keys(res.json().data).sort()).toEqual(DETAIL_KEYS);
      answers.push(res.body);
      answers.push((await get(who, `/application/export?format=csv`)).body);
    }
    answers.push((await get('applicant', '/notification/list?per_page=100')).body);
    for (const body of answers) {
      for (const secret of [NOTE, COMMENT, 'Catatan pertama', 'Portofolio rapi', 'Kemampuan teknis', 'Desain antarmuka', 'average', 'rater']) {
        expect(body).not.toContain(secret);
      }
    }
  });
});
