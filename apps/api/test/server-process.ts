import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real API entry (`node --import tsx apps/api/src/server.ts`, as `npm start` does) as
 * a child process on a free loopback port, for the tests that need a whole process: signals,
 * exit codes, the data-folder lock, dropped database connections.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const KEEP_OUTPUT = 400_000;

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` once listening. */
  url: string;
  /** stdout + stderr so far (the last 400 kB). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

/** Spawns the server without waiting for it (a test of a refused start reads `exited`). */
export function spawnServer(env: Record<string, string>): Omit<ServerProcess, 'url'> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > KEEP_OUTPUT) output = output.slice(-KEEP_OUTPUT);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

/** A loopback port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the server and resolves once `/api/v1/health` answers; rejects with its output if it exits first. */
export async function startServer(env: Record<string, string>, opts: { startTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${env.PORT ?? (await freePort())}`;
  const proc = spawnServer({ ...env, PORT: url.split(':').pop()! });
  const deadline = Date.now() + (opts.startTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (!proc.alive()) throw new Error(`server exited during start:\n${proc.output()}`);
    const up = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { ...proc, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  proc.child.kill('SIGKILL');
  throw new Error(`server did not start:\n${proc.output()}`);
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `timeoutMs`, so a hung process never hangs the suite). */
export async function stopServer(proc: Pick<ServerProcess, 'child' | 'exited' | 'alive'>, timeoutMs = 20_000) {
  if (!proc.alive()) return proc.exited;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), timeoutMs);
  try {
    return await proc.exited;
  } finally {
    clearTimeout(timer);
  }
}
