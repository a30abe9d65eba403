import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role, Scope } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { pickColumns } from '../../lib/case.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Caller } from '../../plugins/auth.js';
import type { Mailer } from '../mail/mailer.js';
import { accountInvitationEmail } from '../mail/templates.js';
import { scopeCondition } from '../scope.js';
import { issueOneTimeToken } from '../users/one-time-token-store.js';

type Row = Record<string, unknown>;

/** Days a set-your-password link sent to a newly enrolled person stays valid. */
export const INVITATION_DAYS = 7;
/** An account nobody can log in to until its owner sets a password (argon2 verify fails on it). */
export const NO_PASSWORD = '!invited';

/**
 * A kind of school person kept as an account plus a role record (student: school record;
 * teacher: staff record). The generic model config and the spreadsheet import both write
 * people through these functions.
 */
export interface PersonKind {
  role: Extract<Role, 'siswa' | 'guru'>;
  /** The record table; its primary key `user_id` references the account. */
  profileTable: PgTable & { userId: PgColumn };
  /** API names of the record's fields (snake_case of the table's properties). */
  profileFields: readonly string[];
  /** API names of the account fields this kind edits. */
  accountFields: readonly string[];
}

export interface EnrollDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** People of this kind the caller may see: the role, and their school for school staff. */
export function personScope(kind: PersonKind, scope: Scope, caller: Caller | null): SQL | undefined {
  return and(eq(users.role, kind.role), scopeCondition(scope, caller, { school: users.schoolId }));
}

export async function assertSchool(db: Db, schoolId: unknown) {
  if (!schoolId) throw validationFailed({ school_id: 'msg:SCHOOL_REQUIRED' });
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId as string));
  if (!school) throw validationFailed({ school_id: 'msg:SCHOOL_NOT_FOUND' });
}

/**
 * Creates the account (verified: staff vouch for it) and the record; without a password, queues
 * the invitation e-mail in the same transaction.
 */
export async function insertPerson(tx: Db, kind: PersonKind, values: Row, verifiedBy: string, deps: EnrollDeps): Promise<string> {
  const hasPassword = typeof values.password === 'string';
  const [user] = await tx
    .insert(users)
    .values({
      ...(pickColumns(values, kind.accountFields) as { name: string; email: string }),
      passwordHash: hasPassword ? await hashPassword(values.password as string) : NO_PASSWORD,
      role: kind.role,
      verified: true,
      verifiedAt: sql`now()`,
      verifiedBy,
      validated: true,
    })
    .returning({ id: users.id });
  await tx.insert(kind.profileTable).values({ userId: user.id, ...pickColumns(values, kind.profileFields) } as never);
  if (!hasPassword) {
    const token = await issueOneTimeToken(tx, user.id, 'password_reset', INVITATION_DAYS * 24 * 60);
    const [school] = await tx.select({ name: schools.name }).from(schools).where(eq(schools.id, values.school_id as string));
    await deps.mailer.send(
      accountInvitationEmail(values.email as string, values.name as string, school.name, `${deps.publicUrl}/#/auth/reset-password?token=${token}`, INVITATION_DAYS),
      tx,
    );
  }
  return user.id;
}

/** Updates whichever of account and record the values touch (the record is made if missing). A new password ends sessions. */
export async function updatePerson(tx: Db, kind: PersonKind, id: string, values: Row): Promise<void> {
  const account = pickColumns(values, kind.accountFields);
  if (typeof values.password === 'string') {
    account.passwordHash = await hashPassword(values.password);
    account.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  if (Object.keys(account).length) await tx.update(users).set({ ...account, updatedAt: sql`now()` }).where(eq(users.id, id));
  const profile = pickColumns(values, kind.profileFields);
  if (Object.keys(profile).length) {
    await tx
      .insert(kind.profileTable)
      .values({ userId: id, ...profile } as never)
      .onConflictDoUpdate({ target: kind.profileTable.userId, set: { ...profile, updatedAt: sql`now()` } as never });
  }
}

/** The create/update rules every person kind shares: school from the session for school staff, regions that nest. */
export function personPrepare(assertRegions: (values: Row, existing?: Row) => Promise<void>) {
  return {
    async prepareCreate(input: Row, ctx: { db: Db; scope: Scope; caller: Caller | null }) {
      const values = { ...input };
      if (ctx.scope === 'own-school') values.school_id = ctx.caller!.user.schoolId;
      await assertSchool(ctx.db, values.school_id);
      await assertRegions(values);
      return values;
    },
    async prepareUpdate(input: Row, ctx: { db: Db; scope: Scope }, existing: Row) {
      const values = { ...input };
      if (ctx.scope === 'own-school') delete values.school_id;
      else if (values.school_id !== undefined) await assertSchool(ctx.db, values.school_id);
      await assertRegions(values, existing);
      return values;
    },
  };
}
