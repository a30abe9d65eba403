import { readdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Download, type Locator, type Page, type Request } from '@playwright/test';
import { sharedSession, type AccountKey } from './helpers';

/** Helpers of the master-data journeys (e2e/master-data-*.spec.ts). */

export type Row = Record<string, unknown> & { id: string };

/**
 * Holds back the requests whose URL matches until `release()` (a slow network, on cue): a journey
 * checks what the page shows meanwhile. `requested` lists the held requests as they arrive.
 */
export async function holdRequests(page: Page, match: (url: URL) => boolean) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: Request[] = [];
  await page.route(match, async (route) => {
    requested.push(route.request());
    await held;
    await route.continue();
  });
  return { release, requested };
}

/** An API client with one account's bearer token (its shared session), for setting up rows and probing scope. */
export async function apiAs(request: APIRequestContext, account: AccountKey) {
  const session = await sharedSession(request, account);
  const headers = { authorization: `Bearer ${session.token}` };
  return {
    session,
    get: (path: string, params?: Record<string, string | number>) => request.get(`/api/v1${path}`, { headers, params }),
    post: (path: string, data: unknown, params?: Record<string, string | number>) => request.post(`/api/v1${path}`, { headers, data, params }),
    async create(model: string, body: Record<string, unknown>): Promise<Row> {
      const response = await request.post(`/api/v1/${model}/create`, { headers, data: body });
      expect(response.status(), `create ${model}: ${await response.text()}`).toBe(201);
      return ((await response.json()) as { data: Row }).data;
    },
    async list(model: string, params: Record<string, string | number> = {}): Promise<{ data: Row[]; total: number }> {
      const response = await request.get(`/api/v1/${model}/list`, { headers, params: { per_page: 100, ...params } });
      expect(response.status(), `list ${model}`).toBe(200);
      return (await response.json()) as { data: Row[]; total: number };
    },
    async all(model: string): Promise<Row[]> {
      const response = await request.get(`/api/v1/${model}/all`, { headers });
      expect(response.status(), `all ${model}`).toBe(200);
      return ((await response.json()) as { data: Row[] }).data;
    },
  };
}
export type Api = Awaited<ReturnType<typeof apiAs>>;

let tagCounter = 0;
/** A short word no other row contains: a test searches for it to see only its own rows. */
export function uniqueTag(prefix = 'Uji'): string {
  tagCounter += 1;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < 6; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `${prefix}${word}${tagCounter}`;
}

/** `n` digits, never starting with 0 (a NUPTK, an NPSN). */
export function uniqueDigits(n: number): string {
  let out = String(1 + Math.floor(Math.random() * 9));
  while (out.length < n) out += String(Math.floor(Math.random() * 10));
  return out;
}

/** Picks an option of a Mantine Select / MultiSelect: opens it, types when it is searchable, clicks the option. */
export async function pickOption(page: Page, testId: string, option: string | RegExp, typed?: string) {
  const input = page.getByTestId(testId);
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  const name = typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : option;
  await page.getByRole('option', { name }).click();
}

/** Picks a day of the month a Mantine DatePickerInput opens on (its current month). */
export async function pickDay(page: Page, testId: string, day: number) {
  const input = page.getByTestId(testId);
  await input.click();
  const dropdownId = await input.getAttribute('aria-controls');
  const dropdown = page.locator(`[id="${dropdownId}"]`);
  await dropdown
    .locator('button[class*="-day"]:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
  await expect(dropdown).toBeHidden();
}

/** The error Mantine shows under a field (linked to the input through aria-describedby). */
export function fieldError(page: Page, testId: string): Locator {
  return page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) }).locator('.mantine-InputWrapper-error');
}

/** Types into the list search and waits for the URL and the list to follow. */
export async function searchList(page: Page, text: string) {
  await page.getByTestId('list-search').fill(text);
  await expect.poll(() => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('search')).toBe(text);
}

export function rows(page: Page): Locator {
  return page.getByTestId('crud-row');
}

/**
 * The list shows its final rows: no request under way and the table at full opacity. While a new
 * page loads, the previous rows stay on screen dimmed (opacity 0.6, then a 120 ms fade back), and
 * axe run inside that window reports every dimmed text as a color-contrast violation.
 */
export async function expectListSettled(page: Page) {
  const list = page.locator('div[aria-busy]').filter({ has: rows(page) });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list).toHaveCSS('opacity', '1');
}

/** Exports the list and returns the download (file name from the API) and its text. */
export async function exportList(page: Page, format: 'csv' | 'xlsx'): Promise<{ download: Download; name: string; text: string }> {
  await page.getByTestId('export-open').click();
  const pending = page.waitForEvent('download');
  await page.getByTestId(`export-${format}`).click();
  const download = await pending;
  const file = await download.path();
  return { download, name: download.suggestedFilename(), text: format === 'csv' ? readFileSync(file, 'utf8') : '' };
}

/** A CSV with a header line; cells with commas or quotes are quoted. */
export function csv(header: readonly string[], lines: readonly (readonly (string | number)[])[]): Buffer {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from([header.join(','), ...lines.map((line) => line.map(cell).join(','))].join('\n') + '\n', 'utf8');
}

/** Hands a file to the import dialog's file input and runs the dry run. */
export async function chooseImportFile(page: Page, name: string, buffer: Buffer) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByTestId('import-check').click();
}

/** A valid 8×8 PNG (a blue square), made here so the test needs no file. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) raw.set([0x1f, 0x5f, 0xa8], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const readCatalog = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
const DOMAIN_CATALOGS = new URL('../apps/web/src/locales/en/', import.meta.url);
/** The app's English catalogue as catalog.ts merges it: en.json plus one file per domain under en/. */
const EN_CATALOG: Record<string, string> = Object.assign(
  readCatalog(new URL('../apps/web/src/locales/en.json', import.meta.url)),
  ...readdirSync(DOMAIN_CATALOGS)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readCatalog(new URL(name, DOMAIN_CATALOGS))),
);
/** The English of an Indonesian UI phrase, from the app's own catalogue (labels may be reworded; the tests follow). */
export function en(phrase: string): string {
  return EN_CATALOG[phrase] ?? phrase;
}
/** An exact-match pattern for a phrase. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
