import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSENT_STATUSES,
  CURRENT_CONSENT_VERSION,
  ZAnswerConsent,
  ZConsentAnswered,
  ZConsentInvitation,
  ZConsentList,
  ZConsentRecorded,
  ZConsentWithdrawn,
  ZPrivacySettingsResult,
  ZRecordPaperConsent,
  ZRequestConsent,
  issuesToFieldErrors,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { permit, PUBLIC, requestScope } from '../../plugins/permission.js';
import { detectImageKind, IMAGE_CONTENT_TYPES, type ImageKind } from '../files/image-type.js';
import { MAX_PHOTO_BYTES } from '../files/routes.js';
import type { Mailer } from '../mail/mailer.js';
import type { ConsentFormStore } from './consent-form-store.js';
import { answerConsent, consentForm, consentList, pendingByToken, recordPaperConsent, requestConsent, withdrawStudentConsents } from './consents.js';
import { privacyMessage } from './messages.js';
import { privacySettings, todayIso } from './settings.js';

export { CONSENT_LINK_DAYS, withdrawConsents } from './consents.js';
export const CONSENT_REQUESTS_PER_HOUR = 5;
const ZToken = zString().trim().min(20).max(100);

export interface ConsentDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  forms: ConsentFormStore;
}

/** One multipart request: the scan (`file`) and the form's fields; nothing else is read. */
async function readPaperConsent(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') bytes = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(400, 'BAD_REQUEST');
  }
  const parsed = ZRecordPaperConsent.safeParse(fields);
  if (!parsed.success) throw new AppError(400, 'VALIDATION', issuesToFieldErrors(parsed.error.issues, request.lang, fields));
  if (parsed.data.signedOn > todayIso()) throw new AppError(400, 'VALIDATION', { signedOn: privacyMessage('SIGNED_IN_FUTURE', request.lang) });
  const kind = bytes ? detectImageKind(bytes) : null;
  if (!bytes || !kind) throw new AppError(400, 'VALIDATION', { file: privacyMessage('FORM_REQUIRED', request.lang) });
  return { ...parsed.data, kind, bytes };
}

/**
 * Guardian consent (docs/privacy.md): the student asks by e-mail, the guardian answers on a public
 * page; or the school admin records a signed paper form. Withdrawal by the student or the school.
 * The queries and rules live in consents.ts.
 */
export async function consentRoutes(app: FastifyInstance, { db, mailer, publicUrl, forms }: ConsentDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/guardian-consent/request',
    {
      schema: { tags: ['privacy'], body: ZRequestConsent, response: { 200: ZPrivacySettingsResult } },
      config: {
        permission: permit('guardian-consent', 'request'),
        // Each request sends an e-mail to an address the student types: a few per hour and student, no flood.
        rateLimit: {
          max: CONSENT_REQUESTS_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (req) => `consent:${req.caller?.user.id ?? req.ip}`,
        },
      },
    },
    async (request) => {
      const me = request.caller!.user;
      await requestConsent(db, { mailer, publicUrl }, me, request.body.guardianEmail, request.lang);
      return { data: await privacySettings(db, me.id) };
    },
  );

  // The public page: what the guardian is asked, for whom. The token is the only key (query values are never logged).
  r.get(
    '/guardian-consent/by-token',
    {
      schema: { tags: ['privacy'], querystring: z.object({ token: ZToken }), response: { 200: ZConsentInvitation } },
      config: { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await pendingByToken(db, request.query.token);
      return {
        data: { student: row.student, school: row.school, textVersion: CURRENT_CONSENT_VERSION, expiresAt: row.expiresAt },
      };
    },
  );

  r.post(
    '/guardian-consent/answer',
    {
      schema: { tags: ['privacy'], body: ZAnswerConsent.extend({ token: ZToken }), response: { 200: ZConsentAnswered } },
      config: { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      return { data: { status: await answerConsent(db, request.body) } };
    },
  );

  r.post(
    '/guardian-consent/record',
    {
      schema: { tags: ['privacy'], consumes: ['multipart/form-data'], response: { 200: ZConsentRecorded } },
      config: { permission: permit('guardian-consent', 'record') },
    },
    async (request) => {
      const scope = requestScope(request);
      const input = await readPaperConsent(request);
      return { data: { id: await recordPaperConsent(db, forms, scope, request.caller!, input, request.lang) } };
    },
  );

  r.post(
    '/guardian-consent/withdraw',
    {
      schema: { tags: ['privacy'], body: z.object({ studentId: z.uuid().optional() }).strict(), response: { 200: ZConsentWithdrawn } },
      config: { permission: permit('guardian-consent', 'withdraw') },
    },
    async (request) => {
      const scope = requestScope(request);
      const studentId = scope === 'self' ? request.caller!.user.id : request.body.studentId;
      const student = await withdrawStudentConsents(db, scope, request.caller!, studentId);
      return { data: scope === 'self' ? await privacySettings(db, student.id) : { studentId: student.id } };
    },
  );

  // The school's list: consents of its students, newest first (the privacy-requests screen).
  r.get(
    '/guardian-consent/list',
    {
      schema: { tags: ['privacy'], querystring: z.object({ status: z.enum(CONSENT_STATUSES).optional() }), response: { 200: ZConsentList } },
      config: { permission: permit('guardian-consent', 'list') },
    },
    async (request) => {
      return { data: await consentList(db, requestScope(request), request.caller, request.query.status) };
    },
  );

  // The scan of a paper form: never public (a guardian's signature); the school that recorded it and the Admin.
  r.get(
    '/guardian-consent/form',
    { schema: { tags: ['privacy'], querystring: z.object({ id: z.uuid() }) }, config: { permission: permit('guardian-consent', 'form') } },
    async (request, reply) => {
      const form = await consentForm(db, forms, requestScope(request), request.caller, request.query.id);
      const type: ImageKind = detectImageKind(form.bytes) ?? 'jpg';
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[type])
        .header('content-disposition', `inline; filename="${form.name}"`)
        .header('cache-control', 'private, no-store')
        .send(form.bytes);
    },
  );
}
