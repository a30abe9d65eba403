import { createHash } from 'node:crypto';

/**
 * The key of an account's rows in login_failures: the SHA-256 of its e-mail (trimmed, lower case),
 * so the table never holds an address. The login throttle writes by it and erasure deletes by it.
 */
export function accountKey(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
