import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, useTestApp } from './helpers.js';

/** Bad input anywhere gets a 4xx with `{code, message, errors}`: never a 500, never a stack trace. */
describe('bad input', () => {
  const ctx = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
  });

  function expectClientError(res: { statusCode: number; body: string }, status?: number) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (status) expect(res.statusCode).toBe(status);
    const body = JSON.parse(res.body);
    expect(body).toHaveProperty('code');
    expect(body).toHaveProperty('message');
    expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
    return body;
  }

  it('malformed JSON', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"code": "IDR",',
    });
    expectClientError(res, 400);
  });

  it('wrong types name the field', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 'two' },
    });
    const body = expectClientError(res, 400);
    expect(body.errors).toEqual({ decimals: 'Wrong type of value' });
  });

  it('missing fields are reported as required, in Indonesian when asked', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/sekolah/create',
      headers: { 'x-lang': 'id' },
      payload: { name: 'SMK Tanpa NPSN' },
    });
    const body = expectClientError(res, 400);
    expect(body.errors).toMatchObject({ npsn: 'Wajib diisi', status: 'Wajib diisi', education_level: 'Wajib diisi' });
  });

  it('unknown fields are refused', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, hacked: true },
    });
    expect(expectClientError(res, 400).errors).toEqual({ hacked: 'Unknown field' });
  });

  it('1 MB strings are refused before they reach the database', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    const body = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: huge, symbol: '€', decimals: 2 },
    });
    expectClientError(body, 413);
    const query = await call(ctx.app, admin, { method: 'GET', url: `/user/list?search=${'a'.repeat(5000)}` });
    expect(expectClientError(query, 400).errors).toHaveProperty('search');
    const field = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: 'a'.repeat(100_000), symbol: '€', decimals: 2 },
    });
    expect(expectClientError(field, 400).errors.name).toBe('At most 80 characters');
  });

  it('bad ids', async () => {
    for (const url of ['/user/detail?id=1', '/user/detail?id=abc', "/user/detail?id=' OR 1=1 --", '/user/detail']) {
      expect(expectClientError(await call(ctx.app, admin, { method: 'GET', url: encodeURI(url) }), 400).code).toBe('VALIDATION');
    }
    expectClientError(await call(ctx.app, admin, { method: 'GET', url: '/user/detail?id=00000000-0000-4000-8000-000000000000' }), 404);
    expectClientError(await call(ctx.app, admin, { method: 'POST', url: '/user/deletes', payload: { ids: [] } }), 400);
    expectClientError(await call(ctx.app, admin, { method: 'POST', url: '/user/deletes', payload: { ids: 'x' } }), 400);
    expectClientError(await call(ctx.app, admin, { method: 'POST', url: '/user/delete', payload: { id: 42 } }), 400);
  });

  it('unknown sort columns and sort types', async () => {
    const col = await call(ctx.app, admin, { method: 'GET', url: '/user/list?sort_by=password_hash' });
    expect(expectClientError(col, 400).errors).toEqual({ sort_by: 'Invalid option' });
    expectClientError(await call(ctx.app, admin, { method: 'GET', url: '/user/list?sort_by=name&sort_type=sideways' }), 400);
    expectClientError(await call(ctx.app, admin, { method: 'GET', url: '/user/list?sort_by=name;DROP%20TABLE%20users' }), 400);
    expectClientError(await call(ctx.app, admin, { method: 'GET', url: '/user/list?page=0' }), 400);
    expectClientError(await call(ctx.app, admin, { method: 'GET', url: '/user/list?per_page=100000' }), 400);
    expectClientError(await call(ctx.app, admin, { method: 'GET', url: '/user/list?role=superuser' }), 400);
  });

  it('search text is taken literally (LIKE wildcards escaped)', async () => {
    const all = await call(ctx.app, admin, { method: 'GET', url: '/user/list?search=%25' });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(0);
    const under = await call(ctx.app, admin, { method: 'GET', url: '/user/list?search=_' });
    expect(under.json().total).toBe(0);
  });

  it('wrong content type and non-object bodies', async () => {
    expectClientError(
      await call(ctx.app, admin, { method: 'POST', url: '/currency/create', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
    );
    expectClientError(await call(ctx.app, admin, { method: 'POST', url: '/currency/create', payload: [1, 2, 3] as unknown as object }), 400);
    expectClientError(
      await call(ctx.app, admin, { method: 'POST', url: '/currency/create', headers: { 'content-type': 'application/json' }, payload: 'null' }),
      400,
    );
  });

  it('dates that are not dates and dates in the wrong order', async () => {
    const base = { npsn: '11112222', name: 'SMK Tanggal', status: 'negeri', education_level: 'SMK', ownership_status: 'yayasan' };
    const bad = await call(ctx.app, admin, { method: 'POST', url: '/sekolah/create', payload: { ...base, establishment_date: '2020-13-45' } });
    expect(expectClientError(bad, 400).errors).toEqual({ establishment_date: 'Invalid date' });
    const order = await call(ctx.app, admin, {
      method: 'POST',
      url: '/sekolah/create',
      payload: { ...base, establishment_date: '2020-01-01', permit_date: '2019-01-01' },
    });
    expect(expectClientError(order, 400).errors).toHaveProperty('permit_date');
  });

  it('region codes must exist and nest', async () => {
    const base = { npsn: '11113333', name: 'SMK Wilayah', status: 'negeri', education_level: 'SMK', ownership_status: 'yayasan' };
    const wrong = await call(ctx.app, admin, {
      method: 'POST',
      url: '/sekolah/create',
      payload: { ...base, province_code: '31', city_code: '32.73' },
    });
    expect(expectClientError(wrong, 400).errors).toEqual({ city_code: 'Invalid option' });
    const ok = await call(ctx.app, admin, {
      method: 'POST',
      url: '/sekolah/create',
      payload: { ...base, province_code: '32', city_code: '32.73', district_code: '32.73.01', village_code: '32.73.01.1001' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('deleting a school that still has people is a conflict, not a crash', async () => {
    const schools = (await call(ctx.app, admin, { method: 'GET', url: '/sekolah/list?search=Jakarta' })).json().data;
    const res = await call(ctx.app, admin, { method: 'POST', url: '/sekolah/delete', payload: { id: schools[0].id } });
    expect(expectClientError(res, 409).code).toBe('IN_USE');
  });
});
