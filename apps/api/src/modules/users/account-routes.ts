import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  VERIFIABLE_ROLES, ZForgotPassword, ZIdQuery, ZLogin, ZProfileUpdate, ZResetPassword, ZSignup, ZVerifyToken,
  isCompanyRole, isSchoolRole, type Role,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, schools, users } from '../../db/schema.js';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionTokens } from '../../lib/session-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { emailConfirmationEmail, passwordResetEmail } from '../mail/templates.js';
import { authorize } from '../../crud/authorize.js';
import { findUserDto } from './user-query.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-token-store.js';
import { userScopeWhere } from './user-crud.js';
import { clearFailures, isLocked, recordFailure } from './login-throttle.js';

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
}

/** Accounts (spec §7): sign-up, login, e-mail confirmation, password reset, own profile, verification. */
export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const { db, tokens, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.post('/user/signup', { schema: { tags, body: ZSignup }, config: { ignoreBadToken: true, rateLimit: { max: deps.loginRatePerMinute, timeWindow: '1 minute' } } }, async (request, reply) => {
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
          const [company] = await tx.insert(companies).values({ name: input.company_name!, status: 'pending' }).returning({ id: companies.id });
          companyId = company.id;
        }
      }
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name, email: input.email, passwordHash, role,
          nisn: role === 'siswa' ? input.nisn : null,
          schoolId: isSchoolRole(role) ? input.school_id : null,
          companyId,
          verified: false,
          validated: false,
        })
        .returning({ id: users.id, name: users.name, email: users.email });
      return created;
    });
    const token = await issueOneTimeToken(db, user.id, 'email_confirm', EMAIL_CONFIRM_HOURS * 60);
    await mailer.send(emailConfirmationEmail(user.email, user.name, `${deps.publicUrl}/#/auth/verify-email?token=${token}`));
    return reply.status(201).send({ data: await findUserDto(db, eq(users.id, user.id)) });
  });

  r.post('/user/login', { schema: { tags, body: ZLogin }, config: { ignoreBadToken: true, rateLimit: { max: deps.loginRatePerMinute, timeWindow: '1 minute' } } }, async (request) => {
    const { email, password } = request.body;
    if (await isLocked(db, email)) throw new AppError(429, 'RATE_LIMITED');
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // Unknown e-mail and wrong password give the same answer after the same amount of work.
    const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
    if (!user || !ok) {
      await recordFailure(db, email);
      throw new AppError(401, 'INVALID_CREDENTIALS', undefined, 'InvalidCredentials');
    }
    await clearFailures(db, email);
    if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_INACTIVE');
    const token = await tokens.sign({ sub: user.id, tv: user.tokenVersion });
    return { token, user: await findUserDto(db, eq(users.id, user.id)) };
  });

  r.post('/user/verify-token', { schema: { tags, body: ZVerifyToken }, config: { ignoreBadToken: true } }, async (request) => {
    const userId = await consumeOneTimeToken(db, request.body.token, 'email_confirm');
    if (!userId) throw new AppError(400, 'TOKEN_INVALID');
    await db.update(users).set({ validated: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return { data: await findUserDto(db, eq(users.id, userId)) };
  });

  r.post('/user/forgot-password', { schema: { tags, body: ZForgotPassword }, config: { ignoreBadToken: true, rateLimit: { max: deps.loginRatePerMinute, timeWindow: '1 minute' } } }, async (request) => {
    const [user] = await db.select({ id: users.id, name: users.name, email: users.email, status: users.status }).from(users).where(eq(users.email, request.body.email));
    if (user && user.status === 'active') await queuePasswordReset(db, mailer, deps.publicUrl, user);
    // The same answer whether or not the e-mail has an account.
    return { message: request.lang === 'id' ? 'Jika email terdaftar, tautan atur ulang telah dikirim' : 'If the e-mail is registered, a reset link has been sent' };
  });

  r.post('/user/reset-password', { schema: { tags, body: ZResetPassword }, config: { ignoreBadToken: true } }, async (request) => {
    const userId = await consumeOneTimeToken(db, request.body.token, 'password_reset');
    if (!userId) throw new AppError(400, 'TOKEN_INVALID');
    const passwordHash = await hashPassword(request.body.password);
    // A new password ends every existing session.
    await db.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return { message: request.lang === 'id' ? 'Kata sandi berhasil diubah' : 'Your password has been changed' };
  });

  r.get('/user/profile', { schema: { tags }, preHandler: app.requireUser }, async (request) => {
    return { data: await findUserDto(db, eq(users.id, request.caller!.user.id)) };
  });

  r.post('/user/profile-update', { schema: { tags, body: ZProfileUpdate }, preHandler: app.requireUser }, async (request) => {
    const me = request.caller!.user;
    const { name, phone, current_password, new_password } = request.body;
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
    if (Object.keys(values).length) await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, me.id));
    const data = await findUserDto(db, eq(users.id, me.id));
    // Changing the password ends other sessions; this one gets a fresh token.
    const [fresh] = await db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, me.id));
    return new_password ? { data, token: await tokens.sign({ sub: me.id, tv: fresh.tv }) } : { data };
  });

  r.post('/user/verify', { schema: { tags, querystring: ZIdQuery }, preHandler: app.requireUser }, async (request) => {
    const scope = authorize(request, 'user', 'update');
    const target = await findUserDto(db, and(eq(users.id, request.query.id), userScopeWhere(scope, request.caller))!);
    if (!target) throw notFound();
    const allowed = VERIFIABLE_ROLES[request.caller!.principal as Role] ?? [];
    if (!allowed.includes(target.role)) throw forbidden();
    if (!target.verified) {
      await db.update(users).set({ verified: true, verifiedAt: sql`now()`, verifiedBy: request.caller!.user.id, updatedAt: sql`now()` }).where(eq(users.id, target.id));
    }
    return { data: await findUserDto(db, eq(users.id, target.id)) };
  });
}
