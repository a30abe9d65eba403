import { describe, expect, it } from 'vitest';
import { CRUD_ACTIONS, DOMAIN_ACTIONS, MODELS, PERMISSIONS, PERMISSION_MODELS, SCOPES, cellScope, scopeFor, type Cell } from './permissions.js';
import { ROLES } from './roles.js';

describe('permission table', () => {
  it('only names known roles, actions and scopes', () => {
    for (const model of PERMISSION_MODELS) {
      for (const [principal, actions] of Object.entries(PERMISSIONS[model])) {
        expect([...ROLES, 'siswa_unverified', 'pembimbing_industri', 'anonymous']).toContain(principal);
        for (const [action, scope] of Object.entries(actions!)) {
          expect([...CRUD_ACTIONS, ...DOMAIN_ACTIONS[model]]).toContain(action);
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

  it('grants a domain action that writes only to whoever may update the same rows, with no wider scope', () => {
    const writes: Array<[Cell, Cell]> = [
      [
        { model: 'user', action: 'verify' },
        { model: 'user', action: 'update' },
      ],
      [
        { model: 'user', action: 'send-password-reset' },
        { model: 'user', action: 'update' },
      ],
      [
        { model: 'perusahaan', action: 'logo' },
        { model: 'perusahaan', action: 'update' },
      ],
      [
        { model: 'perusahaan', action: 'update-profile' },
        { model: 'perusahaan', action: 'update' },
      ],
      [
        { model: 'siswa', action: 'import' },
        { model: 'siswa', action: 'create' },
      ],
      [
        { model: 'siswa', action: 'import' },
        { model: 'siswa', action: 'update' },
      ],
      [
        { model: 'guru', action: 'import' },
        { model: 'guru', action: 'create' },
      ],
      [
        { model: 'guru', action: 'import' },
        { model: 'guru', action: 'update' },
      ],
    ];
    for (const [domain, crud] of writes) {
      for (const role of ROLES) {
        const scope = cellScope(role, domain);
        if (scope) expect(cellScope(role, crud), `${role} ${domain.model}/${domain.action}`).toBe(scope);
      }
    }
  });
});
