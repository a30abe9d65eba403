// Tracer rounds: one school and graduation year, a period and a questionnaire. Each graduate of the
// year has a line in the round (alumni/graduation.ts adds later graduates to open rounds).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TRACER_QUESTIONS,
  TRACER_REMINDER_DAYS,
  questionnaireProblem,
  type Lang,
  type Scope,
  type TracerRoundStatus,
  type ZTracerRound,
} from '@jalurkarir/shared';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client.js';
import { alumni, schools, tracerResponses, tracerRounds } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { addTracerLines, schoolOfAction } from '../alumni/graduation.js';
import { refuse } from '../alumni/messages.js';
import { todayIso } from '../privacy/settings.js';
import { scopeCondition } from '../scope.js';

type RoundBody = z.infer<typeof ZTracerRound>;
type RoundRow = typeof tracerRounds.$inferSelect;

/** Closed when the school closed it or its end date has passed; scheduled before its start; open between. */
export function roundStatus(round: Pick<RoundRow, 'closedAt' | 'startsOn' | 'endsOn'>, today = todayIso()): TracerRoundStatus {
  if (round.closedAt || round.endsOn < today) return 'closed';
  return round.startsOn > today ? 'scheduled' : 'open';
}

export function roundScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { school: tracerRounds.schoolId });
}

/** A line is due a message when it is pending and was never sent, or last sent TRACER_REMINDER_DAYS ago or more. */
export const reminderDue = sql<boolean>`(${tracerResponses.status} = 'pending' and (${tracerResponses.lastSentAt} is null
  or ${tracerResponses.lastSentAt} <= now() - make_interval(days => ${TRACER_REMINDER_DAYS})))`;

async function countsOf(db: DbExecutor, roundIds: string[]) {
  if (!roundIds.length) return new Map<string, { graduates: number; responded: number; pending: number; unreachable: number; due: number }>();
  const rows = await db
    .select({
      round: tracerResponses.roundId,
      graduates: sql<number>`count(*)::int`,
      responded: sql<number>`(count(*) filter (where ${tracerResponses.status} = 'responded'))::int`,
      pending: sql<number>`(count(*) filter (where ${tracerResponses.status} = 'pending'))::int`,
      unreachable: sql<number>`(count(*) filter (where ${tracerResponses.status} = 'unreachable'))::int`,
      due: sql<number>`(count(*) filter (where ${reminderDue}))::int`,
    })
    .from(tracerResponses)
    .where(inArray(tracerResponses.roundId, roundIds))
    .groupBy(tracerResponses.roundId);
  return new Map(rows.map((r) => [r.round, r]));
}

function selectRounds(db: DbExecutor, where: SQL | undefined) {
  return db
    .select({ round: tracerRounds, school_name: schools.name })
    .from(tracerRounds)
    .innerJoin(schools, eq(schools.id, tracerRounds.schoolId))
    .where(where)
    .orderBy(desc(tracerRounds.graduationYear), desc(tracerRounds.createdAt))
    .limit(500);
}

async function summaries(db: DbExecutor, rows: Awaited<ReturnType<typeof selectRounds>>) {
  const counts = await countsOf(
    db,
    rows.map((r) => r.round.id),
  );
  const today = todayIso();
  return rows.map(({ round, school_name }) => {
    const c = counts.get(round.id);
    const status = roundStatus(round, today);
    return {
      id: round.id,
      school_id: round.schoolId,
      school_name,
      graduation_year: round.graduationYear,
      title: round.title,
      starts_on: round.startsOn,
      ends_on: round.endsOn,
      status,
      closed_at: round.closedAt,
      counts: { graduates: c?.graduates ?? 0, responded: c?.responded ?? 0, pending: c?.pending ?? 0, unreachable: c?.unreachable ?? 0 },
      reminders_due: status === 'open' ? (c?.due ?? 0) : 0,
      created_at: round.createdAt,
      questions: round.questions,
    };
  });
}

export async function listRounds(db: DbExecutor, scope: Scope, caller: Caller | null, q: { school_id?: string; graduation_year?: number }) {
  const where = and(
    roundScope(scope, caller),
    q.school_id ? eq(tracerRounds.schoolId, q.school_id) : undefined,
    q.graduation_year ? eq(tracerRounds.graduationYear, q.graduation_year) : undefined,
  );
  return (await summaries(db, await selectRounds(db, where))).map(({ questions: _, ...s }) => s);
}

/** The round in scope with its counts and questionnaire, or 404. */
export async function roundDetail(db: DbExecutor, scope: Scope, caller: Caller | null, id: string) {
  const [row] = await summaries(db, await selectRounds(db, and(eq(tracerRounds.id, id), roundScope(scope, caller))));
  if (!row) throw notFound();
  return row;
}

/** The stored round in scope (for changes), or 404. */
export async function scopedRound(db: DbExecutor, scope: Scope, caller: Caller | null, id: string): Promise<RoundRow> {
  const [round] = await db
    .select()
    .from(tracerRounds)
    .where(and(eq(tracerRounds.id, id), roundScope(scope, caller)));
  if (!round) throw notFound();
  return round;
}

/** The questionnaire sent (or the default), refused on `questions` (or the question at fault) when it breaks a rule. */
function checkQuestions(body: RoundBody, lang: Lang, answered: RoundRow['questions'] | null = null) {
  const questions = body.questions ?? DEFAULT_TRACER_QUESTIONS;
  const problem = questionnaireProblem(questions, answered);
  if (problem) throw refuse(400, 'VALIDATION', problem.index === null ? 'questions' : `questions.${problem.index}`, problem.error, lang);
  return questions;
}

async function hasAnswers(db: DbExecutor, roundId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tracerResponses.id })
    .from(tracerResponses)
    .where(and(eq(tracerResponses.roundId, roundId), eq(tracerResponses.status, 'responded')))
    .limit(1);
  return !!row;
}

/**
 * Opens a round for a graduation year that has graduates; one round of a year may be open at a time
 * (two would ask the same graduates twice). Every graduate of the year gets a pending line.
 */
export async function createRound(db: Db, scope: Scope, caller: Caller, body: RoundBody, lang: Lang) {
  const schoolId = schoolOfAction(scope, caller, body.school_id, lang);
  const questions = checkQuestions(body, lang);
  const [graduates] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alumni)
    .where(and(eq(alumni.schoolId, schoolId), eq(alumni.graduationYear, body.graduation_year)));
  if (!graduates?.n) throw refuse(400, 'VALIDATION', 'graduation_year', 'NO_GRADUATES', lang);
  const open = await db
    .select({ id: tracerRounds.id, closedAt: tracerRounds.closedAt, startsOn: tracerRounds.startsOn, endsOn: tracerRounds.endsOn })
    .from(tracerRounds)
    .where(and(eq(tracerRounds.schoolId, schoolId), eq(tracerRounds.graduationYear, body.graduation_year)));
  if (open.some((r) => roundStatus(r) !== 'closed')) throw refuse(409, 'DUPLICATE', 'graduation_year', 'ROUND_EXISTS', lang);
  const id = await db.transaction(async (tx) => {
    const [round] = await tx
      .insert(tracerRounds)
      .values({
        schoolId,
        graduationYear: body.graduation_year,
        title: body.title,
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        questions,
        createdBy: caller.user.id,
      })
      .returning({ id: tracerRounds.id });
    await addTracerLines(tx, schoolId, body.graduation_year);
    return round!.id;
  });
  return roundDetail(db, scope, caller, id);
}

/**
 * Changes the title, period or questionnaire of a round that is not closed (the year and school
 * stay). Once a graduate has answered, the questions already asked keep their shape: the answers
 * stored under their keys must still mean what they meant (ANSWERED_QUESTION).
 */
export async function updateRound(db: Db, scope: Scope, caller: Caller, id: string, body: RoundBody, lang: Lang) {
  const round = await scopedRound(db, scope, caller, id);
  if (round.closedAt) throw refuse(409, 'READ_ONLY', 'id', 'ROUND_CLOSED', lang);
  const questions = body.questions ? checkQuestions(body, lang, (await hasAnswers(db, id)) ? round.questions : null) : round.questions;
  await db
    .update(tracerRounds)
    .set({ title: body.title, startsOn: body.starts_on, endsOn: body.ends_on, questions, updatedAt: sql`now()` })
    .where(eq(tracerRounds.id, id));
  return roundDetail(db, scope, caller, id);
}

/** Closes a round: its links stop working, the figures keep its answers. */
export async function closeRound(db: Db, scope: Scope, caller: Caller, id: string, lang: Lang) {
  const round = await scopedRound(db, scope, caller, id);
  if (round.closedAt) throw refuse(409, 'READ_ONLY', 'id', 'ROUND_CLOSED', lang);
  await db
    .update(tracerRounds)
    .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(tracerRounds.id, id));
  return roundDetail(db, scope, caller, id);
}
