import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '@jalurkarir/shared';
import type { Caller } from '../plugins/auth.js';
import { applications } from '../db/schema.js';

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
  /** The students companies may see (`visible-to-companies`): the privacy module's visibleToCompaniesWhere on the row's student. */
  visibleToCompanies?: SQL;
}

export type ScopeResolver = (caller: Caller | null, columns: ScopeColumns) => SQL | undefined;

const NOTHING = () => sql`false`;

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
};

/**
 * The row filter for a scope, given the model's scope columns. A scope the model does not
 * support, or a caller without a school/company, sees nothing.
 */
export function scopeCondition(scope: Scope, caller: Caller | null, columns: ScopeColumns): SQL | undefined {
  const resolve = SCOPE_RESOLVERS[scope] as ScopeResolver | undefined;
  return resolve ? resolve(caller, columns) : NOTHING();
}
