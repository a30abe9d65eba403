// What ties a company to a student, which decides whether they may talk and what may be said.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { applications, invitations, messageMutes, users } from '../../db/schema.js';

/**
 * `engaged`: the student applied to the company, or accepted its invitation (which made an application),
 * and has not withdrawn. `invited`: an invitation of the company waits for the student's answer.
 * `none`: neither (never was, withdrew, or declined) — no new message either way.
 */
export type CompanyRelation = 'engaged' | 'invited' | 'none';

/** SQL: the student has an application with the company that is not withdrawn. */
export const engagedSql = (company: PgColumn | SQL, student: PgColumn | SQL): SQL =>
  sql`exists (select 1 from ${applications} where ${applications.companyId} = ${company} and ${applications.studentId} = ${student} and ${applications.stage} <> 'withdrawn')`;

/** SQL: an invitation of the company to the student waits for an answer. */
export const invitedSql = (company: PgColumn | SQL, student: PgColumn | SQL): SQL =>
  sql`exists (select 1 from ${invitations} where ${invitations.companyId} = ${company} and ${invitations.studentId} = ${student} and ${invitations.status} = 'pending')`;

/** SQL: the student's school muted the company. */
export const mutedSql = (company: PgColumn | SQL, student: PgColumn | SQL): SQL =>
  sql`exists (select 1 from ${messageMutes} join ${users} on ${users.schoolId} = ${messageMutes.schoolId} where ${messageMutes.companyId} = ${company} and ${users.id} = ${student})`;

export async function companyRelation(db: DbExecutor, companyId: string, studentId: string): Promise<CompanyRelation> {
  const [engaged] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.studentId, studentId), ne(applications.stage, 'withdrawn')))
    .limit(1);
  if (engaged) return 'engaged';
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.studentId, studentId), eq(invitations.status, 'pending')))
    .limit(1);
  return invited ? 'invited' : 'none';
}

export async function isMuted(db: DbExecutor, companyId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ company: messageMutes.companyId })
    .from(messageMutes)
    .innerJoin(users, eq(users.schoolId, messageMutes.schoolId))
    .where(and(eq(messageMutes.companyId, companyId), eq(users.id, studentId)))
    .limit(1);
  return row !== undefined;
}
