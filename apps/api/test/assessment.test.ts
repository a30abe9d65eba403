import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import { ROLES, type Principal } from '@jalurkarir/shared';
import { assessmentCorrections, assessments, certificates, competencySchemes, notifications, users } from '../src/db/schema.js';
import { single } from '../src/db/rows.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

/**
 * Competency assessment (docs/assessment.md): the authorization cells of `assessment` role by role,
 * scheduling, autosaved marks, the result rules end to end, confirmation → read-only, the Admin's
 * recorded correction, certificates, and bad input answered 4xx.
 */
const ctx = useTestApp();
const tokens = {} as Record<Principal, string | null>;
let rpl = '';
let demoSchool = '';
let otherSchool = '';
let demoStudents: { id: string; name: string }[] = [];
let otherStudent = '';
let asesorId = '';
let secondAsesorToken = '';
let secondAsesorId = '';

type Expect = 'ok' | 'refused';
const only = (...roles: Principal[]) =>
  Object.fromEntries([...ROLES, 'anonymous'].map((r) => [r, roles.includes(r as Principal) ? 'ok' : 'refused'])) as Record<Principal, Expect>;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
  tokens.anonymous = null;
  const db = ctx.database.db;
  rpl = single(await db.select({ id: competencySchemes.id }).from(competencySchemes).where(eq(competencySchemes.code, 'SKM-RPL-PJ-2026'))).id;
  const siswa = single(await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO.siswa)));
  demoSchool = siswa.schoolId ?? '';
  demoStudents = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.schoolId, demoSchool), eq(users.role, 'siswa'), ne(users.email, DEMO.siswa)))
    .orderBy(asc(users.name))
    .limit(2);
  const other = single(
    await db
      .select({ id: users.id, schoolId: users.schoolId })
      .from(users)
      .where(and(eq(users.role, 'siswa'), ne(users.schoolId, demoSchool)))
      .limit(1),
  );
  otherStudent = other.id;
  otherSchool = other.schoolId ?? '';
  const asesor = single(await db.select().from(users).where(eq(users.email, DEMO.asesor)));
  asesorId = asesor.id;
  // A second assessor with the demo password: assessments assigned to them are not the first one's.
  secondAsesorId = single(
    await db
      .insert(users)
      .values({
        name: 'Asesor Kedua',
        email: 'asesor2@example.id',
        passwordHash: asesor.passwordHash,
        role: 'asesor',
        verified: true,
        validated: true,
      })
      .returning({ id: users.id }),
  ).id;
  secondAsesorToken = await login(ctx.app, 'asesor2@example.id');
});

const get = (token: string | null, url: string) => call(ctx.app, token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: object) => call(ctx.app, token, { method: 'POST', url, payload });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function schedule(token: string | null, body: Record<string, unknown>) {
  return post(token, '/assessment/create', { scheme_id: rpl, assessor_id: asesorId, scheduled_at: inDays(3), place: 'TUK Lab RPL 1', ...body });
}

describe('role × assessment endpoint table', () => {
  const TABLE: { url: string; expect: Record<Principal, Expect> }[] = [
    { url: '/assessment/list', expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'asesor', 'siswa') },
    { url: '/assessment/certificates', expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa') },
    { url: '/assessment/options', expect: only('admin', 'admin_sekolah') },
    { url: '/assessment/schemes', expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'asesor') },
    { url: '/assessment/results', expect: only('admin', 'admin_sekolah', 'kepala_sekolah') },
    { url: '/assessment/export?format=csv', expect: only('admin', 'admin_sekolah', 'kepala_sekolah') },
  ];
  for (const row of TABLE)
    it(`GET ${row.url}`, async () => {
      for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
        const res = await get(tokens[principal], row.url);
        if (row.expect[principal] === 'ok') expect(res.statusCode, `${principal} ${row.url} ${res.body}`).toBe(200);
        else expect(res.statusCode, `${principal} ${row.url}`).toBe(principal === 'anonymous' ? 401 : 403);
      }
    });

  it('refuses the write routes to every role without the cell (before validation)', async () => {
    const writes: { url: string; allowed: Principal[] }[] = [
      { url: '/assessment/create', allowed: ['admin', 'admin_sekolah'] },
      { url: '/assessment/mark', allowed: ['asesor'] },
      { url: '/assessment/confirm', allowed: ['asesor'] },
      { url: '/assessment/correct', allowed: ['admin'] },
      { url: '/assessment/open-early', allowed: ['admin'] },
    ];
    for (const write of writes)
      for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
        const res = await post(tokens[principal], write.url, {});
        if (write.allowed.includes(principal)) expect(res.statusCode, `${principal} ${write.url}`).toBe(400);
        else expect(res.statusCode, `${principal} ${write.url}`).toBe(principal === 'anonymous' ? 401 : 403);
      }
  });
});

describe('scopes', () => {
  let mine = '';
  let theirs = '';
  let elsewhere = '';
  beforeAll(async () => {
    mine = (await schedule(tokens.admin, { school_id: demoSchool, student_ids: [demoStudents[0]?.id] })).json().data.id;
    theirs = (await schedule(tokens.admin, { school_id: demoSchool, assessor_id: secondAsesorId, student_ids: [demoStudents[0]?.id] })).json().data
      .id;
    elsewhere = (await schedule(tokens.admin, { school_id: otherSchool, student_ids: [otherStudent] })).json().data.id;
    expect(mine && theirs && elsewhere).toBeTruthy();
  });

  it('an assessor sees only the assessments assigned to them', async () => {
    const ids = (await get(tokens.asesor, '/assessment/list')).json().data.map((a: { id: string }) => a.id);
    expect(ids).toContain(mine);
    expect(ids).toContain(elsewhere);
    expect(ids).not.toContain(theirs);
    expect((await get(tokens.asesor, `/assessment/detail?id=${theirs}`)).statusCode).toBe(404);
    const second = (await get(secondAsesorToken, '/assessment/list')).json().data.map((a: { id: string }) => a.id);
    expect(second).toEqual([theirs]);
    // Marking another assessor's candidate: not found.
    const detail = (await get(tokens.admin, `/assessment/detail?id=${theirs}`)).json().data;
    const criterionId = detail.units[0].elements[0].criteria[0].id;
    const res = await post(tokens.asesor, '/assessment/mark', {
      candidateId: detail.candidates[0].id,
      criterionId,
      verdict: 'K',
      evidence: 'observation',
      note: null,
      seq: 1,
    });
    expect(res.statusCode).toBe(404);
  });

  it('a school sees only its own students, and schedules only for them', async () => {
    for (const role of ['admin_sekolah', 'kepala_sekolah', 'guru'] as const) {
      const rows = (await get(tokens[role], '/assessment/list')).json().data as { id: string; school_id: string }[];
      expect(rows.map((r) => r.id)).toContain(mine);
      expect(rows.map((r) => r.id)).not.toContain(elsewhere);
      expect(rows.every((r) => r.school_id === demoSchool)).toBe(true);
      expect((await get(tokens[role], `/assessment/detail?id=${elsewhere}`)).statusCode).toBe(404);
    }
    const foreign = await schedule(tokens.admin_sekolah, { student_ids: [otherStudent] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.student_ids).toBeTruthy();
    const otherSchoolRes = await schedule(tokens.admin_sekolah, { school_id: otherSchool, student_ids: [otherStudent] });
    expect(otherSchoolRes.statusCode).toBe(403);
    const own = await schedule(tokens.admin_sekolah, { student_ids: [demoStudents[1]?.id] });
    expect(own.statusCode).toBe(200);
    const options = (await get(tokens.admin_sekolah, '/assessment/options')).json().data;
    expect(options.schools.map((s: { id: string }) => s.id)).toEqual([demoSchool]);
    expect(options.students.map((s: { id: string }) => s.id)).not.toContain(otherStudent);
    expect(options.assessors.map((a: { id: string }) => a.id)).toContain(asesorId);
    const certs = (await get(tokens.kepala_sekolah, '/assessment/certificates')).json().data as { student_id: string }[];
    expect(certs.length).toBeGreaterThan(0);
  });

  it('a student sees only their own candidacy and certificates', async () => {
    const rows = (await get(tokens.siswa, '/assessment/list')).json().data as { id: string; candidates: number; status: string }[];
    expect(rows.map((r) => r.id)).not.toContain(mine);
    expect(rows.every((r) => r.candidates === 1)).toBe(true);
    const confirmed = rows.find((r) => r.status === 'confirmed');
    expect(confirmed).toBeTruthy();
    const detail = (await get(tokens.siswa, `/assessment/detail?id=${confirmed?.id}`)).json().data;
    expect(detail.candidates).toHaveLength(1);
    expect((await get(tokens.siswa, `/assessment/detail?id=${mine}`)).statusCode).toBe(404);
    const certs = (await get(tokens.siswa, '/assessment/certificates')).json().data;
    expect(certs).toHaveLength(1);
    expect(certs[0].status).toBe('valid');
    // Another student's id in the filter finds nothing.
    expect((await get(tokens.siswa, `/assessment/certificates?student_id=${otherStudent}`)).json().data).toEqual([]);
  });

  it('a company has no route here; certificates reach it only through the privacy projection', async () => {
    expect((await get(tokens.admin_perusahaan, '/assessment/certificates')).statusCode).toBe(403);
  });
});

describe('marking, confirmation, certificates and corrections', () => {
  let id = '';
  let detail: {
    units: { code: string; elements: { criteria: { id: string }[] }[] }[];
    candidates: {
      id: string;
      student_id: string;
      result: string | null;
      marks: { criterion_id: string; verdict: string; seq: number; note: string | null }[];
    }[];
  };
  let criteria: string[] = [];
  const a = () => detail.candidates.find((c) => c.student_id === demoStudents[0]?.id)!;
  const b = () => detail.candidates.find((c) => c.student_id === demoStudents[1]?.id)!;
  const reload = async (token = tokens.asesor) => {
    const res = await get(token, `/assessment/detail?id=${id}`);
    expect(res.statusCode).toBe(200);
    detail = res.json().data;
  };
  const mark = (candidateId: string, criterionId: string, verdict: 'K' | 'BK' | null, seq: number, note: string | null = null) =>
    post(tokens.asesor, '/assessment/mark', { candidateId, criterionId, verdict, evidence: 'demonstration', note, seq });

  beforeAll(async () => {
    // Held now: the assessor marks on the assessment's own day (the rule of the day has its own tests below).
    const res = await schedule(tokens.admin, { school_id: demoSchool, student_ids: demoStudents.map((s) => s.id), scheduled_at: inDays(0) });
    expect(res.statusCode).toBe(200);
    id = res.json().data.id;
    await reload();
    criteria = detail.units.flatMap((u) => u.elements.flatMap((e) => e.criteria.map((c) => c.id)));
  });

  it('notifies the assessor and the candidates when scheduled', async () => {
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'assessment-scheduled'));
    const recipients = rows.map((n) => n.userId);
    expect(recipients).toContain(asesorId);
    expect(recipients).toContain(demoStudents[1]?.id);
  });

  it('autosaves idempotently: a repeated or older write changes nothing, a reload keeps the marks', async () => {
    const first = criteria[0]!;
    expect((await mark(a().id, first, 'BK', 1, 'Belum rapi')).json().data).toMatchObject({ verdict: 'BK', seq: 1, applied: true });
    expect((await mark(a().id, first, 'K', 3, 'Rapi')).json().data).toMatchObject({ verdict: 'K', seq: 3, applied: true });
    // An older request arriving late never wins; the same one twice is harmless.
    expect((await mark(a().id, first, 'BK', 2)).json().data).toMatchObject({ verdict: 'K', seq: 3, applied: false });
    expect((await mark(a().id, first, 'K', 3, 'Rapi')).json().data).toMatchObject({ verdict: 'K', seq: 3 });
    await reload();
    expect(a().marks).toEqual([expect.objectContaining({ criterion_id: first, verdict: 'K', note: 'Rapi', seq: 3 })]);
  });

  it('refuses bad marks with 4xx', async () => {
    expect(
      (
        await post(tokens.asesor, '/assessment/mark', {
          candidateId: a().id,
          criterionId: criteria[0],
          verdict: 'X',
          evidence: null,
          note: null,
          seq: 5,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(tokens.asesor, '/assessment/mark', {
          candidateId: a().id,
          criterionId: criteria[0],
          verdict: 'K',
          evidence: 'telepathy',
          note: null,
          seq: 5,
        })
      ).statusCode,
    ).toBe(400);
    expect((await mark(a().id, criteria[0]!, 'K', 0)).statusCode).toBe(400);
    // A criterion of another scheme.
    const other = (await get(tokens.admin, '/assessment/schemes')).json().data.find((s: { code: string }) => s.code === 'SKM-AKL-TA-2026');
    const tree = (await get(tokens.admin, `/assessment/scheme?id=${other.id}`)).json().data;
    const res = await mark(a().id, tree.units[0].elements[0].criteria[0].id, 'K', 9);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.criterionId).toBeTruthy();
    const en = await call(ctx.app, tokens.asesor, {
      method: 'POST',
      url: '/assessment/mark',
      headers: { 'accept-language': 'en' },
      payload: { candidateId: a().id, criterionId: tree.units[0].elements[0].criteria[0].id, verdict: 'K', evidence: null, note: null, seq: 9 },
    });
    expect(en.json().errors.criterionId).toMatch(/not part of the assessment scheme/);
    expect((await mark('00000000-0000-4000-8000-000000000000', criteria[0]!, 'K', 1)).statusCode).toBe(404);
  });

  it('refuses to confirm while criteria are unmarked', async () => {
    const res = await post(tokens.asesor, '/assessment/confirm', { id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.marks).toBeTruthy();
  });

  it('confirms: every criterion K → Competent with a certificate; one BK → not yet competent with what to repeat', async () => {
    for (const criterionId of criteria) {
      expect((await mark(a().id, criterionId, 'K', 10)).statusCode).toBe(200);
      expect((await mark(b().id, criterionId, criterionId === criteria.at(-1) ? 'BK' : 'K', 10)).statusCode).toBe(200);
    }
    const res = await post(tokens.asesor, '/assessment/confirm', { id });
    expect(res.statusCode, res.body).toBe(200);
    await reload();
    expect(a().result).toBe('competent');
    expect(b().result).toBe('not-yet-competent');
    const full = (await get(tokens.admin, `/assessment/detail?id=${id}`)).json().data;
    const candidateA = full.candidates.find((c: { student_id: string }) => c.student_id === demoStudents[0]?.id);
    const candidateB = full.candidates.find((c: { student_id: string }) => c.student_id === demoStudents[1]?.id);
    expect(candidateA.certificate).toMatchObject({ status: 'valid' });
    expect(candidateA.certificate.number).toMatch(/^JK-RPL-\d{4}-\d{4}$/);
    const issued = new Date(candidateA.certificate.issued_on);
    expect(new Date(candidateA.certificate.valid_until).getUTCFullYear()).toBe(issued.getUTCFullYear() + 3);
    expect(candidateB.certificate).toBeNull();
    expect(candidateB.repeat).toEqual({ unitCodes: [detail.units.at(-1)?.code], criterionIds: [criteria.at(-1)] });
    const confirmedNotes = await ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'assessment-confirmed'));
    expect(confirmedNotes.map((n) => n.userId)).toEqual(expect.arrayContaining(demoStudents.map((s) => s.id)));
    // The student sees the new certificate.
    const studentCerts = await ctx.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.studentId, demoStudents[0]?.id ?? ''));
    expect(studentCerts).toHaveLength(1);
  });

  it('is read-only after confirmation', async () => {
    const res = await mark(b().id, criteria.at(-1)!, 'K', 99);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('READ_ONLY');
    expect((await post(tokens.asesor, '/assessment/confirm', { id })).statusCode).toBe(409);
    await reload();
    expect(b().marks.find((m) => m.criterion_id === criteria.at(-1))?.verdict).toBe('BK');
  });

  it('lets the Admin correct a confirmed mark, recorded, with the result and certificate recomputed', async () => {
    const body = { candidate_id: b().id, criterion_id: criteria.at(-1), verdict: 'K', reason: 'Bukti portofolio susulan diterima' };
    expect((await post(tokens.admin, '/assessment/correct', { ...body, reason: '' })).statusCode).toBe(400);
    const res = await post(tokens.admin, '/assessment/correct', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toBe('competent');
    expect((await post(tokens.admin, '/assessment/correct', body)).statusCode).toBe(400);
    const full = (await get(tokens.admin, `/assessment/detail?id=${id}`)).json().data;
    const candidateB = full.candidates.find((c: { id: string }) => c.id === b().id);
    expect(candidateB.result).toBe('competent');
    expect(candidateB.certificate).toBeTruthy();
    expect(candidateB.corrections).toEqual([
      expect.objectContaining({ from_verdict: 'BK', to_verdict: 'K', reason: body.reason, actor_name: expect.any(String) }),
    ]);
    expect(await ctx.database.db.select().from(assessmentCorrections)).toHaveLength(1);
    // Back to BK removes the certificate.
    const back = await post(tokens.admin, '/assessment/correct', { ...body, verdict: 'BK', reason: 'Koreksi dibatalkan' });
    expect(back.json().data.result).toBe('not-yet-competent');
    const again = (await get(tokens.admin, `/assessment/detail?id=${id}`)).json().data.candidates.find((c: { id: string }) => c.id === b().id);
    expect(again.certificate).toBeNull();
  });

  it('refuses a correction before confirmation', async () => {
    const scheduled = (await get(tokens.admin, '/assessment/list?status=scheduled')).json().data[0];
    const d = (await get(tokens.admin, `/assessment/detail?id=${scheduled.id}`)).json().data;
    const res = await post(tokens.admin, '/assessment/correct', {
      candidate_id: d.candidates[0].id,
      criterion_id: d.units[0].elements[0].criteria[0].id,
      verdict: 'K',
      reason: 'Koreksi terlalu awal',
    });
    expect(res.statusCode).toBe(409);
  });

  it('counts results per scheme and exports them', async () => {
    const results = (await get(tokens.kepala_sekolah, '/assessment/results')).json().data;
    const row = results.find((r: { scheme_code: string }) => r.scheme_code === 'SKM-RPL-PJ-2026');
    expect(row.assessed).toBeGreaterThanOrEqual(4);
    expect(row.competent).toBeGreaterThanOrEqual(2);
    const csv = await get(tokens.admin_sekolah, '/assessment/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('JK-RPL-');
  });
});

describe('marking opens on the scheduled day (WIB), earlier only when the Admin opens it with a reason', () => {
  // Far enough ahead to be after today wherever the test runs; the refusal names this day.
  const LATER = '2030-03-15T08:00:00+07:00';
  /** Today's and tomorrow's dates in WIB (UTC+7, no daylight saving), by plain arithmetic. */
  const wibDay = (offsetDays: number) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const markFirst = async (assessmentId: string, lang: 'id' | 'en' = 'id', seq = 1) => {
    const d = (await get(tokens.admin, `/assessment/detail?id=${assessmentId}`)).json().data;
    return call(ctx.app, tokens.asesor, {
      method: 'POST',
      url: '/assessment/mark',
      headers: { 'accept-language': lang },
      payload: { candidateId: d.candidates[0].id, criterionId: d.units[0].elements[0].criteria[0].id, verdict: 'K', evidence: null, note: null, seq },
    });
  };
  const scheduleAt = async (scheduledAt: string) => {
    const res = await schedule(tokens.admin, { school_id: demoSchool, student_ids: [demoStudents[0]?.id], scheduled_at: scheduledAt });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };

  it('refuses marks and confirmation before the day, saying from when, in both languages', async () => {
    const id = await scheduleAt(LATER);
    const id1 = await markFirst(id, 'id');
    expect(id1.statusCode).toBe(409);
    expect(id1.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Asesmen ini baru dapat dinilai mulai 15 Maret 2030 (WIB), atau lebih awal bila Admin membukanya dengan alasan',
      errors: { assessment: expect.stringContaining('15 Maret 2030') },
    });
    const en = await markFirst(id, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This assessment can be marked from 15 March 2030 (WIB), or earlier only when the Admin opens it with a reason');
    const confirm = await post(tokens.asesor, '/assessment/confirm', { id });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().errors.assessment).toContain('15 March 2030');
    const detail = (await get(tokens.asesor, `/assessment/detail?id=${id}`)).json().data;
    expect(detail).toMatchObject({ opens_on: '2030-03-15', open_for_marking: false, opened_early: null });
    expect(detail.candidates[0].marks).toEqual([]);
  });

  it('reads the day in WIB: later today is open, 00:30 WIB tomorrow (still today in UTC) is not', async () => {
    const tonight = await scheduleAt(`${wibDay(0)}T23:30:00+07:00`);
    expect((await markFirst(tonight)).statusCode).toBe(200);
    expect((await get(tokens.asesor, `/assessment/detail?id=${tonight}`)).json().data).toMatchObject({ opens_on: wibDay(0), open_for_marking: true });
    const tomorrow = await scheduleAt(`${wibDay(1)}T00:30:00+07:00`);
    expect((await markFirst(tomorrow)).statusCode).toBe(409);
  });

  it('lets the Admin open it early with a reason, recorded with who and when; then the assessor marks', async () => {
    const id = await scheduleAt(LATER);
    const noReason = await post(tokens.admin, '/assessment/open-early', { id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeTruthy();
    expect((await post(tokens.admin, '/assessment/open-early', { id, reason: '  ' })).statusCode).toBe(400);
    // Only the Admin holds the cell: the school's admin and the assessor are refused before anything is read.
    for (const role of ['admin_sekolah', 'asesor', 'kepala_sekolah'] as const)
      expect((await post(tokens[role], '/assessment/open-early', { id, reason: 'Ingin lebih awal' })).statusCode).toBe(403);
    expect((await markFirst(id)).statusCode).toBe(409);

    const res = await post(tokens.admin, '/assessment/open-early', { id, reason: 'Asesor bertugas di luar kota pada hari itu' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, reason: 'Asesor bertugas di luar kota pada hari itu' });
    const row = single(await ctx.database.db.select().from(assessments).where(eq(assessments.id, id)));
    const admin = single(await ctx.database.db.select().from(users).where(eq(users.email, DEMO.admin)));
    expect(row.openedEarlyBy).toBe(admin.id);
    expect(row.openedEarlyReason).toBe('Asesor bertugas di luar kota pada hari itu');
    expect(row.openedEarlyAt).toBeInstanceOf(Date);
    const detail = (await get(tokens.asesor, `/assessment/detail?id=${id}`)).json().data;
    expect(detail).toMatchObject({
      opens_on: '2030-03-15',
      open_for_marking: true,
      opened_early: { by_name: admin.name, reason: 'Asesor bertugas di luar kota pada hari itu' },
    });
    expect((await markFirst(id, 'id', 2)).statusCode).toBe(200);
    // Opening twice says it is open already.
    const again = await call(ctx.app, tokens.admin, {
      method: 'POST',
      url: '/assessment/open-early',
      headers: { 'accept-language': 'id' },
      payload: { id, reason: 'Sekali lagi' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Asesmen ini sudah terbuka untuk penilaian');
  });

  it('has nothing to open early once the day has come', async () => {
    const id = await scheduleAt(inDays(0));
    const res = await post(tokens.admin, '/assessment/open-early', { id, reason: 'Tidak perlu' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This assessment is already open for marking');
  });
});

describe('scheduling input', () => {
  it('answers bad input with 400 and the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ school_id: demoSchool, student_ids: [] }, 'student_ids'],
      [{ school_id: demoSchool, student_ids: [demoStudents[0]?.id], scheduled_at: 'besok' }, 'scheduled_at'],
      [{ school_id: demoSchool, student_ids: [demoStudents[0]?.id], place: '' }, 'place'],
      [{ student_ids: [demoStudents[0]?.id] }, 'school_id'],
      [{ school_id: demoSchool, student_ids: [demoStudents[0]?.id], assessor_id: demoStudents[0]?.id }, 'assessor_id'],
      [{ school_id: demoSchool, student_ids: [demoStudents[0]?.id], scheme_id: '00000000-0000-4000-8000-000000000000' }, 'scheme_id'],
      [{ school_id: demoSchool, student_ids: [otherStudent] }, 'student_ids'],
    ];
    for (const [body, field] of cases) {
      const res = await schedule(tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('scheme import (Admin)', () => {
  const header =
    'Kode Skema,Nama Skema,Nama Skema (Inggris),Kompetensi Keahlian,Level KKNI,Kode Unit,Judul Unit,Judul Unit (Inggris),Elemen,Elemen (Inggris),Kriteria Unjuk Kerja,Kriteria Unjuk Kerja (Inggris)';
  const good = [
    header,
    'SKM-DKV-DG-2026,Desainer Grafis Muda,Junior Graphic Designer,dkv,2,M.743100.001.02,Menerapkan Prinsip Desain,Apply Design Principles,Menganalisis brief,Analyse the brief,Tujuan desain dicatat dari brief klien.,The purpose of the design is recorded from the brief.',
    'SKM-DKV-DG-2026,,,,,M.743100.001.02,,,Menganalisis brief,Analyse the brief,Khalayak sasaran dijelaskan.,The target audience is described.',
    'SKM-DKV-DG-2026,,,,,M.743100.002.02,Membuat Tata Letak,Create a Layout,Menyusun grid,Set up a grid,Grid dipilih sesuai format media.,A grid is chosen for the medium.',
    // An existing unit is linked by its code alone.
    'SKM-DKV-DG-2026,,,,,J.620100.004.02,,,,,,',
  ].join('\n');
  const upload = (csv: string, dryRun: boolean, token = tokens.admin, lang = 'id') => {
    const file = multipart('skema.csv', Buffer.from(csv, 'utf8'), 'text/csv');
    return call(ctx.app, token, {
      method: 'POST',
      url: `/assessment/scheme-import?dry_run=${dryRun}`,
      payload: file.payload,
      headers: { ...file.headers, 'x-lang': lang },
    });
  };

  it('is the Admin’s only', async () => {
    expect((await upload(good, true, tokens.admin_sekolah)).statusCode).toBe(403);
    expect((await upload(good, true, tokens.asesor)).statusCode).toBe(403);
    expect((await get(tokens.admin_sekolah, '/assessment/scheme-template?format=csv')).statusCode).toBe(403);
    const template = await get(tokens.admin, '/assessment/scheme-template?format=csv');
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain('Unit code');
  });

  it('answers a dry run with row and column errors, in the caller’s language', async () => {
    const bad = [header, 'SKM-RPL-PJ-2026,Nama,Name,xyz,12,J-62,Judul,Title,E,E,K,K', 'SKM-LAIN,,,,,M.743100.009.02,Unit,Unit,,Element,KUK,'].join(
      '\n',
    );
    const res = await upload(bad, true, tokens.admin, 'en');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.dry_run).toBe(true);
    expect(report.errors).toMatchObject({
      '2.scheme_code': 'This scheme code is already registered',
      '2.program': 'Unknown vocational program',
      '2.kkni_level': 'KKNI level 1 to 9, or empty',
      '2.unit_code': 'A unit code looks like J.620100.004.02',
      '3.scheme_code': expect.stringContaining('One file holds one scheme'),
      '3.element_id': 'Required',
      '3.criterion_en': 'Required',
    });
    expect(report.columns.unit_code).toBe('Unit code');
    // The real run with errors writes nothing.
    const real = await upload(bad, false);
    expect(real.statusCode).toBe(400);
    expect(real.json().errors['2.program']).toBe('Kompetensi keahlian tidak dikenal');
    expect(await upload('a,b\n1,2', true).then((r) => r.statusCode)).toBe(400);
  });

  it('imports a whole scheme: dry run first, then units, elements and criteria in file order', async () => {
    const dry = (await upload(good, true)).json();
    expect(dry.errors).toEqual({});
    expect(dry.scheme).toMatchObject({ code: 'SKM-DKV-DG-2026', units: 3, criteria: 3 });
    expect((await get(tokens.admin, '/assessment/schemes')).json().data.map((s: { code: string }) => s.code)).not.toContain('SKM-DKV-DG-2026');
    const res = await upload(good, false);
    expect(res.statusCode).toBe(200);
    const id = res.json().scheme.id;
    const tree = (await get(tokens.admin, `/assessment/scheme?id=${id}`)).json().data;
    expect(tree).toMatchObject({ code: 'SKM-DKV-DG-2026', name_en: 'Junior Graphic Designer', program: 'dkv', kkni_level: 2 });
    expect(tree.units.map((u: { code: string }) => u.code)).toEqual(['M.743100.001.02', 'M.743100.002.02', 'J.620100.004.02']);
    expect(tree.units[0].elements).toHaveLength(1);
    expect(tree.units[0].elements[0].criteria.map((c: { text_en: string }) => c.text_en)).toEqual([
      'The purpose of the design is recorded from the brief.',
      'The target audience is described.',
    ]);
    // The linked unit keeps its own elements and criteria.
    expect(tree.units[2].elements.length).toBeGreaterThan(0);
    // The same file again: the code is taken.
    expect((await upload(good, true)).json().errors['2.scheme_code']).toBe('Kode skema sudah terdaftar');
  });
});

describe('scheme update (Admin)', () => {
  it('renames and deactivates a scheme; an inactive scheme cannot be scheduled', async () => {
    const tkr = (await get(tokens.admin, '/assessment/schemes')).json().data.find((s: { code: string }) => s.code === 'SKM-TKR-PB-2026');
    expect((await post(tokens.admin_sekolah, '/assessment/scheme-update', { id: tkr.id, active: false })).statusCode).toBe(403);
    expect((await post(tokens.admin, '/assessment/scheme-update', { id: tkr.id, name_en: '' })).statusCode).toBe(400);
    expect((await post(tokens.admin, '/assessment/scheme-update', { id: '00000000-0000-4000-8000-000000000000', active: false })).statusCode).toBe(
      404,
    );
    const res = await post(tokens.admin, '/assessment/scheme-update', { id: tkr.id, active: false, description: 'Diganti versi 2027.' });
    expect(res.statusCode).toBe(200);
    expect((await get(tokens.admin, '/assessment/options')).json().data.schemes.map((s: { id: string }) => s.id)).not.toContain(tkr.id);
    const refused = await schedule(tokens.admin, { scheme_id: tkr.id, school_id: demoSchool, student_ids: [demoStudents[0]?.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.scheme_id).toBeTruthy();
    expect((await post(tokens.admin, '/assessment/scheme-update', { id: tkr.id, active: true })).json().data.active).toBe(true);
  });
});
