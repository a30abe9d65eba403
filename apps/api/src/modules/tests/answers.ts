// The autosave of one answer (`POST /test-attempt/answer`), the hottest path of the engine: per save
// one read of the question and its options, one conditional upsert, and only when that wrote
// nothing one read of the stored answer (plus the position when the client sends it).
import { and, eq, sql } from 'drizzle-orm';
import type { Lang, TSaveAnswer } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { testAnswers, testAttempts, testOptions, testQuestions } from '../../db/schema.js';
import type { OpenAttempt } from './attempts.js';
import { finalizeAttempt, refuse, withinGrace } from './engine.js';

type Choice = { option_ids: string[] | null; likert: number | null };

/** Two answers to one question are the same choice: the same options in any order, or the same Likert value. */
function sameAnswer(a: Choice, b: Choice) {
  const options = (x: string[] | null) => [...new Set(x ?? [])].sort().join(',');
  return options(a.option_ids) === options(b.option_ids) && (a.likert ?? null) === (b.likert ?? null);
}

/**
 * Stores one answer of an open attempt when its `seq` is newer than the stored one (idempotent
 * retries, out-of-order sends lose), and answers with what the server holds for the question.
 * Past the grace the attempt is closed at its deadline and the save refused.
 */
export async function saveAnswer(db: Db, attempt: OpenAttempt, b: TSaveAnswer, at: Date, lang: Lang) {
  if (!withinGrace(attempt.deadline, at)) {
    await finalizeAttempt(db, attempt.id, attempt.deadline, true);
    throw refuse(409, 'BAD_REQUEST', 'attempt', 'TIME_UP', lang);
  }
  const rows = await db
    .select({ type: testQuestions.type, optionId: testOptions.id })
    .from(testQuestions)
    .leftJoin(testOptions, eq(testOptions.questionId, testQuestions.id))
    .where(and(eq(testQuestions.id, b.question_id), eq(testQuestions.testId, attempt.testId)));
  const type = rows[0]?.type;
  if (!type) throw refuse(400, 'VALIDATION', 'question_id', 'BAD_QUESTION', lang);
  const valid = new Set(rows.map((x) => x.optionId));
  const chosen = [...new Set(b.option_ids ?? [])];
  const ok =
    type === 'likert'
      ? chosen.length === 0 && b.likert != null
      : b.likert == null && chosen.every((o) => valid.has(o)) && (type === 'multiple' || chosen.length === 1);
  if (!ok) throw refuse(400, 'VALIDATION', 'option_ids', 'BAD_OPTION', lang);
  const saved = await db.execute<{ seq: number }>(sql`
    insert into ${testAnswers} (attempt_id, question_id, option_ids, likert, seq, saved_at)
    select ${attempt.id}::uuid, ${b.question_id}::uuid, ${type === 'likert' ? null : JSON.stringify(chosen)}::jsonb,
           ${type === 'likert' ? (b.likert ?? null) : null}::smallint, ${b.seq}::int, ${at.toISOString()}::timestamptz
    where exists (select 1 from ${testAttempts} where id = ${attempt.id}::uuid and status = 'in_progress')
    on conflict (attempt_id, question_id) do update
      set option_ids = excluded.option_ids, likert = excluded.likert, seq = excluded.seq, saved_at = excluded.saved_at
      where ${testAnswers}.seq < excluded.seq
    returning seq`);
  const sent = { option_ids: type === 'likert' ? null : chosen, likert: type === 'likert' ? (b.likert ?? null) : null };
  let stored = saved.rows[0] ? { seq: Number(saved.rows[0].seq), ...sent } : undefined;
  let isSaved = stored !== undefined;
  if (!stored) {
    const [current] = await db
      .select({ seq: testAnswers.seq, option_ids: testAnswers.optionIds, likert: testAnswers.likert })
      .from(testAnswers)
      .where(and(eq(testAnswers.attemptId, attempt.id), eq(testAnswers.questionId, b.question_id)));
    if (!current) throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
    stored = { seq: Number(current.seq), option_ids: (current.option_ids as string[] | null) ?? null, likert: current.likert };
    // Only a retry of the very save that is stored is "saved": the same seq with another answer
    // was not written, and saying so lets the client act on the answer the server really has.
    isSaved = stored.seq === b.seq && sameAnswer(stored, sent);
  }
  if (b.position !== undefined) await db.update(testAttempts).set({ currentQuestion: b.position }).where(eq(testAttempts.id, attempt.id));
  return {
    question_id: b.question_id,
    seq: stored.seq,
    saved: isSaved,
    option_ids: stored.option_ids,
    likert: stored.likert,
    deadline: attempt.deadline.toISOString(),
    server_time: at.toISOString(),
  };
}
