import { z } from 'zod';
import { ERASURE_STATUSES, ZErasureRow, ZPrivacySettings, ZProfileViewRow } from '../models/privacy.js';

/** What the privacy settings and erasure routes answer (the guardian-consent routes: consents.ts). */
export const ZPrivacySettingsResult = z.object({ data: ZPrivacySettings });
export const ZProfileViews = z.object({ data: z.array(ZProfileViewRow) });

export const ZErasureRequestCreated = z.object({
  data: z.object({ id: z.string(), status: z.enum(ERASURE_STATUSES), createdAt: z.iso.datetime({ offset: true }) }),
});
export const ZErasureRequests = z.object({ data: z.array(ZErasureRow) });
/** Approved: the account was deleted, or anonymised where records must stay (docs/privacy.md). */
export const ZErasureApproved = z.object({
  data: z.object({ id: z.string(), status: z.literal('approved'), outcome: z.enum(['deleted', 'anonymised']) }),
});
export const ZErasureRejected = z.object({ data: z.object({ id: z.string(), status: z.literal('rejected') }) });
