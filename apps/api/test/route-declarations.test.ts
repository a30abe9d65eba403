import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@jalurkarir/shared';
import { buildApp } from '../src/app.js';
import { isGuardedPath } from '../src/plugins/permission.js';
import { useTestApp } from './helpers.js';

/**
 * Every route the app registers under /api/v1 and /download declares its permission in its route
 * options (`config: { permission: permit(model, action) | 'public' | 'self' | 'authenticated' }`),
 * and a declared cell exists in the permission table. Routes come from the onRoute collector in
 * buildApp (`app.registeredRoutes`), so a new module's route is checked without being listed here.
 * HEAD (made by Fastify for each GET) and OPTIONS are no routes of ours.
 */
describe('route declarations', () => {
  const ctx = useTestApp();
  const guarded = () => ctx.app.registeredRoutes.filter((r) => isGuardedPath(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('finds the routes (the collector works)', () => {
    // The generic models alone give 9 routes each; the account routes, imports, files and services add more.
    expect(guarded().length).toBeGreaterThan(100);
    expect(guarded().map((r) => `${r.method} ${r.url}`)).toContain('GET /api/v1/siswa/list');
    expect(guarded().map((r) => `${r.method} ${r.url}`)).toContain('GET /download');
  });

  it('every route under /api/v1 and /download declares its permission', () => {
    const undeclared = guarded()
      .filter((r) => !r.permission)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every declared cell names a model and an action some principal holds in the table', () => {
    const unknown = guarded()
      .filter((r): r is typeof r & { permission: Exclude<Permission, string> } => typeof r.permission === 'object')
      .filter(({ permission: { model, action } }) => !Object.values(PERMISSIONS[model] ?? {}).some((cells) => action in (cells ?? {})))
      .map((r) => `${r.method} ${r.url} → ${r.permission.model}/${r.permission.action}`);
    expect(unknown).toEqual([]);
  });

  it('public routes are the few that must be: account entry, regions, files, health', () => {
    const open = guarded()
      .filter((r) => r.permission === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/v1/download',
      // The employer's feedback page and the graduate's tracer page (no login: the link's token is the key; docs/outcomes.md).
      'GET /api/v1/employer-feedback/by-token',
      // The guardian's consent page (no account: the e-mailed link's token is the key; docs/privacy.md).
      'GET /api/v1/guardian-consent/by-token',
      'GET /api/v1/health',
      'GET /api/v1/ready',
      'GET /api/v1/service/:name',
      'GET /api/v1/tracer/by-token',
      'GET /download',
      'POST /api/v1/employer-feedback/answer',
      'POST /api/v1/guardian-consent/answer',
      'POST /api/v1/tracer/answer',
      'POST /api/v1/user/forgot-password',
      'POST /api/v1/user/login',
      'POST /api/v1/user/reset-password',
      'POST /api/v1/user/signup',
      'POST /api/v1/user/verify-token',
    ]);
  });

  it('an undeclared route under /api/v1 is refused, not served (fail closed)', async () => {
    // The same app with one route added without a declaration.
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    app.get('/api/v1/forgotten', async () => ({ secret: true }));
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/forgotten' });
      expect(res.statusCode).toBe(403);
      expect(res.json().secret).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
