// The facts of an applicant the ranking read, as the company's applicant page shows them
// (docs/applications.md, "Applicant page"): certificates and the PKL the company verified.
import { sql } from 'drizzle-orm';
import type { Lang, Scope } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companyCertificatesOf } from '../assessment/certificates-of.js';
import { experienceMonthsSql } from '../profile/matching-facts.js';
import { loadExperienceMonths } from '../recommendations/loader.js';

/**
 * The certificates (with their status today, as the company projection carries them), the months of
 * PKL and work, the verified PKL months (records a finished PKL placement wrote: what the ranking
 * weighs more) and those placements' companies. The student reads their own profile instead; a
 * withdrawn applicant is seen through the projection only, so neither gets these.
 */
export async function applicantFacts(db: Db, scope: Scope, row: { student_id: string; stage: string }, lang: Lang) {
  if (scope === 'self' || row.stage === 'withdrawn') return null;
  const [certificates, months, placements] = await Promise.all([
    companyCertificatesOf(db, [row.student_id], lang),
    loadExperienceMonths(db, [row.student_id]),
    db.execute<{ company: string; position: string; months: number }>(sql`
      select company, position, ${experienceMonthsSql} as months from student_experiences
      where user_id = ${row.student_id} and pkl_placement_id is not null order by date_from`),
  ]);
  const experience = months.get(row.student_id);
  return {
    certificates: certificates.get(row.student_id) ?? [],
    experience_months: experience?.months ?? 0,
    verified_pkl_months: experience?.verified ?? 0,
    verified_pkl: placements.rows.map((p) => ({ company: p.company, position: p.position, months: Number(p.months) })),
  };
}
