import {
  SCORECARD_MAX_CRITERIA,
  ZRateApplicant,
  ZSetScorecardCriteria,
  type Lang,
  type TRateApplicant,
  type TScorecard,
  type TScorecardCriterion,
  type TSetScorecardCriteria,
} from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** A criterion as its reader sees it: the English name on an English screen when there is one. */
export function criterionName(c: Pick<TScorecardCriterion, 'name' | 'name_en'>, lang: Lang): string {
  return lang === 'en' && c.name_en ? c.name_en : c.name;
}

/** One row of the criteria editor. */
export interface CriterionRow {
  id?: string;
  name: string;
  name_en: string;
}

export function toCriteriaBody(rows: CriterionRow[]): TSetScorecardCriteria {
  return {
    criteria: rows
      .slice(0, SCORECARD_MAX_CRITERIA)
      .map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name.trim(), name_en: r.name_en.trim() || null })),
  };
}

/** The editor's field messages from the API's schema (2–8 criteria, the Indonesian name required), under `criteria.N.name`. */
export function validateCriteria(rows: CriterionRow[], lang: Lang): Record<string, string> {
  return validateWith(ZSetScorecardCriteria, toCriteriaBody(rows), lang);
}

/** The caller's own ratings in the form: a score (null: not rated) and a comment per criterion. */
export type RatingValues = Record<string, { score: number | null; comment: string }>;

/** The form starts from the caller's own ratings already given. */
export function initialRatings(scorecard: TScorecard, userId: string | undefined): RatingValues {
  const values: RatingValues = {};
  for (const c of scorecard.criteria) {
    const mine = scorecard.ratings.find((r) => r.criterion_id === c.id && r.rater_id === userId);
    values[c.id] = { score: mine?.score ?? null, comment: mine?.comment ?? '' };
  }
  return values;
}

/** Only the criteria given a score are sent (an unrated criterion stays unrated). */
export function toRateBody(values: RatingValues): TRateApplicant {
  return {
    ratings: Object.entries(values).flatMap(([criterion_id, v]) =>
      v.score ? [{ criterion_id, score: v.score, comment: v.comment.trim() || null }] : [],
    ),
  };
}

export function validateRatings(values: RatingValues, lang: Lang): Record<string, string> {
  return validateWith(ZRateApplicant, toRateBody(values), lang);
}

/** An average as the screen shows it, one decimal in the reader's language ("4,5" / "4.5"). */
export function formatAverage(average: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 1 }).format(average);
}
