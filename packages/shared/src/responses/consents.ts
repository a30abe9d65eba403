import { z } from 'zod';
import { zTimestamp } from '../primitives.js';
import { CONSENT_METHODS, CONSENT_STATUSES, GUARDIAN_RELATIONS, ZPrivacySettings } from '../models/privacy.js';

/**
 * What the guardian-consent routes answer (docs/privacy.md): the student's request and withdrawal
 * answer the student's privacy card; the public page reads what the guardian is asked and answers
 * the consent's status; the school lists its students' consents, records a paper form and withdraws.
 */

/** A consent as the school admin and the Admin list it. */
export const ZConsentRow = z.object({
  id: z.string(),
  studentId: z.string(),
  student: z.string(),
  school: z.string().nullable(),
  method: z.enum(CONSENT_METHODS),
  status: z.enum(CONSENT_STATUSES),
  guardianName: z.string().nullable(),
  relation: z.enum(GUARDIAN_RELATIONS).nullable(),
  textVersion: z.string(),
  /** Whether a scan of a signed paper form is stored (shown through its own route only). */
  hasForm: z.boolean(),
  answeredAt: zTimestamp.nullable(),
  createdAt: zTimestamp,
});
export const ZConsentList = z.object({ data: z.array(ZConsentRow) });

/** The public page: whom the guardian is asked about, which text, until when the link works. */
export const ZConsentInvitation = z.object({
  data: z.object({ student: z.string(), school: z.string().nullable(), textVersion: z.string(), expiresAt: zTimestamp.nullable() }),
});
export const ZConsentAnswered = z.object({ data: z.object({ status: z.enum(CONSENT_STATUSES) }) });
export const ZConsentRecorded = z.object({ data: z.object({ id: z.string() }) });

/** A withdrawal: the student's own privacy card, or, for the school, which student it was. */
export const ZConsentWithdrawn = z.object({ data: z.union([ZPrivacySettings, z.object({ studentId: z.string() })]) });

// What the client receives (JSON: timestamps as text).
export type ConsentRow = z.input<typeof ZConsentRow>;
export type ConsentInvitation = z.input<typeof ZConsentInvitation>['data'];
export type ConsentAnswered = z.input<typeof ZConsentAnswered>;
export type ConsentRecorded = z.input<typeof ZConsentRecorded>;
