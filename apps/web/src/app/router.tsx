import { createHashRouter } from 'react-router';
import { routes } from './routes';

/**
 * Hash-based URLs (spec §2): `#/auth/login`, `#/company-profile`, …
 *
 * Made on demand rather than when the module loads: creating the router flattens and ranks the whole
 * route table, matches the URL and starts the loaders — about 90 ms on a slow phone, which main.tsx
 * runs as a task of its own instead of inside the entry's evaluation.
 */
export function createAppRouter() {
  return createHashRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
