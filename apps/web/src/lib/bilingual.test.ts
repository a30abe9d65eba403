import { describe, expect, it } from 'vitest';
import { anyUntranslated, textIn } from './bilingual';

describe('textIn', () => {
  it('gives an Indonesian reader the Indonesian text, English or not', () => {
    expect(textIn('id', 'Router', 'Router (device)')).toEqual({ text: 'Router', untranslated: false });
    expect(textIn('id', 'Kabel UTP', '')).toEqual({ text: 'Kabel UTP', untranslated: false });
  });

  it('gives an English reader the English text when the author wrote one', () => {
    expect(textIn('en', 'Kabel UTP', 'UTP cable')).toEqual({ text: 'UTP cable', untranslated: false });
  });

  it('gives an English reader the Indonesian text, marked, when the English is empty, blank or absent', () => {
    expect(textIn('en', 'Kabel UTP', '')).toEqual({ text: 'Kabel UTP', untranslated: true });
    expect(textIn('en', 'Kabel UTP', '   ')).toEqual({ text: 'Kabel UTP', untranslated: true });
    expect(textIn('en', 'Kabel UTP', null)).toEqual({ text: 'Kabel UTP', untranslated: true });
  });

  it('marks nothing when there is no text in either language', () => {
    expect(textIn('en', '', '')).toEqual({ text: '', untranslated: false });
  });
});

describe('anyUntranslated', () => {
  const question = { text_id: 'Perangkat penghubung dua jaringan adalah …', text_en: 'The device that connects two networks is a …' };
  it('is true for an English reader when one option of a translated question has no English', () => {
    expect(anyUntranslated('en', [question, { text_id: 'Router', text_en: 'Router' }, { text_id: 'Kabel UTP', text_en: '' }])).toBe(true);
  });
  it('is false when every text has its English, and always for an Indonesian reader', () => {
    expect(anyUntranslated('en', [question, { text_id: 'Router', text_en: 'Router' }])).toBe(false);
    expect(anyUntranslated('id', [question, { text_id: 'Kabel UTP', text_en: '' }])).toBe(false);
  });
});
