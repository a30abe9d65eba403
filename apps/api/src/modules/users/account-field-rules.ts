import type { FastifyRequest } from 'fastify';
import { canWriteAccountField, VERIFIABLE_ROLES, type AccountField, type Role } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';

type Row = Record<string, unknown>;

/**
 * The field-level rules of the permission table (ACCOUNT_FIELD_WRITERS in
 * packages/shared/src/auth/permissions.ts) as the models' prepareCreate/prepareUpdate apply them,
 * and the audit record of the writes they allow.
 */

/** The audited account fields a write would change, carried from prepare* to the write hook. */
const AUDIT = Symbol('account-audit');

/** Fields of ACCOUNT_FIELD_WRITERS this input writes: a password whenever given, e-mail and role when they differ. */
export function accountFieldsWritten(input: Row, existing?: Row): AccountField[] {
  const fields: AccountField[] = [];
  if (input.password !== undefined) fields.push('password');
  if (existing && input.email !== undefined && String(input.email).toLowerCase() !== String(existing.email).toLowerCase()) fields.push('email');
  if (existing && input.role !== undefined && input.role !== existing.role) fields.push('role');
  return fields;
}

/**
 * Refuses (403, on the field) what the caller may not write, and marks `values` with what the
 * write hook must record. `existing` is the row being updated (absent on create).
 */
export function checkAccountFields(caller: Caller, input: Row, values: Row, existing?: Row): void {
  const action = existing ? 'update' : 'create';
  const written = accountFieldsWritten(input, existing);
  const errors: Record<string, string> = {};
  for (const field of written) {
    if (!canWriteAccountField(caller.principal, field, action)) {
      errors[field] = field === 'password' ? 'msg:PASSWORD_BY_LINK' : 'msg:ADMIN_ONLY_FIELD';
    }
  }
  if (Object.keys(errors).length) throw new AppError(403, 'FORBIDDEN', errors);
  (values as Record<symbol, unknown>)[AUDIT] = written;
}

/** Whether prepare* let this write change `field` (checkAccountFields marked it): a backstop for writers that bypass prepare*. */
export function accountFieldCleared(values: Row, field: AccountField): boolean {
  return (((values as Record<symbol, unknown>)[AUDIT] as AccountField[] | undefined) ?? []).includes(field);
}

export function canVerify(caller: Caller | null, role: Role): boolean {
  return !!caller && (VERIFIABLE_ROLES[caller.principal as Role] ?? []).includes(role);
}

/**
 * Whether a new account of `role` starts verified: as asked when the creator may verify that role,
 * else unverified (an Admin verifies it later). `verified: true` from someone who may not verify
 * that role is refused on the field; `verified: false` is always stored as given.
 */
export function initialVerified(caller: Caller | null, role: Role, requested: unknown): boolean {
  const may = canVerify(caller, role);
  if (requested === true && !may) throw new AppError(403, 'FORBIDDEN', { verified: 'msg:VERIFY_NOT_ALLOWED' });
  return typeof requested === 'boolean' ? requested : may;
}

/**
 * One audit_log row for the audited fields `values` was marked with (nothing when none), in the
 * write's transaction, plus a structured log line. Field names only, never values.
 */
export async function recordAccountWrite(
  tx: DbExecutor,
  ctx: { caller: Caller | null; request: FastifyRequest },
  targetId: string,
  values: Row,
  action: 'create' | 'update',
): Promise<void> {
  const fields = ((values as Record<symbol, unknown>)[AUDIT] as AccountField[] | undefined) ?? [];
  if (!fields.length) return;
  const actorId = ctx.caller?.user.id ?? null;
  await tx.insert(auditLog).values({ actorId, action: `account.${action}`, targetId, fields, ip: ctx.request.ip });
  ctx.request.log.info({ audit: { action: `account.${action}`, actorId, targetId, fields } }, 'account fields written by staff');
}
