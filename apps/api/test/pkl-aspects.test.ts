import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The school's own evaluation aspects per program (docs/pkl.md): the school admin saves them, the school's
 * staff read them back instead of the project's default; another school keeps the default; the body is
 * checked by the shared schema (both names, at least one aspect, no code twice).
 */
describe('PKL evaluation aspects of a school', () => {
  const ctx = useTestApp();
  const tokens = { school: '', teacher: '', otherSchool: '' };
  beforeAll(async () => {
    tokens.school = await login(ctx.app, DEMO.admin_sekolah);
    tokens.teacher = await login(ctx.app, DEMO.guru);
    tokens.otherSchool = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
  });
  const save = (aspects: unknown) =>
    call(ctx.app, tokens.school, { method: 'POST', url: '/pkl-evaluation/update-aspects', payload: { program: 'tkj', aspects } });

  it('saves the school’s own aspects of a program; its staff read them, another school keeps the default', async () => {
    const aspects = [
      { code: 'jaringan', name_id: 'Instalasi jaringan', name_en: 'Network installation' },
      { code: 'disiplin', name_id: 'Disiplin', name_en: 'Discipline' },
    ];
    const res = await save(aspects);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ program: 'tkj', aspects, custom: true });
    const read = await call(ctx.app, tokens.teacher, { method: 'GET', url: '/pkl-evaluation/aspects?program=tkj' });
    expect(read.json().data).toEqual({ program: 'tkj', aspects, custom: true });
    const other = await call(ctx.app, tokens.otherSchool, { method: 'GET', url: '/pkl-evaluation/aspects?program=tkj' });
    expect(other.json().data.custom).toBe(false);
    expect(other.json().data.aspects.map((a: { code: string }) => a.code)).not.toContain('jaringan');
  });

  it('refuses a list without names, an empty list or a code twice, naming the field', async () => {
    const noEnglish = await save([{ code: 'disiplin', name_id: 'Disiplin', name_en: '' }]);
    expect(noEnglish.statusCode).toBe(400);
    expect(Object.keys(noEnglish.json().errors)).toEqual(['aspects.0.name_en']);
    const empty = await save([]);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['aspects']);
    const twice = await save([
      { code: 'disiplin', name_id: 'Disiplin', name_en: 'Discipline' },
      { code: 'disiplin', name_id: 'Disiplin kerja', name_en: 'Work discipline' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().errors)).toEqual(['aspects']);
  });
});
