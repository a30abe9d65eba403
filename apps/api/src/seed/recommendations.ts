import { eq } from 'drizzle-orm';
import { PROGRAM_RIASEC, type VocationalProgram } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { opportunities } from '../db/schema.js';

/** Occupation-level codes for demo openings whose title says more than their program (docs/matching.md). */
const BY_TITLE: [RegExp, string][] = [
  [/akunt|keuangan|pajak/i, 'CEI'],
  [/kasir|teller/i, 'CES'],
  [/jaringan|teknisi/i, 'RIC'],
  [/desain|grafis/i, 'AER'],
  [/web|program|developer|perangkat lunak/i, 'ICR'],
  [/admin|sekretaris/i, 'CES'],
  [/masak|koki|dapur/i, 'RAE'],
  [/pemasaran|penjual|sales/i, 'ESC'],
];

/** Certificates (scheme codes of the assessment seed) some demo openings require or prefer. */
const SCHEMES_BY_TITLE: Record<string, { required?: string[]; preferred?: string[]; competencyMin?: number }> = {
  'Programmer Aplikasi Mobile': { preferred: ['SKM-RPL-PJ-2026'], competencyMin: 85 },
  'Junior Web Developer': { preferred: ['SKM-RPL-PJ-2026'] },
  'Mekanik Kendaraan Ringan': { required: ['SKM-TKR-PB-2026'] },
};

/**
 * Matching requirements of the demo openings: an interest code (from the title, else the
 * program's suggestion), the first program's competency test at 65 %, and a company weight on one
 * opening, so the demo student gets explained recommendations and the demo company ranked students.
 */
export async function seedRecommendations(tx: DbExecutor): Promise<void> {
  const rows = await tx.select({ id: opportunities.id, title: opportunities.title, programs: opportunities.programs }).from(opportunities);
  for (const [n, row] of rows.entries()) {
    const program = row.programs[0] as VocationalProgram | undefined;
    const code = BY_TITLE.find(([re]) => re.test(row.title))?.[1] ?? (program ? PROGRAM_RIASEC[program] : 'CES');
    await tx
      .update(opportunities)
      .set({
        riasecCode: code,
        competencyRequirements: program ? [{ area: program, min: SCHEMES_BY_TITLE[row.title]?.competencyMin ?? 65 }] : [],
        requiredSchemes: SCHEMES_BY_TITLE[row.title]?.required ?? [],
        preferredSchemes: SCHEMES_BY_TITLE[row.title]?.preferred ?? [],
        matchWeights: n === 0 ? { competency: 30, location: 5 } : null,
      })
      .where(eq(opportunities.id, row.id));
  }
}
