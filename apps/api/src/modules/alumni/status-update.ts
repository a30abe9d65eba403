import type { Lang, Scope, TAlumniStatusUpdate } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { FIELD_MESSAGES } from '@jalurkarir/shared';
import { alumnusDetail } from './alumni-query.js';
import { normalizeStatus, writeAlumniStatus } from './status.js';

/**
 * A status update: the graduate's own (scope `self`: their own record, source `self`), or the
 * school recording one it heard (source `phone`, recorded by the caller) for a graduate in its scope.
 */
export async function updateStatus(db: Db, scope: Scope, caller: Caller, body: TAlumniStatusUpdate, lang: Lang) {
  const self = scope === 'self';
  const id = self ? caller.user.id : body.alumni_id;
  if (!id) throw new AppError(400, 'VALIDATION', { alumni_id: FIELD_MESSAGES.REQUIRED[lang] });
  // In scope or 404: another school's graduate, or a student who has not graduated.
  await alumnusDetail(db, scope, caller, id);
  const { alumni_id: _, contact_phone, contact_email, ...status } = body;
  await db.transaction(async (tx) => {
    await writeAlumniStatus(tx, id, normalizeStatus(status), self ? 'self' : 'phone', caller.user.id, { contact_phone, contact_email });
  });
  return alumnusDetail(db, scope, caller, id);
}
