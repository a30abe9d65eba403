import { isCompanyRole, isSchoolRole } from '@jalurkarir/shared';
import { fieldsKey, listKey, prefetch } from '../../components/crud/prefetch';
import { PER_PAGE, parseListState, toListParams } from '../../components/crud/use-list-state';
import { crudClient } from '../../lib/crud-client';
import { getStoredUser } from '../../lib/session';
import { screenFor } from './screens';

/**
 * Starts a master-data list's two requests — the model's field metadata and the first page of rows
 * as the URL asks for it — from the route loader, in parallel with the page's chunks. The page's
 * queries (use-screen.ts, crud-page.tsx) take them over under the same keys. Filters the page would
 * not offer (a field without options) make a different key: the page then simply fetches itself.
 */
let done = false;

/**
 * Only on the first page of a visit: later navigations find the query cache warm (a prefetch then
 * would be a request nobody takes, or worse, rows from before an edit the form just saved).
 */
export function prefetchList(pathname: string, search: URLSearchParams): void {
  if (done) return;
  done = true;
  const screen = screenFor(pathname);
  const user = getStoredUser();
  if (!screen || !user) return;
  const client = crudClient(screen.model);
  const scoped = isSchoolRole(user.role) ? ['school_id'] : isCompanyRole(user.role) ? ['company_id'] : [];
  const filterNames = (screen.filters ?? []).filter((name) => !scoped.includes(name));
  const params = toListParams(parseListState(search, filterNames), PER_PAGE);
  prefetch(fieldsKey(screen.model), () => client.fields());
  prefetch(listKey(screen.model, params), () => client.list(params));
}
