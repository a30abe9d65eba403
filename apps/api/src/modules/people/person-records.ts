import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role, Scope } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { toColumnValues } from '../../lib/case.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition, type ScopeCaller } from '../scope.js';
import { inviteAccount, NO_PASSWORD, type EnrollDeps } from '../users/account-invitation.js';
import { accountFieldCleared, checkAccountFields, initialVerified } from '../users/account-field-rules.js';
import { recomputeCompleteness } from '../profile/completeness.js';
import { single } from '../../db/rows.js';

type Row = Record<string, unknown>;

/** The account columns every school person's list and detail show (API name → column). */
export const schoolPersonSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  school_id: users.schoolId,
  school_name: schools.name,
  verified: users.verified,
  status: users.status,
};

/**
 * A kind of person kept as an account plus a role record (student: school record; teacher and
 * headmaster: staff record; assessor: assessor record). The generic model config and the
 * spreadsheet import both write people through these functions.
 */
export interface PersonKind {
  role: Extract<Role, 'siswa' | 'guru' | 'kepala_sekolah' | 'asesor'>;
  /** The record table; its primary key `user_id` references the account. */
  profileTable: PgTable & { userId: PgColumn };
  /** API names of the record's fields (snake_case of the table's properties). */
  profileFields: readonly string[];
  /** API names of the account fields this kind edits. */
  accountFields: readonly string[];
  /**
   * `school` (default): the account belongs to one school, required on create and scoping school
   * staff. `none`: no school at all (assessors, certified by BNSP, not employed by a school).
   */
  affiliation?: 'school' | 'none';
}

/** People of this kind the caller may see: the role, and their school for school staff. */
export function personScope(kind: PersonKind, scope: Scope, caller: ScopeCaller | null): SQL | undefined {
  return and(eq(users.role, kind.role), scopeCondition(scope, caller, { school: users.schoolId }));
}

export async function assertSchool(db: Db, schoolId: unknown) {
  if (!schoolId) throw validationFailed({ school_id: 'msg:SCHOOL_REQUIRED' });
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId as string));
  if (!school) throw validationFailed({ school_id: 'msg:SCHOOL_NOT_FOUND' });
}

/**
 * Creates the account and the record; without a password, queues the invitation e-mail in the
 * same transaction. Verified (staff vouch for it) unless prepareCreate said `verified: false`
 * (a creator who may not verify the role, e.g. a school admin's new headmaster).
 */
export async function insertPerson(tx: DbExecutor, kind: PersonKind, values: Row, verifiedBy: string, deps: EnrollDeps): Promise<string> {
  const hasPassword = typeof values.password === 'string';
  const verified = values.verified !== false;
  const user = single(
    await tx
      .insert(users)
      .values({
        ...(toColumnValues(users, values, kind.accountFields) as { name: string; email: string }),
        passwordHash: hasPassword ? await hashPassword(values.password as string) : NO_PASSWORD,
        role: kind.role,
        verified,
        verifiedAt: verified ? sql`now()` : null,
        verifiedBy: verified ? verifiedBy : null,
        validated: true,
      })
      .returning({ id: users.id }),
  );
  // `as never`: the profile table differs per kind (a PgTable here), so drizzle cannot type its
  // insert values; toColumnValues checked every key against that table.
  await tx.insert(kind.profileTable).values({ userId: user.id, ...toColumnValues(kind.profileTable, values, kind.profileFields) } as never);
  if (!hasPassword) {
    let organisation: string | null = null;
    if (kind.affiliation !== 'none') {
      const [school] = await tx
        .select({ name: schools.name })
        .from(schools)
        .where(eq(schools.id, values.school_id as string));
      organisation = school?.name ?? null;
    }
    await inviteAccount(tx, user.id, values.email as string, values.name as string, organisation, deps);
  }
  // A student's stored profile completeness follows every change of their record (docs/profile.md).
  if (kind.role === 'siswa') await recomputeCompleteness(tx, user.id);
  return user.id;
}

/** Updates whichever of account and record the values touch (the record is made if missing). A new password ends sessions. */
export async function updatePerson(tx: DbExecutor, kind: PersonKind, id: string, values: Row): Promise<void> {
  // Backstop for writers that skip the model's prepareUpdate (the spreadsheet import matches
  // students by NISN): an e-mail change nobody cleared as the Admin's is refused, never applied.
  if (values.email !== undefined && !accountFieldCleared(values, 'email')) {
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
    if (current && current.email !== String(values.email).toLowerCase()) throw new AppError(403, 'FORBIDDEN', { email: 'msg:ADMIN_ONLY_FIELD' });
  }
  const account: Record<string, unknown> = toColumnValues(users, values, kind.accountFields);
  if (typeof values.password === 'string') {
    account.passwordHash = await hashPassword(values.password);
    account.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  if (Object.keys(account).length)
    await tx
      .update(users)
      .set({ ...account, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  const profile = toColumnValues(kind.profileTable, values, kind.profileFields);
  if (Object.keys(profile).length) {
    await tx
      .insert(kind.profileTable)
      // The per-kind profile table again (see insertPerson): keys checked by toColumnValues.
      .values({ userId: id, ...profile } as never)
      .onConflictDoUpdate({ target: kind.profileTable.userId, set: { ...profile, updatedAt: sql`now()` } as never });
  }
  if (kind.role === 'siswa') await recomputeCompleteness(tx, id);
}

/**
 * The create/update rules every person kind shares: school from the session for school staff,
 * regions that nest. A kind without a school (`affiliation: 'none'`) never carries one.
 */
export function personPrepare(assertRegions: (values: Row, existing?: Row) => Promise<void>, kind?: Pick<PersonKind, 'affiliation' | 'role'>) {
  const atSchool = kind?.affiliation !== 'none';
  return {
    async prepareCreate(input: Row, ctx: { db: Db; scope: Scope; caller: Caller | null }) {
      const values = { ...input };
      if (kind && ctx.caller) {
        // Only the Admin chooses someone's password (permission table, ACCOUNT_FIELD_WRITERS); staff
        // leave it out and the owner gets the set-your-password e-mail. Staff vouch only for roles
        // they may verify.
        checkAccountFields(ctx.caller, input, values);
        values.verified = initialVerified(ctx.caller, kind.role, undefined);
      }
      if (atSchool) {
        if (ctx.scope === 'own-school') values.school_id = ctx.caller!.user.schoolId;
        await assertSchool(ctx.db, values.school_id);
      } else {
        delete values.school_id;
      }
      await assertRegions(values);
      return values;
    },
    async prepareUpdate(input: Row, ctx: { db: Db; scope: Scope; caller: Caller | null }, existing: Row) {
      const values = { ...input };
      // Password and e-mail of another person are the Admin's to change; recorded by the write hook.
      if (kind && ctx.caller) checkAccountFields(ctx.caller, input, values, existing);
      if (!atSchool || ctx.scope === 'own-school') delete values.school_id;
      else if (values.school_id !== undefined) await assertSchool(ctx.db, values.school_id);
      await assertRegions(values, existing);
      return values;
    },
  };
}
