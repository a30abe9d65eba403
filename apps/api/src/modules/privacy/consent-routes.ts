import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONSENT_STATUSES,
  CURRENT_CONSENT_VERSION,
  ZAnswerConsent,
  ZRecordPaperConsent,
  ZRequestConsent,
  issuesToFieldErrors,
  needsGuardianConsent,
  zString,
  type ConsentStatus,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { guardianConsents, schools, studentProfiles, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken, newOneTimeToken } from '../../lib/one-time-tokens.js';
import { permit, PUBLIC, requestScope } from '../../plugins/permission.js';
import { detectImageKind, IMAGE_CONTENT_TYPES, type ImageKind } from '../files/image-type.js';
import { MAX_PHOTO_BYTES } from '../files/routes.js';
import type { Mailer } from '../mail/mailer.js';
import { notify } from '../notifications/notify.js';
import { scopeCondition } from '../scope.js';
import { guardianConsentEmail } from './consent-email.js';
import type { ConsentFormStore } from './consent-form-store.js';
import { CONSENT_STATUS_WORDS, privacyMessage } from './messages.js';
import { schoolAdminIds, studentInScope } from './people.js';
import { privacySettings, todayIso } from './settings.js';

export const CONSENT_LINK_DAYS = 14;
export const CONSENT_REQUESTS_PER_HOUR = 5;
const ZToken = zString().trim().min(20).max(100);

export interface ConsentDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  forms: ConsentFormStore;
}

/** A pending consent by its link's token (unexpired), with the student it is for. */
async function pendingByToken(db: DbExecutor, token: string) {
  const [row] = await db
    .select({
      id: guardianConsents.id,
      status: guardianConsents.status,
      studentId: guardianConsents.studentId,
      student: users.name,
      schoolId: users.schoolId,
      school: schools.name,
      expiresAt: guardianConsents.tokenExpiresAt,
    })
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.studentId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(eq(guardianConsents.tokenHash, hashToken(token)), eq(guardianConsents.status, 'pending'), gt(guardianConsents.tokenExpiresAt, sql`now()`)),
    );
  if (!row) throw new AppError(404, 'TOKEN_INVALID');
  return row;
}

/** Withdraws the student's granted consents and cancels a pending request: hidden from companies at once. */
export async function withdrawConsents(db: DbExecutor, studentId: string, actorId: string | null): Promise<number> {
  const granted = await db
    .update(guardianConsents)
    .set({ status: 'withdrawn', withdrawnAt: sql`now()`, withdrawnBy: actorId, updatedAt: sql`now()` })
    .where(and(eq(guardianConsents.studentId, studentId), eq(guardianConsents.status, 'granted')))
    .returning({ id: guardianConsents.id });
  await db
    .update(guardianConsents)
    .set({ status: 'cancelled', tokenHash: null, updatedAt: sql`now()` })
    .where(and(eq(guardianConsents.studentId, studentId), eq(guardianConsents.status, 'pending')));
  return granted.length;
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
 */
export async function consentRoutes(app: FastifyInstance, { db, mailer, publicUrl, forms }: ConsentDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/guardian-consent/request',
    {
      schema: { tags: ['privacy'], body: ZRequestConsent },
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
      const { guardianEmail } = request.body;
      if (guardianEmail === me.email.toLowerCase())
        throw new AppError(400, 'VALIDATION', { guardianEmail: privacyMessage('OWN_EMAIL', request.lang) });
      const [profile] = await db.select({ birthDate: studentProfiles.birthDate }).from(studentProfiles).where(eq(studentProfiles.userId, me.id));
      if (!needsGuardianConsent(profile?.birthDate, todayIso()))
        throw new AppError(400, 'VALIDATION', { guardianEmail: privacyMessage('NO_CONSENT_NEEDED', request.lang) });
      const [school] = me.schoolId ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, me.schoolId)) : [];
      const { token, hash } = newOneTimeToken();
      await db.transaction(async (tx) => {
        // A new request replaces a pending one (its link stops working); a granted consent stays until withdrawn.
        await tx
          .update(guardianConsents)
          .set({ status: 'cancelled', tokenHash: null, updatedAt: sql`now()` })
          .where(and(eq(guardianConsents.studentId, me.id), eq(guardianConsents.status, 'pending')));
        await tx.insert(guardianConsents).values({
          studentId: me.id,
          method: 'email',
          status: 'pending',
          guardianEmail,
          textVersion: CURRENT_CONSENT_VERSION,
          tokenHash: hash,
          tokenExpiresAt: sql`now() + make_interval(days => ${CONSENT_LINK_DAYS})`,
          requestedBy: me.id,
        });
        await mailer.send(
          guardianConsentEmail(guardianEmail, { name: me.name, school: school?.name ?? null }, `${publicUrl}/#/consent/${token}`, CONSENT_LINK_DAYS),
          tx,
        );
        await notify(tx, {
          kind: 'consent-requested',
          userIds: await schoolAdminIds(tx, me.schoolId),
          params: { student: me.name },
          link: '/privacy-requests',
        });
      });
      return { data: await privacySettings(db, me.id) };
    },
  );

  // The public page: what the guardian is asked, for whom. The token is the only key (query values are never logged).
  r.get(
    '/guardian-consent/by-token',
    {
      schema: { tags: ['privacy'], querystring: z.object({ token: ZToken }) },
      config: { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await pendingByToken(db, request.query.token);
      return {
        data: { student: row.student, school: row.school, textVersion: CURRENT_CONSENT_VERSION, expiresAt: row.expiresAt?.toISOString() ?? null },
      };
    },
  );

  r.post(
    '/guardian-consent/answer',
    {
      schema: { tags: ['privacy'], body: ZAnswerConsent.extend({ token: ZToken }) },
      config: { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { token, guardianName, relation, agree, textVersion } = request.body;
      const status: ConsentStatus = agree ? 'granted' : 'declined';
      await db.transaction(async (tx) => {
        const row = await pendingByToken(tx, token);
        await tx
          .update(guardianConsents)
          .set({ status, guardianName, relation, textVersion, answeredAt: sql`now()`, tokenHash: null, updatedAt: sql`now()` })
          .where(eq(guardianConsents.id, row.id));
        const word = agree ? CONSENT_STATUS_WORDS.granted : CONSENT_STATUS_WORDS.declined;
        await notify(tx, {
          kind: 'consent-answered',
          userIds: [row.studentId, ...(await schoolAdminIds(tx, row.schoolId))],
          params: { student: row.student, status: word },
          link: '/student-profile',
        });
      });
      return { data: { status } };
    },
  );

  r.post(
    '/guardian-consent/record',
    { schema: { tags: ['privacy'], consumes: ['multipart/form-data'] }, config: { permission: permit('guardian-consent', 'record') } },
    async (request) => {
      const scope = requestScope(request);
      const input = await readPaperConsent(request);
      const student = await studentInScope(db, scope, request.caller, input.studentId);
      if (!student) throw new AppError(400, 'VALIDATION', { studentId: privacyMessage('NOT_A_STUDENT', request.lang) });
      const formFile = await forms.save(input.kind, input.bytes);
      const actor = request.caller!.user.id;
      try {
        const id = await db.transaction(async (tx) => {
          await tx
            .update(guardianConsents)
            .set({ status: 'cancelled', tokenHash: null, updatedAt: sql`now()` })
            .where(and(eq(guardianConsents.studentId, student.id), eq(guardianConsents.status, 'pending')));
          const [row] = await tx
            .insert(guardianConsents)
            .values({
              studentId: student.id,
              method: 'paper',
              status: 'granted',
              guardianName: input.guardianName,
              relation: input.relation,
              textVersion: CURRENT_CONSENT_VERSION,
              formFile,
              recordedBy: actor,
              requestedBy: actor,
              answeredAt: new Date(`${input.signedOn}T00:00:00+07:00`),
            })
            .returning({ id: guardianConsents.id });
          await notify(tx, {
            kind: 'consent-answered',
            userIds: [student.id],
            params: { student: student.name, status: CONSENT_STATUS_WORDS.granted },
            link: '/student-profile',
          });
          return row?.id;
        });
        return { data: { id } };
      } catch (error) {
        await forms.remove(formFile);
        throw error;
      }
    },
  );

  r.post(
    '/guardian-consent/withdraw',
    {
      schema: { tags: ['privacy'], body: z.object({ studentId: z.uuid().optional() }).strict() },
      config: { permission: permit('guardian-consent', 'withdraw') },
    },
    async (request) => {
      const scope = requestScope(request);
      const me = request.caller!.user;
      const studentId = scope === 'self' ? me.id : request.body.studentId;
      const student = studentId ? await studentInScope(db, scope, request.caller, studentId) : undefined;
      if (!student) throw notFound();
      await db.transaction(async (tx) => {
        const withdrawn = await withdrawConsents(tx, student.id, me.id);
        if (withdrawn === 0) return;
        const others = [student.id, ...(await schoolAdminIds(tx, student.schoolId))].filter((id) => id !== me.id);
        await notify(tx, { kind: 'consent-answered', userIds: others, params: { student: student.name, status: CONSENT_STATUS_WORDS.withdrawn } });
      });
      return { data: scope === 'self' ? await privacySettings(db, student.id) : { studentId: student.id } };
    },
  );

  // The school's list: consents of its students, newest first (the privacy-requests screen).
  r.get(
    '/guardian-consent/list',
    {
      schema: { tags: ['privacy'], querystring: z.object({ status: z.enum(CONSENT_STATUSES).optional() }) },
      config: { permission: permit('guardian-consent', 'list') },
    },
    async (request) => {
      const scope = requestScope(request);
      const rows = await db
        .select({
          id: guardianConsents.id,
          studentId: guardianConsents.studentId,
          student: users.name,
          school: schools.name,
          method: guardianConsents.method,
          status: guardianConsents.status,
          guardianName: guardianConsents.guardianName,
          relation: guardianConsents.relation,
          textVersion: guardianConsents.textVersion,
          hasForm: sql<boolean>`${guardianConsents.formFile} is not null`,
          answeredAt: guardianConsents.answeredAt,
          createdAt: guardianConsents.createdAt,
        })
        .from(guardianConsents)
        .innerJoin(users, eq(users.id, guardianConsents.studentId))
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(
          and(
            request.query.status
              ? eq(guardianConsents.status, request.query.status)
              : inArray(guardianConsents.status, ['pending', 'granted', 'declined', 'withdrawn']),
            scopeCondition(scope, request.caller, { school: users.schoolId, owner: guardianConsents.studentId }),
          ),
        )
        .orderBy(desc(guardianConsents.createdAt))
        .limit(200);
      return { data: rows.map((r) => ({ ...r, answeredAt: r.answeredAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })) };
    },
  );

  // The scan of a paper form: never public (a guardian's signature); the school that recorded it and the Admin.
  r.get(
    '/guardian-consent/form',
    { schema: { tags: ['privacy'], querystring: z.object({ id: z.uuid() }) }, config: { permission: permit('guardian-consent', 'form') } },
    async (request, reply) => {
      const scope = requestScope(request);
      const [row] = await db
        .select({ formFile: guardianConsents.formFile })
        .from(guardianConsents)
        .innerJoin(users, eq(users.id, guardianConsents.studentId))
        .where(and(eq(guardianConsents.id, request.query.id), scopeCondition(scope, request.caller, { school: users.schoolId })));
      const bytes = row?.formFile ? await forms.read(row.formFile) : null;
      if (!row?.formFile || !bytes) throw notFound();
      const kind = detectImageKind(bytes);
      const type: ImageKind = kind ?? 'jpg';
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[type])
        .header('content-disposition', `inline; filename="${row.formFile}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
