/**
 * The taking screen's autosave queue: what an acknowledgement of `POST /test-attempt/answer` does
 * to the device's answers (the screen) and to its unacknowledged ones (the queue in localStorage).
 *
 * The server stores a question's answer only with a higher `seq` than the stored one, and answers
 * `saved: false` with the stored `seq` and answer when it kept its own — a late save, or the same
 * `seq` with another choice (another tab or device, or answers left on this device from before).
 * Then the stored answer is the truth: the screen shows it and the queue drops ours. Re-sending
 * ours with a newer `seq` instead would overwrite an answer the server acknowledged elsewhere,
 * possibly a newer one; this way no acknowledged answer is lost and the screen never shows a
 * choice the server does not have (the student's next click gets `seq + 1` and is saved).
 */
import type { AnswerAck } from '@jalurkarir/shared';
import { withoutAcknowledged, withoutKey } from '../../lib/device-queue';

export interface QueuedAnswer {
  option_ids: string[] | null;
  likert: number | null;
  seq: number;
}

/** The part of the server's acknowledgement the queue reads: its stored `seq` and answer, and whether ours is the one stored. */
export type SaveAck = Pick<AnswerAck, 'seq' | 'saved' | 'option_ids' | 'likert'>;

/** The queue once `sent` was answered (either way): it leaves, unless a newer choice took its place meanwhile. */
export { withoutAcknowledged };

/**
 * The screen's answers once `sent` was answered: unchanged when it was saved; the stored answer
 * when it was not — unless the student chose again meanwhile (that newer choice is on its way).
 */
export function withStoredAnswer(
  answers: Record<string, QueuedAnswer>,
  questionId: string,
  sent: QueuedAnswer,
  ack: SaveAck,
): Record<string, QueuedAnswer> {
  if (ack.saved || (answers[questionId]?.seq ?? 0) > sent.seq) return answers;
  return { ...answers, [questionId]: { option_ids: ack.option_ids, likert: ack.likert, seq: ack.seq } };
}

/**
 * The answers the screen opens with: the server's, except where the device still queues a later
 * choice (a higher `seq`) that never reached it — that one is what the student last chose.
 */
export function answersOnOpen(
  stored: readonly (QueuedAnswer & { question_id: string })[],
  queued: Record<string, QueuedAnswer>,
): Record<string, QueuedAnswer> {
  const answers: Record<string, QueuedAnswer> = Object.fromEntries(stored.map((a) => [a.question_id, a]));
  for (const [questionId, a] of Object.entries(queued)) if ((answers[questionId]?.seq ?? 0) < a.seq) answers[questionId] = a;
  return answers;
}

/** A new choice for a question: numbered one above what the screen shows, so the server takes it. */
export function nextChoice(shown: QueuedAnswer | undefined, value: { option_ids?: string[]; likert?: number }): QueuedAnswer {
  return { option_ids: value.option_ids ?? null, likert: value.likert ?? null, seq: (shown?.seq ?? 0) + 1 };
}

/** The queue without a question's answer the server refused outright: re-sending it would be refused again. */
export const withoutQuestion = withoutKey<QueuedAnswer>;

/** A refused submission's field errors (`answers.<question id>`) by question id; the others are not a question's. */
export function errorsByQuestion(errors: Record<string, string>): Record<string, string> {
  const byQuestion: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k.startsWith('answers.')) byQuestion[k.slice(8)] = v;
  return byQuestion;
}
