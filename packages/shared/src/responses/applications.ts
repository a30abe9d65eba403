import { z } from 'zod';
import { zListResult } from '../list.js';
import { ZApplication, ZApplicationEvent, ZInterviewSlot, ZStageCounts } from '../models/application.js';
import { ZCompanyCertificate } from '../models/privacy.js';
import { ZScorePart } from './recommendations.js';
import { ZScreeningAnswer } from '../models/screening.js';

/**
 * What the application routes answer (list, detail, apply, withdraw, move, stage counts). The API
 * declares these as the routes' response schemas and the web takes its types from here.
 */
export const ZApplicationPage = zListResult(ZApplication);
/** One application, as apply, withdraw and move answer it. */
export const ZApplicationResult = z.object({ data: ZApplication });

/** The detail page: the application, a few facts of its opening (null once it is deleted) and its history. */
export const ZApplicationDetail = ZApplication.extend({
  opening: z.object({ city_code: z.string().nullable(), contract_type: z.string(), deadline: z.string().nullable(), status: z.string() }).nullable(),
  events: z.array(ZApplicationEvent),
  /** The explained match as the company and the school read it; null for the student and where the pair is ruled out. */
  match: z.object({ total: z.number(), parts: z.array(ZScorePart) }).nullable(),
  /** The times proposed by the latest move to `interview` (empty at other stages), the one picked, the student's request for another time. */
  interview_slots: z.array(ZInterviewSlot),
  interview_slot_id: z.string().nullable(),
  interview_request_note: z.string().nullable(),
  /** The opening's screening questions as the student was asked them, with the answers (empty for an application without any). */
  screening_answers: z.array(ZScreeningAnswer),
  /**
   * The facts of the applicant the ranking read (certificates with their status, months of PKL and
   * work, the PKL months a company verified and where); null for the student and a withdrawn applicant.
   */
  applicant_facts: z
    .object({
      certificates: z.array(ZCompanyCertificate),
      experience_months: z.number().int(),
      verified_pkl_months: z.number().int(),
      verified_pkl: z.array(z.object({ company: z.string(), position: z.string(), months: z.number().int() })),
    })
    .nullable(),
});
export const ZApplicationDetailResult = z.object({ data: ZApplicationDetail });

/** Per-stage counts in the caller's scope, overall and per opening (a company's openings without applicants too). */
export const ZApplicationStageCounts = z.object({
  total: ZStageCounts,
  students: z.number().int(),
  students_hired: z.number().int(),
  openings: z.array(
    z.object({ opportunity_id: z.string(), title: z.string(), company_name: z.string(), counts: ZStageCounts, total: z.number().int() }),
  ),
});
export const ZApplicationStageCountsResult = z.object({ data: ZApplicationStageCounts });

// What the client receives (JSON: timestamps as text).
export type ApplicationPage = z.input<typeof ZApplicationPage>;
export type ApplicationDetail = z.input<typeof ZApplicationDetail>;
export type ApplicationStageCounts = z.input<typeof ZApplicationStageCounts>;
