import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ERASURE_STATUSES, ZErasureApproved, ZErasureRejected, ZErasureRequest, ZErasureRequestCreated, ZErasureRequests } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { auditLog, erasureRequests, schools, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import type { Storage } from '../files/storage.js';
import { scopeCondition } from '../scope.js';
import type { CertificateStore } from '../files/certificate-store.js';
import type { ConsentFormStore } from './consent-form-store.js';
import { collectStudentUploads, eraseStudent } from './erasure.js';
import type { MessageAttachmentStore } from '../files/message-attachment-store.js';
import { privacyMessage } from './messages.js';

const ZDecision = z.object({ id: z.uuid() }).strict();

/**
 * Erasure (docs/privacy.md): the student asks; their school admin or the Admin approves (the
 * account and its rows are deleted, uploads removed) or rejects. The request row stays without
 * personal data, and `audit_log` records who erased what (the request's id, never the person).
 */
export async function erasureRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    forms,
    certificates,
    messageFiles,
  }: { db: Db; storage: Storage; forms: ConsentFormStore; certificates: CertificateStore; messageFiles: MessageAttachmentStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/erasure-request/create',
    {
      schema: { tags: ['privacy'], body: ZErasureRequest, response: { 200: ZErasureRequestCreated } },
      config: { permission: permit('erasure-request', 'create') },
    },
    async (request) => {
      const me = request.caller!.user;
      const [pending] = await db
        .select({ id: erasureRequests.id })
        .from(erasureRequests)
        .where(and(eq(erasureRequests.studentId, me.id), eq(erasureRequests.status, 'pending')));
      if (pending) throw new AppError(409, 'DUPLICATE', { reason: privacyMessage('ERASURE_PENDING', request.lang) });
      const [row] = await db
        .insert(erasureRequests)
        .values({ studentId: me.id, schoolId: me.schoolId, reason: request.body.reason || null })
        .returning({ id: erasureRequests.id, status: erasureRequests.status, createdAt: erasureRequests.createdAt });
      if (!row) throw new Error('erasure request not created');
      return { data: { ...row, createdAt: row.createdAt.toISOString() } };
    },
  );

  r.get(
    '/erasure-request/list',
    {
      schema: {
        tags: ['privacy'],
        querystring: z.object({ status: z.enum(ERASURE_STATUSES).optional() }),
        response: { 200: ZErasureRequests },
      },
      config: { permission: permit('erasure-request', 'list') },
    },
    async (request) => {
      const scope = requestScope(request);
      const rows = await db
        .select({
          id: erasureRequests.id,
          studentId: erasureRequests.studentId,
          student: users.name,
          school: schools.name,
          status: erasureRequests.status,
          reason: erasureRequests.reason,
          decidedAt: erasureRequests.decidedAt,
          createdAt: erasureRequests.createdAt,
        })
        .from(erasureRequests)
        .leftJoin(users, eq(users.id, erasureRequests.studentId))
        .leftJoin(schools, eq(schools.id, erasureRequests.schoolId))
        .where(
          and(
            request.query.status ? eq(erasureRequests.status, request.query.status) : undefined,
            scopeCondition(scope, request.caller, { school: erasureRequests.schoolId, owner: erasureRequests.studentId }),
          ),
        )
        .orderBy(sql`(${erasureRequests.status} = 'pending') desc`, desc(erasureRequests.createdAt))
        .limit(200);
      return {
        data: rows.map((row) => ({ ...row, decidedAt: row.decidedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
      };
    },
  );

  /** The request, pending and inside the caller's scope (404 outside it, 409 when already handled). */
  async function pendingRequest(id: string, scope: ReturnType<typeof requestScope>, caller: Parameters<typeof scopeCondition>[1], lang: 'id' | 'en') {
    const [row] = await db
      .select({ id: erasureRequests.id, studentId: erasureRequests.studentId, status: erasureRequests.status })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.id, id), scopeCondition(scope, caller, { school: erasureRequests.schoolId, owner: erasureRequests.studentId })));
    if (!row) throw notFound();
    if (row.status !== 'pending' || !row.studentId) throw new AppError(409, 'DUPLICATE', { id: privacyMessage('NOT_PENDING', lang) });
    return { id: row.id, studentId: row.studentId };
  }

  r.post(
    '/erasure-request/approve',
    {
      schema: { tags: ['privacy'], body: ZDecision, response: { 200: ZErasureApproved } },
      config: { permission: permit('erasure-request', 'approve') },
    },
    async (request) => {
      const pending = await pendingRequest(request.body.id, requestScope(request), request.caller, request.lang);
      const actorId = request.caller!.user.id;
      const uploads = await collectStudentUploads(db, pending.studentId, { storage, forms, certificates, messageFiles });
      const outcome = await db.transaction(async (tx) => {
        // Decided first: once the account is deleted the row's student id becomes null.
        await tx
          .update(erasureRequests)
          .set({ status: 'approved', decidedBy: actorId, decidedAt: sql`now()`, reason: null })
          .where(eq(erasureRequests.id, pending.id));
        const how = await eraseStudent(tx, pending.studentId);
        await tx.insert(auditLog).values({
          actorId,
          action: `privacy.erasure.${how}`,
          targetId: pending.id,
          fields: ['account', 'profile', 'records', 'uploads'],
          ip: null,
        });
        return how;
      });
      // Files go once the rows are gone for good (a failed transaction keeps both).
      for (const upload of uploads) await upload.remove();
      return { data: { id: pending.id, status: 'approved' as const, outcome } };
    },
  );

  r.post(
    '/erasure-request/reject',
    {
      schema: { tags: ['privacy'], body: ZDecision, response: { 200: ZErasureRejected } },
      config: { permission: permit('erasure-request', 'reject') },
    },
    async (request) => {
      const pending = await pendingRequest(request.body.id, requestScope(request), request.caller, request.lang);
      await db
        .update(erasureRequests)
        .set({ status: 'rejected', decidedBy: request.caller!.user.id, decidedAt: sql`now()` })
        .where(eq(erasureRequests.id, pending.id));
      return { data: { id: pending.id, status: 'rejected' as const } };
    },
  );
}
