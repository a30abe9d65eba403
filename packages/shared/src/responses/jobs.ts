import { z } from 'zod';
import { zListResult } from '../list.js';
import { zTimestamp } from '../primitives.js';
import { APPLICATION_STAGES, INVITATION_STATUSES, ZResponsiveness } from '../models/application.js';
import { ZOpportunity } from '../models/opportunity.js';

/**
 * What the job routes answer: open openings as a student browses them, with the student's own
 * application and invitation on each. The opening's own fields are the opportunity read schema's.
 */
export const ZJobSummary = ZOpportunity.pick({
  id: true,
  title: true,
  company_id: true,
  company_name: true,
  province_code: true,
  city_code: true,
  salary_from: true,
  salary_to: true,
  currency_code: true,
  contract_type: true,
  career_level: true,
  programs: true,
  deadline: true,
}).extend({
  company_logo: z.string().nullable(),
  city_name: z.string().nullable(),
  created_at: zTimestamp,
  my_application_id: z.string().nullable(),
  my_stage: z.enum(APPLICATION_STAGES).nullable(),
  my_invitation_status: z.enum(INVITATION_STATUSES).nullable(),
});
export const ZJobPage = zListResult(ZJobSummary);

export const ZJobDetail = ZJobSummary.omit({ my_application_id: true, my_stage: true, my_invitation_status: true })
  .extend(
    ZOpportunity.pick({
      description: true,
      experience_min: true,
      experience_max: true,
      working_hours: true,
      qualification: true,
      quota: true,
      screening_questions: true,
    }).shape,
  )
  .extend({
    company_sector: z.string().nullable(),
    company_website: z.string().nullable(),
    company_description: z.string().nullable(),
    my_application: z.object({ id: z.string(), stage: z.enum(APPLICATION_STAGES), created_at: zTimestamp }).nullable(),
    my_invitation: z
      .object({ id: z.string(), status: z.enum(INVITATION_STATUSES), message: z.string().nullable(), created_at: zTimestamp })
      .nullable(),
    responsiveness: ZResponsiveness,
  });
export const ZJobDetailResult = z.object({ data: ZJobDetail });

// What the client receives (JSON: timestamps as text).
export type JobSummary = z.input<typeof ZJobSummary>;
export type JobDetail = z.input<typeof ZJobDetail>;
