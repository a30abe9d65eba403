import { describe, expect, it } from 'vitest';
import { API, call, DEMO, login, useTestApp } from './helpers.js';

/** Answers to a request that carried a session are never stored by a browser or proxy. */
describe('Cache-Control: no-store on authenticated answers', () => {
  const ctx = useTestApp();

  it('authenticated JSON answers, success or error, carry no-store', async () => {
    const token = await login(ctx.app, DEMO.admin);
    for (const url of ['/user/profile', '/sekolah/list', '/siswa/detail?id=00000000-0000-4000-8000-000000000000', '/user/export?format=csv']) {
      const res = await call(ctx.app, token, { method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A token that is not valid any more: the 401 is not kept either.
    const bad = await call(ctx.app, 'nonsense', { method: 'GET', url: '/user/profile' });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('answers without a session keep their own caching', async () => {
    const open = await ctx.app.inject({ method: 'GET', url: `${API}/sekolah/all` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBeUndefined();
  });
});
