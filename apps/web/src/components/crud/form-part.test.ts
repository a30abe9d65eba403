import { describe, expect, it } from 'vitest';
import { ownsErrorKey, partErrors } from './form-part';

describe('a page part of a generated form', () => {
  const fields = ['riasec_code', 'competency_requirements', 'match_weights'];

  it('owns the errors of its fields and of their items, not of a field that only starts alike', () => {
    expect(ownsErrorKey(fields, 'riasec_code')).toBe(true);
    expect(ownsErrorKey(fields, 'competency_requirements.0.min')).toBe(true);
    expect(ownsErrorKey(fields, 'match_weights.interest')).toBe(true);
    expect(ownsErrorKey(fields, 'title')).toBe(false);
    expect(ownsErrorKey(fields, 'riasec_code_extra')).toBe(false);
  });

  it('shows its own errors, the client message first, and leaves the others to the form', () => {
    const errors = partErrors(
      fields,
      { riasec_code: 'Pilihan tidak valid', title: 'Wajib diisi', match_weights: null },
      { riasec_code: 'Kode dari server', 'competency_requirements.1.min': 'Maksimal 100', deadline: 'Terlambat' },
    );
    expect(errors).toEqual({ riasec_code: 'Pilihan tidak valid', 'competency_requirements.1.min': 'Maksimal 100' });
  });
});
