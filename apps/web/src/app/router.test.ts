import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { mainRoutes } from './main-routes';
import { discoverMainRoutes } from './router';
import { MAIN_ROUTE_ID, routes } from './routes';

/** Every path a table declares, with `:param` segments filled in, as a visitor would open it. */
function samplePaths(list: RouteObject[], base: string): string[] {
  return list.flatMap((route) => {
    if (!route.path) return [];
    const path = `${base}/${route.path}`.replace(/\/+/g, '/').replace(/:[^/]+/g, '0b6c1d0e-7f3a-4c55-9d2e-1a2b3c4d5e6f');
    return [path, ...samplePaths(route.children ?? [], path)];
  });
}

describe('the route tables', () => {
  // The router fetches main-routes.tsx only for a path that the start table leaves to its
  // catch-all (router.tsx): a page of main-routes that the start table matched otherwise would
  // never be reached.
  it('leaves every path of the signed-in table to the start table’s catch-all', () => {
    const shadowed = samplePaths(mainRoutes, '/').filter((path) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*');
    expect(shadowed).toEqual([]);
  });

  it('reaches each of the student’s own pages without the signed-in table', () => {
    for (const path of [
      '/',
      '/student-profile',
      '/opportunity',
      '/personality-test',
      '/student-test',
      '/personality-test/abc',
      '/student-test/abc',
    ]) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
    }
  });

  it('declares no page in both tables', () => {
    const start = new Set(samplePaths(routes, ''));
    expect(samplePaths(mainRoutes, '/').filter((path) => start.has(path))).toEqual([]);
  });

  it('adds the signed-in table once, by the navigation still under way when it arrives', async () => {
    const patches: string[] = [];
    const discover = (path: string, signal: AbortSignal) =>
      discoverMainRoutes({ path, signal, matches: [], fetcherKey: undefined, patch: (id) => void patches.push(id ?? '(root)') });
    // The student's own pages are in the start table: nothing to fetch.
    await discover('/personality-test/abc', new AbortController().signal);
    expect(patches).toEqual([]);
    // A navigation overtaken by another (a redirect right after a navigate) leaves the adding to it.
    const overtaken = new AbortController();
    const first = discover('/personality-test-history/abc', overtaken.signal);
    overtaken.abort();
    await first;
    expect(patches).toEqual([]);
    await discover('/personality-test-history/abc', new AbortController().signal);
    expect(patches).toEqual([MAIN_ROUTE_ID]);
    await discover('/jobs', new AbortController().signal);
    expect(patches).toEqual([MAIN_ROUTE_ID]);
  });
});
