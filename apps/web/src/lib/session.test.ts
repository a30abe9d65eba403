import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStoredUser } from '@jalurkarir/shared';
import { getStoredUser, parseStoredUser, saveSession, updateStoredUser } from './session';

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

describe('updating the stored user from the profile', () => {
  const record = user as TStoredUser;
  afterEach(() => vi.unstubAllGlobals());

  /** A local storage in memory that counts its writes. */
  function memoryStorage() {
    const items = new Map<string, string>();
    const setItem = vi.fn((key: string, value: string) => void items.set(key, value));
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem,
      removeItem: (key: string) => void items.delete(key),
    });
    return setItem;
  }

  it('writes nothing when the fresh copy changes nothing (every page load fetches the profile)', () => {
    const setItem = memoryStorage();
    saveSession('token', record);
    const before = getStoredUser();
    const writes = setItem.mock.calls.length;
    // The API's copy carries more than the stored record keeps, in another key order.
    updateStoredUser({ ...record, name: 'Budi', phone: '0812', created_at: '2026-01-01' } as TStoredUser);
    expect(setItem.mock.calls.length).toBe(writes);
    expect(getStoredUser()).toBe(before);
  });

  it('writes a changed record (a new name, a verification)', () => {
    const setItem = memoryStorage();
    saveSession('token', { ...record, verified: false });
    const writes = setItem.mock.calls.length;
    updateStoredUser({ ...record, name: 'Budi Santoso' });
    expect(setItem.mock.calls.length).toBe(writes + 1);
    expect(getStoredUser()).toMatchObject({ name: 'Budi Santoso', verified: true });
  });
});
