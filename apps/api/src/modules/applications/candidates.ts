import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toCompanyStudentView } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { schools, studentProfiles, users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';
import { studentVisibleToCompanies } from './visibility.js';
import { withCityNames } from '../regions/city-names.js';
import { partnerSchoolCondition } from '../partnerships/partners.js';
import { companyCertificatesOf } from '../assessment/certificates-of.js';

/** The schools a company may pick students from for an invitation: its partner schools in force (docs/partnerships.md). */
export function partnerSchoolOf(companyId: string, schoolId: PgColumn): SQL {
  return partnerSchoolCondition(companyId, schoolId);
}

/** "Andi Pratama" → "A. P.": how a candidate is named before they apply (the privacy projection). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]?.toLocaleUpperCase('id') ?? ''}.`)
    .join(' ');
}

/**
 * Students a company may invite to an opening: verified, active, visible to companies, from a
 * partner school — shown through THE company projection (`toCompanyStudentView`, packages/shared:
 * first name and initial, program, grade, the school's city; docs/privacy.md) until the student
 * applies or accepts; with whether they were already invited to or applied for this opening.
 */
export async function findCandidates(
  db: DbExecutor,
  q: { companyId: string; opportunityId: string; search: string; limit: number; lang: 'id' | 'en' },
) {
  const search = q.search.trim();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      city_code: schools.cityCode,
      program: studentProfiles.program,
      grade: studentProfiles.grade,
      invited: sql<boolean>`exists (select 1 from invitations i where i.opportunity_id = ${q.opportunityId} and i.student_id = ${users.id})`,
      applied: sql<boolean>`exists (select 1 from applications a where a.opportunity_id = ${q.opportunityId} and a.student_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(schools, eq(users.schoolId, schools.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'siswa'),
        eq(users.verified, true),
        eq(users.status, 'active'),
        studentVisibleToCompanies(users.id),
        partnerSchoolOf(q.companyId, users.schoolId),
        search ? or(ilike(schools.name, likePattern(search)), ilike(studentProfiles.program, likePattern(search))) : undefined,
      ),
    )
    .orderBy(asc(schools.name), asc(studentProfiles.program), asc(users.id))
    .limit(q.limit);
  const certificates = await companyCertificatesOf(
    db,
    rows.map((row) => row.id),
    q.lang,
  );
  return (await withCityNames(rows)).map((row) => ({
    ...toCompanyStudentView({
      id: row.id,
      name: row.name,
      program: row.program,
      grade: row.grade,
      schoolCity: row.city_name,
      certificates: certificates.get(row.id),
    }),
    invited: row.invited,
    applied: row.applied,
  }));
}
