import { createHashRouter, matchRoutes, type PatchRoutesOnNavigationFunction } from 'react-router';
import { MAIN_ROUTE_ID, routes } from './routes';
import { loadEnglishDomains } from '../lib/i18n';

let mainRoutesAdded = false;

/**
 * React Router's lazy route discovery: a path the start table (routes.tsx) does not match with a
 * page of its own — it reaches only the catch-all 404 route — may be one of `main-routes.tsx`, which
 * is fetched and added under the main layout once. A path the start table matches in full (a
 * student's test by id, say) needs nothing more: the router asks about every path with parameters.
 */
export const discoverMainRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (mainRoutesAdded) return;
  const known = matchRoutes(routes, path);
  if (known && known.at(-1)?.route.path !== '*') return;
  // Their pages read every English domain file (the start table's, the student's pages, a third of them).
  const [{ mainRoutes }] = await Promise.all([import('./main-routes'), loadEnglishDomains('all')]);
  // The router ignores the patch of a navigation another one has overtaken (a redirect right after a
  // `navigate`): only a live navigation's patch counts as the table added.
  if (mainRoutesAdded || signal.aborted) return;
  patch(MAIN_ROUTE_ID, mainRoutes);
  mainRoutesAdded = true;
};

/**
 * Hash-based URLs (spec §2): `#/auth/login`, `#/company-profile`, …
 *
 * Made on demand rather than when the module loads: creating the router flattens and ranks the whole
 * route table, matches the URL and starts the loaders — about 90 ms on a slow phone, which main.tsx
 * runs as a task of its own instead of inside the entry's evaluation.
 */
export function createAppRouter() {
  return createHashRouter(routes, { patchRoutesOnNavigation: discoverMainRoutes });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
