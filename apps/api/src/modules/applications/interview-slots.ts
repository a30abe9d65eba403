import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { BUSINESS_TIME_ZONE, type Lang, type Scope, type TAnswerInterview, type TInterviewSlotInput } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { applications, companies, interviewSlots, opportunities, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import type { Mailer, OutgoingEmail } from '../mail/mailer.js';
import { notify } from '../notifications/notify.js';
import { applicationScope, companyAdminIds, student } from './application-query.js';
import { refuse } from './messages.js';

/** WIB is UTC+7 all year (no daylight saving): a fixed offset gives the same text on every server. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** "2026-12-01 09:00 WIB": the interview time as both languages read it in notifications and e-mails. */
export function wibText(at: Date): string {
  return `${new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} WIB`;
}

/** A move to `interview` replaces the proposed times: the earlier choice, request and reminder go with them. */
export async function proposeInterviewSlots(tx: DbExecutor, applicationId: string, slots: TInterviewSlotInput[]): Promise<void> {
  await tx
    .update(applications)
    .set({ interviewSlotId: null, interviewRequestNote: null, interviewRemindedAt: null })
    .where(eq(applications.id, applicationId));
  await tx.delete(interviewSlots).where(eq(interviewSlots.applicationId, applicationId));
  await tx
    .insert(interviewSlots)
    .values(slots.map((s) => ({ applicationId, startsAt: new Date(s.starts_at), durationMinutes: s.duration_minutes, place: s.place })));
}

/** The proposed times of an application, earliest first (none once it has left the interview stage). */
export async function interviewSlotsOf(db: DbExecutor, applicationId: string) {
  return db
    .select({
      id: interviewSlots.id,
      starts_at: interviewSlots.startsAt,
      duration_minutes: interviewSlots.durationMinutes,
      place: interviewSlots.place,
    })
    .from(interviewSlots)
    .where(eq(interviewSlots.applicationId, applicationId))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

interface PickedInterview {
  slotId: string;
  startsAt: Date;
  durationMinutes: number;
  place: string;
  opening: string;
  company: string;
  student: string;
}

function pickedInterview(
  app: { opening: string; company: string; studentName: string },
  slot: { id: string; startsAt: Date; durationMinutes: number; place: string },
): PickedInterview {
  const { id: slotId, startsAt, durationMinutes, place } = slot;
  return { slotId, startsAt, durationMinutes, place, opening: app.opening, company: app.company, student: app.studentName };
}

/** The iCalendar invitation of a picked interview, built by ical-generator (escaping and line folding are its job). */
export function interviewCalendar(i: PickedInterview): string {
  const calendar = ical({ name: 'JalurKarir', prodId: { company: 'JalurKarir', product: 'wawancara', language: 'ID' } });
  const isLink = /^https?:\/\//i.test(i.place);
  calendar.createEvent({
    id: `${i.slotId}@jalurkarir`,
    start: i.startsAt,
    end: new Date(i.startsAt.getTime() + i.durationMinutes * 60_000),
    summary: `Wawancara / Interview: ${i.opening} — ${i.company}`,
    description: `Wawancara ${i.student} untuk ${i.opening} di ${i.company}.\nInterview of ${i.student} for ${i.opening} at ${i.company}.`,
    location: i.place,
    url: isLink ? i.place : null,
  });
  return calendar.toString();
}

/** The e-mail that carries the invitation, in both languages (the reader's language is not known). */
function interviewEmail(to: string, name: string, i: PickedInterview, ics: string): OutgoingEmail {
  const when = wibText(i.startsAt);
  return {
    to,
    subject: `JalurKarir: Wawancara ${i.opening} — ${when}`.slice(0, 200),
    text: [
      `Halo ${name},`,
      '',
      `Jadwal wawancara ${i.student} untuk ${i.opening} (${i.company}): ${when}, ${i.durationMinutes} menit, ${i.place}.`,
      'Undangan kalender terlampir (undangan-wawancara.ics).',
      '',
      '---',
      '',
      `Hello ${name},`,
      '',
      `The interview of ${i.student} for ${i.opening} (${i.company}): ${when}, ${i.durationMinutes} minutes, ${i.place}.`,
      'The calendar invitation is attached (undangan-wawancara.ics).',
    ].join('\n'),
    ics,
  };
}

/** The application as the interview answer needs it, in the caller's scope (404 otherwise). */
async function interviewApplication(db: DbExecutor, scope: Scope, caller: Caller | null, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      slotId: applications.interviewSlotId,
      companyId: applications.companyId,
      studentId: applications.studentId,
      studentName: student.name,
      studentEmail: student.email,
      opening: opportunities.title,
      company: companies.name,
    })
    .from(applications)
    .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
    .innerJoin(companies, eq(applications.companyId, companies.id))
    .innerJoin(student, eq(applications.studentId, student.id))
    .where(and(eq(applications.id, id), applicationScope(scope, caller)));
  if (!row) throw notFound();
  return row;
}

/**
 * The student answers the proposed times: picks one (once: the company reschedules by proposing
 * again) — both sides get the calendar invitation by e-mail and the company a notification — or
 * asks for another time with a note, which the company sees and hears of.
 */
export async function answerInterview(db: Db, mailer: Mailer, scope: Scope, caller: Caller, id: string, body: TAnswerInterview, lang: Lang) {
  await db.transaction(async (tx) => {
    const app = await interviewApplication(tx, scope, caller, id);
    if (app.stage !== 'interview') throw refuse(409, 'BAD_REQUEST', 'stage', 'NOT_AT_INTERVIEW', lang);
    if (app.slotId) throw refuse(409, 'DUPLICATE', 'slot_id', 'SLOT_ALREADY_PICKED', lang);
    const admins = await companyAdminIds(tx, app.companyId);
    const link = `/applicants/${app.id}`;
    if (!body.slot_id) {
      await tx
        .update(applications)
        .set({ interviewRequestNote: body.request_note ?? null, updatedAt: sql`now()` })
        .where(eq(applications.id, app.id));
      await notify(tx, { kind: 'interview-time-requested', userIds: admins, params: { student: app.studentName, opening: app.opening }, link });
      return;
    }
    const [slot] = await tx
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.id, body.slot_id), eq(interviewSlots.applicationId, app.id)));
    if (!slot) throw refuse(400, 'VALIDATION', 'slot_id', 'SLOT_NOT_PROPOSED', lang);
    // Conditional on no pick yet: two tabs picking at once, one wins.
    const picked = await tx
      .update(applications)
      .set({ interviewSlotId: slot.id, interviewRequestNote: null, updatedAt: sql`now()` })
      .where(and(eq(applications.id, app.id), isNull(applications.interviewSlotId)))
      .returning({ id: applications.id });
    if (!picked.length) throw refuse(409, 'DUPLICATE', 'slot_id', 'SLOT_ALREADY_PICKED', lang);
    const interview = pickedInterview(app, slot);
    const ics = interviewCalendar(interview);
    const recipients = [{ email: app.studentEmail, name: app.studentName }, ...(await adminContacts(tx, admins))];
    for (const r of recipients) await mailer.send(interviewEmail(r.email, r.name, interview, ics), tx);
    await notify(tx, {
      kind: 'interview-picked',
      userIds: admins,
      params: { student: app.studentName, opening: app.opening, date: wibText(slot.startsAt) },
      link,
    });
  });
  await mailer.flush();
}

async function adminContacts(db: DbExecutor, ids: string[]) {
  const rows = await Promise.all(ids.map((id) => db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, id))));
  return rows.flat();
}

/** The picked interview as an `.ics` file for the application page's download (409 while none is picked). */
export async function interviewIcs(db: Db, scope: Scope, caller: Caller | null, id: string, lang: Lang): Promise<string> {
  const app = await interviewApplication(db, scope, caller, id);
  const [slot] = app.slotId && app.stage === 'interview' ? await db.select().from(interviewSlots).where(eq(interviewSlots.id, app.slotId)) : [];
  if (!slot) throw refuse(409, 'BAD_REQUEST', 'slot_id', 'NO_SLOT_PICKED', lang);
  return interviewCalendar(pickedInterview(app, slot));
}

/**
 * The day-before reminder: a picked interview that starts tomorrow (the WIB calendar day) and was
 * not reminded yet. Run on the notification dispatcher's tick (app.ts); `interview_reminded_at`
 * makes it once per interview (a new proposal clears it). Returns how many were reminded.
 */
export async function remindInterviews(db: DbExecutor): Promise<number> {
  const tomorrow = sql`((now() AT TIME ZONE ${BUSINESS_TIME_ZONE})::date + 1)`;
  const due = await db
    .select({
      id: applications.id,
      studentId: applications.studentId,
      companyId: applications.companyId,
      opening: opportunities.title,
      startsAt: interviewSlots.startsAt,
    })
    .from(applications)
    .innerJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
    .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
    .where(
      and(
        eq(applications.stage, 'interview'),
        isNotNull(applications.interviewSlotId),
        isNull(applications.interviewRemindedAt),
        sql`(${interviewSlots.startsAt} AT TIME ZONE ${BUSINESS_TIME_ZONE})::date = ${tomorrow}`,
      ),
    )
    .limit(200);
  let reminded = 0;
  for (const d of due) {
    const claimed = await db
      .update(applications)
      .set({ interviewRemindedAt: sql`now()` })
      .where(and(eq(applications.id, d.id), isNull(applications.interviewRemindedAt)))
      .returning({ id: applications.id });
    if (!claimed.length) continue;
    const params = { opening: d.opening, date: wibText(d.startsAt) };
    await notify(db, { kind: 'interview-reminder', userIds: [d.studentId], params, link: `/applications/${d.id}` });
    await notify(db, { kind: 'interview-reminder', userIds: await companyAdminIds(db, d.companyId), params, link: `/applicants/${d.id}` });
    reminded++;
  }
  return reminded;
}
