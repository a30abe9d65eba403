import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cellScope, permit, type Cell, type Permission, type Scope } from '@jalurkarir/shared';
import { forbidden, unauthorized } from '../lib/app-error.js';

export { permit };
/** Route options `config` of a route anyone may call. */
export const PUBLIC = { permission: 'public' } as const;
/** Route options `config` of a route that acts on the caller's own account (signed in, verified or not). */
export const SELF = { permission: 'self' } as const;
/** Route options `config` of a route any signed-in caller may call; the handler scopes by role. */
export const AUTHENTICATED = { permission: 'authenticated' } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route needs (docs: ARCHITECTURE.md "Authorization"): `permit(model, action)` for a
     * cell of the permission table, or 'public' / 'self' / 'authenticated'. Every route under
     * /api/v1 and /download declares one (apps/api/test/route-declarations.test.ts).
     */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The caller's scope for the route's declared cell (`permit`), or 'self' for own-account routes; null on public routes. */
    scope: Scope | null;
  }
}

/** Paths whose routes must declare a permission; anything else (static files, API docs) is public by nature. */
export const GUARDED_PREFIXES = ['/api/v1', '/download'] as const;
export function isGuardedPath(url: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/**
 * Resolves a declaration for a caller: the scope, or a 401 for a visitor without a session and
 * a 403 for a signed-in caller the table refuses (an unverified account is `anonymous` there).
 * Exported for the hook and its tests; handlers read `request.scope`.
 */
export function resolvePermission(request: Pick<FastifyRequest, 'caller'>, permission: Permission): Scope | null {
  if (permission === 'public') return null;
  if (permission === 'self' || permission === 'authenticated') {
    if (!request.caller) throw unauthorized();
    return permission === 'self' ? 'self' : null;
  }
  const principal = request.caller?.principal ?? 'anonymous';
  const scope = cellScope(principal, permission);
  if (scope) return scope;
  throw request.caller ? forbidden() : unauthorized();
}

/** The scope the hook resolved; a handler on a route without a table cell asking for one is a programming error. */
export function requestScope(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error(`${request.routeOptions.url}: no scope (declare permit(model, action) in its config)`);
  return request.scope;
}

/**
 * The caller's scope for a second cell that a handler consults about what its route reveals beyond
 * the declared cell (the answer key of an attempt, the company's projection of a student), or null
 * when the table refuses it. The decision stays in the table: a handler asks this, never the role.
 */
export function grantedScope(request: Pick<FastifyRequest, 'caller'>, cell: Cell): Scope | null {
  return cellScope(request.caller?.principal ?? 'anonymous', cell);
}

/**
 * One preValidation hook for every route, after the auth plugin has loaded the caller: enforces the
 * route's declared permission from the table and puts the scope on the request. A route under
 * /api/v1 or /download without a declaration is refused (fail closed) and logged; the
 * route-declarations test makes sure none ships. It runs before the request is validated, so a
 * caller the table refuses learns nothing about a route's parameters: 401/403, never a 400.
 */
async function permissionPlugin(app: FastifyInstance) {
  app.decorateRequest('scope', null);
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) {
      const url = request.routeOptions.url ?? '';
      if (!isGuardedPath(url)) return;
      request.log.error({ route: url }, 'route without a permission declaration');
      throw forbidden();
    }
    request.scope = resolvePermission(request, permission);
  });
}

export default fp(permissionPlugin, { name: 'permission', dependencies: ['auth'] });
