import { describe, expect, it } from 'vitest';
import { paperConsentFields, validatePaperConsent, type PaperConsentValues } from './paper-consent-form';

const scan = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'formulir.png', { type: 'image/png' });
const complete: PaperConsentValues = {
  studentId: '0f8e2d4c-6b1a-4e3f-9c7d-5a2b1c0d9e8f',
  guardianName: '  Suparman  ',
  relation: 'ayah',
  signedOn: '2026-01-05',
  file: scan,
};

describe('paper consent form (shared ZRecordPaperConsent, both languages)', () => {
  it('asks for the student, the guardian, the relation and the scan', () => {
    const empty = { studentId: null, guardianName: ' ', relation: null, signedOn: '2026-01-05', file: null };
    expect(validatePaperConsent(empty, 'id')).toEqual({
      studentId: 'Wajib diisi',
      guardianName: 'Wajib diisi',
      relation: 'Wajib diisi',
      file: 'Wajib diisi',
    });
    expect(validatePaperConsent(empty, 'en')).toEqual({ studentId: 'Required', guardianName: 'Required', relation: 'Required', file: 'Required' });
  });

  it('refuses a date that is no date and a name over 120 characters', () => {
    expect(validatePaperConsent({ ...complete, signedOn: '05/01/2026', guardianName: 'x'.repeat(121) }, 'en')).toEqual({
      signedOn: 'Invalid date',
      guardianName: 'At most 120 characters',
    });
  });

  it('accepts a complete form and sends the name trimmed', () => {
    expect(validatePaperConsent(complete, 'id')).toEqual({});
    expect(paperConsentFields(complete)).toEqual({
      studentId: complete.studentId,
      guardianName: 'Suparman',
      relation: 'ayah',
      signedOn: '2026-01-05',
    });
  });
});
