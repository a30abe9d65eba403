import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from './server-process.js';

/**
 * Faults: the API process is killed (SIGKILL) in the middle of a student's autosaves and
 * started again on the same database. Every answer that got a 2xx is there afterwards, with the
 * sequence number that was acknowledged, and the attempt resumes (same attempt, same deadline).
 * On the embedded database (PGlite, a data folder) always; on PostgreSQL when TEST_DATABASE_URL is set.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const STUDENT = 'siswa23@jalurkarir.id';
const PASSWORD = 'Password123!';

interface Target {
  name: string;
  env: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>;
  skip: boolean;
}

const targets: Target[] = [
  {
    name: 'PGlite',
    skip: false,
    env: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'jk-kill-'));
      return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    skip: !ADMIN_URL,
    env: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'jk-kill-'));
      const name = `jk_kill_${randomBytes(6).toString('hex')}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.query(sql);
        await client.end();
      };
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(ADMIN_URL ?? '');
      url.pathname = `/${name}`;
      return {
        env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
        cleanup: async () => {
          await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

for (const target of targets) {
  describe.skipIf(target.skip)(`autosave survives SIGKILL (${target.name})`, { timeout: 300_000 }, () => {
    const running: ServerProcess[] = [];
    let cleanup = async () => {};
    afterAll(async () => {
      for (const s of running) if (s.alive()) s.child.kill('SIGKILL');
      await cleanup();
    });

    it('keeps every acknowledged answer and resumes the attempt after a kill -9', async () => {
      const setup = await target.env();
      cleanup = setup.cleanup;
      const env = { ...setup.env, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
      let server = await startServer(env, { startTimeoutMs: 180_000 });
      running.push(server);
      const call = async (method: string, url: string, token: string | null, body?: unknown) => {
        const res = await fetch(`${server.url}/api/v1${url}`, {
          method,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      };
      const login = async () => (await call('POST', '/user/login', null, { email: STUDENT, password: PASSWORD })).body.token as string;
      let token = await login();
      const available = await call('GET', '/test-attempt/available?group=personality', token);
      const riasec = (available.body.data as { id: string; instrument: string }[]).find((t) => t.instrument === 'riasec');
      expect(riasec).toBeTruthy();
      const started = await call('POST', '/test-attempt/start', token, { test_id: riasec!.id });
      expect(started.status).toBe(200);
      const view = started.body.data as { attempt: { id: string; deadline: string }; questions: { id: string }[] };
      const attemptId = view.attempt.id;

      // Autosaves in waves of four at once; the kill lands while a wave is in flight.
      const acked = new Map<string, { likert: number; seq: number }>();
      let seq = 0;
      const save = async (questionId: string, likert: number) => {
        const mine = ++seq;
        try {
          const res = await call('POST', `/test-attempt/answer?id=${attemptId}`, token, { question_id: questionId, likert, seq: mine });
          if (res.status >= 200 && res.status < 300) {
            const prev = acked.get(questionId);
            if (!prev || prev.seq < mine) acked.set(questionId, { likert, seq: mine });
          }
        } catch {
          // Cut off by the kill: not acknowledged, so nothing is promised.
        }
      };
      const questions = view.questions;
      for (let wave = 0; wave < 6; wave++) await Promise.all(questions.slice(wave * 4, wave * 4 + 4).map((q, i) => save(q.id, ((wave + i) % 5) + 1)));
      // Overwrite some with newer answers, and kill while those are in flight.
      const inFlight = questions.slice(0, 8).map((q, i) => save(q.id, ((i + 3) % 5) + 1));
      await new Promise((resolve) => setTimeout(resolve, 15));
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.allSettled(inFlight);
      expect(acked.size).toBeGreaterThanOrEqual(24);

      server = await startServer(env, { startTimeoutMs: 180_000 });
      running.push(server);
      token = await login();
      const detail = await call('GET', `/test-attempt/detail?id=${attemptId}`, token);
      expect(detail.status).toBe(200);
      const stored = new Map((detail.body.data.answers as { question_id: string; likert: number; seq: number }[]).map((a) => [a.question_id, a]));
      const missing = [...acked].filter(([q, a]) => {
        const s = stored.get(q);
        // A later save may have landed after the acknowledged one (its 2xx was lost in the kill): never an older one.
        return !s || s.seq < a.seq || (s.seq === a.seq && s.likert !== a.likert);
      });
      expect(missing).toEqual([]);
      expect(detail.body.data.attempt).toMatchObject({ id: attemptId, status: 'in_progress', deadline: view.attempt.deadline });
      // And it goes on: the next answer is saved.
      const next = await call('POST', `/test-attempt/answer?id=${attemptId}`, token, { question_id: questions[30]!.id, likert: 3, seq: 1 });
      expect(next.status).toBe(200);
      await stopServer(server);
    });
  });
}
