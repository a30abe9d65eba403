import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, startServer, stopServer, type ServerProcess } from './server-process.js';

/**
 * The real entry (`apps/api/src/server.ts`) as a process on the embedded database (PGlite):
 * liveness and readiness, the data-folder lock (a second process on the same
 * folder refuses to start; a lock left by a killed process is taken over), and graceful shutdown
 * on SIGTERM (a request in flight is answered, exit code 0, the lock is released).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'jk-server-'));
const lockFile = path.join(dataDir, 'pglite.lock');
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const started: ServerProcess[] = [];

afterAll(async () => {
  for (const server of started) if (server.alive()) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServer(env);
  started.push(server);
  return server;
}

async function get(server: ServerProcess, url: string) {
  const res = await fetch(`${server.url}${url}`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.json() };
}

/**
 * Opens a POST with `Expect: 100-continue` and holds its body back: once the server has answered
 * "100 Continue" it is processing the request, which stays in flight until `finish()` sends the body.
 */
async function openSlowRequest(server: ServerProcess, url: string, body: string) {
  const target = new URL(url, server.url);
  const req = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  return { response, finish: () => req.end(body) };
}

async function refusesNewConnections(server: ServerProcess) {
  return fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
    () => false,
    () => true,
  );
}

describe('the API process on the embedded database', { timeout: 240_000 }, () => {
  let first: ServerProcess;

  it('answers liveness and readiness, and holds the data folder lock', async () => {
    first = await start();
    expect(await get(first, '/api/v1/health')).toEqual({ status: 200, body: { status: 'ok', database: 'pglite' } });
    expect(await get(first, '/api/v1/ready')).toEqual({ status: 200, body: { status: 'ready', database: 'pglite' } });
    const owner = JSON.parse(readFileSync(lockFile, 'utf8'));
    expect(owner.pid).toBe(first.child.pid);
  });

  it('refuses a second process on the same data folder, saying who holds it and how to run several', async () => {
    const second = spawnServer(env);
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.output()).toContain(`pid ${first.child.pid} on host`);
    expect(second.output()).toContain('DATABASE_URL=postgres://');
    // The first one goes on serving, its lock untouched.
    expect((await get(first, '/api/v1/ready')).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);
  });

  it('refuses WORKERS=2 on the embedded database before opening it, saying several workers need PostgreSQL', async () => {
    const cluster = spawnServer({ ...env, WORKERS: '2' });
    expect((await cluster.exited).code).toBe(1);
    expect(cluster.output()).toContain('WORKERS=2 needs PostgreSQL');
    expect(cluster.output()).toContain('DATABASE_URL=postgres://');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);
  });

  it('on SIGTERM finishes the request in flight, closes the database, releases the lock and exits 0', async () => {
    const slow = await openSlowRequest(first, '/api/v1/user/login', JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }));
    first.child.kill('SIGTERM');
    // Shutting down: the listening socket is closed, our request is still open.
    for (let i = 0; i < 100 && !(await refusesNewConnections(first)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await refusesNewConnections(first)).toBe(true);
    expect(first.alive()).toBe(true);
    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(401); // answered by the app (wrong credentials), not cut off
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over the lock of a process that was killed (kill -9) and starts', async () => {
    const killed = await start();
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(killed.child.pid); // left behind
    const next = await start();
    expect((await get(next, '/api/v1/ready')).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(next.child.pid);
    expect(await stopServer(next)).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  });
});
