import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, IMPORT_PHRASES_EN, looseKey } from './spreadsheet-import.js';

describe('spreadsheet import words', () => {
  it('uses the same English as the web catalogue for every template label and option', () => {
    // The catalogue: the shell's en.json and one file per domain under en/.
    const locales = new URL('../../../apps/web/src/locales/', import.meta.url);
    const read = (name: string) => JSON.parse(readFileSync(new URL(name, locales), 'utf8')) as Record<string, string>;
    const domains = readdirSync(new URL('en/', locales)).filter((name) => name.endsWith('.json'));
    const en = Object.assign(read('en.json'), ...domains.map((name) => read(`en/${name}`)));
    for (const [id, english] of Object.entries(IMPORT_PHRASES_EN)) expect([id, en[id] ?? id]).toEqual([id, english]);
  });

  it('compares headers loosely: case, accents, spaces and punctuation do not matter', () => {
    expect(looseKey('Tanggal Lahir *')).toBe(looseKey('tanggal_lahir'));
    expect(looseKey('  TINGGI BADAN (cm) ')).toBe('tinggibadancm');
    expect(looseKey('Bélitung')).toBe('belitung');
  });

  it('says what the file was and what to upload, in both languages', () => {
    expect(IMPORT_MESSAGES.notSpreadsheet('image', 'id')).toMatch(/gambar.*Excel \(\.xlsx\) atau CSV/);
    expect(IMPORT_MESSAGES.notSpreadsheet('image', 'en')).toMatch(/image.*Excel \(\.xlsx\) or CSV/);
    expect(IMPORT_MESSAGES.regionNotFound('Bandungg', ['Kota Bandung', 'Kabupaten Bandung'], 'en')).toBe(
      '"Bandungg" was not found; did you mean "Kota Bandung" or "Kabupaten Bandung"?',
    );
  });
});
