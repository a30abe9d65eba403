import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const dist = mkdtempSync(path.join(tmpdir(), 'jk-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><head><script type="module" src="/assets/app-abc123.js"></script></head><title>JalurKarir</title>`,
);
const js = 'console.log("jalurkarir");'.repeat(50);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));

describe('the built web app beside the API', () => {
  const ctx = useTestApp({ WEB_DIST: dist });

  it('serves index.html at / without caching it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('JalurKarir');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('allows scripts from its own origin only, no inline script', async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'"]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('serves fingerprinted assets pre-compressed and cached for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(js);
  });

  it('keeps API errors as JSON and never serves files outside the folder', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' })).json().code).toBe('NOT_FOUND');
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/package.json']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"workspaces"');
    }
  });
});
