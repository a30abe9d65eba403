import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '@jalurkarir/shared';
import type { Caller } from '../plugins/auth.js';
import { applications, pklPeriods, pklPlacements, studentProfiles, users } from '../db/schema.js';

/**
 * What a model tells the scope registry about its rows: which column holds the school, the
 * company, the owning account, and what "published" means. A scope whose column the model does
 * not name matches nothing (fail closed).
 */
export interface ScopeColumns {
  school?: PgColumn;
  company?: PgColumn;
  /** The account a row belongs to (`self`; later e.g. the student of an attempt or an application). */
  owner?: PgColumn;
  /** The assessor a row is assigned to (`assigned-assessor`: assessments, docs/assessment.md). */
  assessor?: PgColumn;
  /** The rows `public` shows; without it `public` restricts the projection only (sign-up pickers). */
  publicWhere?: SQL;
  /** The PKL placement a row belongs to (`pkl-supervised`: placements, journal days, visits; docs/pkl.md). */
  pklPlacement?: PgColumn;
  /** The industry supervisor a PKL placement names (`pkl-industry-supervised`: a company's supervisor account). */
  pklIndustrySupervisor?: PgColumn;
  /** The PKL period a row is (`pkl-supervised` on periods: the Guru coordinates it). */
  pklPeriod?: PgColumn;
  /** The students companies may see (`visible-to-companies`): the privacy module's visibleToCompaniesWhere on the row's student. */
  visibleToCompanies?: SQL;
  /** The rows of the interest inventory (`own-interest-inventory`): attempts at the RIASEC test (modules/tests). */
  interestInventory?: SQL;
  /** The staff member of a school conversation (`thread-participant`; the student is `owner`, the company `company`). */
  messageStaff?: PgColumn;
}

/**
 * What a scope condition may read of the caller: its account, school and company ids. A condition
 * is a function of the scope and these three only, so a query built for one caller serves every
 * request of the same shape (scopeShape).
 */
export interface ScopeCaller {
  user: Pick<Caller['user'], 'id' | 'schoolId' | 'companyId'>;
}

type CallerId = keyof ScopeCaller['user'];

/**
 * The caller's ids each scope's condition embeds, for every model (the registry's resolvers and the
 * models' own scopeWhere alike); test/scope-shape.test.ts builds every condition with callers that
 * differ in the others and compares them. Callers of one school share the school's shapes, so their
 * reads share a prepared statement and a batch.
 */
const SCOPE_READS: Record<Scope, readonly CallerId[]> = {
  all: [],
  public: [],
  'own-school': ['schoolId'],
  'own-company': ['companyId'],
  self: ['id'],
  'applicant-of-own-company': ['companyId'],
  'assigned-assessor': ['id'],
  'visible-to-companies': ['companyId'],
  'own-interest-inventory': ['id'],
  'pkl-supervised': ['id'],
  'pkl-industry-supervised': ['id', 'companyId'],
  'thread-participant': ['id', 'companyId'],
  'thread-safeguarding': ['id', 'companyId', 'schoolId'],
};

/** The key of everything a scope condition embeds: equal keys build equal conditions. */
export function scopeShape(scope: Scope, caller: ScopeCaller | null): string {
  if (!caller) return `${scope}:-`;
  return `${scope}:${SCOPE_READS[scope].map((id) => caller.user[id] ?? '').join(':')}`;
}

export type ScopeResolver = (caller: ScopeCaller | null, columns: ScopeColumns) => SQL | undefined;

const NOTHING = () => sql`false`;

/** The caller is a side of the conversation: its student, its staff member, or (a company thread) its company. */
function threadParticipant(caller: ScopeCaller | null, c: ScopeColumns): SQL | undefined {
  if (!caller || !c.owner) return NOTHING();
  const me = caller.user.id;
  return or(
    eq(c.owner, me),
    c.messageStaff ? eq(c.messageStaff, me) : undefined,
    c.company && caller.user.companyId ? eq(c.company, caller.user.companyId) : undefined,
  );
}

/**
 * A company conversation of a student of the caller's school who is under 18 today, or whose birth date
 * is unknown (the guardian-consent rule of docs/privacy.md counts them as minors too).
 */
function minorsCompanyThread(caller: ScopeCaller | null, c: ScopeColumns): SQL {
  if (!caller?.user.schoolId || !c.owner || !c.company) return NOTHING();
  return sql`(${c.company} is not null and ${c.owner} in (select ${users.id} from ${users} left join ${studentProfiles} on ${studentProfiles.userId} = ${users.id} where ${users.schoolId} = ${caller.user.schoolId} and (${studentProfiles.birthDate} is null or ${studentProfiles.birthDate} > (current_date - interval '18 years')::date)))`;
}

/**
 * The scope registry: scope name (packages/shared SCOPES) → the SQL condition it means for a
 * model, given the model's ScopeColumns. Typed as a full record, so a scope added to the table's
 * SCOPES does not compile until it has a resolver here. A new scope is one entry, e.g.
 *
 *   'own-attempt': (caller, c) => (c.owner && caller ? eq(c.owner, caller.user.id) : NOTHING()),
 *
 * and every route that declares a cell with that scope gets the condition without a line of its own.
 */
export const SCOPE_RESOLVERS: Record<Scope, ScopeResolver> = {
  all: () => undefined,
  public: (_caller, c) => c.publicWhere,
  'own-school': (caller, c) => (c.school && caller?.user.schoolId ? eq(c.school, caller.user.schoolId) : NOTHING()),
  'own-company': (caller, c) => (c.company && caller?.user.companyId ? eq(c.company, caller.user.companyId) : NOTHING()),
  self: (caller, c) => (c.owner && caller ? eq(c.owner, caller.user.id) : NOTHING()),
  // A student (the row's owner) who applied to the caller's company and has not withdrawn (modules/applications).
  'applicant-of-own-company': (caller, c) =>
    c.owner && caller?.user.companyId
      ? sql`${c.owner} in (select ${applications.studentId} from ${applications} where ${applications.companyId} = ${caller.user.companyId} and ${applications.stage} <> 'withdrawn')`
      : NOTHING(),
  // An assessment assigned to the caller (modules/assessment).
  'assigned-assessor': (caller, c) => (c.assessor && caller ? eq(c.assessor, caller.user.id) : NOTHING()),
  // A student whom the privacy rule lets companies see (the model hands the rule over: privacy imports this
  // registry); a caller of no company sees nobody by it.
  'visible-to-companies': (caller, c) => (c.visibleToCompanies && caller?.user.companyId ? c.visibleToCompanies : NOTHING()),
  // The caller's own rows of the interest inventory (a student awaiting verification; modules/tests).
  'own-interest-inventory': (caller, c) =>
    c.owner && c.interestInventory && caller ? and(eq(c.owner, caller.user.id), c.interestInventory) : NOTHING(),
  // A Guru's PKL: placements they supervise for the school, or of a period they coordinate (modules/pkl).
  'pkl-supervised': (caller, c) => {
    if (!caller) return NOTHING();
    const me = caller.user.id;
    if (c.pklPlacement) {
      return sql`${c.pklPlacement} in (select ${pklPlacements.id} from ${pklPlacements} join ${pklPeriods} on ${pklPeriods.id} = ${pklPlacements.periodId} where ${pklPlacements.schoolSupervisorId} = ${me} or ${pklPeriods.coordinatorId} = ${me})`;
    }
    return c.pklPeriod ? sql`${c.pklPeriod} in (select ${pklPeriods.id} from ${pklPeriods} where ${pklPeriods.coordinatorId} = ${me})` : NOTHING();
  },
  // A company's PKL supervisor account: the placements of its company that name it (modules/pkl). Journal days and
  // evaluations reach it through their placement's row.
  'pkl-industry-supervised': (caller, c) =>
    c.pklIndustrySupervisor && c.company && caller?.user.companyId
      ? and(eq(c.pklIndustrySupervisor, caller.user.id), eq(c.company, caller.user.companyId))
      : NOTHING(),
  // Conversations (modules/messages): the threads the caller is a side of.
  'thread-participant': threadParticipant,
  // The school's admin: their own threads, and read-only the company threads of the school's minors.
  'thread-safeguarding': (caller, c) => or(threadParticipant(caller, c), minorsCompanyThread(caller, c)),
};

/**
 * The row filter for a scope, given the model's scope columns. A scope the model does not
 * support, or a caller without a school/company, sees nothing.
 */
export function scopeCondition(scope: Scope, caller: ScopeCaller | null, columns: ScopeColumns): SQL | undefined {
  const resolve = SCOPE_RESOLVERS[scope] as ScopeResolver | undefined;
  return resolve ? resolve(caller, columns) : NOTHING();
}
