import { redirect } from 'react-router';
import { getStoredUser, getToken, hasSession } from '../lib/session';
import type { PagePath } from './access';

export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/error-pages/error-404';
export const FORBIDDEN_PATH = '/error-pages/error-403';

/** Loader of the main layout: no token or an empty user record → the login screen. */
export function requireSession() {
  if (!hasSession()) throw redirect(LOGIN_PATH);
  return null;
}

/**
 * Loader of a page: the login guard plus the page's role guard (403 when the role may not open it).
 * The access table (and the permission table it reads) loads here, with the first guarded page,
 * not in the entry chunk an anonymous visitor downloads.
 */
export function guardPage(path: PagePath) {
  return async () => {
    // No session: to the login screen before anything loads (an anonymous visitor fetches no access table).
    if (!hasSession()) throw redirect(LOGIN_PATH);
    const { guardDecision } = await import('./signed-in');
    const decision = guardDecision(getToken(), getStoredUser(), path);
    if (decision === 'login') throw redirect(LOGIN_PATH);
    if (decision === 'forbidden') throw redirect(FORBIDDEN_PATH);
    return null;
  };
}

/** Auth screens are for visitors; a signed-in user on the login screen goes home. */
export function redirectSignedIn() {
  if (hasSession()) throw redirect('/');
  return null;
}
