import { and, eq } from 'drizzle-orm';
import type { Scope } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

/** The active school admins of a school: who hears of consents and erasure requests. */
export async function schoolAdminIds(db: DbExecutor, schoolId: string | null): Promise<string[]> {
  if (!schoolId) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin_sekolah'), eq(users.schoolId, schoolId), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** A student inside the caller's scope (`self`: the caller; `own-school`: their school; `all`), or undefined. */
export async function studentInScope(db: DbExecutor, scope: Scope, caller: Caller | null, studentId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, schoolId: users.schoolId, school: schools.name, photo: users.photo })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(users.id, studentId), eq(users.role, 'siswa'), scopeCondition(scope, caller, { school: users.schoolId, owner: users.id })));
  return row;
}
