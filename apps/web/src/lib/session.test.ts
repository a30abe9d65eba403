import { describe, expect, it } from 'vitest';
import { parseStoredUser } from './session';

const user = {
  id: 'u1',
  name: 'Budi',
  email: 'b@x.id',
  role: 'siswa',
  photo: null,
  verified: true,
  validated: true,
  status: 'active',
  school_id: null,
  company_id: null,
};

describe('stored user record', () => {
  it('reads a complete record', () => {
    expect(parseStoredUser(JSON.stringify(user))).toMatchObject({ id: 'u1', role: 'siswa', verified: true });
  });
  it('treats an empty, broken or role-less record as no user', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('{}')).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...user, role: 'superuser' }))).toBeNull();
  });
  it('reads a missing verified flag as unverified', () => {
    const { verified: _v, ...rest } = user;
    expect(parseStoredUser(JSON.stringify(rest))?.verified).toBe(false);
  });
});
