// One round's lines: who answered, who has not, who could not be reached — with the counts per class
// and program, the personal links, the e-mails and reminders, and the school's phone record.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRACER_LINK_DAYS, type AlumniActivity, type Lang, type Scope, type TracerResponseStatus } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { alumni, tracerLinks, tracerResponses, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { newOneTimeToken } from '../../lib/one-time-tokens.js';
import type { Caller } from '../../plugins/auth.js';
import { refuse } from '../alumni/messages.js';
import type { Mailer } from '../mail/mailer.js';
import { tracerEmail } from './emails.js';
import { reminderDue, roundStatus, scopedRound } from './rounds.js';

const recorder = alias(users, 'tracer_recorder');

function lineRows(db: DbExecutor, roundId: string, alumniId?: string) {
  return db
    .select({
      line_id: tracerResponses.id,
      alumni_id: tracerResponses.alumniId,
      name: users.name,
      email: sql<string | null>`coalesce(${alumni.contactEmail}, ${users.email})`,
      program: alumni.program,
      class_name: alumni.className,
      contact_phone: sql<string | null>`coalesce(${alumni.contactPhone}, ${users.phone})`,
      status: tracerResponses.status,
      activity: sql<AlumniActivity | null>`${tracerResponses.answers}->>'activity'`,
      source: tracerResponses.source,
      recorded_by_name: recorder.name,
      responded_at: tracerResponses.respondedAt,
      last_sent_at: tracerResponses.lastSentAt,
      reminders: tracerResponses.reminders,
      reminder_due: reminderDue,
      note: tracerResponses.note,
    })
    .from(tracerResponses)
    .innerJoin(alumni, eq(alumni.userId, tracerResponses.alumniId))
    .innerJoin(users, eq(users.id, tracerResponses.alumniId))
    .leftJoin(recorder, eq(recorder.id, tracerResponses.recordedBy))
    .where(and(eq(tracerResponses.roundId, roundId), alumniId ? eq(tracerResponses.alumniId, alumniId) : undefined))
    .orderBy(asc(alumni.className), asc(users.name));
}
type Line = Awaited<ReturnType<typeof lineRows>>[number];

function toRow(line: Line, open: boolean) {
  const { line_id: _, email, activity, reminder_due, ...rest } = line;
  return {
    ...rest,
    has_email: !!email,
    activity,
    reminder_due: open && reminder_due,
  };
}

type Counts = { graduates: number; responded: number; pending: number; unreachable: number };
const zero = (): Counts => ({ graduates: 0, responded: 0, pending: 0, unreachable: 0 });
function add(counts: Counts, status: TracerResponseStatus) {
  counts.graduates++;
  counts[status]++;
}

/** Pure: the counts per class and per program of a round's lines, and in total. */
export function groupCounts(lines: readonly { class_name: string | null; program: string | null; status: TracerResponseStatus }[]) {
  const byClass = new Map<string, Counts>();
  const byProgram = new Map<string, Counts>();
  const totals = zero();
  for (const l of lines) {
    const c = l.class_name ?? '-';
    const p = l.program ?? '-';
    if (!byClass.has(c)) byClass.set(c, zero());
    if (!byProgram.has(p)) byProgram.set(p, zero());
    add(byClass.get(c)!, l.status);
    add(byProgram.get(p)!, l.status);
    add(totals, l.status);
  }
  const list = (m: Map<string, Counts>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, v]) => ({ key, ...v }));
  return { by_class: list(byClass), by_program: list(byProgram), totals };
}

export async function roundResponses(db: DbExecutor, scope: Scope, caller: Caller | null, roundId: string) {
  const round = await scopedRound(db, scope, caller, roundId);
  const open = roundStatus(round) === 'open';
  const lines = await lineRows(db, round.id);
  return { rows: lines.map((l) => toRow(l, open)), ...groupCounts(lines) };
}

export async function oneLine(db: DbExecutor, round: { id: string; closedAt: Date | null; startsOn: string; endsOn: string }, alumniId: string) {
  const [line] = await lineRows(db, round.id, alumniId);
  if (!line) throw notFound();
  return toRow(line, roundStatus(round) === 'open');
}

/** A round that still takes answers and links: not closed by the school, not past its end. */
function assertOpenForAnswers(round: { closedAt: Date | null; startsOn: string; endsOn: string }, lang: Lang) {
  if (roundStatus(round) === 'closed') throw refuse(409, 'READ_ONLY', 'id', 'ROUND_CLOSED', lang);
}

/** A new personal link for one line; earlier links of the line stay valid until one is used. */
async function issueLink(tx: DbExecutor, lineId: string, createdBy: string, publicUrl: string) {
  const { token, hash } = newOneTimeToken();
  const expiresAt = new Date(Date.now() + TRACER_LINK_DAYS * 86_400_000);
  await tx.insert(tracerLinks).values({ responseId: lineId, tokenHash: hash, expiresAt, createdBy });
  return { url: `${publicUrl}/#/tracer-answer/${token}`, expires_at: expiresAt };
}

/** The school's "copy link" for one graduate (to share by WhatsApp). */
export async function copyLink(db: Db, scope: Scope, caller: Caller, roundId: string, alumniId: string, publicUrl: string, lang: Lang) {
  const round = await scopedRound(db, scope, caller, roundId);
  assertOpenForAnswers(round, lang);
  const [line] = await lineRows(db, round.id, alumniId);
  if (!line) throw notFound();
  return issueLink(db, line.line_id, caller.user.id, publicUrl);
}

/**
 * E-mails personal links to the round's pending graduates (all of them, or the ones named); with
 * `dueOnly`, to those due a reminder. Graduates without an address are returned to reach by phone.
 */
export async function sendLinks(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string },
  scope: Scope,
  caller: Caller,
  roundId: string,
  only: string[] | undefined,
  dueOnly: boolean,
  lang: Lang,
) {
  const round = await scopedRound(db, scope, caller, roundId);
  assertOpenForAnswers(round, lang);
  const [school] = await db.execute<{ name: string }>(sql`select name from schools where id = ${round.schoolId}`).then((r) => r.rows);
  const lines = (await lineRows(db, round.id)).filter(
    (l) => l.status === 'pending' && (!only || only.includes(l.alumni_id)) && (!dueOnly || l.reminder_due),
  );
  const withoutEmail = lines.filter((l) => !l.email).map((l) => ({ id: l.alumni_id, name: l.name }));
  const sending = lines.filter((l) => l.email);
  await db.transaction(async (tx) => {
    for (const l of sending) {
      const { url } = await issueLink(tx, l.line_id, caller.user.id, deps.publicUrl);
      const reminder = l.last_sent_at !== null;
      await deps.mailer.send(
        tracerEmail(l.email!, { name: l.name, school: school?.name ?? '', title: round.title, link: url, endsOn: round.endsOn, reminder }),
        tx,
      );
      await tx
        .update(tracerResponses)
        .set({
          lastSentAt: sql`now()`,
          reminders: reminder ? sql`${tracerResponses.reminders} + 1` : tracerResponses.reminders,
          updatedAt: sql`now()`,
        })
        .where(eq(tracerResponses.id, l.line_id));
    }
  });
  return { sent: sending.length, without_email: withoutEmail };
}

/** Marks a graduate the school could not reach (or takes the mark back); an answered line keeps its answer. */
export async function markUnreachable(
  db: Db,
  scope: Scope,
  caller: Caller,
  roundId: string,
  b: { alumni_id: string; unreachable: boolean; note?: string | null },
  lang: Lang,
) {
  const round = await scopedRound(db, scope, caller, roundId);
  assertOpenForAnswers(round, lang);
  const line = await oneLine(db, round, b.alumni_id);
  if (line.status !== 'responded') {
    await db
      .update(tracerResponses)
      .set({ status: b.unreachable ? 'unreachable' : 'pending', note: b.note ?? null, recordedBy: caller.user.id, updatedAt: sql`now()` })
      .where(and(eq(tracerResponses.roundId, round.id), eq(tracerResponses.alumniId, b.alumni_id)));
  }
  return oneLine(db, round, b.alumni_id);
}

/** Every link of these lines stops working (an answer was recorded, by link or by phone). */
export async function useLinks(tx: DbExecutor, lineIds: string[]) {
  if (lineIds.length)
    await tx
      .update(tracerLinks)
      .set({ usedAt: sql`now()` })
      .where(and(inArray(tracerLinks.responseId, lineIds), sql`${tracerLinks.usedAt} is null`));
}
