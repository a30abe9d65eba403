import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SCOPES, type Scope } from '@jalurkarir/shared';
import { crudConfigs } from '../src/crud/crud-configs.js';
import { profileRecordConfigs } from '../src/modules/profile/records.js';
import { scopeCondition, scopeShape, type ScopeCaller } from '../src/modules/scope.js';
import { companies, messageThreads, pklPlacements, users } from '../src/db/schema.js';
import type { Mailer } from '../src/modules/mail/mailer.js';

// A prepared query is shared by every caller of one scope shape, so the shape must hold each id the
// scope's condition embeds. Each condition is built here for a caller and for callers that differ
// in one id: where the SQL (text and values) differs, the shapes must differ too.

const dialect = new PgDialect();
const built = (condition: SQL | undefined) => (condition ? dialect.sqlToQuery(condition) : null);

const BASE: ScopeCaller = { user: { id: 'user-a', schoolId: 'school-a', companyId: 'company-a' } };
const VARIANTS: ScopeCaller[] = [
  { user: { ...BASE.user, id: 'user-b' } },
  { user: { ...BASE.user, schoolId: 'school-b' } },
  { user: { ...BASE.user, companyId: 'company-b' } },
  { user: { ...BASE.user, schoolId: null } },
  { user: { ...BASE.user, companyId: null } },
];

/** Every column a scope can name, so that no resolver falls back to "nothing" for want of one. */
const EVERY_COLUMN = {
  school: users.schoolId,
  company: users.companyId,
  owner: users.id,
  assessor: users.id,
  publicWhere: sql`true`,
  pklPlacement: pklPlacements.id,
  pklIndustrySupervisor: pklPlacements.industrySupervisorId,
  pklPeriod: pklPlacements.periodId,
  visibleToCompanies: sql`true`,
  interestInventory: sql`true`,
  messageStaff: messageThreads.staffId,
};

const models = [
  ...crudConfigs({ mailer: {} as Mailer, publicUrl: 'http://localhost' }),
  ...profileRecordConfigs({ removeCertificate: async () => {} }),
];
const conditions: [string, (scope: Scope, caller: ScopeCaller) => SQL | undefined][] = [
  ['the scope registry', (scope, caller) => scopeCondition(scope, caller, EVERY_COLUMN)],
  ['the registry on companies', (scope, caller) => scopeCondition(scope, caller, { company: companies.id })],
  ...models.map((model): [string, (scope: Scope, caller: ScopeCaller) => SQL | undefined] => [model.model, model.scopeWhere]),
];

describe('scopeShape holds every caller id a scope condition embeds', () => {
  for (const [name, condition] of conditions) {
    it(`${name}: callers of one shape get one condition`, () => {
      for (const scope of SCOPES) {
        for (const other of VARIANTS) {
          if (scopeShape(scope, other) !== scopeShape(scope, BASE)) continue;
          expect({ scope, other, sql: built(condition(scope, other)) }).toEqual({ scope, other, sql: built(condition(scope, BASE)) });
        }
      }
    });
  }

  it('lets callers share a shape where the scope reads none of their ids', () => {
    // Hand-picked: two admins share `all`; two school admins of one school share `own-school`; a
    // student's `self` stays theirs.
    expect(scopeShape('all', VARIANTS[0]!)).toBe(scopeShape('all', BASE));
    expect(scopeShape('own-school', VARIANTS[0]!)).toBe(scopeShape('own-school', BASE));
    expect(scopeShape('own-school', VARIANTS[1]!)).not.toBe(scopeShape('own-school', BASE));
    expect(scopeShape('self', VARIANTS[0]!)).not.toBe(scopeShape('self', BASE));
    expect(scopeShape('all', null)).not.toBe(scopeShape('all', BASE));
  });
});
