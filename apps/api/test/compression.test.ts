import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, call, DEMO, login, useTestApp } from './helpers.js';

/** JSON and text answers of 1 KB or more leave compressed to a client that accepts it (plugins/compression.ts). */
describe('compressed answers', () => {
  const ctx = useTestApp();
  let student: string;
  let admin: string;
  beforeAll(async () => {
    [student, admin] = await Promise.all([login(ctx.app, DEMO.siswa), login(ctx.app, DEMO.admin)]);
  });

  const get = (token: string, url: string, acceptEncoding?: string) =>
    call(ctx.app, token, { method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a phone brotli, or gzip when that is all it takes, and the same JSON either way', async () => {
    const plain = await get(student, '/recommendation/opportunities');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(student, '/recommendation/opportunities', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(student, '/recommendation/opportunities', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses a CSV export too, and leaves small answers and other encodings alone', async () => {
    const csv = await get(admin, '/user/export?format=csv', 'br');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(csv.rawPayload).toString('utf8')).toContain('@jalurkarir.id');

    const health = await ctx.app.inject({ method: 'GET', url: `${API}/health`, headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const unknown = await get(student, '/recommendation/opportunities', 'compress');
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.json().data.items.length).toBeGreaterThan(0);
  });
});

describe('COMPRESS_ANSWERS=false (a proxy in front compresses)', () => {
  const ctx = useTestApp({ COMPRESS_ANSWERS: 'false' });

  it('sends every answer as it is', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.items.length).toBeGreaterThan(0);
  });
});
