import { beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { emailOutbox, loginFailures } from '../src/db/schema.js';
import { PAIR_BASE_DELAY_SECONDS, PAIR_FREE_FAILURES, PAIR_MAX_DELAY_SECONDS, ipBucket } from '../src/modules/users/login-throttle.js';
import { call, DEMO, DEMO_PASSWORD, useTestApp } from './helpers.js';

/**
 * Failed logins slow the (account, IP) pair that fails and an IP that sprays many
 * accounts, but a stranger can never lock the owner out.
 */
describe('login throttle per (account, IP) and per IP', () => {
  const ctx = useTestApp({ LOGIN_IP_FAILURES_PER_HOUR: '25' });
  // Each test fails from its own attacker IP, so the per-IP budget of one does not spill into the next.
  let attackerCount = 0;
  let ATTACKER = '';
  beforeEach(() => {
    ATTACKER = `203.0.113.${++attackerCount}`;
  });
  const OWNER = '198.51.100.7';

  const attempt = (email: string, password: string, ip: string) =>
    call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email, password }, remoteAddress: ip, headers: { 'x-lang': 'en' } });

  /** Makes every current delay end now (as if the wait had passed), without touching the counts. */
  const endDelays = () => ctx.database.db.update(loginFailures).set({ blockedUntil: sql`now() - interval '1 second'` });

  it('an attacker failing many times on the Admin cannot stop the Admin logging in from another IP', async () => {
    let limited = 0;
    for (let i = 0; i < 12; i++) {
      const res = await attempt(DEMO.admin, `wrong-${i}`, ATTACKER);
      if (res.statusCode === 429) limited++;
      else expect(res.statusCode).toBe(401);
      await endDelays(); // keep failing, as a patient attacker would
    }
    expect(limited).toBe(0);
    const owner = await attempt(DEMO.admin, DEMO_PASSWORD, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('the failing pair waits with a Retry-After that grows, capped; only that pair waits', async () => {
    const email = DEMO.guru;
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect((await attempt(email, 'wrong-pass', ATTACKER)).statusCode).toBe(401);
    // The next failure starts the delay; the one after is refused before any password check.
    expect((await attempt(email, 'wrong-pass', ATTACKER)).statusCode).toBe(401);
    const first = await attempt(email, DEMO_PASSWORD, ATTACKER);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', name: 'TooManyRequests' });
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(PAIR_BASE_DELAY_SECONDS / 2); // what is left of the first delay
    expect(firstWait).toBeLessThanOrEqual(PAIR_BASE_DELAY_SECONDS);
    // The owner from another IP is not held up.
    expect((await attempt(email, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);

    await endDelays();
    expect((await attempt(email, 'wrong-pass', ATTACKER)).statusCode).toBe(401);
    const second = await attempt(email, 'wrong-pass', ATTACKER);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(firstWait);

    for (let i = 0; i < 8; i++) {
      await endDelays();
      await attempt(email, 'wrong-pass', ATTACKER);
    }
    const capped = await attempt(email, 'wrong-pass', ATTACKER);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(PAIR_MAX_DELAY_SECONDS);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan((PAIR_MAX_DELAY_SECONDS * 2) / 3); // above the step before the cap (480 s)
  });

  it('a password reset clears the account’s delays from every IP', async () => {
    const email = DEMO.kepala_sekolah;
    for (let i = 0; i <= PAIR_FREE_FAILURES; i++) await attempt(email, 'wrong-pass', ATTACKER);
    expect((await attempt(email, DEMO_PASSWORD, ATTACKER)).statusCode).toBe(429);

    await call(ctx.app, null, { method: 'POST', url: '/user/forgot-password', payload: { email }, remoteAddress: OWNER });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.bodyText)![1];
    const reset = await call(ctx.app, null, {
      method: 'POST',
      url: '/user/reset-password',
      payload: { token, password: 'SandiBaru-2026' },
      remoteAddress: OWNER,
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, 'SandiBaru-2026', ATTACKER)).statusCode).toBe(200);
  });

  it('a successful login forgets that pair’s failures', async () => {
    const email = DEMO.siswa;
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) await attempt(email, 'wrong-pass', OWNER);
    expect((await attempt(email, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
    // Had the count stayed, this failure would start a delay and the next login would be refused.
    expect((await attempt(email, 'wrong-pass', OWNER)).statusCode).toBe(401);
    expect((await attempt(email, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('an IP spraying failures over many accounts uses up its budget; other IPs are unaffected', async () => {
    const SPRAYER = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await attempt(`korban${i}@contoh.id`, 'Password123!', SPRAYER)).statusCode);
    expect(statuses.slice(0, 25).every((s) => s === 401)).toBe(true);
    expect(statuses[25]).toBe(429);
    // Even a right password from that IP waits now: the IP is what is limited.
    const blocked = await attempt(DEMO.asesor, DEMO_PASSWORD, SPRAYER);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect((await attempt(DEMO.asesor, DEMO_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', () => {
    expect(ipBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipBucket('192.0.2.1')).toBe('192.0.2.1');
  });
});
