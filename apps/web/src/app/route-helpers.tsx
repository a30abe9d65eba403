import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PagePath } from './access';
import { guardPage } from './guards';
import { loadEnglishDomains } from '../lib/i18n';
import type { CatalogScope } from '../locales/catalog';
import { hasSession } from '../lib/session';
import { nextTask } from '../lib/next-task';

// How a route loads its page: after its guard, with its first requests started beside its code.

/**
 * A route whose chunk loads only after its guard passes. React Router starts a route's `lazy()`
 * together with its loader, so a guarded lazy page would be downloaded even when the guard
 * redirects (a visitor opening `/` used to fetch the main layout and the dashboard with its chart
 * library on the way to the login screen). Here the loader runs the guard first and imports the
 * chunk only when it passes; the route's component renders what was loaded. Sibling loaders (the
 * layout's and the page's) still run, and so import, in parallel.
 */
export function guarded(
  guard: (args: LoaderFunctionArgs) => unknown | Promise<unknown>,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'loader' | 'Component'> {
  let Loaded: ComponentType | undefined;
  return {
    loader: async (args) => {
      // React Router starts every matched route's loader in one go, inside the task that creates the
      // router or follows the link. Each loader's imports add the chunks' preload links to the page
      // (a few milliseconds each on a phone): in one task, the layout's and the page's together held
      // the main thread for ~130 ms at start-up. A task of its own per loader lets the browser breathe.
      await nextTask();
      await guard(args);
      Loaded ??= await load();
      return null;
    },
    Component: function GuardedRoute() {
      return Loaded ? <Loaded /> : null;
    },
  };
}

/**
 * A route component that fetches: loaded together with the query cache's provider around it and the
 * English phrases it shows (not on the login page): every domain's, or only the student's pages' for
 * the main layout, whose other pages load the rest with their route table (router.tsx).
 */
export async function withQueriesOf(load: () => Promise<ComponentType>, phrases: CatalogScope = 'all'): Promise<ComponentType> {
  const [Component, { withQueries }] = await Promise.all([load(), import('./signed-in'), loadEnglishDomains(phrases)]);
  return withQueries(Component);
}

/**
 * What a page asks for first, started by its route: the answer is on its way while the page's code
 * loads, rather than requested once that code has loaded and rendered (a round trip or two less on a
 * phone). The page reads the same query options, so it finds the answer (or the request) in the cache.
 */
export type StartQueries = (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A page of the main layout: signed in, and the role may open `path` (else 403). The role check waits
 * for the access table's chunk; a signed-in visitor's page chunk and the module of its first
 * requests are requested beside it rather than after it (a round trip less each), and a visitor
 * without a session still downloads nothing behind the guard. `import()` loads a module once: the
 * `load` after the guard reuses it. Once the guard has let the user in, `queries` (when given)
 * starts the page's first requests, and then the layout's (its first load only).
 */
export const page = (path: PagePath, load: () => Promise<ComponentType>, queries?: () => Promise<StartQueries>) => {
  const guard = guardPage(path);
  return guarded(async (args) => {
    if (hasSession()) {
      load().catch(() => undefined);
      // The module that builds the page's first requests too (in the next task: its preload links are
      // as many again): they leave as soon as the guard passes.
      if (queries) {
        await nextTask();
        queries().catch(() => undefined);
      }
    }
    await guard();
    if (queries) startQueries(queries, args).catch(() => undefined);
  }, load);
};

async function startQueries(queries: () => Promise<StartQueries>, args: LoaderFunctionArgs) {
  const [{ queryClient, startLayoutQueries }, start] = await Promise.all([import('./signed-in'), queries()]);
  const started = start(queryClient, args);
  // The layout's own requests right after the page's, whose answer is the one the reader waits for.
  startLayoutQueries();
  await started;
}
