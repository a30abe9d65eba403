import { z } from 'zod';
import { zListResult } from '../list.js';
import { ZPartnerSchool, ZPartnership, ZPartnershipEvent } from '../models/partnership.js';

/**
 * What the partnership routes answer (list, detail, the company's school search, and every change:
 * request, accept, decline, MoU record, end, renew, document — each answers the partnership as it
 * now is). The API declares these as the routes' response schemas and the web takes its types from here.
 */
export const ZPartnershipPage = zListResult(ZPartnership);
export const ZPartnershipResult = z.object({ data: ZPartnership });

/** The detail: the partnership, every period of the same company and school (newest first) and their events. */
export const ZPartnershipDetail = ZPartnership.extend({ periods: z.array(ZPartnership), events: z.array(ZPartnershipEvent) });
export const ZPartnershipDetailResult = z.object({ data: ZPartnershipDetail });

export const ZPartnerSchools = z.object({ data: z.array(ZPartnerSchool) });

// What the client receives (JSON: timestamps as text).
export type PartnershipPage = z.input<typeof ZPartnershipPage>;
export type PartnershipDetail = z.input<typeof ZPartnershipDetail>;
