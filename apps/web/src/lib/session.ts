import { useSyncExternalStore } from 'react';
import { ROLES, type Role, type TStoredUser, type TUser } from '@jalurkarir/shared';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The session of spec §4: the user record under `user` and the bearer token under `bearerToken`
 * in local storage. Components read it through `useSessionUser()` so the header follows a new
 * name or photo at once.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: TStoredUser | null = null;

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** A stored record is usable when it has an id and a known role; `{}` or garbage counts as empty. */
export function parseStoredUser(raw: string | null): TStoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TStoredUser> | null;
    if (!value || typeof value !== 'object' || typeof value.id !== 'string' || !value.id) return null;
    if (!ROLES.includes(value.role as Role)) return null;
    return {
      id: value.id,
      name: typeof value.name === 'string' ? value.name : '',
      email: typeof value.email === 'string' ? value.email : '',
      role: value.role as Role,
      photo: typeof value.photo === 'string' && value.photo ? value.photo : null,
      verified: value.verified === true,
      validated: value.validated === true,
      status: value.status === 'not_activated' ? 'not_activated' : 'active',
      school_id: typeof value.school_id === 'string' ? value.school_id : null,
      company_id: typeof value.company_id === 'string' ? value.company_id : null,
      pkl_supervisor: value.pkl_supervisor === true,
    };
  } catch {
    return null;
  }
}

export function toStoredUser(user: TUser | TStoredUser): TStoredUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    photo: user.photo,
    verified: user.verified,
    validated: user.validated,
    status: user.status,
    school_id: user.school_id,
    company_id: user.company_id,
    pkl_supervisor: user.pkl_supervisor === true,
  };
}

export function getStoredUser(): TStoredUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
  }
  return cachedUser;
}

export function getToken(): string | null {
  const token = storage()?.getItem(STORAGE_KEYS.token);
  return token ? token : null;
}

/** The login guard's test (spec §4): a token and a non-empty user record. */
export function hasSession(): boolean {
  return getToken() !== null && getStoredUser() !== null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function saveSession(token: string, user: TUser | TStoredUser): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, token);
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(toStoredUser(user)));
  emit();
}

export function saveToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
}

/**
 * Keeps the stored record in step with a fresh copy from the API (profile, photo, verification).
 * A copy that changes nothing is not written: every page load fetches the profile, and a new
 * record would re-render everything that reads the user (layout, menu, guards) for no change.
 */
export function updateStoredUser(user: TUser | TStoredUser): void {
  const record = JSON.stringify(toStoredUser(user));
  const current = getStoredUser();
  if (current && JSON.stringify(toStoredUser(current)) === record) return;
  storage()?.setItem(STORAGE_KEYS.user, record);
  emit();
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.user);
  store?.removeItem(STORAGE_KEYS.token);
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.user || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSessionUser(): TStoredUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null);
}

/** Where the API ends a session server-side (the same base as lib/api-client.ts). */
const LOGOUT_URL = '/api/v1/user/logout';
/** Signing out never waits longer than this for the API: the local session ends regardless. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Signing out (spec §2): the API revokes the token first (`POST /user/logout`), so a copy of it
 * is useless afterwards; then clear the user and the token, go to `/` and reload. Offline or
 * slow, the local session still ends.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  if (token) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOGOUT_WAIT_MS);
    try {
      await fetch(LOGOUT_URL, { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true, signal: controller.signal });
    } catch {
      // Network down or too slow: the token still expires on its own.
    } finally {
      clearTimeout(timer);
    }
  }
  endLocalSession();
}

/** After "sign out of all devices" (the API already ended every session): forget this one and reload. */
export function endLocalSession(): void {
  reloadSignedOut('#/');
}

let reloading = false;

/**
 * Drops the local session and reloads the app at `hash`, once. A sign-out revokes the token before
 * it reloads, so a request the page sends meanwhile is refused and reloads it too (spec §8): a
 * second reload, started after the first, would cut short whatever the reloaded page was doing.
 * The address changes without a hashchange event, so the page being left does not route on (to
 * the login screen) by itself while its reload is on the way.
 */
export function reloadSignedOut(hash: '#/' | '#/auth/login'): void {
  clearSession();
  if (reloading) return;
  reloading = true;
  window.history.replaceState(null, '', hash);
  window.location.reload();
}
