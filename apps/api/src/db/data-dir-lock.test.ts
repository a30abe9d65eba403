import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, judgeHolder, parseOwner, type LockEnvironment, type LockOwner } from './data-dir-lock.js';

const HOST = 'school-server';
const BOOT = 'boot-1';

/** A host where pid 100 is us and `alive` lists the other running processes (pid → start time). */
function fakeEnv(alive: Record<number, string>, overrides: Partial<LockEnvironment> = {}): Partial<LockEnvironment> {
  let clock = 1_000_000;
  return {
    pid: 100,
    hostname: HOST,
    bootId: BOOT,
    isAlive: (pid) => pid === 100 || pid in alive,
    procStart: (pid) => (pid === 100 ? '5000' : (alive[pid] ?? null)),
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    ...overrides,
  };
}

function owner(o: Partial<LockOwner> = {}): LockOwner {
  return { pid: 200, hostname: HOST, bootId: BOOT, procStart: '4000', startedAt: '2026-01-01T00:00:00.000Z', ...o };
}

describe('judgeHolder', () => {
  const env = {
    pid: 100,
    hostname: HOST,
    bootId: BOOT,
    isAlive: (pid: number) => pid === 200,
    procStart: (pid: number) => (pid === 200 ? '4000' : null),
  };

  it('a live process on this host holds the folder', () => {
    expect(judgeHolder(owner(), 0, env, 15_000)).toBe('held');
    // However old the heartbeat: a live holder with a blocked event loop still holds it.
    expect(judgeHolder(owner(), 60_000, env, 15_000)).toBe('held');
  });

  it('a dead pid, a reused pid or an earlier boot is stale', () => {
    expect(judgeHolder(owner({ pid: 300 }), 0, env, 15_000)).toBe('stale');
    expect(judgeHolder(owner({ procStart: '3999' }), 0, env, 15_000)).toBe('stale');
    expect(judgeHolder(owner({ bootId: 'boot-0' }), 0, env, 15_000)).toBe('stale');
  });

  it('a holder it cannot probe (another host, or our own pid again) is judged by its heartbeat', () => {
    expect(judgeHolder(owner({ hostname: 'other' }), 1_000, env, 15_000)).toBe('unknown');
    expect(judgeHolder(owner({ hostname: 'other' }), 20_000, env, 15_000)).toBe('stale');
    expect(judgeHolder(owner({ pid: 100 }), 1_000, env, 15_000)).toBe('unknown');
    expect(judgeHolder(owner({ pid: 100 }), 20_000, env, 15_000)).toBe('stale');
    expect(judgeHolder(null, 1_000, env, 15_000)).toBe('unknown');
    expect(judgeHolder(null, 20_000, env, 15_000)).toBe('stale');
  });

  it('reads only well-formed lock files', () => {
    expect(parseOwner(JSON.stringify(owner()))).toEqual(owner());
    expect(parseOwner('{"pid":')).toBeNull();
    expect(parseOwner('{"pid":"1"}')).toBeNull();
  });
});

describe('acquireDataDirLock', () => {
  let dir: string;
  let folder: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jk-lock-'));
    folder = path.join(dir, 'pglite');
    file = `${folder}.lock`;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the lock with who holds it, and removes it on release', async () => {
    const lock = await acquireDataDirLock(folder, file);
    const written = parseOwner(readFileSync(file, 'utf8'))!;
    expect(written.pid).toBe(process.pid);
    expect(written.startedAt).toBe(lock.owner.startedAt);
    lock.release();
    expect(existsSync(file)).toBe(false);
    lock.release(); // twice is fine
  });

  it('refuses a second holder, naming the process and the way to run several (PostgreSQL)', async () => {
    writeFileSync(file, JSON.stringify(owner()));
    const attempt = acquireDataDirLock(folder, file, { env: fakeEnv({ 200: '4000' }) });
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    const error = (await attempt.catch((e: unknown) => e)) as DataDirLockedError;
    expect(error.holder?.pid).toBe(200);
    expect(error.message).toContain('pid 200 on host school-server');
    expect(error.message).toContain('DATABASE_URL=postgres://');
    expect(error.message).toContain('Basis data bawaan (PGlite)');
    // The holder's lock is untouched.
    expect(parseOwner(readFileSync(file, 'utf8'))?.pid).toBe(200);
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    writeFileSync(file, JSON.stringify(owner({ pid: 300 })));
    const lock = await acquireDataDirLock(folder, file, { env: fakeEnv({ 200: '4000' }) });
    expect(parseOwner(readFileSync(file, 'utf8'))?.pid).toBe(100);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over when the pid now belongs to another program (start time differs)', async () => {
    writeFileSync(file, JSON.stringify(owner({ procStart: '1234' })));
    const lock = await acquireDataDirLock(folder, file, { env: fakeEnv({ 200: '4000' }) });
    expect(lock.owner.pid).toBe(100);
    lock.release();
  });

  it('waits for an unprobeable holder: refuses while its heartbeat is fresh, takes over once it stopped', async () => {
    // Another host, heartbeat refreshed "now" on every look: still alive → refused after waiting.
    writeFileSync(file, JSON.stringify(owner({ hostname: 'other-host' })));
    const env = fakeEnv({});
    const fresh = {
      ...env,
      sleep: async (ms: number) => {
        await env.sleep!(ms);
        const t = new Date(env.now!());
        utimesSync(file, t, t);
      },
    };
    utimesSync(file, new Date(env.now!()), new Date(env.now!()));
    await expect(acquireDataDirLock(folder, file, { env: fresh, staleAfterMs: 2_000, heartbeatMs: 500 })).rejects.toBeInstanceOf(DataDirLockedError);

    // Same lock, but nobody refreshes it any more: stale after staleAfterMs, taken over.
    const quiet = fakeEnv({});
    utimesSync(file, new Date(quiet.now!()), new Date(quiet.now!()));
    const lock = await acquireDataDirLock(folder, file, { env: quiet, staleAfterMs: 2_000, heartbeatMs: 500 });
    expect(parseOwner(readFileSync(file, 'utf8'))?.pid).toBe(100);
    lock.release();
  });

  it('of two processes that find the same stale lock, one takes it and the other sees it held', async () => {
    writeFileSync(file, JSON.stringify(owner({ pid: 300 })));
    // Two contenders on one host (pids 101 and 102), each seeing the other as alive.
    const contender = (pid: number, other: number) =>
      acquireDataDirLock(folder, file, {
        env: fakeEnv({ [other]: String(other) }, { pid, procStart: (p) => String(p), isAlive: (p) => p === pid || p === other }),
      });
    const results = await Promise.allSettled([contender(101, 102), contender(102, 101)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(DataDirLockedError);
    (won[0] as PromiseFulfilledResult<{ release(): void }>).value.release();
  });

  it('waits while another process is taking over, and clears a take-over guard left by a crash', async () => {
    writeFileSync(file, JSON.stringify(owner({ pid: 300 })));
    writeFileSync(`${file}.takeover`, '999');
    const env = fakeEnv({});
    // A guard kept fresh: someone is busy taking over and never finishes here, so we give up.
    const touchGuard = () => {
      const t = new Date(env.now!());
      utimesSync(`${file}.takeover`, t, t);
    };
    touchGuard();
    const busy = {
      ...env,
      sleep: async (ms: number) => {
        await env.sleep!(ms);
        touchGuard();
      },
    };
    await expect(acquireDataDirLock(folder, file, { env: busy, staleAfterMs: 1_000, heartbeatMs: 200 })).rejects.toBeInstanceOf(DataDirLockedError);
    // An old guard (its owner crashed mid take-over): removed, and the stale lock is taken.
    const old = new Date(env.now!() - 10_000);
    utimesSync(`${file}.takeover`, old, old);
    const lock = await acquireDataDirLock(folder, file, { env, staleAfterMs: 1_000, heartbeatMs: 200 });
    expect(lock.owner.pid).toBe(100);
    expect(existsSync(`${file}.takeover`)).toBe(false);
    lock.release();
  });

  it('never removes a lock that another process holds now', async () => {
    const lock = await acquireDataDirLock(folder, file);
    writeFileSync(file, JSON.stringify(owner())); // someone replaced it (by hand, or a take-over)
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});
