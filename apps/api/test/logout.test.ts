import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { revokedTokens } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/** Server-side sign-out of one session, and of every session of an account. */
describe('POST /user/logout and /user/logout-all', () => {
  const ctx = useTestApp();
  const profile = (token: string) => call(ctx.app, token, { method: 'GET', url: '/user/profile' });

  it('logout refuses the presented token from then on; the account’s other sessions survive', async () => {
    const laptop = await login(ctx.app, DEMO.guru);
    const phone = await login(ctx.app, DEMO.guru);
    expect((await profile(laptop)).statusCode).toBe(200);

    const out = await call(ctx.app, laptop, { method: 'POST', url: '/user/logout', headers: { 'x-lang': 'id' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Anda telah keluar' });

    const refused = await profile(laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ name: 'Unauthorized', code: 'UNAUTHORIZED' });
    // Signing out twice is the same 401 (the session is gone), not an error of another kind.
    expect((await call(ctx.app, laptop, { method: 'POST', url: '/user/logout' })).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
    // Logging in again gives a new session that works.
    expect((await profile(await login(ctx.app, DEMO.guru))).statusCode).toBe(200);
  });

  it('logout-all ends every session of the account, and no other account’s', async () => {
    const a = await login(ctx.app, DEMO.siswa);
    const b = await login(ctx.app, DEMO.siswa);
    const someoneElse = await login(ctx.app, DEMO.kepala_sekolah);
    const res = await call(ctx.app, a, { method: 'POST', url: '/user/logout-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have signed out of all devices' });
    expect((await profile(a)).statusCode).toBe(401);
    expect((await profile(b)).statusCode).toBe(401);
    expect((await profile(someoneElse)).statusCode).toBe(200);
    expect((await profile(await login(ctx.app, DEMO.siswa))).statusCode).toBe(200);
  });

  it('both need a session', async () => {
    expect((await call(ctx.app, null, { method: 'POST', url: '/user/logout' })).statusCode).toBe(401);
    expect((await call(ctx.app, null, { method: 'POST', url: '/user/logout-all' })).statusCode).toBe(401);
  });

  it('a revoked token is remembered only until it would have expired (pruned on the next logout)', async () => {
    await ctx.database.db.insert(revokedTokens).values({ jti: 'old-one', expiresAt: sql`now() - interval '1 minute'` });
    await call(ctx.app, await login(ctx.app, DEMO.asesor), { method: 'POST', url: '/user/logout' });
    const left = await ctx.database.db.select().from(revokedTokens);
    expect(left.map((r) => r.jti)).not.toContain('old-one');
    expect(left.length).toBeGreaterThan(0);
  });
});
