import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZForgotPassword,
  ZIdQuery,
  ZLogin,
  ZLoginResult,
  ZMessageResult,
  ZOwnProfile,
  ZProfileUpdateWithPersonal,
  ZResetPassword,
  ZSignup,
  ZUserResult,
  ZVerifyToken,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionTokens } from '../../lib/session-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { PUBLIC, SELF, permit, requestScope } from '../../plugins/permission.js';
import { requireUserDto } from './user-query.js';
import { ipBucket, retryAfterSeconds } from './login-throttle.js';
import {
  checkLogin,
  confirmEmail,
  endAllSessions,
  forgotPassword,
  resetPassword,
  revokeSession,
  signUp,
  ownProfileAnswer,
  tokenVersionOf,
  updateOwnProfile,
  verifyAccount,
} from './accounts.js';

export { EMAIL_CONFIRM_HOURS, PASSWORD_RESET_MINUTES, queuePasswordReset } from './accounts.js';

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

/**
 * Accounts (spec §7): sign-up, login, e-mail confirmation, password reset, own profile, verification.
 * The rules live in accounts.ts.
 */
export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const { db, tokens, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  /**
   * Per-IP request limits, counted in the database for every API process together (docs/operations.md):
   * login, sign-up and forgot-password share one budget, so switching between them buys nothing;
   * sign-up also has its own, stricter one. Each budget names itself in its key (no route names it),
   * and an IPv6 client counts by its /64, as the failed-login throttle does.
   */
  const sharedBudget = app.createRateLimit({
    max: deps.loginRatePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `account-budget:${ipBucket(request.ip)}`,
  });
  const signupBudget = app.createRateLimit({
    max: deps.signupRatePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `signup-budget:${ipBucket(request.ip)}`,
  });
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
    { schema: { tags, body: ZSignup, response: { 201: ZUserResult } }, config: publicAuth, onRequest: limit(sharedBudget, signupBudget) },
    async (request, reply) => {
      const id = await signUp(db, mailer, deps.publicUrl, request.body);
      return reply.status(201).send({ data: await requireUserDto(db, id) });
    },
  );

  r.post(
    '/user/login',
    { schema: { tags, body: ZLogin, response: { 200: ZLoginResult } }, config: publicAuth, onRequest: limit(sharedBudget) },
    async (request, reply) => {
      const { email, password } = request.body;
      // Only this (account, IP) pair or this IP waits; the owner elsewhere is never held up (login-throttle.ts).
      const wait = await retryAfterSeconds(db, email, request.ip);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      const user = await checkLogin(db, email, password, request.ip, deps.loginIpFailuresPerHour);
      const token = await tokens.sign({ sub: user.id, tv: user.tokenVersion });
      return { token, user: await requireUserDto(db, user.id) };
    },
  );

  r.post('/user/verify-token', { schema: { tags, body: ZVerifyToken, response: { 200: ZUserResult } }, config: publicAuth }, async (request) => {
    const userId = await confirmEmail(db, request.body.token);
    return { data: await requireUserDto(db, userId) };
  });

  r.post(
    '/user/forgot-password',
    { schema: { tags, body: ZForgotPassword, response: { 200: ZMessageResult } }, config: publicAuth, onRequest: limit(sharedBudget) },
    async (request) => {
      await forgotPassword(db, mailer, deps.publicUrl, request.body.email);
      // The same answer whether or not the e-mail has an account.
      return {
        message:
          request.lang === 'id' ? 'Jika email terdaftar, tautan atur ulang telah dikirim' : 'If the e-mail is registered, a reset link has been sent',
      };
    },
  );

  r.post(
    '/user/reset-password',
    { schema: { tags, body: ZResetPassword, response: { 200: ZMessageResult } }, config: publicAuth },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { message: request.lang === 'id' ? 'Kata sandi berhasil diubah' : 'Your password has been changed' };
    },
  );

  /** Server-side sign-out of the presented token, on every API process. */
  r.post('/user/logout', { schema: { tags }, config: SELF }, async (request) => {
    const { jti, exp } = request.caller!.session;
    await revokeSession(db, jti, exp);
    return { message: request.lang === 'id' ? 'Anda telah keluar' : 'You have signed out' };
  });

  /** Sign out everywhere: bumping the token version ends every session of the account, this one included. */
  r.post('/user/logout-all', { schema: { tags }, config: SELF }, async (request) => {
    await endAllSessions(db, request.caller!.user.id);
    return { message: request.lang === 'id' ? 'Anda telah keluar dari semua perangkat' : 'You have signed out of all devices' };
  });

  // The caller's own account (SELF); a student's with their personal section and completeness.
  r.get('/user/profile', { schema: { tags, response: { 200: ZOwnProfile } }, config: SELF }, async (request) =>
    ownProfileAnswer(db, request.caller!.user, request.lang),
  );

  // Everyone their account fields; a student also their personal section (ZProfileUpdateWithPersonal:
  // `user_id`, `school_id`, `verified` are no fields of it, so sending them is a 400).
  r.post(
    '/user/profile-update',
    { schema: { tags, body: ZProfileUpdateWithPersonal, response: { 200: ZOwnProfile } }, config: SELF },
    async (request) => {
      const me = request.caller!.user;
      await updateOwnProfile(db, me, request.body);
      const answer = await ownProfileAnswer(db, me, request.lang);
      // Changing the password ends other sessions; this one gets a fresh token.
      const tv = await tokenVersionOf(db, me.id);
      return request.body.new_password ? { ...answer, token: await tokens.sign({ sub: me.id, tv }) } : answer;
    },
  );

  // Which roles a verifier may verify is VERIFIABLE_ROLES (roles.ts), on top of the table's scope.
  r.post(
    '/user/verify',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZUserResult } }, config: { permission: permit('user', 'verify') } },
    async (request) => {
      const id = await verifyAccount(db, requestScope(request), request.caller!, request.query.id);
      return { data: await requireUserDto(db, id) };
    },
  );
}
