import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { principalOf, type Principal, type Role } from '@jalurkarir/shared';
import { BATCHED_READ_TIMEOUT_MS, withTimeout, type Db } from '../db/client.js';
import { fillSlots, inSlots, preparedQuery, slotsFor } from '../db/prepared.js';
import { revokedTokens, users } from '../db/schema.js';
import { unauthorized } from '../lib/app-error.js';
import { batchedLookup } from '../lib/batched-lookup.js';
import type { SessionTokens } from '../lib/session-tokens.js';

/**
 * The caller's columns a request needs: who, which role and scope, and what the token checks. The
 * password hash and the rest of the row stay in the table (a route that needs more reads it).
 */
const CALLER_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  verified: users.verified,
  schoolId: users.schoolId,
  companyId: users.companyId,
  pklSupervisor: users.pklSupervisor,
  tokenVersion: users.tokenVersion,
};
export type CallerUser = { [K in keyof typeof CALLER_COLUMNS]: (typeof users.$inferSelect)[K] };

/** Who is calling. `principal` is the role used for permissions: an unverified account has none beyond its own profile. */
export interface Caller {
  user: CallerUser;
  role: Role;
  principal: Principal;
  /** The presented token's id and expiry (seconds since the epoch): what `POST /user/logout` revokes. */
  session: { jti: string; exp: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Every request with a bearer token loads its user by primary key, after it arrived: a token stops
 * working at once when the user is deleted, deactivated, or changes password or role (token version
 * bumped), or when it was signed out (its `jti` in revoked_tokens — probed in the same statement).
 */
async function authPlugin(app: FastifyInstance, opts: { db: Db; tokens: SessionTokens; lookupTimeoutMs?: number }) {
  app.decorateRequest('caller', null);

  // One named prepared statement per batch length (parsed and planned once per connection by
  // PostgreSQL, built once here instead of per request; db/prepared.ts slotsFor) for a batch of
  // callers: the users by primary key, and which of the presented tokens were revoked (one probe of
  // revoked_tokens' primary key per token).
  const callersQuery = (slots: number) =>
    preparedQuery(opts.db, 'auth_callers', String(slots), () =>
      opts.db
        .select({
          user: CALLER_COLUMNS,
          revoked: sql<
            string[] | null
          >`(select array_agg(${revokedTokens.jti}) from ${revokedTokens} where ${inSlots(revokedTokens.jti, 'jti', slots, 'text')})`,
        })
        .from(users)
        .where(inSlots(users.id, 'id', slots)),
    );

  // Requests that arrive while a lookup is out share the next one: a round trip and a statement per
  // batch instead of per request, and still read after the request arrived (a sign-out, a demotion
  // or a deactivation holds for the next request on every process, as with one lookup each).
  // A batch that hangs (a connection that stopped answering without closing) would hold every
  // request behind it: after BATCHED_READ_TIMEOUT_MS (a test sets less) its requests get 503 and
  // the next batch goes out on another connection.
  const lookUpCaller = batchedLookup(async (keys: { id: string; jti: string }[]) => {
    const slots = slotsFor(keys.length);
    const lookup = callersQuery(slots).execute({
      ...fillSlots(
        'id',
        keys.map((key) => key.id),
        slots,
      ),
      ...fillSlots(
        'jti',
        keys.map((key) => key.jti),
        slots,
      ),
    });
    const rows = await withTimeout(lookup, opts.lookupTimeoutMs ?? BATCHED_READ_TIMEOUT_MS);
    const byId = new Map(rows.map((row) => [row.user.id, row.user]));
    const revoked = new Set(rows[0]?.revoked ?? []);
    return keys.map((key) => (revoked.has(key.jti) ? null : (byId.get(key.id) ?? null)));
  });

  async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await opts.tokens.verify(token);
    // Only our key signs tokens, so `sub` is a user id; a malformed one must not fail a whole batch's cast.
    if (!claims || !UUID.test(claims.sub)) return null;
    const user = await lookUpCaller({ id: claims.sub, jti: claims.jti });
    if (!user || user.tokenVersion !== claims.tv || user.status !== 'active') return null;
    const role = user.role as Role;
    return { user, role, principal: principalOf(role, user.verified, user.pklSupervisor), session: { jti: claims.jti, exp: claims.exp } };
  }

  /**
   * Loads the caller for every request that sends a token; whether a route needs one is the
   * route's declared permission, enforced by the permission plugin (plugins/permission.ts).
   */
  app.addHook('preValidation', async (request) => {
    if (request.headers.authorization && !request.caller) {
      request.caller = await resolveCaller(request);
      // A token was sent but is not valid: say so, so the client can send the visitor to login.
      if (!request.caller && !request.routeOptions.config?.ignoreBadToken) throw unauthorized();
    }
  });

  /**
   * Answers to a request that carried a session are personal: no browser or proxy keeps them
   * (Cache-Control: no-store). Static files are fetched without a bearer token and keep their own
   * caching; a route that set Cache-Control itself keeps it.
   */
  app.addHook('onSend', async (request, reply) => {
    if ((request.caller || bearerToken(request)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Login and sign-up work even when the browser still holds an old token. */
    ignoreBadToken?: boolean;
  }
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
