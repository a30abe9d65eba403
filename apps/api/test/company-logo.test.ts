import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// The first bytes of a JPEG are all the check looks at.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

describe('company logo (POST /perusahaan/logo)', () => {
  const ctx = useTestApp();
  let admin: string;
  let perusahaan: string;
  let digital: string;
  let otomotif: string;
  const logoDir = () => path.join(ctx.config.uploadDir, 'company_logo');
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    perusahaan = await login(ctx.app, DEMO.admin_perusahaan);
    const byName = async (name: string) => (await ctx.database.db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
    digital = await byName('PT Nusantara Teknologi Digital');
    otomotif = await byName('PT Otomotif Jaya Abadi');
  });

  it('the field list shows the logo as an image the generic form does not edit', async () => {
    const fields = (await call(ctx.app, admin, { method: 'GET', url: '/perusahaan/field' })).json().data;
    expect(fields.find((f: { name: string }) => f.name === 'logo')).toMatchObject({ type: 'image', label: 'Logo', form: false });
    expect((await call(ctx.app, admin, { method: 'GET', url: `/perusahaan/detail?id=${digital}` })).json().data.logo).toBeNull();
    // The generic update does not take a logo name.
    const sneaky = await call(ctx.app, admin, {
      method: 'POST',
      url: `/perusahaan/update?id=${digital}`,
      payload: { logo: '00000000-0000-4000-8000-000000000000.png' },
    });
    expect(sneaky.statusCode).toBe(400);
  });

  it('a company admin sets their own company’s logo; it is served by /download; a new one replaces the old file', async () => {
    const res = await call(ctx.app, perusahaan, {
      method: 'POST',
      url: `/perusahaan/logo?id=${digital}`,
      ...multipart('../../logo.png', PNG, 'image/png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data.logo as string;
    expect(res.json().data).toMatchObject({ id: digital, name: 'PT Nusantara Teknologi Digital' });
    expect(first).toMatch(/^[0-9a-f-]{36}\.png$/);
    const file = await ctx.app.inject({ method: 'GET', url: `/download?name=${first}&dir=company_logo&inline=true` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The same name is not a profile photo.
    expect((await ctx.app.inject({ method: 'GET', url: `/download?name=${first}&dir=profile_photo` })).statusCode).toBe(404);
    expect((await call(ctx.app, perusahaan, { method: 'GET', url: '/user/company-profile' })).json().data.logo).toBe(first);

    const again = await call(ctx.app, admin, { method: 'POST', url: `/perusahaan/logo?id=${digital}`, ...multipart('logo.jpg', JPEG, 'image/jpeg') });
    expect(again.statusCode).toBe(200);
    const second = again.json().data.logo as string;
    expect(second).toMatch(/\.jpg$/);
    expect(existsSync(path.join(logoDir(), first))).toBe(false);
    expect(readdirSync(logoDir())).toEqual([second]);
  });

  it('the Admin sets any company’s logo', async () => {
    const res = await call(ctx.app, admin, { method: 'POST', url: `/perusahaan/logo?id=${otomotif}`, ...multipart('x.png', PNG) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(otomotif);
  });

  it('another company’s logo is out of a company admin’s reach; other roles and visitors are refused', async () => {
    const before = (await call(ctx.app, admin, { method: 'GET', url: `/perusahaan/detail?id=${otomotif}` })).json().data.logo;
    const foreign = await call(ctx.app, perusahaan, { method: 'POST', url: `/perusahaan/logo?id=${otomotif}`, ...multipart('x.png', PNG) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', name: 'NotFound' });
    expect((await call(ctx.app, admin, { method: 'GET', url: `/perusahaan/detail?id=${otomotif}` })).json().data.logo).toBe(before);
    const guru = await login(ctx.app, DEMO.guru);
    expect((await call(ctx.app, guru, { method: 'POST', url: `/perusahaan/logo?id=${digital}`, ...multipart('x.png', PNG) })).statusCode).toBe(403);
    const anonymous = await call(ctx.app, null, { method: 'POST', url: `/perusahaan/logo?id=${digital}`, ...multipart('x.png', PNG) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().name).toBe('Unauthorized');
    expect(
      (await call(ctx.app, admin, { method: 'POST', url: '/perusahaan/logo?id=00000000-0000-4000-8000-000000000000', ...multipart('x.png', PNG) }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx.app, admin, { method: 'POST', url: '/perusahaan/logo?id=../x', ...multipart('x.png', PNG) })).statusCode).toBe(400);
  });

  it('refuses a text file whatever its name says, files over 2 MB, and non-multipart bodies, with the error shape', async () => {
    const before = (await call(ctx.app, admin, { method: 'GET', url: `/perusahaan/detail?id=${digital}` })).json().data.logo;
    const upload = multipart('logo.png', Buffer.from('bukan gambar\n'), 'image/png');
    const text = await call(ctx.app, perusahaan, {
      method: 'POST',
      url: `/perusahaan/logo?id=${digital}`,
      payload: upload.payload,
      headers: { ...upload.headers, 'x-lang': 'id' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA',
      name: 'UnsupportedMediaType',
      message: 'Jenis berkas tidak didukung',
    });
    const big = await call(ctx.app, perusahaan, {
      method: 'POST',
      url: `/perusahaan/logo?id=${digital}`,
      ...multipart('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)])),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().statusCode).toBe(413);
    const json = await call(ctx.app, perusahaan, { method: 'POST', url: `/perusahaan/logo?id=${digital}`, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/perusahaan/detail?id=${digital}` })).json().data.logo).toBe(before);
    expect(readdirSync(logoDir())).toHaveLength(2);
  });
});
