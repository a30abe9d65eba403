import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, call, DEMO, login, useTestApp } from './helpers.js';

/** The Admin edits a scheme's tree one part at a time; what an assessor has marked stays as it was judged. */
describe('editing a scheme tree', () => {
  const ctx = useTestApp();

  async function criterion(marked: boolean) {
    const rows = await ctx.database.db.execute<{ id: string; element_id: string; unit_id: string }>(sql`
      select c.id, c.element_id, e.unit_id from competency_criteria c join competency_elements e on e.id = c.element_id
      where ${marked ? sql`` : sql`not`} exists (select 1 from assessment_marks m join competency_criteria c2 on c2.id = m.criterion_id
        where c2.element_id = c.element_id)
      order by c.id limit 1`);
    const row = rows.rows[0];
    expect(row, marked ? 'the demo data has a marked criterion' : 'the demo data has an unmarked element').toBeDefined();
    return row!;
  }

  it('edits the wording of a unit, an element and a criterion nobody has marked', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const free = await criterion(false);
    for (const [part, id] of [
      ['criterion', free.id],
      ['element', free.element_id],
    ] as const) {
      const res = await call(ctx.app, admin, {
        method: 'POST',
        url: '/assessment/tree-text',
        payload: { part, id, text_id: `Teks ${part} yang diperbaiki`, text_en: `Corrected ${part} text` },
      });
      expect(res.statusCode, part).toBe(200);
    }
    const [row] = (
      await ctx.database.db.execute<{ text_id: string; text_en: string }>(sql`select text_id, text_en from competency_criteria where id = ${free.id}`)
    ).rows;
    expect(row).toEqual({ text_id: 'Teks criterion yang diperbaiki', text_en: 'Corrected criterion text' });
  });

  it('adds a criterion at the end of an element and removes it', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const free = await criterion(false);
    const created = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/criterion-create',
      payload: {
        element_id: free.element_id,
        text_id: 'Hasil kerja diperiksa ulang sebelum diserahkan',
        text_en: 'Work is checked again before hand-over',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, position } = created.json().data;
    const [max] = (
      await ctx.database.db.execute<{ max: number }>(
        sql`select max(position)::int as max from competency_criteria where element_id = ${free.element_id}`,
      )
    ).rows;
    expect(position).toBe(max?.max);
    expect((await call(ctx.app, admin, { method: 'POST', url: '/assessment/criterion-delete', payload: { id } })).statusCode).toBe(200);
    expect((await call(ctx.app, admin, { method: 'POST', url: '/assessment/criterion-delete', payload: { id } })).statusCode).toBe(404);
  });

  /** A scheme none of whose units an assessor has marked (the demo has some). */
  async function unmarkedScheme() {
    const rows = await ctx.database.db.execute<{ id: string }>(sql`
      select s.id from competency_schemes s where not exists (
        select 1 from assessment_marks m join competency_criteria c on c.id = m.criterion_id
        join competency_elements e on e.id = c.element_id join scheme_units su on su.unit_id = e.unit_id
        where su.scheme_id = s.id)
      order by s.code limit 1`);
    expect(rows.rows[0], 'the demo data has an unmarked scheme').toBeDefined();
    return rows.rows[0]!.id;
  }

  it('adds a unit at the end of a scheme, an element to it and a criterion to that; the tree shows them', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const schemeId = await unmarkedScheme();
    const unit = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/unit-create',
      payload: {
        scheme_id: schemeId,
        code: 'j.620100.099.01',
        title_id: 'Menerapkan Prinsip Keamanan Informasi',
        title_en: 'Applying Information Security Principles',
      },
    });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(unit.json().data.code).toBe('J.620100.099.01');
    const element = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/element-create',
      payload: { unit_id: unit.json().data.id, title_id: 'Mengidentifikasi risiko keamanan', title_en: 'Identify security risks' },
    });
    expect(element.statusCode, element.body).toBe(201);
    expect(element.json().data.position).toBe(1);
    const criterion = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/criterion-create',
      payload: { element_id: element.json().data.id, text_id: 'Aset informasi didaftar', text_en: 'Information assets are listed' },
    });
    expect(criterion.statusCode).toBe(201);
    const tree = await call(ctx.app, admin, { method: 'GET', url: `/assessment/scheme?id=${schemeId}` });
    expect(tree.statusCode, tree.body).toBe(200);
    const units = tree.json().data.units as { code: string; elements: { title_id: string; criteria: { text_id: string }[] }[] }[];
    expect(units.at(-1)).toMatchObject({
      code: 'J.620100.099.01',
      elements: [{ title_id: 'Mengidentifikasi risiko keamanan', criteria: [{ text_id: 'Aset informasi didaftar' }] }],
    });
    // A code is one unit: registering it again is refused on the field, in the caller's language.
    const again = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/unit-create',
      headers: { 'x-lang': 'id' },
      payload: { scheme_id: schemeId, code: 'J.620100.099.01', title_id: 'Lagi', title_en: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('Kode unit ini sudah terdaftar');
    const badCode = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/unit-create',
      payload: { scheme_id: schemeId, code: 'J620100', title_id: 'X', title_en: 'Y' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.code).toBe('A unit code looks like J.620100.004.02');
  });

  it('refuses a new unit in a scheme, or a new element in a unit, that an assessor has marked', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const marked = await criterion(true);
    const [scheme] = (
      await ctx.database.db.execute<{ scheme_id: string }>(sql`select scheme_id from scheme_units where unit_id = ${marked.unit_id} limit 1`)
    ).rows;
    const unit = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/unit-create',
      payload: { scheme_id: scheme!.scheme_id, code: 'J.620100.098.01', title_id: 'Unit baru', title_en: 'New unit' },
    });
    expect(unit.statusCode).toBe(409);
    const element = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/element-create',
      payload: { unit_id: marked.unit_id, title_id: 'Elemen baru', title_en: 'New element' },
    });
    expect(element.statusCode).toBe(409);
    for (const role of ['admin_sekolah', 'guru', 'asesor', 'siswa', 'admin_perusahaan'] as const) {
      const token = await login(ctx.app, DEMO[role]);
      const res = await call(ctx.app, token, {
        method: 'POST',
        url: '/assessment/element-create',
        payload: { unit_id: marked.unit_id, title_id: 'X', title_en: 'Y' },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('refuses to change what an assessor has marked, in the caller’s language', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const marked = await criterion(true);
    const edit = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/tree-text',
      headers: { 'x-lang': 'id' },
      payload: { part: 'unit', id: marked.unit_id, text_id: 'Judul baru', text_en: 'New title' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors.text_id).toMatch(/Sudah ada nilai asesor/);
    const add = await call(ctx.app, admin, {
      method: 'POST',
      url: '/assessment/criterion-create',
      payload: { element_id: marked.element_id, text_id: 'Tambahan', text_en: 'Extra' },
    });
    expect(add.statusCode).toBe(409);
  });

  it('is the Admin’s alone, and bad input is a 4xx', async () => {
    const free = await criterion(false);
    const body = { part: 'criterion', id: free.id, text_id: 'X', text_en: 'Y' };
    for (const role of ['admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor', 'admin_perusahaan'] as const) {
      const token = await login(ctx.app, DEMO[role]);
      expect((await call(ctx.app, token, { method: 'POST', url: '/assessment/tree-text', payload: body })).statusCode, role).toBe(403);
      expect((await call(ctx.app, token, { method: 'POST', url: '/assessment/criterion-delete', payload: { id: free.id } })).statusCode, role).toBe(
        403,
      );
    }
    expect((await ctx.app.inject({ method: 'POST', url: `${API}/assessment/tree-text`, payload: body })).statusCode).toBe(401);
    const admin = await login(ctx.app, DEMO.admin);
    const post = (payload: object) => call(ctx.app, admin, { method: 'POST', url: '/assessment/tree-text', payload });
    expect((await post({ ...body, text_id: '   ' })).statusCode).toBe(400);
    expect((await post({ ...body, part: 'scheme' })).statusCode).toBe(400);
    expect((await post({ ...body, text_en: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post({ ...body, id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
