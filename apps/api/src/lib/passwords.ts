import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes): memory-hard, ~20 ms a hash on this machine kind. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A stored value that is a password hash at all (an invited account stores a marker until its owner picks one). */
export function isPasswordHash(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('$argon2');
}

/**
 * A real hash of a throwaway password: verifying against it when the e-mail is unknown costs the
 * same time as a wrong password, so timing does not reveal which e-mails have accounts.
 */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}
