import { notify } from '../notifications/notify.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  VERIFIABLE_ROLES,
  ZForgotPassword,
  ZIdQuery,
  ZLogin,
  ZProfileUpdateWithPersonal,
  ZResetPassword,
  ZSignup,
  ZVerifyToken,
  isCompanyRole,
  isSchoolRole,
  type Role,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, revokedTokens, schools, users } from '../../db/schema.js';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.js';
import { getDummyHash, hashPassword, isPasswordHash, verifyPassword } from '../../lib/passwords.js';
import type { SessionTokens } from '../../lib/session-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { emailConfirmationEmail, passwordResetEmail } from '../mail/templates.js';
import { PUBLIC, SELF, permit, requestScope } from '../../plugins/permission.js';
import { findUserDto } from './user-query.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-token-store.js';
import { userScopeWhere } from './user-crud.js';
import { clearAccount, clearPair, recordFailure, retryAfterSeconds } from './login-throttle.js';
import { single } from '../../db/rows.js';
import { completenessOf } from '../profile/completeness.js';
import { loadPersonal, savePersonal } from '../profile/personal.js';

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

interface Deps {
  db: Db;
  tokens: SessionTokens;
  mailer: Mailer;
  publicUrl: string;
  loginRatePerMinute: number;
  signupRatePerMinute: number;
  loginIpFailuresPerHour: number;
}

/** 429 in the error shape, with how long to wait. */
function tooManyAttempts(reply: FastifyReply, seconds: number): AppError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
  return new AppError(429, 'RATE_LIMITED');
}

/** Accounts (spec §7): sign-up, login, e-mail confirmation, password reset, own profile, verification. */
export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const { db, tokens, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  /**
   * Per-IP request limits (per process; see docs/operations.md): login, sign-up and forgot-password
   * share one budget, so switching between them buys nothing; sign-up also has its own, stricter one.
   */
  const sharedBudget = app.createRateLimit({ max: deps.loginRatePerMinute, timeWindow: 60_000 });
  const signupBudget = app.createRateLimit({ max: deps.signupRatePerMinute, timeWindow: 60_000 });
  const limit =
    (...budgets: (typeof sharedBudget)[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const budget of budgets) {
        const status = await budget(request);
        if (!status.isAllowed && status.isExceeded) throw tooManyAttempts(reply, status.ttlInSeconds);
      }
    };
  const publicAuth = { ...PUBLIC, ignoreBadToken: true };

  r.post(
    '/user/signup',
    { schema: { tags, body: ZSignup }, config: publicAuth, onRequest: limit(sharedBudget, signupBudget) },
    async (request, reply) => {
      const input = request.body;
      const role = input.role as Role;
      if (isSchoolRole(role)) {
        const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.school_id!));
        if (!school) throw validationFailed({ school_id: 'msg:SCHOOL_NOT_FOUND' });
      }
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        let companyId: string | null = null;
        if (isCompanyRole(role)) {
          if (input.company_id) {
            const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.company_id));
            if (!company) throw new AppError(400, 'COMPANY_NOT_REGISTERED', { company_id: 'msg:COMPANY_NOT_REGISTERED' });
            companyId = company.id;
          } else {
            // A new company waits for the Admin's approval, like its first admin's account.
            const company = single(
              await tx.insert(companies).values({ name: input.company_name!, status: 'pending' }).returning({ id: companies.id }),
            );
            companyId = company.id;
          }
        }
        const created = single(
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
        return created;
      });
      const token = await issueOneTimeToken(db, user.id, 'email_confirm', EMAIL_CONFIRM_HOURS * 60);
      await mailer.send(emailConfirmationEmail(user.email, user.name, `${deps.publicUrl}/#/auth/verify-email?token=${token}`));
      return reply.status(201).send({ data: await findUserDto(db, eq(users.id, user.id)) });
    },
  );

  r.post('/user/login', { schema: { tags, body: ZLogin }, config: publicAuth, onRequest: limit(sharedBudget) }, async (request, reply) => {
    const { email, password } = request.body;
    // Only this (account, IP) pair or this IP waits; the owner elsewhere is never held up (login-throttle.ts).
    const wait = await retryAfterSeconds(db, email, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, wait);
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // Unknown e-mail, an invited account without a password yet and a wrong password all cost one
    // argon2 verify (against a dummy hash when there is no real one) and give the same answer.
    const hasPassword = isPasswordHash(user?.passwordHash);
    const ok = await verifyPassword(hasPassword ? user!.passwordHash : await getDummyHash(), password);
    if (!user || !hasPassword || !ok) {
      await recordFailure(db, email, request.ip, deps.loginIpFailuresPerHour);
      throw new AppError(401, 'INVALID_CREDENTIALS', undefined, 'InvalidCredentials');
    }
    await clearPair(db, email, request.ip);
    if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_INACTIVE');
    const token = await tokens.sign({ sub: user.id, tv: user.tokenVersion });
    return { token, user: await findUserDto(db, eq(users.id, user.id)) };
  });

  r.post('/user/verify-token', { schema: { tags, body: ZVerifyToken }, config: publicAuth }, async (request) => {
    const userId = await consumeOneTimeToken(db, request.body.token, 'email_confirm');
    if (!userId) throw new AppError(400, 'TOKEN_INVALID');
    await db
      .update(users)
      .set({ validated: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return { data: await findUserDto(db, eq(users.id, userId)) };
  });

  r.post(
    '/user/forgot-password',
    { schema: { tags, body: ZForgotPassword }, config: publicAuth, onRequest: limit(sharedBudget) },
    async (request) => {
      const [user] = await db
        .select({ id: users.id, name: users.name, email: users.email, status: users.status })
        .from(users)
        .where(eq(users.email, request.body.email));
      if (user && user.status === 'active') await queuePasswordReset(db, mailer, deps.publicUrl, user);
      // The same answer whether or not the e-mail has an account.
      return {
        message:
          request.lang === 'id' ? 'Jika email terdaftar, tautan atur ulang telah dikirim' : 'If the e-mail is registered, a reset link has been sent',
      };
    },
  );

  r.post('/user/reset-password', { schema: { tags, body: ZResetPassword }, config: publicAuth }, async (request) => {
    const userId = await consumeOneTimeToken(db, request.body.token, 'password_reset');
    if (!userId) throw new AppError(400, 'TOKEN_INVALID');
    const passwordHash = await hashPassword(request.body.password);
    // A new password ends every existing session, and is the owner's way past any login delay.
    const [owner] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (owner) await clearAccount(db, owner.email);
    return { message: request.lang === 'id' ? 'Kata sandi berhasil diubah' : 'Your password has been changed' };
  });

  /**
   * Server-side sign-out: the presented token's id is kept in revoked_tokens until the token would
   * have expired anyway, so it is refused on every API process. Expired rows are pruned here.
   */
  r.post('/user/logout', { schema: { tags }, config: SELF }, async (request) => {
    const { jti, exp } = request.caller!.session;
    await db
      .insert(revokedTokens)
      .values({ jti, expiresAt: new Date(exp * 1000) })
      .onConflictDoNothing();
    await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
    return { message: request.lang === 'id' ? 'Kamu telah keluar' : 'You have signed out' };
  });

  /** Sign out everywhere: bumping the token version ends every session of the account, this one included. */
  r.post('/user/logout-all', { schema: { tags }, config: SELF }, async (request) => {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, request.caller!.user.id));
    return { message: request.lang === 'id' ? 'Kamu telah keluar dari semua perangkat' : 'You have signed out of all devices' };
  });

  /** A student's answer also carries their personal section and its completeness (docs/profile.md). */
  async function studentPart(userId: string, lang: 'id' | 'en') {
    const [profile, completeness] = await Promise.all([loadPersonal(db, userId), completenessOf(db, userId)]);
    return {
      profile,
      completeness: {
        score: completeness?.score ?? 0,
        missing: (completeness?.missing ?? []).map((m) => ({ key: m.key, text: m[lang], id: m.id, weight: m.weight, link: m.link })),
      },
    };
  }

  // The caller's own account (SELF). `me.role === 'siswa'` below is no access decision: only a
  // student's account has a personal section and a completeness figure to show and save.
  r.get('/user/profile', { schema: { tags }, config: SELF }, async (request) => {
    const me = request.caller!.user;
    const data = await findUserDto(db, eq(users.id, me.id));
    return me.role === 'siswa' ? { data, ...(await studentPart(me.id, request.lang)) } : { data };
  });

  // Everyone their account fields; a student also their personal section (ZProfileUpdateWithPersonal:
  // `user_id`, `school_id`, `verified` are no fields of it, so sending them is a 400).
  r.post('/user/profile-update', { schema: { tags, body: ZProfileUpdateWithPersonal }, config: SELF }, async (request) => {
    const me = request.caller!.user;
    const { name, phone, current_password, new_password, ...personal } = request.body;
    const personalKeys = Object.keys(personal);
    if (personalKeys.length && me.role !== 'siswa') {
      throw validationFailed(Object.fromEntries(personalKeys.map((k) => [k, 'msg:UNKNOWN_FIELD'])));
    }
    const values: Record<string, unknown> = {};
    if (name !== undefined) values.name = name;
    if (phone !== undefined) values.phone = phone;
    if (new_password) {
      if (!(await verifyPassword(me.passwordHash, current_password ?? ''))) {
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
    const data = await findUserDto(db, eq(users.id, me.id));
    const extra = me.role === 'siswa' ? await studentPart(me.id, request.lang) : {};
    // Changing the password ends other sessions; this one gets a fresh token.
    const fresh = single(await db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, me.id)));
    return new_password ? { data, ...extra, token: await tokens.sign({ sub: me.id, tv: fresh.tv }) } : { data, ...extra };
  });

  // Which roles a verifier may verify is VERIFIABLE_ROLES (roles.ts), on top of the table's scope.
  r.post('/user/verify', { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('user', 'verify') } }, async (request) => {
    const scope = requestScope(request);
    const target = await findUserDto(db, and(eq(users.id, request.query.id), userScopeWhere(scope, request.caller))!);
    if (!target) throw notFound();
    const allowed = VERIFIABLE_ROLES[request.caller!.principal as Role] ?? [];
    if (!allowed.includes(target.role)) throw forbidden();
    if (!target.verified) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ verified: true, verifiedAt: sql`now()`, verifiedBy: request.caller!.user.id, updatedAt: sql`now()` })
          .where(eq(users.id, target.id));
        await notify(tx, { kind: 'account-verified', userIds: [target.id], params: {}, link: '/' });
      });
    }
    return { data: await findUserDto(db, eq(users.id, target.id)) };
  });
}
