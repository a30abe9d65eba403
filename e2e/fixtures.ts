import { test as base, type Page, type Request } from '@playwright/test';

/**
 * Playwright's own `test` and `expect`, with every test's page watched for requests in flight:
 * `settle` (helpers.ts) waits until none is left rather than for Playwright's `networkidle`, which
 * waits for half a second without any request after the last one: a sixth of the page spec's
 * time, spent after the page had already finished.
 */
export * from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();

/** The requests `page` has sent and not yet seen answered or failed; undefined for a page not watched. */
export function requestsInFlight(page: Page): ReadonlySet<Request> | undefined {
  return inFlight.get(page);
}

function watch(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

export const test = base.extend({
  page: async ({ page }, use) => {
    watch(page);
    await use(page);
  },
});
