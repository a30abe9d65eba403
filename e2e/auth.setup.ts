import { writeFileSync } from 'node:fs';
import { test } from './fixtures';
import { BASE_URL } from '../playwright.config';
import { ACCOUNTS, apiLogin, stateFile, storageStateOf, type AccountKey } from './helpers';

/**
 * The setup project: every demo account logs in once per run, through the API, and its session
 * is written as a Playwright storage state (e2e/helpers.ts `stateFile`). The journeys reuse these
 * sessions (`signInAs`, `apiAs`) instead of logging in again; a journey that signs out logs in on
 * its own, since logout revokes the token on the server.
 */
test('log in every demo role once and store the sessions', async ({ request }) => {
  for (const account of Object.keys(ACCOUNTS) as AccountKey[]) {
    const session = await apiLogin(request, ACCOUNTS[account]);
    writeFileSync(stateFile(account), JSON.stringify(storageStateOf(session, BASE_URL)));
  }
});
