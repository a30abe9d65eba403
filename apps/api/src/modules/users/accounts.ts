// The account rules behind the account routes: sign-up, the login check, e-mail confirmation, password
// reset, sign-out, the caller's own profile and verification by staff.
import { and, eq, sql } from 'drizzle-orm';
import {
  VERIFIABLE_ROLES,
  isCompanyRole,
  isSchoolRole,
  type Lang,
  type Role,
  type Scope,
  type TUser,
  type ZProfileUpdateWithPersonal,
  type ZSignup,
} from '@jalurkarir/shared';
import type { z } from 'zod';
import { BATCHED_READ_TIMEOUT_MS, withTimeout, type Db, type DbExecutor } from '../../db/client.js';
import { single } from '../../db/rows.js';
import { companies, revokedTokens, schools, studentProfiles, users } from '../../db/schema.js';
import { isoTimestamp, jsonObjectOf } from '../../db/json-object.js';
import { fillSlots, inSlots, preparedQuery, slotsFor } from '../../db/prepared.js';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.js';
import { batchedLookup } from '../../lib/batched-lookup.js';
import { getDummyHash, hashPassword, isPasswordHash, verifyPassword } from '../../lib/passwords.js';
import type { Caller } from '../../plugins/auth.js';
import type { Mailer } from '../mail/mailer.js';
import { emailConfirmationEmail, passwordResetEmail } from '../mail/templates.js';
import { notify } from '../notifications/notify.js';
import { OWN_PERSONAL_JSON, personalWithCompletenessOf, savePersonal } from '../profile/personal.js';
import { clearAccount, clearPair, recordFailure } from './login-throttle.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-token-store.js';
import { userScopeWhere } from './user-crud.js';
import { requireUserDto, userSelection } from './user-query.js';

export const EMAIL_CONFIRM_HOURS = 72;
export const PASSWORD_RESET_MINUTES = 30;

/**
 * Queues the standard password-reset e-mail: a single-use token valid PASSWORD_RESET_MINUTES.
 * Used by forgot-password (the owner asks) and by staff sending a reset for an account they run.
 */
export async function queuePasswordReset(db: Db, mailer: Mailer, publicUrl: string, user: { id: string; name: string; email: string }) {
  const token = await issueOneTimeToken(db, user.id, 'password_reset', PASSWORD_RESET_MINUTES);
  await mailer.send(passwordResetEmail(user.email, user.name, `${publicUrl}/#/auth/reset-password?token=${token}`, PASSWORD_RESET_MINUTES));
}

type SignupInput = z.infer<typeof ZSignup>;

/** The company of a company role's sign-up: a registered one, or a new one waiting for the Admin's approval. */
async function signupCompany(tx: DbExecutor, input: SignupInput): Promise<string> {
  if (input.company_id) {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.company_id));
    if (!company) throw new AppError(400, 'COMPANY_NOT_REGISTERED', { company_id: 'msg:COMPANY_NOT_REGISTERED' });
    return company.id;
  }
  // A new company waits for the Admin's approval, like its first admin's account.
  return single(await tx.insert(companies).values({ name: input.company_name!, status: 'pending' }).returning({ id: companies.id })).id;
}

/** A new, unverified account and the e-mail that confirms its address; returns the account's id. */
export async function signUp(db: Db, mailer: Mailer, publicUrl: string, input: SignupInput): Promise<string> {
  const role = input.role as Role;
  if (isSchoolRole(role)) {
    const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.school_id!));
    if (!school) throw validationFailed({ school_id: 'msg:SCHOOL_NOT_FOUND' });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const companyId = isCompanyRole(role) ? await signupCompany(tx, input) : null;
    return single(
      await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role,
          nisn: role === 'siswa' ? input.nisn : null,
          schoolId: isSchoolRole(role) ? input.school_id : null,
          companyId,
          verified: false,
          validated: false,
        })
        .returning({ id: users.id, name: users.name, email: users.email }),
    );
  });
  const token = await issueOneTimeToken(db, user.id, 'email_confirm', EMAIL_CONFIRM_HOURS * 60);
  await mailer.send(emailConfirmationEmail(user.email, user.name, `${publicUrl}/#/auth/verify-email?token=${token}`));
  return user.id;
}

/**
 * The account an e-mail and password sign in to. Unknown e-mail, an invited account without a password
 * yet and a wrong password all cost one argon2 verify (against a dummy hash when there is no real one)
 * and give the same answer; a failure counts against the (account, IP) pair and the IP.
 */
export async function checkLogin(db: Db, email: string, password: string, ip: string, ipFailuresPerHour: number) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const hasPassword = isPasswordHash(user?.passwordHash);
  const ok = await verifyPassword(hasPassword ? user!.passwordHash : await getDummyHash(), password);
  if (!user || !hasPassword || !ok) {
    await recordFailure(db, email, ip, ipFailuresPerHour);
    throw new AppError(401, 'INVALID_CREDENTIALS', undefined, 'InvalidCredentials');
  }
  await clearPair(db, email, ip);
  if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_INACTIVE');
  return user;
}

/** Spends an e-mail confirmation token and marks the address confirmed; returns the account's id. */
export async function confirmEmail(db: Db, token: string): Promise<string> {
  const userId = await consumeOneTimeToken(db, token, 'email_confirm');
  if (!userId) throw new AppError(400, 'TOKEN_INVALID');
  await db
    .update(users)
    .set({ validated: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return userId;
}

/** Sends a reset link when the e-mail has an active account; says nothing either way. */
export async function forgotPassword(db: Db, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  if (user && user.status === 'active') await queuePasswordReset(db, mailer, publicUrl, user);
}

/** Spends a reset token and sets the new password. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const userId = await consumeOneTimeToken(db, token, 'password_reset');
  if (!userId) throw new AppError(400, 'TOKEN_INVALID');
  const passwordHash = await hashPassword(password);
  // A new password ends every existing session, and is the owner's way past any login delay.
  const [owner] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (owner) await clearAccount(db, owner.email);
}

/**
 * Server-side sign-out: the presented token's id is kept in revoked_tokens until the token would
 * have expired anyway, so it is refused on every API process. Expired rows are pruned here.
 */
export async function revokeSession(db: Db, jti: string, exp: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
}

/** Sign out everywhere: bumping the token version ends every session of the account, this one included. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * The account as JSON (db/json-object.ts): `created_at` in the API's own form, the rest as drizzle
 * reads them, so the own profile answers exactly what the Admin's detail of the account does.
 */
const ACCOUNT_JSON = sql<TUser>`${jsonObjectOf({ ...userSelection, created_at: isoTimestamp(users.createdAt) })}`;

/**
 * Students' accounts with their personal sections, by id, in one statement built once per batch
 * length and prepared (db/prepared.ts slotsFor: PostgreSQL keeps one plan per length instead of
 * planning each execution afresh).
 */
async function readOwnStudents(db: Db, ids: string[]) {
  const slots = slotsFor(ids.length);
  const query = preparedQuery(db, 'own_students', String(slots), () =>
    db
      .select({ account: ACCOUNT_JSON.as('account'), personal: OWN_PERSONAL_JSON.as('personal') })
      .from(users)
      // selectUsers' joins, and the student's profile row.
      .leftJoin(schools, eq(users.schoolId, schools.id))
      .leftJoin(companies, eq(users.companyId, companies.id))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(inSlots(users.id, 'id', slots)),
  );
  const rows = await withTimeout(query.execute(fillSlots('id', ids, slots)), BATCHED_READ_TIMEOUT_MS);
  const byId = new Map(rows.map((row) => [row.account.id, row]));
  return ids.map((id) => byId.get(id));
}

/**
 * Own profiles asked while one is being read share the next statement (`lib/batched-lookup.ts`):
 * under load one round trip serves many students, and each is still read after it was asked.
 */
const ownStudentReaders = new WeakMap<Db, (id: string) => Promise<Awaited<ReturnType<typeof readOwnStudents>>[number]>>();

/**
 * The caller's own account as `GET /user/profile` and `POST /user/profile-update` answer it. A
 * student's also carries their personal section and its completeness in the reader's language
 * (docs/profile.md), read with the account in one statement, built once and prepared: a student's
 * app reads it on every start. The role here is no access decision: only a student's account has a
 * personal section.
 */
export async function ownProfileAnswer(db: Db, me: Pick<Caller['user'], 'id' | 'role'>, lang: Lang) {
  if (me.role !== 'siswa') return { data: await requireUserDto(db, me.id) };
  let read = ownStudentReaders.get(db);
  if (!read) ownStudentReaders.set(db, (read = batchedLookup((ids: string[]) => readOwnStudents(db, ids))));
  const row = await read(me.id);
  if (!row) throw notFound();
  const { profile, completeness } = await personalWithCompletenessOf(db, me.id, row.personal);
  return {
    data: row.account,
    profile,
    completeness: {
      score: completeness?.score ?? 0,
      missing: (completeness?.missing ?? []).map((m) => ({ key: m.key, text: m[lang], id: m.id, weight: m.weight, link: m.link })),
    },
  };
}

/**
 * Saves the caller's own account fields and, for a student, their personal section with its stored
 * completeness in the same transaction. A new password needs the current one and ends other sessions.
 */
export async function updateOwnProfile(db: Db, me: Caller['user'], body: z.infer<typeof ZProfileUpdateWithPersonal>): Promise<void> {
  const { name, phone, current_password, new_password, ...personal } = body;
  const personalKeys = Object.keys(personal);
  if (personalKeys.length && me.role !== 'siswa') {
    throw validationFailed(Object.fromEntries(personalKeys.map((k) => [k, 'msg:UNKNOWN_FIELD'])));
  }
  const values: Record<string, unknown> = {};
  if (name !== undefined) values.name = name;
  if (phone !== undefined) values.phone = phone;
  if (new_password) {
    // The hash is read here, not carried with the caller: only this check needs it.
    const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    if (!stored || !(await verifyPassword(stored.passwordHash, current_password ?? ''))) {
      throw new AppError(400, 'WRONG_PASSWORD', { current_password: 'msg:WRONG_PASSWORD' });
    }
    values.passwordHash = await hashPassword(new_password);
    values.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  await db.transaction(async (tx) => {
    if (Object.keys(values).length)
      await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, me.id));
    // The personal section and the stored completeness, in the same transaction.
    if (me.role === 'siswa') await savePersonal(tx, me.id, personal);
  });
}

/** The account's current token version (a fresh token after a password change carries it). */
export async function tokenVersionOf(db: Db, userId: string): Promise<number> {
  return single(await db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, userId))).tv;
}

/**
 * Verifies an account in the caller's scope (404 outside it) whose role the caller's principal may
 * verify (VERIFIABLE_ROLES, else 403), and tells its owner; verifying twice changes nothing.
 */
export async function verifyAccount(db: Db, scope: Scope, caller: Caller, id: string): Promise<string> {
  const [target] = await db
    .select({ id: users.id, role: users.role, verified: users.verified })
    .from(users)
    .where(and(eq(users.id, id), userScopeWhere(scope, caller)));
  if (!target) throw notFound();
  const allowed = VERIFIABLE_ROLES[caller.principal as Role] ?? [];
  if (!allowed.includes(target.role as Role)) throw forbidden();
  if (!target.verified) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ verified: true, verifiedAt: sql`now()`, verifiedBy: caller.user.id, updatedAt: sql`now()` })
        .where(eq(users.id, target.id));
      await notify(tx, { kind: 'account-verified', userIds: [target.id], params: {}, link: '/' });
    });
  }
  return target.id;
}
