import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { requestsInFlight } from './fixtures';

export const PASSWORD = 'Password123!';

/** Demo accounts seeded on a fresh data folder (README). */
export const ACCOUNTS = {
  admin: 'admin@jalurkarir.id',
  admin_sekolah: 'sekolah@jalurkarir.id',
  kepala_sekolah: 'kepsek@jalurkarir.id',
  guru: 'guru@jalurkarir.id',
  siswa: 'siswa@jalurkarir.id',
  asesor: 'asesor@jalurkarir.id',
  admin_perusahaan: 'perusahaan@jalurkarir.id',
  pending_siswa: 'pending.siswa@jalurkarir.id',
  // A student in PKL now (seeded with a few weeks of journal; docs/pkl.md).
  pkl_siswa: 'siswa.pkl@jalurkarir.id',
} as const;
export type AccountKey = keyof typeof ACCOUNTS;

export const SCREENSHOT_DIR = fileURLToPath(new URL('../docs/screenshots', import.meta.url));
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

export interface Session {
  token: string;
  user: Record<string, unknown> & { id: string; name: string; email: string; role: string };
}

export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<Session> {
  const response = await request.post('/api/v1/user/login', { data: { email, password } });
  expect(response.status(), `login ${email}`).toBe(200);
  return (await response.json()) as Session;
}

/**
 * Where the setup project (e2e/auth.setup.ts) writes one storage state per demo account: each role
 * logs in once per run, and every journey reuses that session instead of logging in again.
 * playwright.config.ts makes the folder and hands it to the workers through the environment.
 */
export const STATE_DIR = process.env.E2E_STATE_DIR ?? '';
export function stateFile(account: AccountKey): string {
  return path.join(STATE_DIR, `${account}.json`);
}

/** The app's own local-storage keys (apps/web/src/lib/storage-keys.ts). */
const KEYS = { token: 'bearerToken', user: 'user', lang: 'lang' } as const;

/** A Playwright storage state holding a session the way the login screen stores it. */
export function storageStateOf(session: Session, origin: string, lang: 'en' | 'id' = 'en') {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: KEYS.token, value: session.token },
          { name: KEYS.user, value: JSON.stringify(session.user) },
          { name: KEYS.lang, value: lang },
        ],
      },
    ],
  };
}

const shared = new Map<AccountKey, Session>();
/**
 * The shared session of a demo account: read from the setup project's storage state (one login
 * per role and run), or, when the file is missing (`--no-deps`), logged in once per worker.
 * Never sign out or "log out of all devices" with it: logout revokes the token for every spec
 * using it. A spec that signs out gets its own token (`apiLogin` + `useSession`).
 */
export async function sharedSession(request: APIRequestContext, account: AccountKey): Promise<Session> {
  const known = shared.get(account);
  if (known) return known;
  let session: Session;
  try {
    const state = JSON.parse(readFileSync(stateFile(account), 'utf8')) as ReturnType<typeof storageStateOf>;
    const item = (name: string) => state.origins[0].localStorage.find((entry) => entry.name === name)?.value ?? '';
    session = { token: item(KEYS.token), user: JSON.parse(item(KEYS.user)) as Session['user'] };
  } catch {
    session = await apiLogin(request, ACCOUNTS[account]);
  }
  shared.set(account, session);
  return session;
}

/**
 * Puts a session in local storage the way the login screen does, then opens `hashPath`: the
 * storage is set on the browser context before the app loads, so this is one page load.
 */
export async function useSession(page: Page, session: Session, hashPath = '/', lang: 'en' | 'id' = 'en') {
  // Leave the app first: a hash-only navigation would not load it again with the new storage.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.context().setStorageState(storageStateOf(session, BASE_URL, lang));
  await page.goto(`/#${hashPath}`);
}

/** Opens `hashPath` signed in as a demo account, with its shared session (no login). */
export async function signInAs(page: Page, account: AccountKey, hashPath = '/', lang: 'en' | 'id' = 'en'): Promise<Session> {
  const session = await sharedSession(page.request, account);
  await useSession(page, session, hashPath, lang);
  return session;
}

/**
 * Scrolls the student's home (the CV) to its end: the cards below the profile (privacy, test results,
 * certificates) mount as the reader comes near them, not before.
 */
export async function revealHomeCards(page: Page) {
  await page.getByTestId('student-profile').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Logs in through the form, like a person. */
export async function loginThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/#/auth/login');
  await page.getByRole('textbox', { name: /^(Email)/ }).fill(email);
  await page.getByRole('textbox', { name: /^(Password|Kata Sandi)/ }).fill(password);
  await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
}

export async function setLang(page: Page, lang: 'en' | 'id') {
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await page.reload();
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}@example.id`;
}

export function uniqueNisn(): string {
  return String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
}

/** A fresh account through the API (unverified, e-mail not confirmed). */
export async function registerStudent(request: APIRequestContext, name: string) {
  const schools = (await (await request.get('/api/v1/sekolah/all')).json()) as { data: { id: string; name: string }[] };
  const email = uniqueEmail('siswa');
  const response = await request.post('/api/v1/user/signup', {
    data: { name, email, password: PASSWORD, role: 'siswa', school_id: schools.data[0].id, nisn: uniqueNisn() },
  });
  expect(response.status()).toBe(201);
  return { email, school: schools.data[0].name };
}

/** The demo school admin's school. */
export const DEMO_SCHOOL = 'SMK Negeri 1 Jakarta';

/**
 * A fresh student of the demo school, signed up through the API and verified by its school admin,
 * then signed in. `emailPrefix` names the journey in the address, for reading a failure's data.
 */
export async function newVerifiedStudent(
  request: APIRequestContext,
  name: string,
  emailPrefix = 'siswa',
): Promise<Session & { email: string; schoolId: string; userId: string }> {
  const schools = (await (await request.get('/api/v1/sekolah/all')).json()) as { data: { id: string; name: string }[] };
  const school = schools.data.find((s) => s.name === DEMO_SCHOOL);
  if (!school) throw new Error('no demo school');
  const email = uniqueEmail(emailPrefix);
  const signup = await request.post('/api/v1/user/signup', {
    data: { name, email, password: PASSWORD, role: 'siswa', school_id: school.id, nisn: uniqueNisn() },
  });
  expect(signup.status()).toBe(201);
  const staff = await sharedSession(request, 'admin_sekolah');
  const headers = { authorization: `Bearer ${staff.token}` };
  const found = await request.get('/api/v1/user/list', { params: { search: email }, headers });
  const [row] = ((await found.json()) as { data: { id: string }[] }).data;
  if (!row) throw new Error(`no account ${email}`);
  expect((await request.post('/api/v1/user/verify', { params: { id: row.id }, headers })).status()).toBe(200);
  return { ...(await apiLogin(request, email)), email, schoolId: school.id, userId: row.id };
}

/**
 * A new open opening of the demo company in Jakarta, created through the API, so a journey has one
 * no other journey applied or was invited to. `fields` names what the journey needs (title,
 * description, programs, salary, …) over entry-level SMK defaults. Answers its id.
 */
export async function newDemoOpening(
  request: APIRequestContext,
  fields: { title: string; description: string } & Record<string, unknown>,
): Promise<string> {
  const company = await sharedSession(request, 'admin_perusahaan');
  const response = await request.post('/api/v1/opportunity/create', {
    headers: { authorization: `Bearer ${company.token}` },
    data: {
      company_id: '00000000-0000-4000-8000-000000000000',
      contract_type: 'full_time',
      career_level: 'entry',
      qualification: 'SMK',
      status: 'open',
      province_code: '31',
      city_code: '31.71',
      deadline: `${new Date().getFullYear() + 1}-06-30`,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Page content is settled: no navigation loader, no skeleton, and no request in flight, still so
 * after the page has drawn two more frames (a chunk that just arrived may start a data request when
 * it renders). A page the `test` of fixtures.ts does not watch waits for Playwright's `networkidle`.
 */
export async function settle(page: Page) {
  const open = requestsInFlight(page);
  if (!open) {
    await expect(page.getByTestId('nav-loader')).toHaveCount(0);
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    return;
  }
  const twoFrames = () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  // Checked every 50 ms (expect.poll's default spacing grows to a second).
  await expect
    .poll(
      async () => {
        if (open.size) return `${open.size} request(s) in flight: ${[...open].map((request) => request.url()).join(', ')}`;
        await twoFrames();
        const busy = (await page.getByTestId('nav-loader').count()) + (await page.locator('.mantine-Skeleton-root').count());
        if (busy) return `${busy} loader(s) or skeleton(s) on screen`;
        return open.size ? 'a request started' : 'settled';
      },
      { intervals: [50] },
    )
    .toBe('settled');
}

export async function expectNoAxeViolations(page: Page, label: string) {
  // A menu still fading in is half transparent, and axe reads its text as low contrast: wait for
  // the finite animations and transitions to end (a loader's endless spin does not count).
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length),
    )
    .toBe(0);
  expect(page.frames(), `${label}: a frame, which the page-only axe run below would not check`).toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Toasts come and go independently of the page being checked.
    .exclude('.mantine-Notifications-root')
    // axe.run in the page itself. The default mode runs axe in every frame and then merges the
    // frames' results in a new blank page, which cost about 1 s of a 2-core machine per check; it
    // exists for cross-origin frames, and the app has none (checked above).
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.addStyleTag({ content: '.mantine-Notifications-root{display:none!important} *{caret-color:transparent!important}' });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/** A demo student whose PKL last year was finished, evaluated and put on the CV as verified experience. */
export const PKL_ALUMNUS = 'alumni.pkl@jalurkarir.id';
/** The demo company that takes the demo school's PKL students. */
export const PKL_COMPANY = 'PT Nusantara Teknologi Digital';

/** Today in Jakarta (WIB) as `YYYY-MM-DD`, moved by `days`: the API's PKL dates are WIB calendar days. */
export function wibDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of the week `weeksAgo` weeks before this one (WIB), as `YYYY-MM-DD`, and the following days. */
export function wibWeek(weeksAgo: number): string[] {
  const today = wibDay();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
  const monday = -(weekday - 1) - 7 * weeksAgo;
  return [0, 1, 2, 3, 4].map((i) => wibDay(monday + i));
}

/**
 * A fresh student of the demo school in a fresh PKL period of their own class group, placed at the
 * demo company and confirmed by it — all through the API, so a journey has a placement no other
 * journey writes to. `start` is the period's first day (WIB); `teacher` names the demo Guru as the
 * school supervisor.
 */
export async function newPklPlacement(
  request: APIRequestContext,
  name: string,
  { start, teacher = false }: { start: string; teacher?: boolean },
): Promise<{ student: Session & { userId: string }; placementId: string; className: string }> {
  const student = await newVerifiedStudent(request, name, 'pkl');
  const school = await sharedSession(request, 'admin_sekolah');
  const company = await sharedSession(request, 'admin_perusahaan');
  const asSchool = { authorization: `Bearer ${school.token}` };
  const className = `XI RPL E2E ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const updated = await request.post('/api/v1/siswa/update', {
    params: { id: student.userId },
    headers: asSchool,
    data: { class_name: className, program: 'rpl' },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const period = await request.post('/api/v1/pkl-period/create', {
    headers: asSchool,
    data: {
      name: `PKL ${className}`,
      class_names: [className],
      program: 'rpl',
      start_date: start,
      end_date: wibDay(30),
      hours_per_day: 8,
      working_days: [1, 2, 3, 4, 5],
    },
  });
  expect(period.status(), await period.text()).toBe(200);
  const periodId = ((await period.json()) as { data: { id: string } }).data.id;
  const companies = (await (await request.get('/api/v1/perusahaan/all', { headers: asSchool })).json()) as { data: { id: string; name: string }[] };
  const companyId = companies.data.find((c) => c.name === PKL_COMPANY)?.id;
  if (!companyId) throw new Error(`no company ${PKL_COMPANY}`);
  let teacherId: string | null = null;
  if (teacher) {
    const found = await request.get('/api/v1/user/list', { params: { search: ACCOUNTS.guru }, headers: asSchool });
    // The search matches parts of addresses too (pending.guru@…): take the exact account.
    const teachers = ((await found.json()) as { data: { id: string; email: string }[] }).data;
    teacherId = teachers.find((t) => t.email === ACCOUNTS.guru)?.id ?? null;
    if (!teacherId) throw new Error(`no teacher ${ACCOUNTS.guru}`);
  }
  const placed = await request.post('/api/v1/pkl-placement/create', {
    headers: asSchool,
    data: { period_id: periodId, student_id: student.userId, company_id: companyId, school_supervisor_id: teacherId },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const placementId = ((await placed.json()) as { data: { id: string } }).data.id;
  const confirmed = await request.post('/api/v1/pkl-placement/answer', {
    params: { id: placementId },
    headers: { authorization: `Bearer ${company.token}` },
    data: { decision: 'confirm', industry_supervisor_id: company.user.id },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { student, placementId, className };
}

/** Journal days written by the student through the API (present, 8 hours), as a phone would send them. */
export async function writeJournalDays(request: APIRequestContext, student: Session, placementId: string, dates: readonly string[]) {
  for (const date of dates) {
    const response = await request.post('/api/v1/pkl-journal/upsert', {
      headers: { authorization: `Bearer ${student.token}` },
      data: {
        placement_id: placementId,
        date,
        attendance: 'hadir',
        check_in_time: '07:45',
        activities: `Membuat fitur laporan (${date})`,
        learned: 'Query SQL',
        hours: 8,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}
