import { describe, expect, it } from 'vitest';
import { CRUD_ACTIONS, MODELS, PERMISSIONS, SCOPES, scopeFor } from './permissions.js';
import { ROLES } from './roles.js';

describe('permission table', () => {
  it('only names known roles, actions and scopes', () => {
    for (const model of MODELS) {
      for (const [principal, actions] of Object.entries(PERMISSIONS[model])) {
        expect([...ROLES, 'anonymous']).toContain(principal);
        for (const [action, scope] of Object.entries(actions!)) {
          expect(CRUD_ACTIONS).toContain(action);
          expect(SCOPES).toContain(scope);
        }
      }
    }
  });

  it('gives anonymous visitors nothing but the public pickers', () => {
    for (const model of MODELS) {
      for (const action of CRUD_ACTIONS) {
        const scope = scopeFor('anonymous', model, action);
        expect(scope === null || (action === 'all' && scope === 'public')).toBe(true);
      }
    }
  });

  it('lets only the Admin create, delete or bulk delete schools, companies and currencies', () => {
    for (const model of ['sekolah', 'perusahaan', 'currency'] as const) {
      for (const action of ['create', 'delete', 'deletes'] as const) {
        expect(ROLES.filter((r) => scopeFor(r, model, action))).toEqual(['admin']);
      }
    }
  });
});
