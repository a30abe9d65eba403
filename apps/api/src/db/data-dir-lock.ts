import { closeSync, constants, existsSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import os from 'node:os';

/**
 * One process per embedded database folder. PGlite is a single-process database: two API
 * processes on the same folder both serve, and one silently loses the other's writes. So the folder gets a lock file, created with O_EXCL, holding who owns it; the owner
 * touches it every few seconds (heartbeat) and removes it on shutdown.
 *
 * A lock left behind by a process that died without cleaning up (kill -9, power loss) is stale
 * and taken over:
 * - same host and same boot: stale when its pid is gone, or now belongs to a process started at
 *   another moment (a reused pid; Linux start time from /proc);
 * - another boot of this host: stale (nothing survives a reboot);
 * - a holder we cannot probe (another host sharing the folder, or a container whose pid 1 is us
 *   again): stale once its heartbeat is older than `staleAfterMs`; until then we wait for it.
 * Two processes taking over the same stale lock at once are serialised by a second O_EXCL file.
 */

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux boot id: a different one means the host rebooted since the lock was taken. */
  bootId: string | null;
  /** Linux process start time (clock ticks since boot), to tell a reused pid from the holder. */
  procStart: string | null;
  startedAt: string;
}

export type Verdict = 'held' | 'stale' | 'unknown';

/** What this process knows about itself and can learn about others; tests replace it. */
export interface LockEnvironment {
  pid: number;
  hostname: string;
  bootId: string | null;
  isAlive(pid: number): boolean;
  procStart(pid: number): string | null;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface LockOptions {
  /** A heartbeat older than this marks a lock we cannot probe as stale (default 15 s). */
  staleAfterMs?: number;
  /** How often the owner touches the lock file (default 5 s). */
  heartbeatMs?: number;
  env?: Partial<LockEnvironment>;
}

export interface DataDirLock {
  file: string;
  owner: LockOwner;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockOwner | null,
  ) {
    const who = holder ? `pid ${holder.pid} on host ${holder.hostname}, since ${holder.startedAt}` : 'another process';
    super(
      [
        `The data folder ${folder} is in use by another JalurKarir process (${who}).`,
        'The embedded database (PGlite) can be opened by one process only: stop that process first,',
        'or run several API processes against PostgreSQL: DATABASE_URL=postgres://user:password@host:5432/jalurkarir.',
        `If you are sure no such process runs, delete ${lockFile}.`,
        `Folder data ${folder} sedang dipakai proses JalurKarir lain (${who.replace('on host', 'di host').replace('since', 'sejak')}).`,
        'Basis data bawaan (PGlite) hanya bisa dibuka satu proses: hentikan proses itu dulu, atau jalankan',
        'beberapa proses API dengan PostgreSQL (DATABASE_URL=postgres://…).',
      ].join('\n'),
    );
    this.name = 'DataDirLockedError';
  }
}

function readProcStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function defaultLockEnvironment(): LockEnvironment {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readBootId(),
    isAlive,
    procStart: readProcStart,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** Parses a lock file's content; null when it is not one of ours (or half written). */
export function parseOwner(text: string): LockOwner | null {
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    if (typeof o.pid !== 'number' || typeof o.hostname !== 'string' || typeof o.startedAt !== 'string') return null;
    return { pid: o.pid, hostname: o.hostname, bootId: o.bootId ?? null, procStart: o.procStart ?? null, startedAt: o.startedAt };
  } catch {
    return null;
  }
}

/** Is the process named in a lock file still there? Pure, so every case has a unit test. */
export function judgeHolder(
  holder: LockOwner | null,
  heartbeatAgeMs: number,
  env: Pick<LockEnvironment, 'pid' | 'hostname' | 'bootId' | 'isAlive' | 'procStart'>,
  staleAfterMs: number,
): Verdict {
  const byHeartbeat: Verdict = heartbeatAgeMs > staleAfterMs ? 'stale' : 'unknown';
  if (!holder || holder.hostname !== env.hostname) return byHeartbeat;
  if (holder.bootId && env.bootId && holder.bootId !== env.bootId) return 'stale';
  // Our own pid: a container restarted with the same pid 1, or another pid namespace. Cannot probe.
  if (holder.pid === env.pid) return byHeartbeat;
  if (!env.isAlive(holder.pid)) return 'stale';
  const start = holder.procStart ? env.procStart(holder.pid) : null;
  if (start && holder.procStart && start !== holder.procStart) return 'stale';
  return 'held';
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(file: string, now: number): { text: string; ageMs: number } | null {
  try {
    const text = readFileSync(file, 'utf8');
    return { text, ageMs: now - statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a stale lock only if it still holds what we judged, under a take-over guard file. */
function removeIfUnchanged(file: string, judged: string, now: number, staleAfterMs: number): boolean {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard, String(process.pid))) {
    // Someone else is taking over; a guard left by a crash in these few lines expires too.
    const g = readLock(guard, now);
    if (g && g.ageMs > staleAfterMs) unlinkQuietly(guard);
    return false;
  }
  try {
    const current = readLock(file, now);
    if (!current) return true;
    if (current.text !== judged) return true; // replaced meanwhile: judge the new one
    unlinkSync(file);
    return true;
  } finally {
    unlinkQuietly(guard);
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Takes the lock of `folder` (the file `lockFile`), or throws DataDirLockedError naming the
 * holder. Waits at most about `staleAfterMs` for a holder it cannot probe.
 */
export async function acquireDataDirLock(folder: string, lockFile: string, opts: LockOptions = {}): Promise<DataDirLock> {
  const env = { ...defaultLockEnvironment(), ...opts.env };
  const staleAfterMs = opts.staleAfterMs ?? 15_000;
  const heartbeatMs = opts.heartbeatMs ?? 5_000;
  const owner: LockOwner = {
    pid: env.pid,
    hostname: env.hostname,
    bootId: env.bootId,
    procStart: env.procStart(env.pid),
    startedAt: new Date(env.now()).toISOString(),
  };
  const content = JSON.stringify(owner);
  const giveUpAt = env.now() + staleAfterMs + heartbeatMs;

  for (;;) {
    if (tryCreate(lockFile, content)) break;
    const seen = readLock(lockFile, env.now());
    let holder: LockOwner | null = null;
    if (seen) {
      holder = parseOwner(seen.text);
      const verdict = judgeHolder(holder, seen.ageMs, env, staleAfterMs);
      if (verdict === 'held') throw new DataDirLockedError(folder, lockFile, holder);
      if (verdict === 'stale' && removeIfUnchanged(lockFile, seen.text, env.now(), staleAfterMs)) continue;
    }
    // Unknown holder, a take-over in progress, or a lock released between our two steps.
    if (env.now() > giveUpAt) throw new DataDirLockedError(folder, lockFile, holder);
    await env.sleep(Math.min(200, heartbeatMs));
  }

  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockFile, now, now);
    } catch {
      // The file is gone (removed by hand): nothing to refresh.
    }
  }, heartbeatMs);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    try {
      if (existsSync(lockFile) && readFileSync(lockFile, 'utf8') === content) unlinkSync(lockFile);
    } catch {
      // Best effort: a lock we cannot remove is stale for the next start anyway.
    }
  };
  // Also on process.exit() (a refused start, a failed migration). A crash or kill -9 skips this:
  // the next start finds the lock stale.
  process.on('exit', release);
  return { file: lockFile, owner, release };
}
