import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '@jalurkarir/shared';
import type { Caller } from '../plugins/auth.js';

/**
 * The row filter for a scope, given which column holds the school id / company id of a row.
 * A scope the model does not support, or a caller without a school/company, sees nothing.
 */
export function scopeCondition(
  scope: Scope,
  caller: Caller | null,
  columns: { school?: PgColumn; company?: PgColumn; publicWhere?: SQL },
): SQL | undefined {
  switch (scope) {
    case 'all':
      return undefined;
    case 'public':
      return columns.publicWhere;
    case 'own-school':
      return columns.school && caller?.user.schoolId ? eq(columns.school, caller.user.schoolId) : sql`false`;
    case 'own-company':
      return columns.company && caller?.user.companyId ? eq(columns.company, caller.user.companyId) : sql`false`;
    default:
      return sql`false`;
  }
}
