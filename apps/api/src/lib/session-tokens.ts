import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  sub: string;
  /** The user's token version when the token was made; a change of password, role or status bumps it. */
  tv: number;
}

/** What a verified token says: its claims, its own id (`jti`, for sign-out) and its expiry. */
export interface VerifiedSession extends SessionClaims {
  jti: string;
  /** Expiry, seconds since the epoch: a revoked token is remembered only until then. */
  exp: number;
}

/** How many verified tokens a process remembers (about 0.5 KiB each). */
export const VERIFIED_TOKEN_CACHE = 20_000;

export function createSessionTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token's signature, issuer and claims never change, so the verdict on the same string with
  // the same key is the same until it expires: remembered, an HMAC through WebCrypto (a promise
  // and a thread-pool job, ~5 % of a read's CPU) is paid once per token instead of per request.
  // Only the verdict on the string is kept: whether it was revoked, its user's token version and
  // status are read from the database on every request (plugins/auth.ts), so sign-out, password
  // or role changes still take effect at once on every process.
  const verified = new Map<string, VerifiedSession>();
  const remember = (token: string, session: VerifiedSession) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE) verified.delete(verified.keys().next().value!);
    verified.set(token, session);
  };
  return {
    async sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .setIssuer('jalurkarir')
        .setJti(randomUUID())
        .sign(key);
    },
    /**
     * The claims, or null for anything not signed by us, expired or malformed. A token without a
     * `jti` (made before server-side sign-out existed) is refused: it could not be signed out.
     */
    async verify(token: string): Promise<VerifiedSession | null> {
      const known = verified.get(token);
      // jose's own rule: valid while `exp` is after the current second.
      if (known && known.exp > Math.floor(Date.now() / 1000)) return { ...known };
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'jalurkarir', algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        const session = { sub: payload.sub, tv: payload.tv, jti: payload.jti, exp: payload.exp };
        remember(token, session);
        return session;
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
