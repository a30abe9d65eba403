import { describe, expect, it } from 'vitest';
import { validatePoolName } from './pool-form';

const STUDENT = '0b6f2b5e-4d2a-4c1e-9a55-1f2d3c4b5a69';

describe('talent pool name (shared ZTalentPoolAdd, both languages)', () => {
  it('needs a name', () => {
    expect(validatePoolName('   ', STUDENT, 'id')).toEqual({ name: 'Wajib diisi' });
    expect(validatePoolName('', STUDENT, 'en')).toEqual({ name: 'Required' });
  });

  it('refuses a name over 80 characters and accepts a short one', () => {
    expect(validatePoolName('x'.repeat(81), STUDENT, 'en')).toEqual({ name: 'At most 80 characters' });
    expect(validatePoolName('Magang 2027', STUDENT, 'id')).toEqual({});
  });
});
