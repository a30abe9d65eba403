import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  ACCOUNT_FIELDS,
  can,
  canWriteAccountField,
  isCompanyRole,
  isSchoolRole,
  type FieldDescriptor,
  type Role,
  type TStoredUser,
} from '@jalurkarir/shared';
import type { CrudFilter, CrudPermissions } from '../../components/crud/crud-page';
import { crudClient } from '../../lib/crud-client';
import { tk } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { screenFor, type MasterDataScreen } from './screens';

/** The account role of a screen's rows, for screens whose rows are accounts. */
export const ACCOUNT_ROLE: Partial<Record<MasterDataScreen['model'], Role>> = {
  siswa: 'siswa',
  guru: 'guru',
  'kepala-sekolah': 'kepala_sekolah',
  asesor: 'asesor',
  'admin-perusahaan': 'admin_perusahaan',
};

const VERIFIED_FILTER: CrudFilter = {
  name: 'verified',
  label: tk('Status Verifikasi'),
  options: [
    { value: 'true', label: tk('Terverifikasi') },
    { value: 'false', label: tk('Menunggu Verifikasi') },
  ],
};

/**
 * What the signed-in user may do on a screen, from the same permission table the API enforces,
 * and which fields the server fills from their session (a school admin's school, a company
 * admin's company) so the screen neither shows nor sends them.
 */
export function screenAccess(screen: MasterDataScreen, user: TStoredUser) {
  const role = user.role;
  const permissions: CrudPermissions = {
    create: can(role, screen.model, 'create'),
    update: can(role, screen.model, 'update'),
    delete: can(role, screen.model, 'delete'),
    deletes: can(role, screen.model, 'deletes'),
    export: can(role, screen.model, 'list'),
    import: !!screen.importable && can(role, screen.model, 'create'),
  };
  const scoped: string[] = [];
  const defaults: Record<string, unknown> = {};
  if (isSchoolRole(role)) scoped.push('school_id');
  if (isCompanyRole(role)) {
    scoped.push('company_id');
    defaults.company_id = user.company_id;
  }
  // Account fields only the Admin writes on someone else's account (password, e-mail, role: the
  // permission table's ACCOUNT_FIELD_WRITERS): never shown to anyone else, so the form never sends
  // what the API would refuse. Staff send a password-reset link instead.
  const lockedFields = (action: 'create' | 'update') => ACCOUNT_FIELDS.filter((field) => !canWriteAccountField(role, field, action));
  const locked = { create: lockedFields('create'), update: lockedFields('update') };
  return { permissions, scoped, defaults, locked, title: screen.titleByRole?.[role] ?? screen.title };
}

/** The URL parameters of a screen's filters, known before its field metadata (the list's request does not wait for it). */
export function screenFilterNames(screen: MasterDataScreen, scoped: readonly string[]): string[] {
  return (screen.filters ?? []).filter((name) => !scoped.includes(name));
}

export function screenFilters(screen: MasterDataScreen, fields: readonly FieldDescriptor[], scoped: readonly string[]): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const name of screenFilterNames(screen, scoped)) {
    if (name === 'verified') {
      filters.push(VERIFIED_FILTER);
      continue;
    }
    const field = fields.find((f) => f.name === name);
    if (field?.options) filters.push({ name, label: field.label, options: field.options });
    else if (field?.reference) filters.push({ name, label: field.label, reference: field.reference });
  }
  return filters;
}

/** The screen of the current route with the user's access and the model's field metadata. */
export function useScreen() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const screen = screenFor(pathname);
  const fields = useQuery({
    queryKey: [screen?.model, 'field'],
    queryFn: () => crudClient(screen!.model).fields(),
    enabled: !!screen,
    staleTime: Infinity,
  });
  const access = useMemo(() => (screen && user ? screenAccess(screen, user) : null), [screen, user]);
  return { screen, user, fields, access };
}
