import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstNameAndInitial, type ApplicationStage, type Scope } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { applicationEvents, applications, companies, invitations, opportunities, schools, studentProfiles, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

/** The student of an application (users joined under this name, so that actors can be joined too). */
export const student = alias(users, 'student');

/**
 * The interview of an application: the slot the student picked, else the latest interview event's
 * date and place (the first proposed time) while nothing is picked.
 */
const latestInterview = (column: 'interview_at' | 'interview_place') =>
  sql.raw(
    `coalesce((select s.${column === 'interview_at' ? 'starts_at' : 'place'} from interview_slots s where s.id = applications.interview_slot_id), ` +
      `(select e.${column} from application_events e where e.application_id = applications.id and e.to_stage = 'interview' order by e.created_at desc limit 1))`,
  );

/** An application as every side lists it (TApplication). */
export const applicationSelection = {
  id: applications.id,
  opportunity_id: applications.opportunityId,
  opportunity_title: opportunities.title,
  company_id: applications.companyId,
  company_name: companies.name,
  student_id: applications.studentId,
  student_name: student.name,
  school_name: schools.name,
  program: studentProfiles.program,
  stage: applications.stage,
  source: applications.source,
  note: applications.note,
  // A raw subquery arrives as the driver's text ("2026-05-04 09:00:00+00"): mapped as the column is, it is a Date.
  interview_at: sql<Date | null>`${latestInterview('interview_at')}`.mapWith(applicationEvents.interviewAt).as('interview_at'),
  interview_place: sql<string | null>`${latestInterview('interview_place')}`.as('interview_place'),
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
};

/** Applications with their opening, company, student, school and program (applicationSelection). */
export function fromApplications(db: DbExecutor) {
  return db
    .select(applicationSelection)
    .from(applications)
    .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
    .innerJoin(companies, eq(applications.companyId, companies.id))
    .innerJoin(student, eq(applications.studentId, student.id))
    .leftJoin(schools, eq(student.schoolId, schools.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId));
}

/** How many applications match `where` (the joins the scope and the search read). */
export async function countApplications(db: DbExecutor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
    .innerJoin(student, eq(applications.studentId, student.id))
    .where(where);
  return row?.n ?? 0;
}

/** The rows of applications the caller's scope covers: the company its own, the school its students', the student their own. */
export function applicationScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { company: applications.companyId, school: student.schoolId, owner: applications.studentId });
}

/**
 * Withdrawing takes back what applying shared: the company sees a withdrawn applicant as it sees a
 * student who never applied — the company projection's name (`firstNameAndInitial`, the rule of
 * `toCompanyStudentView`), and no NISN in its export. The school and the Admin keep seeing the name.
 */
export function hidesWithdrawn(scope: Scope, stage: ApplicationStage): boolean {
  return scope === 'own-company' && stage === 'withdrawn';
}

/** An application row as the caller may see it (see `hidesWithdrawn`). */
export function asSeenBy<T extends { stage: ApplicationStage; student_name: string }>(scope: Scope, row: T): T {
  return hidesWithdrawn(scope, row.stage) ? { ...row, student_name: firstNameAndInitial(row.student_name) } : row;
}

/** The same for invitations. */
export function invitationScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { company: invitations.companyId, owner: invitations.studentId });
}

export const invitationSelection = {
  id: invitations.id,
  opportunity_id: invitations.opportunityId,
  opportunity_title: opportunities.title,
  company_id: invitations.companyId,
  company_name: companies.name,
  student_id: invitations.studentId,
  student_name: student.name,
  school_name: schools.name,
  message: invitations.message,
  status: invitations.status,
  answered_at: invitations.answeredAt,
  application_id: invitations.applicationId,
  created_at: invitations.createdAt,
};

export function fromInvitations(db: DbExecutor) {
  return db
    .select(invitationSelection)
    .from(invitations)
    .innerJoin(opportunities, eq(invitations.opportunityId, opportunities.id))
    .innerJoin(companies, eq(invitations.companyId, companies.id))
    .innerJoin(student, eq(invitations.studentId, student.id))
    .leftJoin(schools, eq(student.schoolId, schools.id));
}

const actor = alias(users, 'actor');

/** The history of one application, oldest first, with the name of who made each move. */
export async function applicationHistory(db: DbExecutor, applicationId: string, studentId: string) {
  const rows = await db
    .select({
      id: applicationEvents.id,
      from_stage: applicationEvents.fromStage,
      to_stage: applicationEvents.toStage,
      actor_id: applicationEvents.actorId,
      actor_name: actor.name,
      reason: applicationEvents.reason,
      message: applicationEvents.message,
      message_en: applicationEvents.messageEn,
      interview_at: applicationEvents.interviewAt,
      interview_place: applicationEvents.interviewPlace,
      created_at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .leftJoin(actor, eq(applicationEvents.actorId, actor.id))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(applicationEvents.createdAt, applicationEvents.id);
  return rows.map(({ actor_id, ...row }) => ({ ...row, by_student: actor_id === studentId }));
}

/** The company admins of a company: who hears of its applications. */
export async function companyAdminIds(db: DbExecutor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    // A PKL supervisor account is not one of the company's admins: it hears only of its own PKL students.
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin_perusahaan'), eq(users.pklSupervisor, false), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}
