import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, login, useTestApp } from './helpers.js';

/**
 * The product's rule for a test's texts: Indonesian is required, English is optional, for the title,
 * the questions and the options (the web shows the Indonesian, with a note, to an English reader).
 * The rule is the shared ZTestInput's, so the editor and the API refuse the same bodies with the same
 * words; a competency test also needs its program.
 */
describe('a test’s Indonesian text is required and its English optional', () => {
  const ctx = useTestApp();
  let guru = '';
  beforeAll(async () => {
    guru = await login(ctx.app, DEMO.guru);
  });
  const create = (body: object, lang = 'en') =>
    call(ctx.app, guru, { method: 'POST', url: '/test/create', payload: body, headers: { 'x-lang': lang } });
  const question = (text_id: string, options: { text_id: string; text_en?: string; points?: number }[], text_en?: string) => ({
    type: 'single',
    text_id,
    ...(text_en === undefined ? {} : { text_en }),
    options,
  });

  it('stores a test written in Indonesian only, its English empty', async () => {
    const res = await create({
      kind: 'competency',
      program: 'tkj',
      name_id: 'Ulangan Pengalamatan IP',
      minutes: 15,
      questions: [question('Subnet mask bawaan alamat kelas C adalah …', [{ text_id: '255.255.255.0', points: 1 }, { text_id: '255.255.0.0' }])],
    });
    expect(res.statusCode, res.body).toBe(200);
    const test = res.json().data;
    expect(test).toMatchObject({ name_id: 'Ulangan Pengalamatan IP', name_en: '', question_count: 1 });
    expect(test.questions[0]).toMatchObject({ text_en: '', options: [{ text_en: '' }, { text_en: '' }] });
  });

  it('names a test without English in Indonesian in the English completion sheet', async () => {
    const admin = await login(ctx.app, DEMO.admin_sekolah);
    const sheet = await call(ctx.app, admin, { method: 'GET', url: '/test/export?format=csv', headers: { 'x-lang': 'en' } });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('Ulangan Pengalamatan IP');
  });

  it('keeps the English where the author wrote some, trimmed, beside Indonesian-only options', async () => {
    const res = await create({
      kind: 'competency',
      program: 'tkj',
      name_id: 'Ulangan Topologi',
      name_en: '  Topology quiz ',
      minutes: 15,
      questions: [
        question(
          'Topologi dengan satu kabel utama adalah …',
          [{ text_id: 'Bus', text_en: 'Bus', points: 1 }, { text_id: 'Cincin' }],
          'The topology with one main cable is …',
        ),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const test = res.json().data;
    expect(test.name_en).toBe('Topology quiz');
    expect(test.questions[0].options.map((o: { text_en: string }) => o.text_en)).toEqual(['Bus', '']);
  });

  it('refuses a test without its Indonesian texts, naming each, and never the English ones', async () => {
    const body = {
      kind: 'competency',
      name_id: ' ',
      name_en: 'Networking quiz',
      minutes: 15,
      questions: [question('', [{ text_id: '', text_en: 'Router', points: 1 }, { text_id: 'Hub' }], 'The device that connects networks is a …')],
    };
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      program: 'Required',
      name_id: 'Required',
      'questions.0.text_id': 'Required',
      'questions.0.options.0.text_id': 'Required',
    });
    expect((await create(body, 'id')).json().errors).toMatchObject({ program: 'Wajib diisi', name_id: 'Wajib diisi' });
  });
});
