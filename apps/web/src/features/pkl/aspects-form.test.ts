import { describe, expect, it } from 'vitest';
import { aspectCode, aspectErrors, newAspectRow, toAspectsBody, type AspectRow } from './aspects-form';

const stored = (code: string, name_id: string, name_en: string): AspectRow => ({ key: code, code, name_id, name_en });

describe('the school’s evaluation aspects form', () => {
  it('keeps stored codes and makes a code for a new aspect from its Indonesian name', () => {
    const rows = [stored('disiplin', 'Disiplin', 'Discipline'), { ...newAspectRow(), name_id: ' Kerja Sama Tim ', name_en: 'Teamwork ' }];
    expect(toAspectsBody('rpl', rows)).toEqual({
      program: 'rpl',
      aspects: [
        { code: 'disiplin', name_id: 'Disiplin', name_en: 'Discipline' },
        { code: 'kerja_sama_tim', name_id: 'Kerja Sama Tim', name_en: 'Teamwork' },
      ],
    });
  });

  it('never repeats a code: a second aspect of the same name gets a suffix', () => {
    expect(aspectCode('Disiplin', new Set(['disiplin']), 3)).toBe('disiplin_2');
    expect(aspectCode('Disiplin', new Set(['disiplin', 'disiplin_2']), 3)).toBe('disiplin_3');
    expect(aspectCode('K3', new Set(), 0)).toBe('k3');
    expect(aspectCode('', new Set(), 4)).toBe('aspek_5');
  });

  it('passes a valid list', () => {
    expect(aspectErrors('rpl', [stored('disiplin', 'Disiplin', 'Discipline')], 'id')).toEqual({});
  });

  it('requires both names of every aspect, in the reader’s language', () => {
    const rows = [stored('disiplin', 'Disiplin', 'Discipline'), { ...newAspectRow(), name_id: '', name_en: 'Teamwork' }];
    const id = aspectErrors('rpl', rows, 'id');
    expect(Object.keys(id)).toEqual(['aspects.1.name_id']);
    expect(id['aspects.1.name_id']).toBe('Wajib diisi');
    const en = aspectErrors('rpl', [{ ...newAspectRow(), name_id: 'Disiplin', name_en: '' }], 'en');
    expect(en).toEqual({ 'aspects.0.name_en': 'Required' });
  });

  it('refuses an empty list', () => {
    expect(aspectErrors('rpl', [], 'id')).toEqual({ aspects: 'Wajib diisi' });
  });
});
