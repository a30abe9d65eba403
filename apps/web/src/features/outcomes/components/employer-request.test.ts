import { describe, expect, it } from 'vitest';
import { employerRequest, employerRequestErrors } from './employer-request';

const named = { alumni_id: '3f1b7c1e-2a5d-4b8e-9c0f-1a2b3c4d5e6f', company_id: null, company_name: 'Bengkel Maju Motor' };
const inApp = { ...named, company_id: '6a0e2f4b-8c1d-4e3f-a5b7-c9d1e2f3a4b5', company_name: 'PT Otomotif Jaya Abadi' };

describe('asking an employer for feedback', () => {
  it('sends the address when one is typed, and none when the field is left empty', () => {
    expect(employerRequest(inApp, '  hrd@otomotifjaya.co.id ')).toEqual({
      alumni_id: inApp.alumni_id,
      company_id: inApp.company_id,
      company_name: null,
      email: 'hrd@otomotifjaya.co.id',
    });
    expect(employerRequest(named, '')).toEqual({ alumni_id: named.alumni_id, company_id: null, company_name: 'Bengkel Maju Motor' });
  });

  it('checks the address with the API’s schema, in the reader’s language', () => {
    expect(employerRequestErrors(employerRequest(named, 'hrd@bengkel'), 'id')).toEqual({ email: 'Format email tidak valid' });
    expect(employerRequestErrors(employerRequest(named, 'hrd@bengkel'), 'en')).toEqual({ email: 'Invalid e-mail address' });
    expect(employerRequestErrors(employerRequest(named, 'hrd@bengkelmaju.id'), 'id')).toEqual({});
    expect(employerRequestErrors(employerRequest(named, ''), 'id')).toEqual({});
  });
});
