import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '@jalurkarir/shared';

type T = (phrase: string, options?: Record<string, unknown>) => string;

/**
 * What a student's card shows instead of "Lamar" once they applied: the stage it is at. Null before
 * applying (the card offers the action). One application per opening: the API refuses a second.
 */
export function ownApplicationState(application: { stage: ApplicationStage } | null, t: T): string | null {
  if (!application) return null;
  return t('Sudah melamar · {{stage}}', { stage: t(APPLICATION_STAGE_LABELS[application.stage]) });
}

/**
 * What a company's card shows instead of "Undang": the student applied to this opening, or was
 * invited to it (whatever they answered: one invitation per opening and student). Null = not yet.
 */
export function contactedState(item: { applied: boolean; invited: boolean }, t: T): string | null {
  if (item.applied) return t('Sudah melamar');
  if (item.invited) return t('Sudah diundang');
  return null;
}
