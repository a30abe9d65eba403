import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { DEFAULT_TRACER_QUESTIONS } from '@jalurkarir/shared';
import { alumni, companies, emailOutbox, tracerLinks, tracerResponses, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The tracer study's token flow (docs/outcomes.md): the school copies a graduate's personal link, the
 * graduate opens and answers it without logging in, the answer becomes their status, and the link
 * then stops working — as do used, expired and unknown ones. Plus e-mails, reminders, phone answers,
 * rounds and employer feedback by link.
 */
describe('tracer rounds and personal links', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let school: string;
  let kepsek: string;
  let bandung: string;
  let graduateId: string;
  let openRound: string;
  let closedRound: string;
  const thisYear = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 4));

  const get = (token: string | null, url: string, lang = 'en') => call(ctx.app, token, { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (token: string | null, url: string, payload: object = {}, lang = 'en') =>
    call(ctx.app, token, { method: 'POST', url, payload, headers: { 'x-lang': lang } });
  const tokenOf = (url: string) => url.split('/').pop()!;
  const working = {
    activity: 'bekerja',
    company_name: 'PT Nusantara Teknologi Digital',
    position: 'Junior Web Developer',
    months_to_first_job: 2,
    program_fit: 'sesuai',
    salary_band: '3_5jt',
    job_source: 'jalurkarir',
    school_satisfaction: 5,
  };

  beforeAll(async () => {
    school = await login(ctx.app, DEMO.admin_sekolah);
    kepsek = await login(ctx.app, DEMO.kepala_sekolah);
    bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    graduateId = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'alumni@jalurkarir.id')))[0]!.id;
    const rounds = (await get(school, '/tracer/list')).json().data as { id: string; status: string }[];
    openRound = rounds.find((r) => r.status === 'open')!.id;
    closedRound = rounds.find((r) => r.status === 'closed')!.id;
  });

  it('the demo rounds: a closed one with answers, an open one with reminders due', async () => {
    const rounds = (await get(kepsek, '/tracer/list')).json().data;
    const closed = rounds.find((r: { id: string }) => r.id === closedRound);
    // Older year: 24 graduates, 20 responded, 2 unreachable (RPL, TKJ), 2 silent
    expect(closed.counts).toEqual({ graduates: 24, responded: 20, pending: 2, unreachable: 2 });
    expect(closed.reminders_due).toBe(0);
    const open = rounds.find((r: { id: string }) => r.id === openRound);
    // Recent year: 18 graduates; answered RPL 2, TKJ 2, AKL 1 = 5; 1 unreachable; 12 pending, all last messaged 12 days ago
    expect(open.counts).toEqual({ graduates: 18, responded: 5, pending: 12, unreachable: 1 });
    expect(open.reminders_due).toBe(12);
    const responses = (await get(kepsek, `/tracer/responses?id=${openRound}`)).json().data;
    expect(responses.by_class.find((c: { key: string }) => c.key === 'XII AKL 1')).toEqual({
      key: 'XII AKL 1',
      graduates: 6,
      responded: 1,
      pending: 5,
      unreachable: 0,
    });
    expect(responses.by_program.map((p: { key: string }) => p.key)).toEqual(['akl', 'rpl', 'tkj']);
  });

  it('a graduate answers through the copied link without logging in; the answer becomes the status; the link then stops working', async () => {
    const link = await post(school, `/tracer/link?id=${openRound}&alumni_id=${graduateId}`);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.url).toMatch(/\/#\/tracer-answer\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link.json().data.url);
    // Only the hash is stored.
    expect(await db().select().from(tracerLinks).where(eq(tracerLinks.tokenHash, token))).toHaveLength(0);
    // A second link (e.g. e-mailed) does not cancel the first.
    const second = tokenOf((await post(school, `/tracer/link?id=${openRound}&alumni_id=${graduateId}`)).json().data.url);

    const page = await get(null, `/tracer/by-token?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ school_name: 'SMK Negeri 1 Jakarta', graduation_year: thisYear - 1 });
    expect(page.json().data.questions).toHaveLength(DEFAULT_TRACER_QUESTIONS.length);

    const bad = await post(null, '/tracer/answer', { token, answers: { ...working, program_fit: 'maybe', position: '' } }, 'id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'answers.program_fit': 'Pilihan tidak valid', 'answers.position': 'Wajib diisi' });

    expect((await post(null, '/tracer/answer', { token, answers: working })).statusCode).toBe(200);
    const detail = (await get(school, `/alumni/detail?id=${graduateId}`)).json().data;
    expect(detail).toMatchObject({
      activity: 'bekerja',
      company_name: 'PT Nusantara Teknologi Digital',
      program_fit: 'sesuai',
      source: 'tracer',
      recorded_by_name: null,
    });
    const row = (await get(school, `/tracer/responses?id=${openRound}`))
      .json()
      .data.rows.find((r: { alumni_id: string }) => r.alumni_id === graduateId);
    expect(row).toMatchObject({ status: 'responded', activity: 'bekerja', source: 'tracer', reminder_due: false });

    for (const used of [token, second]) {
      const again = await get(null, `/tracer/by-token?token=${used}`, 'id');
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('TOKEN_INVALID');
      expect((await post(null, '/tracer/answer', { token: used, answers: working })).statusCode).toBe(404);
    }
  });

  it('an unknown, an expired or a closed round’s link is refused the same way', async () => {
    expect((await get(null, `/tracer/by-token?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    const other = (await db().select({ id: alumni.userId }).from(alumni).where(eq(alumni.className, 'XII AKL 1')))[0]!.id;
    const line = (
      await db()
        .select()
        .from(tracerResponses)
        .where(and(eq(tracerResponses.roundId, openRound), eq(tracerResponses.alumniId, other)))
    )[0]!;
    const token = tokenOf((await post(school, `/tracer/link?id=${openRound}&alumni_id=${other}`)).json().data.url);
    await db()
      .update(tracerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tracerLinks.responseId, line.id));
    expect((await get(null, `/tracer/by-token?token=${token}`)).statusCode).toBe(404);
    // A closed round gives no new links.
    const closedLink = await post(school, `/tracer/link?id=${closedRound}&alumni_id=${other}`, {}, 'id');
    expect(closedLink.statusCode).toBe(409);
    expect(closedLink.json().message).toBe('Putaran tracer ini sudah ditutup');
  });

  it('e-mails links to those due a reminder, and says who has no address', async () => {
    const before = (await get(school, '/tracer/list')).json().data.find((r: { id: string }) => r.id === openRound).reminders_due;
    const res = await post(school, `/tracer/remind?id=${openRound}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: before, without_email: [] });
    const mails = await db().select().from(emailOutbox).where(like(emailOutbox.subject, 'Pengingat:%'));
    expect(mails.length).toBe(before);
    expect(mails[0]!.bodyText).toContain('/#/tracer-answer/');
    // Just reminded: nobody is due any more.
    expect((await get(school, '/tracer/list')).json().data.find((r: { id: string }) => r.id === openRound).reminders_due).toBe(0);
    expect((await post(kepsek, `/tracer/remind?id=${openRound}`, {})).statusCode).toBe(403);
  });

  it('the school records an answer by phone (who recorded it) and marks the unreachable', async () => {
    const pending = (await get(school, `/tracer/responses?id=${openRound}`))
      .json()
      .data.rows.filter((r: { status: string }) => r.status === 'pending');
    const res = await post(school, `/tracer/record?id=${openRound}`, {
      alumni_id: pending[0].alumni_id,
      answers: {
        activity: 'wirausaha',
        business_name: 'Warung Kopi Lulusan',
        business_sector: 'Kuliner',
        salary_band: '2_3jt',
        school_satisfaction: 4,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'responded', source: 'phone', recorded_by_name: 'Rina Wulandari', activity: 'wirausaha' });
    const status = (await get(school, `/alumni/detail?id=${pending[0].alumni_id}`)).json().data;
    expect(status).toMatchObject({ activity: 'wirausaha', business_name: 'Warung Kopi Lulusan', source: 'phone' });
    const away = await post(school, `/tracer/unreachable?id=${openRound}`, {
      alumni_id: pending[1].alumni_id,
      unreachable: true,
      note: 'Nomor tidak aktif',
    });
    expect(away.json().data).toMatchObject({ status: 'unreachable', note: 'Nomor tidak aktif' });
    expect(
      (await post(bandung, `/tracer/record?id=${openRound}`, { alumni_id: pending[2].alumni_id, answers: { activity: 'lainnya' } })).statusCode,
    ).toBe(404);
  });

  it('the questionnaire once answered: reworded and added to, never an asked question removed or retyped', async () => {
    const round = (await get(school, `/tracer/detail?id=${openRound}`)).json().data;
    expect(round.counts.responded).toBeGreaterThan(0);
    const body = { graduation_year: round.graduation_year, title: round.title, starts_on: round.starts_on, ends_on: round.ends_on };
    const asked = DEFAULT_TRACER_QUESTIONS;
    // Reworded in Indonesian only, and a new question at the front: English falls back to the Indonesian.
    const reworded = asked.map((q) => (q.key === 'skills' ? { ...q, label: { id: 'Keterampilan yang paling dipakai?' } } : q));
    const extra = {
      key: 'q_pkl',
      kind: 'choice',
      required: false,
      label: { id: 'Apakah Anda bekerja di tempat PKL?', en: '' },
      options: [
        { value: 'ya', label: { id: 'Ya' } },
        { value: 'tidak', label: { id: 'Tidak', en: 'No' } },
      ],
    };
    const saved = await post(school, `/tracer/update?id=${openRound}`, { ...body, questions: [extra, ...reworded] });
    expect(saved.statusCode).toBe(200);
    const questions = saved.json().data.questions as { key: string; label: { id: string; en: string }; options?: { label: { en: string } }[] }[];
    expect(questions.map((q) => q.key).slice(0, 2)).toEqual(['q_pkl', 'activity']);
    expect(questions.find((q) => q.key === 'skills')!.label).toEqual({
      id: 'Keterampilan yang paling dipakai?',
      en: 'Keterampilan yang paling dipakai?',
    });
    expect(questions[0]!.label.en).toBe('Apakah Anda bekerja di tempat PKL?');
    expect(questions[0]!.options!.map((o) => o.label.en)).toEqual(['Ya', 'No']);
    // Removing a question graduates already answered: refused on the questionnaire, in the caller's language.
    const removed = await post(school, `/tracer/update?id=${openRound}`, { ...body, questions: asked.filter((q) => q.key !== 'skills') }, 'id');
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors).toEqual({
      questions:
        'Sudah ada jawaban: pertanyaan yang ada boleh diperbaiki teksnya, tetapi tidak boleh dihapus atau diubah jenis, pilihan, atau siapa yang ditanya',
    });
    // Retyping one: refused on that question (its place in the list sent).
    const retyped = [extra, ...asked.map((q) => (q.key === 'sector' ? { ...q, kind: 'month' } : q))];
    const res = await post(school, `/tracer/update?id=${openRound}`, { ...body, questions: retyped });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['questions.4']);
  });

  it('rounds: one open round per year, the core questions stay, a closed round takes no answers', async () => {
    const dup = await post(school, '/tracer/create', {
      graduation_year: thisYear - 1,
      title: 'Tracer ganda',
      starts_on: '2026-01-01',
      ends_on: '2026-02-01',
    });
    expect(dup.statusCode).toBe(409);
    const empty = await post(
      school,
      '/tracer/create',
      { graduation_year: 2010, title: 'Tracer kosong', starts_on: '2026-01-01', ends_on: '2026-02-01' },
      'id',
    );
    expect(empty.json().errors.graduation_year).toBe('Belum ada alumni untuk tahun lulus ini');
    const noCore = await post(school, `/tracer/update?id=${openRound}`, {
      graduation_year: thisYear - 1,
      title: 'Tracer tanpa inti',
      starts_on: '2026-01-01',
      ends_on: '2030-01-01',
      questions: DEFAULT_TRACER_QUESTIONS.filter((q) => q.key !== 'activity'),
    });
    expect(noCore.statusCode).toBe(400);
    const reversed = await post(school, '/tracer/create', {
      graduation_year: thisYear - 1,
      title: 'Tracer',
      starts_on: '2026-02-01',
      ends_on: '2026-01-01',
    });
    expect(reversed.json().errors.ends_on).toBeTruthy();
    // Closing the open round: links stop, the headmaster may not close.
    expect((await post(kepsek, `/tracer/close?id=${openRound}`)).statusCode).toBe(403);
    const closed = await post(school, `/tracer/close?id=${openRound}`);
    expect(closed.json().data.status).toBe('closed');
    const pending = (await get(school, `/tracer/responses?id=${openRound}`)).json().data.rows.find((r: { status: string }) => r.status === 'pending');
    expect((await post(school, `/tracer/record?id=${openRound}`, { alumni_id: pending.alumni_id, answers: working })).statusCode).toBe(409);
    // A new round for the year can now be opened; every graduate of the year gets a line.
    const fresh = await post(school, '/tracer/create', {
      graduation_year: thisYear - 1,
      title: `Tracer ${thisYear} gelombang 2`,
      starts_on: '2026-01-01',
      ends_on: '2099-01-01',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ status: 'open', counts: { graduates: 18, responded: 0, pending: 18, unreachable: 0 } });
    const sheet = await get(kepsek, `/tracer/export?id=${closedRound}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('employer feedback: ask a graduate’s employer by link; the company answers once without logging in', async () => {
    const list = (await get(school, '/employer-feedback/list')).json().data;
    // The demo graduate now works at the IT company (answered above): a named employer to ask.
    const candidate = list.find((e: { alumni_id: string; id: string | null }) => e.alumni_id === graduateId && e.id === null);
    expect(candidate).toMatchObject({ company_name: 'PT Nusantara Teknologi Digital', source: 'named' });
    const digital = (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital')))[0]!.id;
    const created = await post(school, '/employer-feedback/create', { alumni_id: graduateId, company_id: digital, email: 'hrd@nusantaradigital.id' });
    expect(created.statusCode).toBe(200);
    const token = tokenOf(created.json().data.url);
    expect(created.json().data.url).toContain('/#/employer-feedback/');
    // The link goes out through the mail outbox, in both languages (the company's language is not known).
    expect(created.json().data.emailed_to).toBe('hrd@nusantaradigital.id');
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'hrd@nusantaradigital.id'));
    expect(mail!.subject).toBe('Umpan balik tentang lulusan SMK Negeri 1 Jakarta / Feedback on a graduate of SMK Negeri 1 Jakarta');
    expect(mail!.bodyText).toContain(created.json().data.url);
    expect(mail!.bodyText).toContain('Yth. PT Nusantara Teknologi Digital');
    expect(mail!.bodyText).toContain('Dear PT Nusantara Teknologi Digital');
    const page = await get(null, `/employer-feedback/by-token?token=${token}`);
    expect(page.json().data).toMatchObject({ company_name: 'PT Nusantara Teknologi Digital', school_name: 'SMK Negeri 1 Jakarta' });
    const answer = { token, technical: 4, attitude: 5, communication: 4, teamwork: 5, comment: 'Siap kerja' };
    expect((await post(null, '/employer-feedback/answer', { ...answer, technical: 6 })).statusCode).toBe(400);
    expect((await post(null, '/employer-feedback/answer', answer)).statusCode).toBe(200);
    expect((await post(null, '/employer-feedback/answer', answer)).statusCode).toBe(404);
    const after = (await get(kepsek, '/employer-feedback/list')).json().data.find((e: { id: string | null }) => e.id === created.json().data.id);
    expect(after).toMatchObject({ technical: 4, attitude: 5, comment: 'Siap kerja' });
    expect((await post(bandung, '/employer-feedback/create', { alumni_id: graduateId, company_name: 'PT Lain' })).statusCode).toBe(404);
  });
});
