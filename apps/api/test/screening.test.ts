import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

type Question = { id: string; kind: string; text: string; text_en: string | null; required: boolean };
type Body = Record<string, unknown>;

/**
 * Screening questions (docs/applications.md): the company sets 0–5 questions on its opening's form;
 * a student applying answers them, checked by the server (a required one answered, yes/no a boolean,
 * a text at most 500 characters, only the opening's questions); the answers are kept as asked and
 * read on the application. Applications without answers keep working.
 */
describe('screening questions', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<'company' | 'siswa01' | 'siswa04' | 'siswa05' | 'siswa', string>;
  let opening = '';
  let questions: Question[] = [];

  beforeAll(async () => {
    t.company = await login(ctx.app, DEMO.admin_perusahaan);
    t.siswa = await login(ctx.app, DEMO.siswa);
    for (const s of ['siswa01', 'siswa04', 'siswa05'] as const) t[s] = await login(ctx.app, `${s}@jalurkarir.id`);
  });
  const post = (who: keyof typeof t, url: string, payload: object, lang: 'id' | 'en' = 'id') =>
    call(ctx.app, t[who], { method: 'POST', url, payload, headers: { 'x-lang': lang } });
  const get = (who: keyof typeof t, url: string) => call(ctx.app, t[who], { method: 'GET', url });

  it('the opening form saves up to five questions, each with its id; English left empty is none', async () => {
    const [hendra] = await db().select({ company: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const base = {
      company_id: hendra!.company,
      title: 'Kasir Magang',
      contract_type: 'internship',
      career_level: 'entry',
      qualification: 'SMK',
      status: 'open',
    };
    const six = Array.from({ length: 6 }, (_, n) => ({ kind: 'text', text: `Pertanyaan ${n + 1}` }));
    const tooMany = await post('company', '/opportunity/create', { ...base, screening_questions: six });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toContain('screening_questions');
    const created = await post('company', '/opportunity/create', {
      ...base,
      screening_questions: [
        { kind: 'yes_no', text: 'Apakah Anda bersedia bekerja di akhir pekan?', text_en: 'Are you willing to work at weekends?', required: true },
        { kind: 'text', text: 'Ceritakan pengalaman Anda melayani pelanggan.', text_en: '', required: true },
        { kind: 'text', text: 'Ada yang ingin Anda tanyakan?' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    opening = created.json().data.id;
    questions = created.json().data.screening_questions;
    expect(questions.map((q) => [q.kind, q.text_en, q.required])).toEqual([
      ['yes_no', 'Are you willing to work at weekends?', true],
      ['text', null, true],
      ['text', null, false],
    ]);
    expect(new Set(questions.map((q) => q.id)).size).toBe(3);
    // The student sees them on the opening.
    const job = await get('siswa01', `/job/detail?id=${opening}`);
    expect(job.json().data.screening_questions).toEqual(questions);
  });

  it('refuses answers that break the rules, each on its own field, in the caller’s language', async () => {
    const answer = (body: Body[], lang: 'id' | 'en' = 'en') =>
      post('siswa01', '/application/apply', { opportunity_id: opening, answers: body }, lang);
    const [yesNo, story, extra] = questions;
    const missing = await answer([{ question_id: yesNo!.id, answer: true }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'answers.1': 'This question must be answered' });
    const wrongKinds = await answer(
      [
        { question_id: yesNo!.id, answer: 'ya' },
        { question_id: story!.id, answer: false },
      ],
      'id',
    );
    expect(wrongKinds.json().errors).toEqual({ 'answers.0': 'Jawab dengan ya atau tidak', 'answers.1': 'Jawaban harus berupa teks' });
    const unknown = await answer([
      { question_id: yesNo!.id, answer: true },
      { question_id: story!.id, answer: 'Saya kasir di koperasi sekolah.' },
      { question_id: 'bukan-pertanyaan', answer: 'x' },
    ]);
    expect(unknown.json().errors.answers).toBe('The question is not one of this opening');
    const tooLong = await answer([
      { question_id: yesNo!.id, answer: true },
      { question_id: story!.id, answer: 'a'.repeat(501) },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['answers.1.answer']);
    const none = await post('siswa01', '/application/apply', { opportunity_id: opening });
    expect(none.statusCode).toBe(400);
    // Nothing was stored by any of them.
    const rows = await db().select({ id: applications.id }).from(applications).where(eq(applications.opportunityId, opening));
    expect(rows).toHaveLength(0);
    expect(extra!.required).toBe(false);
  });

  it('keeps the answers as asked; the company and the student read them; a later edit of the questions does not rewrite them', async () => {
    const [yesNo, story] = questions;
    const applied = await post('siswa01', '/application/apply', {
      opportunity_id: opening,
      answers: [
        { question_id: story!.id, answer: '  Saya kasir di koperasi sekolah.  ' },
        { question_id: yesNo!.id, answer: false },
      ],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const id = applied.json().data.id as string;
    const expected = [
      { ...questions[0], answer: false },
      { ...questions[1], answer: 'Saya kasir di koperasi sekolah.' },
      { ...questions[2], answer: null },
    ];
    expect((await get('company', `/application/detail?id=${id}`)).json().data.screening_answers).toEqual(expected);
    expect((await get('siswa01', `/application/detail?id=${id}`)).json().data.screening_answers).toEqual(expected);
    // The company rewords the first question, keeping its id, and drops the others.
    const updated = await post('company', `/opportunity/update?id=${opening}`, {
      screening_questions: [{ id: yesNo!.id, kind: 'yes_no', text: 'Bersedia bekerja hari Sabtu?', required: true }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.screening_questions).toEqual([
      { id: yesNo!.id, kind: 'yes_no', text: 'Bersedia bekerja hari Sabtu?', text_en: null, required: true },
    ]);
    expect((await get('company', `/application/detail?id=${id}`)).json().data.screening_answers).toEqual(expected);
    // The next applicant answers the new list.
    const next = await post('siswa04', '/application/apply', { opportunity_id: opening, answers: [{ question_id: yesNo!.id, answer: true }] });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('an application without answers (made before any question, or the seeded ones) reads an empty list; the demo answers show', async () => {
    const [hendra] = await db().select({ company: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const asksNothing = await newOpening(db(), hendra!.company!, 'Staf Arsip', { contractType: 'contract' });
    const plain = await post('siswa05', '/application/apply', { opportunity_id: asksNothing });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await get('siswa05', `/application/detail?id=${plain.json().data.id}`)).json().data.screening_answers).toEqual([]);
    const [siswa10] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'siswa10@jalurkarir.id'));
    const [seeded] = await db().select({ id: applications.id }).from(applications).where(eq(applications.studentId, siswa10!.id));
    const answers = (await get('company', `/application/detail?id=${seeded!.id}`)).json().data.screening_answers as Body[];
    expect(answers.map((a) => [a.text, a.answer])).toEqual([
      ['Apakah Anda bersedia bekerja bergiliran (shift)?', true],
      ['Perangkat jaringan apa yang pernah Anda konfigurasi?', 'Router MikroTik dan switch Cisco saat PKL di kantor kecamatan.'],
      ['Kapan Anda dapat mulai magang?', null],
    ]);
  });
});
