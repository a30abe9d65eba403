import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zString, zTimestamp } from '../primitives.js';
import { msg } from '../validation.js';

/**
 * Scorecards and notes on applicants (docs/applications.md): the company sets the criteria of an
 * opening, each of its admins rates an applicant 1–5 per criterion and writes notes. Internal to the
 * company: no student, school, other company or PKL supervisor account ever reads them.
 */
export const SCORECARD_MIN_CRITERIA = 2;
export const SCORECARD_MAX_CRITERIA = 8;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

export const SCORECARD_MESSAGES = {
  UNKNOWN_CRITERION: { id: 'Kriteria tidak ditemukan pada lowongan ini', en: 'The criterion is not one of this opening' },
  NO_CRITERIA: { id: 'Lowongan ini belum memiliki kriteria penilaian', en: 'This opening has no scorecard criteria yet' },
} as const satisfies Record<string, Record<Lang, string>>;
export type ScorecardMessageKey = keyof typeof SCORECARD_MESSAGES;

/** A list naming the same criterion twice is refused on the second (one row per criterion, one rating per rater). */
function flagRepeats(ids: (string | undefined)[], path: (string | number)[], field: string, ctx: z.RefinementCtx) {
  ids.forEach((id, i) => {
    if (id && ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: [...path, i, field], message: msg('REPEATED_CRITERION') });
  });
}

/** One criterion as the company writes it: the Indonesian name is required, the English one optional; `id` keeps an existing one (and its ratings). */
export const ZScorecardCriterionInput = z
  .object({
    id: z.uuid().optional(),
    name: zString().trim().min(1, 'msg:REQUIRED').max(120),
    name_en: zString().trim().max(120).nullable().optional(),
  })
  .strict();

/** `POST /scorecard/set-criteria?opportunity_id=`: the whole list, in order (a criterion left out is removed with its ratings). */
export const ZSetScorecardCriteria = z
  .object({ criteria: z.array(ZScorecardCriterionInput).min(SCORECARD_MIN_CRITERIA).max(SCORECARD_MAX_CRITERIA) })
  .strict()
  .superRefine((v, ctx) =>
    flagRepeats(
      v.criteria.map((c) => c.id),
      ['criteria'],
      'id',
      ctx,
    ),
  );
export type TSetScorecardCriteria = z.infer<typeof ZSetScorecardCriteria>;

/** `POST /scorecard/rate?application_id=`: the caller's own ratings, one or more criteria at a time. */
export const ZRateApplicant = z
  .object({
    ratings: z
      .array(
        z
          .object({
            criterion_id: z.uuid(),
            score: z.number().int().min(SCORE_MIN).max(SCORE_MAX),
            comment: zString().trim().max(1000).nullable().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(SCORECARD_MAX_CRITERIA),
  })
  .strict()
  .superRefine((v, ctx) =>
    flagRepeats(
      v.ratings.map((r) => r.criterion_id),
      ['ratings'],
      'criterion_id',
      ctx,
    ),
  );
export type TRateApplicant = z.infer<typeof ZRateApplicant>;

/** `POST /scorecard/note?application_id=`: a note for the company's admins. */
export const ZApplicantNote = z.object({ body: zString().trim().min(1, 'msg:REQUIRED').max(2000) }).strict();
export type TApplicantNote = z.infer<typeof ZApplicantNote>;

export const ZScorecardCriterion = z.object({ id: z.string(), name: z.string(), name_en: z.string().nullable(), position: z.number().int() });
export type TScorecardCriterion = z.input<typeof ZScorecardCriterion>;
export const ZScorecardCriteriaResult = z.object({ data: z.array(ZScorecardCriterion) });

/** One admin's rating of one criterion (the rater is null once their account is deleted). */
export const ZScorecardRating = z.object({
  criterion_id: z.string(),
  rater_id: z.string().nullable(),
  rater_name: z.string().nullable(),
  score: z.number().int(),
  comment: z.string().nullable(),
  updated_at: zTimestamp,
});
export const ZApplicantNoteRow = z.object({ id: z.string(), author_name: z.string().nullable(), body: z.string(), created_at: zTimestamp });

/** `GET /scorecard/detail?application_id=`: the opening's criteria, everyone's ratings, the average per criterion, the notes. */
export const ZScorecard = z.object({
  criteria: z.array(ZScorecardCriterion),
  ratings: z.array(ZScorecardRating),
  /** Per criterion: the mean of its ratings (null without any) and how many there are. */
  averages: z.array(z.object({ criterion_id: z.string(), average: z.number().nullable(), count: z.number().int() })),
  notes: z.array(ZApplicantNoteRow),
});
export type TScorecard = z.input<typeof ZScorecard>;
export const ZScorecardResult = z.object({ data: ZScorecard });
