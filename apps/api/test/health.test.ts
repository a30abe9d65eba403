import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, call } from './helpers.js';

describe('health and docs', () => {
  const ctx = useTestApp();

  it('answers health with the database kind', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('serves OpenAPI generated from the zod schemas at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/user/login', '/api/v1/sekolah/list', '/api/v1/user/signup']));
    // The signup body schema comes from ZSignup: NISN rule included.
    const signup = doc.paths['/api/v1/user/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.properties.nisn.pattern).toBe('^\\d{10}$');
    const html = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(html.statusCode).toBe(200);
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', name: 'NotFound' });
  });
});

describe('security headers', () => {
  const ctx = useTestApp();
  it('sets a CSP that never upgrades requests (LAN installs run on plain http)', async () => {
    for (const url of ['/api/v1/health', '/api/docs/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  // The policy as reviewed, written out: every API answer (a success, a 404, a refused body) carries it.
  const POLICY = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;" +
      "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  it.each([
    ['GET', '/api/v1/health', 200],
    ['GET', '/nope', 404],
    ['POST', '/api/v1/user/login', 400],
  ] as const)('%s %s (%i) carries the whole policy', async (method, url, status) => {
    const res = await ctx.app.inject({
      method,
      url,
      payload: method === 'POST' ? 'not json' : undefined,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(POLICY);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('database session settings', () => {
  const ctx = useTestApp();
  it('uses an SSD random_page_cost so trigram indexes are chosen for searches', async () => {
    const res = await ctx.database.db.execute<{ random_page_cost: string }>(sql`SHOW random_page_cost`);
    expect(res.rows[0]!.random_page_cost).toBe('1.1');
  });
});
