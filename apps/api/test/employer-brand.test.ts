import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type Principal } from '@jalurkarir/shared';
import { companies, users } from '../src/db/schema.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The company's page for students (docs/applications.md, "Company page"). Expected figures from the
 * demo seed, by hand: PT Nusantara Teknologi Digital first answered its eight counted applications
 * after 12, 20, 26, 30, 30, 40, 48 and 70 hours — the median is (30 + 30) / 2 = 30 hours = 1.25 days,
 * shown with one decimal as 1.3; its one partnership still running is with SMK Negeri 1 Jakarta (the
 * Surabaya one ended 35 days ago, the Yogyakarta one was ended, Bandung is a request); its published
 * openings are three (the "Desainer Grafis" draft is not).
 */
describe('company page (employer brand)', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'otomotif' | 'unverified', string | null>;
  const company = { digital: '', pending: '', otomotif: '' };
  const page = (token: string | null, id: string, lang = 'en') =>
    call(ctx.app, token, { method: 'GET', url: `/perusahaan/page?id=${id}`, headers: { 'accept-language': lang } });
  const upload = (token: string | null, id: string, bytes = PNG, caption?: string) => {
    const body = multipart('foto.png', bytes, 'image/png');
    const query = caption ? `&caption=${encodeURIComponent(caption)}` : '';
    return call(ctx.app, token, { method: 'POST', url: `/perusahaan/photo-upload?id=${id}${query}`, payload: body.payload, headers: body.headers });
  };
  const companyId = async (name: string) => (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.pembimbing_industri = await login(ctx.app, 'pembimbing@jalurkarir.id');
    t.anonymous = null;
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    company.digital = await companyId('PT Nusantara Teknologi Digital');
    company.pending = await companyId('CV Kuliner Rasa Nusantara');
    company.otomotif = await companyId('PT Otomotif Jaya Abadi');
    await db().update(users).set({ verified: false }).where(eq(users.email, 'siswa02@jalurkarir.id'));
    t.unverified = await login(ctx.app, 'siswa02@jalurkarir.id');
  });

  it('shows a student the brand in both languages, partner schools, open openings and the median first response', async () => {
    const res = await page(t.siswa, company.digital);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'PT Nusantara Teknologi Digital',
      sector: 'Teknologi Informasi',
      city_name: 'Kota Administrasi Jakarta Pusat',
      province_name: 'DKI Jakarta',
      description_en: 'Software developer for public services and small businesses.',
      photos: [],
      partner_schools: [{ name: 'SMK Negeri 1 Jakarta', city_name: 'Kota Administrasi Jakarta Pusat' }],
      response: { applications: 8, responded: 8, median_days: 1.3 },
    });
    expect(data.benefits).toContain('BPJS Kesehatan');
    expect(data.benefits_en).toContain('BPJS health');
    expect(data.first_job).toContain('mentor');
    expect(data.first_job_en.startsWith('PKL students join one project team')).toBe(true);
    expect(data.openings.map((o: { title: string }) => o.title).sort()).toEqual([
      'Junior Web Developer',
      'Programmer Aplikasi Mobile',
      'Teknisi Jaringan Magang',
    ]);
    // Nothing the page does not name (contacts stay on the company's own profile).
    expect(Object.keys(data)).not.toContain('contact_phone');
    expect(Object.keys(data)).not.toContain('email');
  });

  it('is read by every verified account; a pending company is a 404 except for the Admin; unverified and visitors are refused', async () => {
    for (const role of ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor', 'admin_perusahaan', 'otomotif'] as const) {
      expect((await page(t[role], company.digital)).statusCode, role).toBe(200);
    }
    expect((await page(t.siswa, company.pending)).statusCode).toBe(404);
    expect((await page(t.otomotif, company.pending)).statusCode).toBe(404);
    expect((await page(t.admin, company.pending)).statusCode).toBe(200);
    expect((await page(t.unverified, company.digital)).statusCode).toBe(403);
    expect((await page(t.pembimbing_industri, company.digital)).statusCode).toBe(403);
    expect((await page(null, company.digital)).statusCode).toBe(401);
  });

  it('the company admin edits the brand texts of their own company only', async () => {
    const res = await call(ctx.app, t.otomotif, {
      method: 'POST',
      url: '/user/update-company-profile',
      payload: { benefits: 'Makan siang gratis.', benefits_en: 'Free lunch.', first_job_en: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const otomotif = (await page(t.siswa, company.otomotif)).json().data;
    expect([otomotif.benefits, otomotif.benefits_en, otomotif.first_job_en]).toEqual(['Makan siang gratis.', 'Free lunch.', null]);
    // The other company's texts are untouched (the profile route has no id: its scope is the caller's company).
    expect((await page(t.siswa, company.digital)).json().data.benefits).toContain('BPJS Kesehatan');
    const tooLong = await call(ctx.app, t.otomotif, { method: 'POST', url: '/user/update-company-profile', payload: { benefits: 'x'.repeat(3001) } });
    expect(tooLong.statusCode).toBe(400);
    for (const role of ['siswa', 'admin_sekolah'] as const) {
      const refused = await call(ctx.app, t[role], { method: 'POST', url: '/user/update-company-profile', payload: { benefits: 'Tidak boleh.' } });
      expect(refused.statusCode, role).toBe(403);
    }
  });

  it('keeps photos: own company only, images by their bytes, at most six, deleted with their file', async () => {
    const first = await upload(t.admin_perusahaan, company.digital, PNG, 'Ruang kerja tim pengembang');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual([{ id: expect.any(String), file: expect.stringMatching(/\.png$/), caption: 'Ruang kerja tim pengembang' }]);
    // Another company's page cannot be given photos, nor can a student (403) or a text file pass as an image (415).
    expect((await upload(t.otomotif, company.digital)).statusCode).toBe(404);
    expect((await upload(t.siswa, company.digital)).statusCode).toBe(403);
    expect((await upload(t.admin_perusahaan, company.digital, Buffer.from('bukan gambar'))).statusCode).toBe(415);
    for (let i = 2; i <= 6; i++) expect((await upload(t.admin_perusahaan, company.digital)).statusCode).toBe(200);
    const seventh = await call(ctx.app, t.admin_perusahaan, {
      method: 'POST',
      url: `/perusahaan/photo-upload?id=${company.digital}`,
      headers: { 'accept-language': 'id', ...multipart('foto.png', PNG, 'image/png').headers },
      payload: multipart('foto.png', PNG, 'image/png').payload,
    });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe('Perusahaan dapat menampilkan paling banyak 6 foto. Hapus satu foto terlebih dahulu.');
    const shown = (await page(t.siswa, company.digital)).json().data.photos as { id: string; file: string; caption: string | null }[];
    expect(shown).toHaveLength(6);
    expect(shown[0]!.caption).toBe('Ruang kerja tim pengembang');
    const stored = path.join(ctx.config.uploadDir, 'company_photo');
    expect(readdirSync(stored)).toContain(shown[0]!.file);
    // Deleting: another company's photo is a 404; the owner's removes the row and the file.
    const del = (token: string | null) => call(ctx.app, token, { method: 'POST', url: '/perusahaan/photo-delete', payload: { id: shown[0]!.id } });
    expect((await del(t.otomotif)).statusCode).toBe(404);
    expect((await del(t.siswa)).statusCode).toBe(403);
    const deleted = await del(t.admin_perusahaan);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toHaveLength(5);
    expect(readdirSync(stored)).not.toContain(shown[0]!.file);
    const own = await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/perusahaan/photos?id=${company.digital}` });
    expect(own.json().data).toHaveLength(5);
    expect((await call(ctx.app, t.otomotif, { method: 'GET', url: `/perusahaan/photos?id=${company.digital}` })).statusCode).toBe(404);
  });
});
