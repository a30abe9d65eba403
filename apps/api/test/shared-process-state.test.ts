import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRequest, counterKey } from '../src/lib/pg-rate-limit-store.js';
import { claimJob, releaseJob, runIfDue } from '../src/lib/scheduled-jobs.js';
import { useTestDatabase } from './helpers.js';

/**
 * The state API processes share through the database (docs/operations.md, "Several processes"):
 * request-rate counters and the claims of clock-driven jobs. On PGlite and PostgreSQL alike; the
 * two-process run is multi-process.test.ts (PostgreSQL only).
 */
const ctx = useTestDatabase();
const db = () => ctx.database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate-limit counters in the database', () => {
  it('counts one key in a fixed window and starts again at 1 when the window has ended', async () => {
    const key = counterKey('POST /x', '192.0.2.50');
    const first = await countRequest(db(), key, 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await countRequest(db(), key, 400)).current).toBe(2);
    expect((await countRequest(db(), key, 400)).current).toBe(3);
    // Another client is counted apart.
    expect((await countRequest(db(), counterKey('POST /x', '192.0.2.51'), 400)).current).toBe(1);
    await sleep(450);
    expect((await countRequest(db(), key, 400)).current).toBe(1);
  });

  it('keeps the window of the first request: later requests do not stretch it', async () => {
    const key = counterKey('POST /y', '192.0.2.60');
    await countRequest(db(), key, 60_000);
    await sleep(1_100);
    const later = await countRequest(db(), key, 60_000);
    expect(later.current).toBe(2);
    expect(later.ttl).toBeLessThanOrEqual(59_000);
  });

  it('stores a hash per route and client, never the IP', async () => {
    expect(counterKey('GET /a', '192.0.2.70')).toMatch(/^[0-9a-f]{64}$/);
    expect(counterKey('GET /a', '192.0.2.70')).not.toBe(counterKey('GET /b', '192.0.2.70'));
    await countRequest(db(), counterKey('GET /a', '192.0.2.70'), 1_000);
    const { rows } = await db().execute<{ key: string }>(sql`SELECT key FROM rate_limit_counters`);
    expect(rows.some((r) => r.key.includes('192.0.2'))).toBe(false);
  });
});

describe('scheduled job claims', () => {
  it('gives a due run to one claim only, and the next one after the period', async () => {
    const job = { name: 'claim-test', everyMs: 300 };
    expect(await claimJob(db(), job)).toBe(true);
    await releaseJob(db(), job.name);
    expect(await claimJob(db(), job)).toBe(false);
    await sleep(350);
    expect(await claimJob(db(), job)).toBe(true);
  });

  it('holds a running job until it is released or its lease ends, even when it is due again', async () => {
    const job = { name: 'lease-test', everyMs: 0, leaseMs: 300 };
    expect(await claimJob(db(), job)).toBe(true);
    expect(await claimJob(db(), job)).toBe(false);
    await sleep(350);
    // The holder never released it (a process that died mid-run): the lease ran out.
    expect(await claimJob(db(), job)).toBe(true);
    await releaseJob(db(), job.name);
    expect(await claimJob(db(), job)).toBe(true);
  });

  it('runs a job once among claims made at the same moment, and releases it when the run fails', async () => {
    const job = { name: 'once-test', everyMs: 60_000 };
    let runs = 0;
    const ran = await Promise.all(Array.from({ length: 5 }, () => runIfDue(db(), job, async () => void runs++)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);

    const failing = { name: 'failing-test', everyMs: 60_000 };
    await expect(runIfDue(db(), failing, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const { rows } = await db().execute<{ lease_until: unknown; runs: string; finished: boolean }>(
      sql`SELECT lease_until, runs, last_finished_at IS NOT NULL AS finished FROM scheduled_jobs WHERE name = 'failing-test'`,
    );
    expect(rows).toEqual([{ lease_until: null, runs: expect.anything(), finished: true }]);
    expect(Number(rows[0]!.runs)).toBe(1);
  });
});
