import type { FastifyRequest } from 'fastify';
import { scopeFor, type CrudAction, type ModelName, type Scope } from '@jalurkarir/shared';
import { forbidden, unauthorized } from '../lib/app-error.js';

/**
 * The scope the caller has for `action` on `model` (PERMISSIONS in packages/shared), or a
 * 401 for a visitor without a session / 403 for a signed-in user without the permission.
 */
export function authorize(request: FastifyRequest, model: ModelName, action: CrudAction): Scope {
  const principal = request.caller?.principal ?? 'anonymous';
  const scope = scopeFor(principal, model, action);
  if (scope) return scope;
  throw request.caller ? forbidden() : unauthorized();
}
