import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import authPlugin from '../src/plugins/auth.js';
import errorsPlugin from '../src/plugins/errors.js';
import langPlugin from '../src/plugins/lang.js';
import { createSessionTokens } from '../src/lib/session-tokens.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Requests that arrive together share one lookup of their callers (plugins/auth.ts): each must
 * still get its own caller, and a signed-out token, a deactivated account or a changed password
 * must be refused even when it shares the lookup with valid sessions.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('callers looked up together', () => {
  const ctx = useTestApp();
  const profile = (token: string) => call(ctx.app, token, { method: 'GET', url: '/user/profile' });

  it('answers every request of a burst as its own caller, and refuses the ended sessions among them', async () => {
    const guru = await login(ctx.app, DEMO.guru);
    const kepala = await login(ctx.app, DEMO.kepala_sekolah);
    const signedOut = await login(ctx.app, DEMO.siswa);
    const deactivated = await login(ctx.app, DEMO.asesor);
    const oldPassword = await login(ctx.app, DEMO.admin_perusahaan);
    expect((await call(ctx.app, signedOut, { method: 'POST', url: '/user/logout' })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update users set status = 'inactive' where email = ${DEMO.asesor}`);
    await ctx.database.db.execute(sql`update users set token_version = token_version + 1 where email = ${DEMO.admin_perusahaan}`);

    // Sent at once: the first leaves alone, the rest wait for it and share the next lookup. The
    // order mixes valid and ended sessions, and repeats callers, so that an answer matched to the
    // wrong request shows up as a wrong e-mail or a wrong status.
    const burst: [string, string | null][] = [
      [guru, DEMO.guru],
      [signedOut, null],
      [kepala, DEMO.kepala_sekolah],
      [deactivated, null],
      [guru, DEMO.guru],
      [oldPassword, null],
      [kepala, DEMO.kepala_sekolah],
      [signedOut, null],
      [guru, DEMO.guru],
    ];
    const answers = await Promise.all(burst.map(([token]) => profile(token)));
    expect(answers.map((res) => res.statusCode)).toEqual(burst.map(([, email]) => (email ? 200 : 401)));
    expect(answers.map((res) => (res.statusCode === 200 ? res.json().data.email : null))).toEqual(burst.map(([, email]) => email));
  });

  it('a malformed subject in a token does not fail the others it arrives with', async () => {
    const guru = await login(ctx.app, DEMO.guru);
    const answers = await Promise.all([profile(guru), profile('not-a-token'), profile(guru)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 200]);
  });

  // A second connection holds the users table locked, so a lookup waits like one on a connection
  // that stopped answering. PGlite has one connection: the lock would hold the test itself.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a lookup that hangs fails its own requests with 503 after the timeout; the next ones are served',
    async () => {
      const tokens = createSessionTokens('a-secret-for-this-test-only', 3600);
      const app = Fastify();
      await app.register(langPlugin);
      await app.register(errorsPlugin);
      await app.register(authPlugin, { db: ctx.database.db, tokens, lookupTimeoutMs: 300 });
      app.get('/who', async (request) => ({ email: request.caller?.user.email ?? null }));
      const [guru] = await ctx.database.db
        .execute<{ id: string; token_version: number }>(sql`select id, token_version from users where email = ${DEMO.guru}`)
        .then((result) => result.rows);
      const token = await tokens.sign({ sub: guru!.id, tv: guru!.token_version });
      const who = () => app.inject({ method: 'GET', url: '/who', headers: { authorization: `Bearer ${token}` } });

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const lock = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        await held;
      });
      await sleep(100);
      // Without the timeout the request would wait for the lock: given 5 s here, then the lock goes.
      const stuck = await Promise.race([who(), sleep(5_000).then(() => null)]).finally(release);
      await lock;
      expect(stuck?.statusCode).toBe(503);
      const served = await who();
      expect(served.statusCode).toBe(200);
      expect(served.json()).toEqual({ email: DEMO.guru });
      await app.close();
    },
  );
});
