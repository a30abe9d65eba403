import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, studentProfiles, testAttempts, users } from '../src/db/schema.js';
import { expireDue, testsClock } from '../src/modules/tests/engine.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

/**
 * The tests engine (docs/tests-engine.md): role × endpoint cells, the server's clock with an
 * injected `now()` (deadline from the window end, grace, auto-submit), idempotent autosave, submit
 * validation, scoring stored with the attempt.
 */
describe('tests engine', () => {
  const ctx = useTestApp();
  const realNow = testsClock.now;
  const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
  let clock = T0;
  const at = (ms: number) => new Date(T0.getTime() + ms);
  const tokens: Record<string, string> = {};
  let studentId = '';

  beforeAll(async () => {
    testsClock.now = () => clock;
    for (const [k, email] of Object.entries({
      ...DEMO,
      guru_bandung: 'guru.bandung@jalurkarir.id',
      sekolah_bandung: 'sekolah.bandung@jalurkarir.id',
      other_student: 'siswa01@jalurkarir.id',
    }))
      tokens[k] = await login(ctx.app, email);
    const [me] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    studentId = me?.id ?? '';
  });
  afterAll(() => {
    testsClock.now = realNow;
  });

  const get = (who: string, url: string, lang = 'en') => call(ctx.app, tokens[who] ?? null, { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (who: string, url: string, payload: unknown = {}, lang = 'en') =>
    call(ctx.app, tokens[who] ?? null, { method: 'POST', url, payload: payload as object, headers: { 'x-lang': lang } });

  const opt = (text_id: string, text_en: string, points = 0) => ({ text_id, text_en, points });
  const competency = (windowEndMs: number) => ({
    kind: 'competency',
    program: 'rpl',
    name_id: 'Ulangan Basis Data Kelas XI',
    name_en: 'Databases quiz, grade XI',
    instructions_id: 'Pilih jawaban yang paling tepat.',
    instructions_en: 'Choose the best answer.',
    minutes: 10,
    passing_score: 60,
    available_from: at(-3_600_000).toISOString(),
    available_until: at(windowEndMs).toISOString(),
    questions: [
      {
        type: 'single',
        topic_id: 'SQL',
        topic_en: 'SQL',
        text_id: 'Perintah SQL untuk mengambil data dari tabel adalah …',
        text_en: 'The SQL statement that reads rows from a table is …',
        options: [opt('SELECT', 'SELECT', 1), opt('INSERT', 'INSERT'), opt('UPDATE', 'UPDATE'), opt('DELETE', 'DELETE')],
      },
      {
        type: 'multiple',
        topic_id: 'Normalisasi',
        topic_en: 'Normalisation',
        text_id: 'Manakah yang merupakan kunci dalam basis data relasional?',
        text_en: 'Which of these are keys in a relational database?',
        options: [opt('Primary key', 'Primary key', 1), opt('Foreign key', 'Foreign key', 1), opt('Cursor', 'Cursor')],
      },
      {
        type: 'single',
        topic_id: 'SQL',
        topic_en: 'SQL',
        text_id: 'Klausa untuk menyaring hasil agregasi adalah …',
        text_en: 'The clause that filters aggregated results is …',
        options: [opt('WHERE', 'WHERE'), opt('HAVING', 'HAVING', 1), opt('ORDER BY', 'ORDER BY')],
      },
    ],
  });

  let testId = '';
  let attemptId = '';
  let questions: { id: string; type: string; options: { id: string; points?: number }[] }[] = [];

  it('a Guru authors competency tests of their school only; other roles and schools are refused', async () => {
    expect((await post('guru', '/test/create', { ...competency(300_000), kind: 'attitude' })).statusCode).toBe(403);
    const created = await post('guru', '/test/create', competency(300_000));
    expect(created.statusCode).toBe(200);
    const test = created.json().data;
    testId = test.id;
    expect(test).toMatchObject({ question_count: 3, total_points: 4, published: false, instrument: 'points' });
    expect((await get('guru_bandung', `/test/detail?id=${testId}`)).statusCode).toBe(404);
    expect((await post('guru_bandung', `/test/update?id=${testId}`, competency(300_000))).statusCode).toBe(404);
    expect((await post('siswa', '/test/create', competency(300_000))).statusCode).toBe(403);
    expect((await post('admin_perusahaan', '/test/create', competency(300_000))).statusCode).toBe(403);
    expect((await get('siswa', '/test/list')).statusCode).toBe(403);
    expect((await get('admin', `/test/detail?id=${testId}`)).statusCode).toBe(200);
    // A school admin assigns; a Guru does not.
    expect((await post('guru', `/test/assign?id=${testId}`, { target: 'students', student_ids: [studentId] })).statusCode).toBe(403);
  });

  it('a draft test never reaches a student, even when assigned', async () => {
    const assigned = await post('admin_sekolah', `/test/assign?id=${testId}`, { target: 'students', student_ids: [studentId] });
    expect(assigned.statusCode).toBe(200);
    // Another school's admin cannot see the Guru's test at all.
    expect((await post('sekolah_bandung', `/test/assign?id=${testId}`, { target: 'school' })).statusCode).toBe(404);
    const list = await get('siswa', '/test-attempt/available?group=other');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((t: { id: string }) => t.id)).not.toContain(testId);
    expect((await post('siswa', '/test-attempt/start', { test_id: testId })).statusCode).toBe(404);
    expect((await post('guru', `/test/publish?id=${testId}`, { published: true })).statusCode).toBe(200);
    const open = (await get('siswa', '/test-attempt/available?group=other')).json().data;
    expect(open.find((t: { id: string }) => t.id === testId)).toMatchObject({ status: 'not_started', can_start: true });
    // Assigned to one student only.
    const other = (await get('other_student', '/test-attempt/available?group=other')).json().data;
    expect(other.map((t: { id: string }) => t.id)).not.toContain(testId);
  });

  it('starts on the server clock: deadline = min(start + minutes, window end); points stay hidden', async () => {
    clock = at(0);
    const res = await post('siswa', '/test-attempt/start', { test_id: testId });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    attemptId = view.attempt.id;
    expect(view.server_time).toBe(T0.toISOString());
    expect(new Date(view.attempt.deadline).getTime()).toBe(at(300_000).getTime());
    questions = view.questions;
    expect(questions).toHaveLength(3);
    for (const q of questions) for (const o of q.options) expect(o.points).toBeUndefined();
    expect(JSON.stringify(view.questions)).not.toContain('"points"');
    // Starting again resumes the same attempt.
    expect((await post('siswa', '/test-attempt/start', { test_id: testId })).json().data.attempt.id).toBe(attemptId);
  });

  it('autosave is idempotent per question with a sequence number; bad answers are refused', async () => {
    const [q1, q2] = questions;
    if (!q1 || !q2) throw new Error('questions');
    const first = q1.options[0]!.id;
    const second = q1.options[1]!.id;
    const saved = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q1.id, option_ids: [second], seq: 2, position: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ seq: 2, saved: true });
    // The same save again changes nothing; a late, older one does not overwrite.
    const retry = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q1.id, option_ids: [second], seq: 2 });
    expect(retry.json().data).toMatchObject({ seq: 2, saved: true, option_ids: [second] });
    const late = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q1.id, option_ids: [first], seq: 1 });
    expect(late.json().data).toMatchObject({ seq: 2, saved: false });
    const detail = (await get('siswa', `/test-attempt/detail?id=${attemptId}`)).json().data;
    expect(detail.answers).toEqual([{ question_id: q1.id, option_ids: [second], likert: null, seq: 2 }]);
    expect(detail.attempt.current_question).toBe(1);
    // The same seq with another answer is not stored, and the answer says so, with what is stored.
    const clash = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q1.id, option_ids: [first], seq: 2 });
    expect(clash.statusCode).toBe(200);
    expect(clash.json().data).toMatchObject({ seq: 2, saved: false, option_ids: [second], likert: null });
    expect((await get('siswa', `/test-attempt/detail?id=${attemptId}`)).json().data.answers).toEqual([
      { question_id: q1.id, option_ids: [second], likert: null, seq: 2 },
    ]);
    // Newer wins.
    await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q1.id, option_ids: [first], seq: 3 });
    // Two options on a single-choice question, a Likert value on a choice question, a foreign option.
    for (const body of [
      { question_id: q1.id, option_ids: [first, second], seq: 9 },
      { question_id: q1.id, likert: 3, seq: 9 },
      { question_id: q1.id, option_ids: [q2.options[0]!.id], seq: 9 },
    ])
      expect((await post('siswa', `/test-attempt/answer?id=${attemptId}`, body)).statusCode).toBe(400);
  });

  it("another student cannot read or answer someone's attempt; staff of the school can read it, another school's cannot", async () => {
    expect((await get('other_student', `/test-attempt/detail?id=${attemptId}`)).statusCode).toBe(404);
    const q1 = questions[0]!;
    expect(
      (await post('other_student', `/test-attempt/answer?id=${attemptId}`, { question_id: q1.id, option_ids: [q1.options[0]!.id], seq: 50 }))
        .statusCode,
    ).toBe(404);
    expect((await post('other_student', `/test-attempt/submit?id=${attemptId}`)).statusCode).toBe(404);
    const staff = await get('guru', `/test-attempt/detail?id=${attemptId}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.questions[0].options[0].points).toBeTypeOf('number');
    expect((await get('guru_bandung', `/test-attempt/detail?id=${attemptId}`)).statusCode).toBe(404);
    expect((await get('admin_perusahaan', `/test-attempt/detail?id=${attemptId}`)).statusCode).toBe(403);
    expect((await post('guru', '/test-attempt/start', { test_id: testId })).statusCode).toBe(403);
  });

  it('submit needs every question answered, with the message on each missing one, in both languages', async () => {
    const en = await post('siswa', `/test-attempt/submit?id=${attemptId}`, {}, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ [`answers.${questions[1]!.id}`]: 'Select the answer', [`answers.${questions[2]!.id}`]: 'Select the answer' });
    const id = await post('siswa', `/test-attempt/submit?id=${attemptId}`, {}, 'id');
    expect(Object.values(id.json().errors)).toEqual(['Jawaban tidak boleh kosong', 'Jawaban tidak boleh kosong']);
  });

  it('questions cannot change once an attempt exists', async () => {
    const res = await post('guru', `/test/update?id=${testId}`, competency(300_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.questions).toMatch(/new version/);
  });

  it('accepts answers within 30 s after the deadline, refuses later ones, and submits at the deadline', async () => {
    const q2 = questions[1]!;
    clock = at(300_000 + 20_000);
    const inGrace = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q2.id, option_ids: [q2.options[0]!.id], seq: 4 });
    expect(inGrace.statusCode).toBe(200);
    clock = at(300_000 + 31_000);
    const late = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q2.id, option_ids: [q2.options[1]!.id], seq: 5 }, 'id');
    expect(late.statusCode).toBe(409);
    expect(late.json().errors.attempt).toBe('Waktu tes sudah habis; jawaban ini tidak disimpan.');
    const [row] = await ctx.database.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
    expect(row).toMatchObject({ status: 'submitted', autoSubmitted: true });
    expect(row?.submittedAt?.getTime()).toBe(at(300_000).getTime());
    // Q1 right (1 of 1), Q2 one of two right keys (1 of 2), Q3 blank: 2 of 4 = 50 %, below 60.
    expect(row?.result).toMatchObject({ instrument: 'points', score: 2, maxScore: 4, percent: 50, passed: false });
    expect(row?.score).toBe(50);
    const after = await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: q2.id, option_ids: [q2.options[1]!.id], seq: 6 });
    expect(after.statusCode).toBe(409);
    expect(after.json().errors.attempt).toMatch(/submitted/);
    // The window has closed: nothing starts any more.
    const again = await post('siswa', '/test-attempt/start', { test_id: testId });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors.test_id).toBe('This test is not available to you now.');
  });

  it('the server submits an abandoned attempt on read and by the sweep; a full submission is scored', async () => {
    clock = at(0);
    const second = (await post('guru', '/test/create', { ...competency(3_600_000), attempts_allowed: 2 })).json().data;
    await post('guru', `/test/publish?id=${second.id}`, { published: true });
    expect((await post('admin_sekolah', `/test/assign?id=${second.id}`, { target: 'school' })).statusCode).toBe(200);
    const other = (await post('other_student', '/test-attempt/start', { test_id: second.id })).json().data;
    const mine = await post('siswa', '/test-attempt/start', { test_id: second.id });
    expect(mine.statusCode).toBe(200);
    const view = mine.json().data;
    // Deadline from the exam minutes this time (the window ends later).
    expect(new Date(view.attempt.deadline).getTime()).toBe(at(600_000).getTime());
    let seq = 10;
    for (const q of view.questions as typeof questions) {
      const res = await post('siswa', `/test-attempt/answer?id=${view.attempt.id}`, {
        question_id: q.id,
        option_ids: [q.options[0]!.id],
        seq: seq++,
      });
      expect(res.statusCode).toBe(200);
    }
    const submitted = await post('siswa', `/test-attempt/submit?id=${view.attempt.id}`);
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json().data;
    expect(result.attempt.status).toBe('submitted');
    expect(result.attempt.result.instrument).toBe('points');
    // After submitting, the student sees the points.
    expect(result.questions[0].options[0].points).toBeTypeOf('number');
    // Allowed twice: a second attempt starts, a third does not.
    const secondTry = (await post('siswa', '/test-attempt/start', { test_id: second.id })).json().data;
    expect(secondTry.attempt.attempt_no).toBe(2);
    await post('siswa', `/test-attempt/answer?id=${secondTry.attempt.id}`, {
      question_id: secondTry.questions[0].id,
      option_ids: [secondTry.questions[0].options[0].id],
      seq: 1,
    });
    // The other student never came back: nothing before the grace, submitted after.
    clock = at(600_000 + 10_000);
    expect(await expireDue(ctx.database.db, clock, eq(testAttempts.id, other.attempt.id))).toBe(0);
    clock = at(600_000 + 31_000);
    expect(await expireDue(ctx.database.db, clock, eq(testAttempts.id, other.attempt.id))).toBe(1);
    // Reading submits too (the student's second attempt, abandoned).
    const history = await get('siswa', '/test-attempt/list?group=other');
    expect(history.statusCode).toBe(200);
    const rows = history.json().data.filter((a: { test_id: string }) => a.test_id === second.id);
    expect(rows.map((a: { status: string }) => a.status)).toEqual(['submitted', 'submitted']);
    expect(rows.map((a: { auto_submitted: boolean }) => a.auto_submitted).sort()).toEqual([false, true]);
    clock = at(60_000 * 20);
    const third = await post('siswa', '/test-attempt/start', { test_id: second.id });
    expect(third.statusCode).toBe(409);
    expect(third.json().errors.test_id).toBe('You have already taken this test.');
  });

  it('histories: a student their own, school staff their students, completion per test with export', async () => {
    const personality = (await get('siswa', '/test-attempt/list?group=personality')).json().data;
    expect(personality.map((a: { instrument: string }) => a.instrument).sort()).toEqual(['big-five', 'riasec']);
    expect(personality.every((a: { student_id: string }) => a.student_id === studentId)).toBe(true);
    const bandung = (await get('guru_bandung', `/test-attempt/list?student_id=${studentId}`)).json();
    expect(bandung.total).toBe(0);
    const jakarta = (await get('guru', `/test-attempt/list?student_id=${studentId}`)).json();
    expect(jakarta.total).toBeGreaterThan(4);
    const completion = await get('admin_sekolah', '/test/completion');
    expect(completion.statusCode).toBe(200);
    const row = completion.json().data.find((t: { id: string }) => t.id === testId);
    expect(row).toMatchObject({ assigned: 1, started: 1, submitted: 1 });
    expect(completion.json().data.some((t: { kind: string }) => t.kind === 'personality')).toBe(true);
    expect((await get('guru', '/test/completion')).statusCode).toBe(403);
    const csv = await get('admin', '/test/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Test,Kind,Vocational program,Assigned,Started,Submitted');
    expect((await get('siswa', '/test-attempt/list?group=personality')).json().data[0].result).toBeTruthy();
    // Assigning the published test notified the school's students once; the draft's assignment nobody.
    const notes = await ctx.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, studentId));
    expect(notes.filter((n) => n.kind === 'test-assigned')).toHaveLength(1);
  });

  it('latest results per instrument: the student their own, school staff by student, another school nothing', async () => {
    const mine = await get('siswa', '/test-result/latest', 'id');
    expect(mine.statusCode).toBe(200);
    const instruments = mine.json().data.map((r: { instrument: string }) => r.instrument);
    expect(instruments).toEqual(expect.arrayContaining(['big-five', 'riasec', 'attitude-scale', 'points']));
    expect((await get('guru', `/test-result/latest?student_id=${studentId}`)).json().data.length).toBe(mine.json().data.length);
    expect((await get('guru_bandung', `/test-result/latest?student_id=${studentId}`)).json().data).toEqual([]);
    expect((await get('admin_perusahaan', `/test-result/latest?student_id=${studentId}`)).statusCode).toBe(403);
  });

  /** The window around the test clock as it stands now (earlier cases move it). */
  const windowNow = () => ({
    available_from: new Date(clock.getTime() - 3_600_000).toISOString(),
    available_until: new Date(clock.getTime() + 3_600_000).toISOString(),
  });

  it('authors a Likert inventory: a dimension per question and reverse keying, checked against the instrument', async () => {
    const likert = (dimension: string, reverse: boolean, text: string) => ({ type: 'likert', dimension, reverse, text_id: text, text_en: text });
    const body = {
      kind: 'attitude',
      name_id: 'Skala Sikap Kerja Kelas X',
      name_en: 'Work attitude scale, grade X',
      minutes: 15,
      likert_scale: 'agreement',
      ...windowNow(),
      questions: [
        likert('discipline', false, 'Saya datang ke tempat praktik tepat waktu.'),
        likert('discipline', true, 'Saya sering menunda pekerjaan sampai mendekati batas waktu.'),
        likert('teamwork', false, 'Saya membantu teman satu tim yang kesulitan.'),
      ],
    };
    const created = await post('admin', '/test/create', body);
    expect(created.statusCode, created.body).toBe(200);
    const detail = (await get('admin', `/test/detail?id=${created.json().data.id}`)).json().data;
    expect(detail.questions.map((q: { type: string; dimension: string; reverse: boolean }) => [q.type, q.dimension, q.reverse])).toEqual([
      ['likert', 'discipline', false],
      ['likert', 'discipline', true],
      ['likert', 'teamwork', false],
    ]);
    // A dimension the instrument does not have, a Likert item in a point-scored test, a Likert item without a dimension.
    const wrongDimension = await post('admin', '/test/create', {
      ...body,
      questions: [likert('discipline', false, 'A'), likert('extraversion', false, 'B')],
    });
    expect(wrongDimension.statusCode).toBe(400);
    expect(wrongDimension.json().errors['questions.1.dimension']).toBe('The dimension does not match the test instrument.');
    const inPoints = await post('admin', '/test/create', { ...competency(3_600_000), questions: [likert('discipline', false, 'A')] });
    expect(inPoints.statusCode).toBe(400);
    const noDimension = await post('admin', '/test/create', { ...body, questions: [{ type: 'likert', text_id: 'A', text_en: 'A' }] });
    expect(noDimension.statusCode).toBe(400);
  });

  it('shuffles questions and options per attempt: the same set for everyone, the same order on every read', async () => {
    const questions = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'CREATE', 'DROP'].map((word, n) => ({
      type: 'single',
      text_id: `Pertanyaan ${n + 1}: perintah SQL ${word} digunakan untuk …`,
      text_en: `Question ${n + 1}: the SQL statement ${word} is used to …`,
      options: [
        opt('membaca', 'read', n === 0 ? 1 : 0),
        opt('menambah', 'add', n === 1 ? 1 : 0),
        opt('mengubah', 'change', n > 1 ? 1 : 0),
        opt('menghapus', 'remove'),
      ],
    }));
    const created = await post('admin', '/test/create', {
      ...competency(3_600_000),
      ...windowNow(),
      name_id: 'Kuis Perintah SQL (acak)',
      name_en: 'SQL statements quiz (shuffled)',
      shuffle_questions: true,
      shuffle_options: true,
      questions,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    const [other] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa01@jalurkarir.id'));
    expect((await post('admin', `/test/assign?id=${id}`, { target: 'students', student_ids: [studentId, other!.id] })).statusCode).toBe(200);
    expect((await post('admin', `/test/publish?id=${id}`, { published: true })).statusCode).toBe(200);
    type View = { questions: { id: string; options: { id: string }[] }[] };
    const order = (v: View) => v.questions.map((q) => `${q.id}:${q.options.map((o) => o.id).join(',')}`);
    const mine = (await post('siswa', '/test-attempt/start', { test_id: id })).json().data as View;
    const theirs = (await post('other_student', '/test-attempt/start', { test_id: id })).json().data as View;
    expect(mine.questions).toHaveLength(6);
    expect(new Set(mine.questions.map((q) => q.id))).toEqual(new Set(theirs.questions.map((q) => q.id)));
    // Resuming reads the same order (questions and each question's options).
    expect(order((await post('siswa', '/test-attempt/start', { test_id: id })).json().data)).toEqual(order(mine));
    // Two attempts, two orders (6! = 720 question orders, 4! option orders each: equal only by a 1-in-millions chance).
    expect(order(mine)).not.toEqual(order(theirs));
  });

  it('a class group assignment reaches the students of that grade, program and class, and no one else', async () => {
    const created = await post('guru', '/test/create', {
      ...competency(3_600_000),
      ...windowNow(),
      name_id: 'Kuis Kelas XI RPL 1',
      name_en: 'Class XI RPL 1 quiz',
    });
    const id = created.json().data.id as string;
    expect((await post('guru', `/test/publish?id=${id}`, { published: true })).statusCode).toBe(200);
    const [me] = await ctx.database.db
      .select({ grade: studentProfiles.grade, program: studentProfiles.program, className: studentProfiles.className, schoolId: users.schoolId })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, studentId));
    expect(me?.grade && me.program && me.className, 'the demo student has a class').toBeTruthy();
    const assigned = await post('admin_sekolah', `/test/assign?id=${id}`, {
      target: 'group',
      grade: me!.grade,
      program: me!.program,
      class_name: me!.className,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const schoolmates = await ctx.database.db
      .select({
        id: users.id,
        email: users.email,
        grade: studentProfiles.grade,
        program: studentProfiles.program,
        className: studentProfiles.className,
      })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(and(eq(users.schoolId, me!.schoolId!), eq(users.role, 'siswa'), eq(users.status, 'active'), eq(users.verified, true)));
    const inGroup = schoolmates.filter((s) => s.grade === me!.grade && s.program === me!.program && s.className === me!.className);
    const outside = schoolmates.find((s) => !inGroup.includes(s));
    expect(outside, 'the demo school has a student outside the class').toBeDefined();
    const availableTo = async (email: string) => {
      const token = await login(ctx.app, email);
      const res = await call(ctx.app, token, { method: 'GET', url: '/test-attempt/available?group=other' });
      return (res.json().data as { id: string }[]).some((t) => t.id === id);
    };
    for (const s of inGroup) expect(await availableTo(s.email), s.email).toBe(true);
    expect(await availableTo(outside!.email)).toBe(false);
    // A group needs at least one of grade, program or class.
    expect((await post('admin_sekolah', `/test/assign?id=${id}`, { target: 'group' })).statusCode).toBe(400);
  });

  it('imports a question bank from a spreadsheet: dry run, row/column errors in both languages, all or nothing', async () => {
    clock = at(0);
    const { questions: _q, ...meta } = competency(3_600_000);
    const draft = (await post('guru', '/test/create', { ...meta, name_id: 'Bank soal jaringan', name_en: 'Networking bank' })).json().data;
    expect(draft.question_count).toBe(0);
    const template = await get('guru', '/test/question-template?format=csv', 'id');
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain('Jawaban Benar');
    const header = 'type,question_id,question_en,topic_id,topic_en,a_id,a_en,b_id,b_en,c_id,c_en,correct';
    const good = [
      header,
      'single,Alamat IP kelas C memakai subnet mask bawaan …,The default subnet mask of a class C address is …,IP,IP,255.255.255.0,255.255.255.0,255.255.0.0,255.255.0.0,255.0.0.0,255.0.0.0,A',
      'multiple,Manakah yang termasuk protokol lapisan transport?,Which are transport-layer protocols?,Protokol,Protocols,TCP,TCP,UDP,UDP,HTTP,HTTP,"A,B"',
    ].join('\n');
    // English is optional (a question and option B without it are fine); an option needs its Indonesian.
    const bad = [header, 'single,Soal tanpa terjemahan,,IP,IP,Satu,One,Dua,,,Three,D', 'essay,Jelaskan OSI,Explain OSI,,,,,,,,,'].join('\n');
    const upload = (who: string, csv: string, dryRun: boolean, lang = 'en') => {
      const file = multipart('soal.csv', Buffer.from(csv, 'utf8'), 'text/csv');
      return call(ctx.app, tokens[who] ?? null, {
        method: 'POST',
        url: `/test/question-import?id=${draft.id}&dry_run=${dryRun}`,
        ...file,
        headers: { ...file.headers, 'x-lang': lang },
      });
    };
    const dry = await upload('guru', bad, true, 'en');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual({
      '2.c_id': 'Fill the option in Indonesian',
      '2.correct': 'The correct answer is the letter of a filled option, e.g. B or A,C',
      '3.type': 'Question type: single, multiple or likert',
      '3.a_id': 'At least two options',
      '3.correct': 'Required',
    });
    expect((await upload('guru', bad, true, 'id')).json().errors['2.c_id']).toBe('Isi pilihan dalam bahasa Indonesia');
    const real = await upload('guru', bad, false);
    expect(real.statusCode).toBe(400);
    expect((await get('guru', `/test/detail?id=${draft.id}`)).json().data.question_count).toBe(0);
    expect((await upload('guru_bandung', good, false)).statusCode).toBe(404);
    expect((await upload('siswa', good, false)).statusCode).toBe(403);
    const ok = await upload('guru', good, true);
    expect(ok.json()).toMatchObject({ dry_run: true, total: 2, created: 2, errors: {} });
    expect((await get('guru', `/test/detail?id=${draft.id}`)).json().data.question_count).toBe(0);
    expect((await upload('guru', good, false)).json()).toMatchObject({ dry_run: false, created: 2 });
    const imported = (await get('guru', `/test/detail?id=${draft.id}`)).json().data;
    expect(imported).toMatchObject({ question_count: 2, total_points: 3 });
    expect(imported.questions[1].options.map((o: { points: number }) => o.points)).toEqual([1, 1, 0]);
  });
});
