import { ZMoveApplication, type ApplicationStage, type Lang, type RejectionReason, type TMoveApplication } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** What the company admin fills in when moving an application (which fields show depends on the stage). */
export interface MoveValues {
  /** A `datetime-local` value, "2026-12-12T09:00" in the browser's time zone. */
  when: string;
  place: string;
  reason: RejectionReason | null;
  message: string;
}

export const EMPTY_MOVE: MoveValues = { when: '', place: '', reason: null, message: '' };

/** A local `datetime-local` value as an ISO instant with the browser's offset; null when empty or not a date. */
export function toInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Form values → `POST /application/move` body: an interview's date and place, a rejection's reason, the message. */
export function toMoveBody(stage: ApplicationStage, values: MoveValues): TMoveApplication {
  return {
    stage,
    ...(stage === 'interview' ? { interview_at: toInstant(values.when), interview_place: values.place.trim() } : {}),
    ...(stage === 'rejected' ? { reason: values.reason } : {}),
    message: values.message.trim() || null,
  };
}

/**
 * Field messages from the schema the API applies (ZMoveApplication: an interview needs a date and a
 * place, a rejection a reason), in the reader's language, under the form's own field names.
 */
export function validateMove(stage: ApplicationStage, values: MoveValues, lang: Lang): Record<string, string> {
  const { interview_at, interview_place, reason, message } = validateWith(ZMoveApplication, toMoveBody(stage, values), lang);
  const errors: Record<string, string> = {};
  if (interview_at) errors.when = interview_at;
  if (interview_place) errors.place = interview_place;
  if (reason) errors.reason = reason;
  if (message) errors.message = message;
  return errors;
}
