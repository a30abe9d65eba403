// Answering a tracer round: by the graduate through a personal link (no login: the token is the key),
// or by the school recording what the graduate said on the phone. Either way the answer becomes the
// graduate's status and every link of the line stops working.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  FIELD_MESSAGES,
  checkTracerAnswers,
  statusFromTracerAnswers,
  type AlumniStatusSource,
  type Lang,
  type Scope,
  type TTracerAnswers,
  type TTracerQuestion,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { alumni, schools, tracerLinks, tracerResponses, tracerRounds, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/one-time-tokens.js';
import type { Caller } from '../../plugins/auth.js';
import { refuse } from '../alumni/messages.js';
import { normalizeStatus, writeAlumniStatus } from '../alumni/status.js';
import { oneLine, useLinks } from './responses.js';
import { roundStatus, scopedRound } from './rounds.js';

/**
 * The line behind a token: unused, unexpired, of a pending or unreachable line, in a round that is
 * not closed. Anything else is the same 404 (a link tells nobody why it stopped working).
 */
async function lineByToken(db: DbExecutor, token: string, lang: Lang, lock = false) {
  const query = db
    .select({
      line_id: tracerResponses.id,
      alumni_id: tracerResponses.alumniId,
      status: tracerResponses.status,
      round: tracerRounds,
      name: users.name,
      school_name: schools.name,
    })
    .from(tracerLinks)
    .innerJoin(tracerResponses, eq(tracerResponses.id, tracerLinks.responseId))
    .innerJoin(tracerRounds, eq(tracerRounds.id, tracerResponses.roundId))
    .innerJoin(users, eq(users.id, tracerResponses.alumniId))
    .innerJoin(schools, eq(schools.id, tracerRounds.schoolId))
    .where(and(eq(tracerLinks.tokenHash, hashToken(token)), isNull(tracerLinks.usedAt), gt(tracerLinks.expiresAt, sql`now()`)));
  const [row] = lock ? await query.for('update', { of: tracerResponses }) : await query;
  if (!row || row.status === 'responded' || roundStatus(row.round) === 'closed') throw refuse(404, 'TOKEN_INVALID', 'token', 'LINK_INVALID', lang);
  return row;
}

/** The graduate's current status as answers, to prefill the form. */
async function currentAnswers(db: DbExecutor, alumniId: string): Promise<TTracerAnswers> {
  const [a] = await db.select().from(alumni).where(eq(alumni.userId, alumniId));
  if (!a?.activity) return {};
  const pairs: [string, string | null][] = [
    ['activity', a.activity],
    ['company_name', a.companyName],
    ['position', a.position],
    ['sector', a.sector],
    ['start_month', a.startMonth],
    ['program_fit', a.programFit],
    ['salary_band', a.salaryBand],
    ['institution', a.institution],
    ['study_program', a.studyProgram],
    ['business_name', a.businessName],
    ['business_sector', a.businessSector],
  ];
  return Object.fromEntries(pairs.filter((p): p is [string, string] => p[1] !== null));
}

export async function invitationByToken(db: DbExecutor, token: string, lang: Lang) {
  const row = await lineByToken(db, token, lang);
  return {
    name: row.name,
    school_name: row.school_name,
    title: row.round.title,
    graduation_year: row.round.graduationYear,
    ends_on: row.round.endsOn,
    questions: row.round.questions,
    current: await currentAnswers(db, row.alumni_id),
  };
}

/** The answers checked against the round's questionnaire: 400 with a message per question otherwise. */
function checked(questions: readonly TTracerQuestion[], answers: Record<string, unknown>, lang: Lang): TTracerAnswers {
  const { answers: clean, errors } = checkTracerAnswers(questions, answers);
  const keys = Object.keys(errors);
  if (keys.length) throw new AppError(400, 'VALIDATION', Object.fromEntries(keys.map((k) => [`answers.${k}`, FIELD_MESSAGES[errors[k]!][lang]])));
  return clean;
}

async function recordAnswer(
  tx: DbExecutor,
  line: { line_id: string; alumni_id: string },
  answers: TTracerAnswers,
  source: AlumniStatusSource,
  recordedBy: string | null,
) {
  await tx
    .update(tracerResponses)
    .set({ status: 'responded', answers, source, recordedBy, respondedAt: sql`now()`, note: null, updatedAt: sql`now()` })
    .where(eq(tracerResponses.id, line.line_id));
  await useLinks(tx, [line.line_id]);
  await writeAlumniStatus(tx, line.alumni_id, normalizeStatus(statusFromTracerAnswers(answers)), source, recordedBy);
}

/** The graduate's answer through their link (public): once; the link and its siblings then stop working. */
export async function answerByToken(db: Db, token: string, answers: Record<string, unknown>, lang: Lang) {
  await db.transaction(async (tx) => {
    const line = await lineByToken(tx, token, lang, true);
    await recordAnswer(tx, line, checked(line.round.questions, answers, lang), 'tracer', null);
  });
}

/** An answer the school took by phone: recorded by the caller, for a graduate of a round in its scope. */
export async function recordPhoneAnswer(
  db: Db,
  scope: Scope,
  caller: Caller,
  roundId: string,
  alumniId: string,
  answers: Record<string, unknown>,
  lang: Lang,
) {
  const round = await scopedRound(db, scope, caller, roundId);
  if (roundStatus(round) === 'closed') throw refuse(409, 'READ_ONLY', 'id', 'ROUND_CLOSED', lang);
  const clean = checked(round.questions, answers, lang);
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ line_id: tracerResponses.id, alumni_id: tracerResponses.alumniId })
      .from(tracerResponses)
      .where(and(eq(tracerResponses.roundId, round.id), eq(tracerResponses.alumniId, alumniId)));
    if (!line) throw new AppError(404, 'NOT_FOUND');
    await recordAnswer(tx, line, clean, 'phone', caller.user.id);
  });
  return oneLine(db, round, alumniId);
}
