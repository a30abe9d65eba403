import { z } from 'zod';
import { zTimestamp } from '../primitives.js';
import { CONTRACT_TYPES, OPPORTUNITY_STATUSES } from '../models/opportunity.js';
import { ZJobAlertSettings } from '../models/job-alert.js';

/**
 * A saved opening as its student's list shows it. `open`: published now (open and not past its
 * deadline day in WIB); a closed opening stays on the list, marked closed.
 */
export const ZSavedOpening = z.object({
  id: z.string(),
  title: z.string(),
  company_name: z.string(),
  city_code: z.string().nullable(),
  city_name: z.string().nullable(),
  contract_type: z.enum(CONTRACT_TYPES),
  deadline: z.string().nullable(),
  status: z.enum(OPPORTUNITY_STATUSES),
  open: z.boolean(),
  saved_at: zTimestamp,
});
export const ZSavedOpeningList = z.object({ data: z.array(ZSavedOpening) });
export const ZSavedOpeningResult = z.object({ data: z.object({ id: z.string(), saved: z.boolean() }) });
export const ZJobAlertSettingsResult = z.object({ data: ZJobAlertSettings });

// What the client receives (JSON: timestamps as text).
export type SavedOpening = z.input<typeof ZSavedOpening>;
