// The autosave of one answer (`POST /test-attempt/answer`), the hottest path of the engine: one
// statement reads the attempt (under the caller's scope) and the question, checks the server-clock
// and answer rules, stores the answer when its seq is newer and moves the position; only when that
// wrote nothing, one more read of the stored answer. Measured in bench/README.md "Hot path".
import { and, eq, sql } from 'drizzle-orm';
import { ANSWER_GRACE_MS, type Lang, type Scope, type TSaveAnswer } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { testAnswers, testAttempts, testOptions, testQuestions } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { notFound } from '../../lib/app-error.js';
import { scopeCondition, scopeShape } from '../scope.js';
import { finalizeAttempt, interestInventoryAttempt, refuse } from './engine.js';

type Choice = { option_ids: string[] | null; likert: number | null };

/** Two answers to one question are the same choice: the same options in any order, or the same Likert value. */
function sameAnswer(a: Choice, b: Choice) {
  const options = (x: string[] | null) => [...new Set(x ?? [])].sort().join(',');
  return options(a.option_ids) === options(b.option_ids) && (a.likert ?? null) === (b.likert ?? null);
}

interface SaveRow extends Record<string, unknown> {
  status: string;
  deadline_ms: number;
  in_grace: boolean;
  type: string | null;
  ok: boolean;
  saved_seq: number | null;
}

/** The placeholders of the save statement, filled from each request (saveAnswer). */
type SaveValue = 'attemptId' | 'questionId' | 'chosenJson' | 'chosenCount' | 'likert' | 'position' | 'seq' | 'at';
const value = (name: SaveValue) => sql.placeholder(name);

/**
 * The one statement of a save. `a`: the attempt, only if the caller's scope reaches it. `q`: the
 * question, only if it belongs to the attempt's test, with how many of the chosen options are its
 * own. `ok`: the attempt is open, the server's `at` is within the deadline's grace, and the choice
 * fits the question (a Likert value alone, or one (single) or more (multiple) of its options). Only
 * then is the answer written — when its seq is newer than the stored one — and the position moved.
 * The position is a column of test_attempts: its update trigger records matching changes only for
 * rows whose result, status or student changed (migration 0028), so a save never reaches them.
 * A request's values are placeholders (SaveValue): the statement is built once per scope shape.
 */
function saveStatement(scopeWhere: ReturnType<typeof scopeCondition>) {
  return sql<SaveRow>`
    with a as (
      select ${testAttempts.id} as id, ${testAttempts.testId} as test_id, ${testAttempts.status} as status, ${testAttempts.deadline} as deadline
      from ${testAttempts}
      where ${testAttempts.id} = ${value('attemptId')}::uuid and ${scopeWhere ?? sql`true`}
    ),
    q as (
      select tq.type,
             (select count(*) from ${testOptions} o
               where o.question_id = tq.id and o.id in (select jsonb_array_elements_text(${value('chosenJson')}::jsonb)::uuid))::int as valid
      from ${testQuestions} tq join a on tq.test_id = a.test_id
      where tq.id = ${value('questionId')}::uuid
    ),
    ok as (
      select q.type from a join q on true
      where a.status = 'in_progress'
        and ${value('at')}::timestamptz <= a.deadline + ${ANSWER_GRACE_MS}::int * interval '1 millisecond'
        and case when q.type = 'likert' then ${value('chosenCount')}::int = 0 and ${value('likert')}::smallint is not null
                 else ${value('likert')}::smallint is null and q.valid = ${value('chosenCount')}::int and (q.type = 'multiple' or ${value('chosenCount')}::int = 1) end
    ),
    saved as (
      insert into ${testAnswers} (attempt_id, question_id, option_ids, likert, seq, saved_at)
      select ${value('attemptId')}::uuid, ${value('questionId')}::uuid,
             case when ok.type = 'likert' then null else ${value('chosenJson')}::jsonb end,
             case when ok.type = 'likert' then ${value('likert')}::smallint else null end,
             ${value('seq')}::int, ${value('at')}::timestamptz
      from ok
      on conflict (attempt_id, question_id) do update
        set option_ids = excluded.option_ids, likert = excluded.likert, seq = excluded.seq, saved_at = excluded.saved_at
        where ${testAnswers}.seq < excluded.seq
      returning seq
    ),
    moved as (
      update ${testAttempts} set current_question = ${value('position')}::int
      where ${testAttempts.id} = ${value('attemptId')}::uuid and ${value('position')}::int is not null and exists (select 1 from ok)
        and ${testAttempts.currentQuestion} <> ${value('position')}::int
    )
    select a.status, (extract(epoch from a.deadline) * 1000)::float8 as deadline_ms,
           a.deadline + ${ANSWER_GRACE_MS}::int * interval '1 millisecond' >= ${value('at')}::timestamptz as in_grace,
           q.type, exists (select 1 from ok) as ok, (select seq from saved) as saved_seq
    from a left join q on true`;
}

/**
 * Stores one answer of the caller's open attempt when its `seq` is newer than the stored one
 * (idempotent retries, out-of-order sends lose), and answers with what the server holds for the
 * question. 404 when the scope does not reach the attempt, 409 once submitted; past the grace the
 * attempt is closed at its deadline and the save refused.
 */
export async function saveAnswer(db: Db, attemptId: string, scope: Scope, caller: Caller | null, b: TSaveAnswer, at: Date, lang: Lang) {
  const chosen = [...new Set(b.option_ids ?? [])];
  const statement = preparedStatement<SaveRow>(db, 'save_answer', scopeShape(scope, caller), () =>
    saveStatement(scopeCondition(scope, caller, { owner: testAttempts.studentId, interestInventory: interestInventoryAttempt })),
  );
  const values: Record<SaveValue, unknown> = {
    attemptId,
    questionId: b.question_id,
    chosenJson: JSON.stringify(chosen),
    chosenCount: chosen.length,
    likert: b.likert ?? null,
    position: b.position ?? null,
    seq: b.seq,
    at: at.toISOString(),
  };
  const [row] = await statement.execute(values);
  if (!row) throw notFound();
  if (row.status !== 'in_progress') throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
  const deadline = new Date(Number(row.deadline_ms));
  if (!row.in_grace) {
    await finalizeAttempt(db, attemptId, deadline, true);
    throw refuse(409, 'BAD_REQUEST', 'attempt', 'TIME_UP', lang);
  }
  if (!row.type) throw refuse(400, 'VALIDATION', 'question_id', 'BAD_QUESTION', lang);
  if (!row.ok) throw refuse(400, 'VALIDATION', 'option_ids', 'BAD_OPTION', lang);
  const likert = row.type === 'likert';
  const sent = { option_ids: likert ? null : chosen, likert: likert ? (b.likert ?? null) : null };
  let stored = row.saved_seq !== null ? { seq: Number(row.saved_seq), ...sent } : undefined;
  let isSaved = stored !== undefined;
  if (!stored) {
    const [current] = await db
      .select({ seq: testAnswers.seq, option_ids: testAnswers.optionIds, likert: testAnswers.likert })
      .from(testAnswers)
      .where(and(eq(testAnswers.attemptId, attemptId), eq(testAnswers.questionId, b.question_id)));
    if (!current) throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
    stored = { seq: Number(current.seq), option_ids: (current.option_ids as string[] | null) ?? null, likert: current.likert };
    // Only a retry of the very save that is stored is "saved": the same seq with another answer
    // was not written, and saying so lets the client act on the answer the server really has.
    isSaved = stored.seq === b.seq && sameAnswer(stored, sent);
  }
  return {
    question_id: b.question_id,
    seq: stored.seq,
    saved: isSaved,
    option_ids: stored.option_ids,
    likert: stored.likert,
    deadline: deadline.toISOString(),
    server_time: at.toISOString(),
  };
}
