import { z } from 'zod';
import { zTimestamp } from '../primitives.js';
import { ZCompanyStudentView } from '../models/privacy.js';

/**
 * A company's talent pool with the students it may still see: each through THE company projection
 * (`ZCompanyStudentView`, docs/privacy.md) — the response schema drops anything else.
 */
export const ZTalentPoolStudent = z.object({ student: ZCompanyStudentView, added_at: zTimestamp });
export const ZTalentPool = z.object({ id: z.string(), name: z.string(), students: z.array(ZTalentPoolStudent) });
export const ZTalentPoolList = z.object({ data: z.array(ZTalentPool) });
export const ZTalentPoolResult = z.object({ data: z.object({ pool_id: z.string(), student_id: z.string() }) });

// What the client receives (JSON: timestamps as text).
export type TalentPool = z.input<typeof ZTalentPool>;
