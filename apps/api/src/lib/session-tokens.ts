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

export function createSessionTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'jalurkarir', algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return { sub: payload.sub, tv: payload.tv, jti: payload.jti, exp: payload.exp };
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
