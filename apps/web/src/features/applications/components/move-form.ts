import {
  APPLICATION_MESSAGES,
  DEFAULT_INTERVIEW_MINUTES,
  FIELD_MESSAGES,
  ZMoveApplication,
  pastSlotField,
  type ApplicationStage,
  type Lang,
  type RejectionReason,
  type TMoveApplication,
} from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** One proposed interview time as the form holds it. */
export interface SlotValues {
  /** A `datetime-local` value, "2026-12-12T09:00" in the browser's time zone. */
  when: string;
  /** Minutes, as the duration select holds them ("60"). */
  duration: string;
  place: string;
}

/** What the company admin fills in when moving an application (which fields show depends on the stage). */
export interface MoveValues {
  /** The interview times to propose (1–5; the student picks one). */
  slots: SlotValues[];
  reason: RejectionReason | null;
  message: string;
}

export const EMPTY_SLOT: SlotValues = { when: '', duration: String(DEFAULT_INTERVIEW_MINUTES), place: '' };
export const EMPTY_MOVE: MoveValues = { slots: [EMPTY_SLOT], reason: null, message: '' };

/** A local `datetime-local` value as an ISO instant with the browser's offset; null when empty or not a date. */
export function toInstant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Form values → `POST /application/move` body: an interview's proposed times, a rejection's reason, the message. */
export function toMoveBody(stage: ApplicationStage, values: MoveValues): TMoveApplication {
  return {
    stage,
    ...(stage === 'interview'
      ? {
          slots: values.slots.map((s) => ({
            starts_at: toInstant(s.when) ?? '',
            duration_minutes: Number(s.duration),
            place: s.place.trim(),
          })),
        }
      : {}),
    ...(stage === 'rejected' ? { reason: values.reason } : {}),
    message: values.message.trim() || null,
  };
}

/** The API's field names (`slots.0.starts_at`) → this form's (`slots.0.when`): a refusal lands under the field it names. */
export function moveFormErrors(api: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(api)) {
    const slot = /^slots\.(\d+)\.(starts_at|duration_minutes|place)$/.exec(key);
    if (slot) errors[`slots.${slot[1]}.${slot[2] === 'starts_at' ? 'when' : slot[2] === 'duration_minutes' ? 'duration' : 'place'}`] = message;
    else errors[key] = message;
  }
  return errors;
}

/**
 * Field messages from the schema the API applies (ZMoveApplication: an interview needs one to five
 * times, each with a date, a duration and a place, the first one past refused; a rejection a
 * reason), in the reader's language, under the form's own field names.
 */
export function validateMove(stage: ApplicationStage, values: MoveValues, lang: Lang, now = new Date()): Record<string, string> {
  const body = toMoveBody(stage, values);
  const errors = validateWith(ZMoveApplication, body, lang);
  // The API refuses a time already gone with the same rule; saying so before sending saves a round trip.
  const past = Object.keys(errors).length ? null : pastSlotField(body, now);
  if (past) errors[past] = APPLICATION_MESSAGES.SLOT_PAST[lang];
  // An empty date reaches the schema as "" (not an ISO date): the reader needs "required", not "invalid".
  values.slots.forEach((s, i) => {
    if (stage === 'interview' && !s.when) errors[`slots.${i}.starts_at`] = FIELD_MESSAGES.REQUIRED[lang];
  });
  return moveFormErrors(errors);
}
