import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { visibleToCompaniesWhere } from '../privacy/visibility.js';

/**
 * Students a company may find (invite, candidates): the privacy module's rule (visible, adult or
 * with a guardian's consent, verified and active; docs/privacy.md).
 */
export function studentVisibleToCompanies(userId: PgColumn): SQL {
  return visibleToCompaniesWhere(userId);
}
