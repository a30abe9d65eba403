import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { sharedSession, type Session } from './helpers.js';

/** A 1×1 PNG: the "scan" of a signed paper consent form in journeys. */
export const FORM_SCAN = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * Makes a fresh student of the demo school visible to companies, as the privacy rule requires
 * (docs/privacy.md): the student switches visibility on and the school admin records the guardian's
 * signed paper form. For journeys where a company must find the student.
 */
export async function makeVisibleToCompanies(request: APIRequestContext, student: Session, guardianName = 'Wali Siswa Uji') {
  const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });
  const on = await request.post('/api/v1/privacy/visibility', { headers: auth(student), data: { visibleToCompanies: true } });
  expect(on.status(), await on.text()).toBe(200);
  const staff = await sharedSession(request, 'admin_sekolah');
  const recorded = await request.post('/api/v1/guardian-consent/record', {
    headers: auth(staff),
    multipart: {
      studentId: student.user.id,
      guardianName,
      relation: 'wali',
      signedOn: new Date().toISOString().slice(0, 10),
      file: { name: 'formulir.png', mimeType: 'image/png', buffer: FORM_SCAN },
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
}
