import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('profile photo upload and /download', () => {
  const ctx = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await login(ctx.app, DEMO.siswa);
  });

  it('stores a real image under a server-made name and serves it inline', async () => {
    const res = await call(ctx.app, token, { method: 'POST', url: '/user/photo', ...multipart('../../etc/passwd.png', PNG) });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data.photo as string;
    expect(photo).toMatch(/^[0-9a-f-]{36}\.png$/);
    const file = await ctx.app.inject({ method: 'GET', url: `/download?name=${photo}&dir=profile_photo&inline=true` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Also under the API prefix.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/download?name=${photo}&dir=profile_photo` })).headers['content-disposition']).toMatch(
      /^attachment/,
    );
  });

  it('replacing the photo removes the old file', async () => {
    const first = (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json().data.photo;
    const res = await call(ctx.app, token, { method: 'POST', url: '/user/photo', ...multipart('b.png', PNG) });
    expect(res.json().data.photo).not.toBe(first);
    expect(existsSync(path.join(ctx.config.uploadDir, 'profile_photo', first))).toBe(false);
    expect(readdirSync(path.join(ctx.config.uploadDir, 'profile_photo'))).toHaveLength(1);
  });

  it('two uploads at once leave one file: the stored photo', async () => {
    const both = await Promise.all(
      ['c.png', 'd.png'].map((name) => call(ctx.app, token, { method: 'POST', url: '/user/photo', ...multipart(name, PNG) })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const stored = (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json().data.photo;
    expect(readdirSync(path.join(ctx.config.uploadDir, 'profile_photo'))).toEqual([stored]);
  });

  it('refuses a file whose content is not an image, whatever its name and type say', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: '/user/photo',
      ...multipart('evil.png', Buffer.from('<script>alert(1)</script>')),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA');
  });

  it('refuses files over 2 MB, empty uploads, and non-multipart bodies', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await call(ctx.app, token, { method: 'POST', url: '/user/photo', ...multipart('big.png', big) })).statusCode).toBe(413);
    expect((await call(ctx.app, token, { method: 'POST', url: '/user/photo', payload: { file: 'x' } })).statusCode).toBe(415);
    const broken = await call(ctx.app, token, {
      method: 'POST',
      url: '/user/photo',
      payload: Buffer.from('--x\r\ngarbage'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('needs a session to upload', async () => {
    const res = await call(ctx.app, null, { method: 'POST', url: '/user/photo', ...multipart('a.png', PNG) });
    expect(res.statusCode).toBe(401);
  });

  it('never reads outside the storage root', async () => {
    // A secret beside the storage root that a path trick would reach.
    mkdirSync(ctx.config.uploadDir, { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, 'secret.png'), PNG);
    const tricks = [
      'name=../secret.png&dir=profile_photo',
      'name=..%2Fsecret.png&dir=profile_photo',
      'name=..%252Fsecret.png&dir=profile_photo',
      'name=%2Fetc%2Fpasswd&dir=profile_photo',
      'name=secret.png%00.png&dir=profile_photo',
      'name=..\\secret.png&dir=profile_photo',
      'name=00000000-0000-4000-8000-000000000000.png&dir=..',
      'name=00000000-0000-4000-8000-000000000000.png&dir=%2Fetc',
      'name=00000000-0000-4000-8000-000000000000.png&dir=uploads',
      'name=jwt-secret&dir=profile_photo',
      // The company logo folder has the same protections.
      'name=../secret.png&dir=company_logo',
      'name=..%2F..%2Fsecret.png&dir=company_logo',
      'name=..%252Fsecret.png&dir=company_logo',
      'name=secret.png%00.png&dir=company_logo',
      'name=..\\secret.png&dir=company_logo',
      'name=00000000-0000-4000-8000-000000000000.png&dir=company_logo%2F..',
      'name=00000000-0000-4000-8000-000000000000.png&dir=company_logo%2F..%2Fprofile_photo',
      'name=00000000-0000-4000-8000-000000000000.png&dir=logo',
    ];
    for (const query of tricks) {
      const res = await ctx.app.inject({ method: 'GET', url: `/download?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    for (const dir of ['profile_photo', 'company_logo']) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/download?name=00000000-0000-4000-8000-000000000000.png&dir=${dir}` });
      expect(missing.statusCode, dir).toBe(404);
    }
  });
});

describe('a question’s image (tests engine)', () => {
  const ctx = useTestApp();

  it('an author uploads it and gets a URL served inline; others are refused; not an image is a 415', async () => {
    const guru = await login(ctx.app, DEMO.guru);
    const res = await call(ctx.app, guru, { method: 'POST', url: '/test/question-image', ...multipart('rangkaian.png', PNG) });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.image_url as string;
    expect(url).toMatch(/^\/download\?dir=question_image&name=[0-9a-f-]{36}\.png&inline=true$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    for (const role of ['siswa', 'admin_perusahaan', 'asesor', 'kepala_sekolah'] as const) {
      const token = await login(ctx.app, DEMO[role]);
      expect((await call(ctx.app, token, { method: 'POST', url: '/test/question-image', ...multipart('x.png', PNG) })).statusCode, role).toBe(403);
    }
    const notImage = await call(ctx.app, guru, {
      method: 'POST',
      url: '/test/question-image',
      ...multipart('soal.png', Buffer.from('%PDF-1.7 not an image')),
    });
    expect(notImage.statusCode).toBe(415);
  });
});
