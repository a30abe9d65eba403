import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ROLES, scopeFor, type Principal } from '@jalurkarir/shared';
import { applications, companies, emailOutbox, interviewSlots, notifications, users } from '../src/db/schema.js';
import { remindInterviews, wibText } from '../src/modules/applications/interview-slots.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

/** The proposed times fall in December of next year: always ahead, and hand-checked WIB texts (UTC+7). */
const Y = new Date().getUTCFullYear() + 1;

describe('interview slots: the company proposes, the student picks, both get the calendar invitation', () => {
  const ctx = useTestApp();
  const t = {} as Record<Principal | 'otomotif' | 'siswa01', string>;
  const ids = { digital: '', opening: '', application: '', andi: '', companyAdmin: '' };
  const db = () => ctx.database.db;
  const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    t.siswa01 = await login(ctx.app, 'siswa01@jalurkarir.id');
    ids.andi = await userId(DEMO.siswa);
    ids.companyAdmin = await userId(DEMO.admin_perusahaan);
    const [digital] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital'));
    ids.digital = digital!.id;
    ids.opening = await newOpening(db(), ids.digital, 'Teknisi Printer 3D', { cityCode: null });
    const applied = await call(ctx.app, t.siswa, { method: 'POST', url: '/application/apply', payload: { opportunity_id: ids.opening } });
    expect(applied.statusCode, applied.body).toBe(200);
    ids.application = applied.json().data.id;
  });

  const move = (payload: object, token = t.admin_perusahaan) =>
    call(ctx.app, token, { method: 'POST', url: `/application/move?id=${ids.application}`, payload });
  const answer = (payload: object, token = t.siswa, lang = 'en') =>
    call(ctx.app, token, { method: 'POST', url: `/application/interview-answer?id=${ids.application}`, payload, headers: { 'x-lang': lang } });

  it('gives the demo student an interview with three proposed times to pick from', async () => {
    const list = await call(ctx.app, t.siswa, { method: 'GET', url: '/application/list?stage=interview' });
    const hotel = list.json().data.find((a: { company_name: string }) => a.company_name === 'Hotel Merapi Indah');
    expect(hotel).toMatchObject({ opportunity_title: 'Staf Front Office', stage: 'interview' });
    const detail = await call(ctx.app, t.siswa, { method: 'GET', url: `/application/detail?id=${hotel.id}` });
    expect(detail.json().data.interview_slots).toHaveLength(3);
    expect(detail.json().data.interview_slot_id).toBeNull();
    // Each at 09:00 WIB (02:00 UTC), 45 minutes.
    for (const slot of detail.json().data.interview_slots) {
      expect(slot.starts_at.slice(11, 16)).toBe('02:00');
      expect(slot.duration_minutes).toBe(45);
    }
  });

  it('grants picking to the student only and the calendar file to the student and the company (the table)', () => {
    for (const role of ROLES) {
      expect(scopeFor(role, 'application', 'interview-answer'), role).toBe(role === 'siswa' ? 'self' : null);
      expect(scopeFor(role, 'application', 'interview-ics'), role).toBe(
        role === 'siswa' ? 'self' : role === 'admin_perusahaan' ? 'own-company' : null,
      );
    }
  });

  it('refuses every other role on the answer and the file (403; anonymous 401)', async () => {
    const urls: { method: 'GET' | 'POST'; url: string; payload?: object; allowed: Principal[] }[] = [
      { method: 'POST', url: `/application/interview-answer?id=${ids.application}`, payload: {}, allowed: ['siswa'] },
      { method: 'GET', url: `/application/interview-ics?id=${ids.application}`, allowed: ['siswa', 'admin_perusahaan'] },
    ];
    for (const u of urls) {
      for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
        const res = await call(ctx.app, principal === 'anonymous' ? null : t[principal], { method: u.method, url: u.url, payload: u.payload });
        const label = `${principal} ${u.url}: ${res.body}`;
        if (u.allowed.includes(principal)) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(principal === 'anonymous' ? 401 : 403);
      }
    }
  });

  it('validates the proposal: one to five slots, a known duration, a place', async () => {
    const slot = { starts_at: `${Y}-12-03T02:00:00Z`, duration_minutes: 60, place: 'Kantor' };
    expect((await move({ stage: 'interview', slots: [] })).statusCode).toBe(400);
    expect((await move({ stage: 'interview', slots: Array(6).fill(slot) })).statusCode).toBe(400);
    const badDuration = await move({ stage: 'interview', slots: [{ ...slot, duration_minutes: 50 }] });
    expect(badDuration.statusCode).toBe(400);
    expect(Object.keys(badDuration.json().errors)).toEqual(['slots.0.duration_minutes']);
    expect((await move({ stage: 'interview', slots: [{ ...slot, place: '' }] })).statusCode).toBe(400);
    // A time already gone (a minute ago), even beside a later one: refused under its own field, in both languages.
    const gone = new Date(Date.now() - 60_000).toISOString();
    const past = await move({ stage: 'interview', slots: [slot, { ...slot, starts_at: gone }] });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'VALIDATION', errors: { 'slots.1.starts_at': 'An interview time must be in the future' } });
    const pastSingle = await call(ctx.app, t.admin_perusahaan, {
      method: 'POST',
      url: `/application/move?id=${ids.application}`,
      payload: { stage: 'interview', interview_at: gone, interview_place: 'Kantor' },
      headers: { 'x-lang': 'id' },
    });
    expect(pastSingle.json()).toMatchObject({
      message: 'Waktu wawancara harus setelah saat ini',
      errors: { interview_at: 'Waktu wawancara harus setelah saat ini' },
    });
    // Picking before any proposal: the application is not at the interview stage.
    const early = await answer({ request_note: 'Bisa sore?' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This application is not at the interview stage');
  });

  it('the company proposes three times; the student sees them, earliest first, with the first one as the interview date', async () => {
    const res = await move({
      stage: 'interview',
      slots: [
        { starts_at: `${Y}-12-04T03:30:00Z`, duration_minutes: 30, place: 'https://meet.example.id/printer-3d' },
        { starts_at: `${Y}-12-03T02:00:00+00:00`, duration_minutes: 60, place: 'Gedung Cyber 2 Lt. 12, Jakarta' },
        { starts_at: `${Y}-12-07T14:00:00+07:00`, duration_minutes: 90, place: 'Gedung Cyber 2 Lt. 12, Jakarta' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The history keeps the first proposed time as the interview date until one is picked.
    expect(res.json().data).toMatchObject({ stage: 'interview', interview_at: `${Y}-12-04T03:30:00.000Z` });
    const detail = await call(ctx.app, t.siswa, { method: 'GET', url: `/application/detail?id=${ids.application}` });
    const slots = detail.json().data.interview_slots as { starts_at: string; duration_minutes: number; place: string }[];
    expect(slots.map((s) => [s.starts_at, s.duration_minutes])).toEqual([
      [`${Y}-12-03T02:00:00.000Z`, 60],
      [`${Y}-12-04T03:30:00.000Z`, 30],
      [`${Y}-12-07T07:00:00.000Z`, 90],
    ]);
    // No picked slot yet: no calendar file.
    const ics = await call(ctx.app, t.siswa, { method: 'GET', url: `/application/interview-ics?id=${ids.application}`, headers: { 'x-lang': 'id' } });
    expect(ics.statusCode).toBe(409);
    expect(ics.json().message).toBe('Belum ada jadwal wawancara yang dipilih');
  });

  it('the student may ask for another time with a note; the company sees it and hears of it', async () => {
    expect((await answer({})).statusCode).toBe(400);
    const asked = await answer({ request_note: 'Saya ujian sekolah minggu itu, bisa minggu berikutnya?' });
    expect(asked.statusCode, asked.body).toBe(200);
    const seen = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/application/detail?id=${ids.application}` });
    expect(seen.json().data.interview_request_note).toBe('Saya ujian sekolah minggu itu, bisa minggu berikutnya?');
    const heard = await db()
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.companyAdmin), eq(notifications.link, `/applicants/${ids.application}`)));
    expect(heard.map((n) => n.kind)).toContain('interview-time-requested');
  });

  it('another student and another company get 404; a slot of another application is refused', async () => {
    expect((await answer({ request_note: 'x' }, t.siswa01)).statusCode).toBe(404);
    const otherIcs = await call(ctx.app, t.otomotif, { method: 'GET', url: `/application/interview-ics?id=${ids.application}` });
    expect(otherIcs.statusCode).toBe(404);
    const [foreign] = await db().select({ id: interviewSlots.id }).from(interviewSlots).where(eq(interviewSlots.durationMinutes, 45));
    const refused = await answer({ slot_id: foreign!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.slot_id).toBe('This time was not proposed for this application');
  });

  it('picking a time: the company sees the choice, both sides get the .ics by e-mail, a second pick is 409', async () => {
    const before = await call(ctx.app, t.siswa, { method: 'GET', url: `/application/detail?id=${ids.application}` });
    const chosen = before.json().data.interview_slots[0] as { id: string };
    const res = await answer({ slot_id: chosen.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      interview_slot_id: chosen.id,
      interview_request_note: null,
      interview_at: `${Y}-12-03T02:00:00.000Z`,
      interview_place: 'Gedung Cyber 2 Lt. 12, Jakarta',
    });
    const company = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/application/detail?id=${ids.application}` });
    expect(company.json().data.interview_slot_id).toBe(chosen.id);

    const mails = await db()
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, ics: emailOutbox.icsContent })
      .from(emailOutbox)
      .where(like(emailOutbox.subject, '%Teknisi Printer 3D%'));
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO.admin_perusahaan, DEMO.siswa].sort());
    expect(mails[0]!.subject).toBe(`JalurKarir: Wawancara Teknisi Printer 3D — ${Y}-12-03 09:00 WIB`);
    for (const m of mails) {
      expect(m.ics).toContain('BEGIN:VCALENDAR');
      expect(m.ics).toContain(`DTSTART:${Y}1203T020000Z`);
      expect(m.ics).toContain(`DTEND:${Y}1203T030000Z`);
      expect(m.ics).toContain('LOCATION:Gedung Cyber 2 Lt. 12\\, Jakarta');
    }
    const heard = await db()
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.companyAdmin), eq(notifications.kind, 'interview-picked')));
    expect(heard.map((n) => n.params)).toContainEqual({ student: 'Andi Pratama', opening: 'Teknisi Printer 3D', date: `${Y}-12-03 09:00 WIB` });

    const again = await answer({ slot_id: chosen.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The interview time has already been picked');
  });

  it('offers the picked interview as an .ics download to the student and the company', async () => {
    for (const token of [t.siswa, t.admin_perusahaan]) {
      const res = await call(ctx.app, token, { method: 'GET', url: `/application/interview-ics?id=${ids.application}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      expect(res.headers['content-disposition']).toBe('attachment; filename="undangan-wawancara.ics"');
      // iCalendar folds long lines (CRLF + space); unfolded, the summary names the opening and the company.
      expect(res.body.replace(/\r\n /g, '')).toContain('SUMMARY:Wawancara / Interview: Teknisi Printer 3D — PT Nusantara Teknologi Digital');
      expect(res.body).toContain(`DTSTART:${Y}1203T020000Z`);
    }
  });

  it('reminds both sides the day before, once per interview', async () => {
    // Move the picked time to tomorrow 10:00 WIB (03:00 UTC of the WIB calendar day after today).
    const wibToday = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${wibToday}T03:00:00Z`) + 86_400_000);
    const [app] = await db().select({ slot: applications.interviewSlotId }).from(applications).where(eq(applications.id, ids.application));
    await db().update(interviewSlots).set({ startsAt: tomorrow }).where(eq(interviewSlots.id, app!.slot!));
    expect(await remindInterviews(db())).toBeGreaterThanOrEqual(1);
    const reminded = async (userId: string) =>
      (
        await db()
          .select({ params: notifications.params })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'interview-reminder')))
      ).filter((n) => (n.params as { opening: string }).opening === 'Teknisi Printer 3D');
    const [mine] = await reminded(ids.andi);
    expect(mine!.params).toEqual({ opening: 'Teknisi Printer 3D', date: `${tomorrow.toISOString().slice(0, 10)} 10:00 WIB` });
    expect(await reminded(ids.companyAdmin)).toHaveLength(1);
    await remindInterviews(db());
    expect(await reminded(ids.andi)).toHaveLength(1);
  });

  it('formats WIB by hand-checked examples', () => {
    expect(wibText(new Date('2026-12-03T02:00:00Z'))).toBe('2026-12-03 09:00 WIB');
    expect(wibText(new Date('2026-12-31T20:15:00Z'))).toBe('2027-01-01 03:15 WIB');
  });
});
