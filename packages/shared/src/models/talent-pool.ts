import { z } from 'zod';
import { zString } from '../primitives.js';

/**
 * Talent pools (docs/applications.md, "Talent pools"): a company keeps students it found among its
 * recommendations in named lists, to invite them to an opening later.
 */

/** How many students one pool holds (a shortlist, not a database of its own). */
export const MAX_POOL_STUDENTS = 200;

export const ZTalentPoolAdd = z
  .object({
    /** The pool's name; a pool of that name (any case) is reused, else it is made. */
    name: zString().trim().min(1).max(80),
    student_id: z.uuid(),
  })
  .strict();
export type TTalentPoolAdd = z.infer<typeof ZTalentPoolAdd>;

export const ZTalentPoolRemove = z.object({ pool_id: z.uuid(), student_id: z.uuid() }).strict();
export type TTalentPoolRemove = z.infer<typeof ZTalentPoolRemove>;

export const TALENT_POOL_MESSAGES = {
  STUDENT_NOT_AVAILABLE: {
    id: 'Siswa ini tidak dapat disimpan: profilnya tidak terbuka untuk perusahaan.',
    en: 'This student cannot be saved: their profile is not open to companies.',
  },
  POOL_FULL: {
    id: `Talent pool ini sudah berisi ${MAX_POOL_STUDENTS} siswa.`,
    en: `This talent pool already holds ${MAX_POOL_STUDENTS} students.`,
  },
} as const satisfies Record<string, { id: string; en: string }>;
