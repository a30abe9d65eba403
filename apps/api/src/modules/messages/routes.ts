import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMessageContactList,
  ZMessageIdQuery,
  ZMessageMute,
  ZMessageMuteList,
  ZMessageMuteResult,
  ZMessageReport,
  ZMessageReportList,
  ZMessageReportResult,
  ZMessageSent,
  ZMessageSend,
  ZMessageStart,
  ZMessageStartResult,
  ZMessageThreadList,
  ZMessageThreadQuery,
  ZMessageThreadRef,
  ZMessageThreadResult,
  ZMessageUnread,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { messageMutes } from '../../db/schema.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { scopeCondition, type ScopeColumns } from '../scope.js';
import { ATTACHMENT_CONTENT_TYPES, createMessageAttachmentStore } from '../files/message-attachment-store.js';
import { attachFile, readAttachment } from './attachments.js';
import { listMutes, listReports, muteCompany, reportMessage, reportStudent, unmuteCompany } from './reports.js';
import { schoolContacts } from './school-contacts.js';
import { sendMessage } from './send.js';
import { listThreads } from './thread-query.js';
import { markRead, startThread, THREAD_COLUMNS, threadDetail, unreadCount } from './threads.js';

const ZNoQuery = z.object({}).strict();
const ZDone = z.object({ data: z.object({ thread_id: z.string() }) });

/** The scope's condition on the request's cell, over `columns`. */
const scoped = (request: FastifyRequest, columns: ScopeColumns) => scopeCondition(requestScope(request), request.caller, columns);

/**
 * Conversations (docs/messages.md). Thread cells are `thread-participant` (a side of the thread) and, for
 * the school's admin reading, `thread-safeguarding` (also the company threads of the school's minors);
 * reports are read in the reporting student's school (`own-school`) or everywhere (the Admin).
 */
export async function messageRoutes(app: FastifyInstance, { db, uploadDir }: { db: Db; uploadDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['message'];
  const files = createMessageAttachmentStore(uploadDir);

  r.post(
    '/message/attach',
    {
      schema: { tags, querystring: ZMessageThreadRef, consumes: ['multipart/form-data'], response: { 200: ZMessageSent } },
      config: { permission: permit('message', 'attach') },
    },
    async (request) => ({ data: await attachFile(db, files, request, scoped(request, THREAD_COLUMNS), request.query.thread_id, request.lang) }),
  );

  r.get(
    '/message/attachment',
    { schema: { tags, querystring: ZMessageIdQuery }, config: { permission: permit('message', 'attachment') } },
    async (request, reply) => {
      const { bytes, kind, name } = await readAttachment(db, files, scoped(request, THREAD_COLUMNS), request.query.id);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      // Images open in the browser, a PDF downloads; never sniffed as anything else.
      return reply
        .header('content-type', ATTACHMENT_CONTENT_TYPES[kind])
        .header(
          'content-disposition',
          `${kind === 'pdf' ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  r.get(
    '/message/list',
    { schema: { tags, querystring: ZNoQuery, response: { 200: ZMessageThreadList } }, config: { permission: permit('message', 'list') } },
    async (request) => ({ data: await listThreads(db, request.caller!, scoped(request, THREAD_COLUMNS)) }),
  );

  r.get(
    '/message/detail',
    {
      schema: { tags, querystring: ZMessageThreadQuery, response: { 200: ZMessageThreadResult } },
      config: { permission: permit('message', 'detail') },
    },
    async (request) => ({ data: await threadDetail(db, request.caller!, scoped(request, THREAD_COLUMNS), request.query.id, request.lang) }),
  );

  r.get(
    '/message/unread',
    { schema: { tags, querystring: ZNoQuery, response: { 200: ZMessageUnread } }, config: { permission: permit('message', 'unread') } },
    async (request) => ({ data: { count: await unreadCount(db, request.caller!, scoped(request, THREAD_COLUMNS)) } }),
  );

  r.get(
    '/message/contacts',
    { schema: { tags, querystring: ZNoQuery, response: { 200: ZMessageContactList } }, config: { permission: permit('message', 'contacts') } },
    async (request) => ({ data: await schoolContacts(db, request.caller!) }),
  );

  r.post(
    '/message/start',
    { schema: { tags, body: ZMessageStart, response: { 200: ZMessageStartResult } }, config: { permission: permit('message', 'create') } },
    async (request) => ({ data: { thread_id: await startThread(db, requestScope(request), request.caller!, request.body, request.lang) } }),
  );

  r.post(
    '/message/send',
    { schema: { tags, body: ZMessageSend, response: { 200: ZMessageSent } }, config: { permission: permit('message', 'send') } },
    async (request) => ({ data: await sendMessage(db, request.caller!, scoped(request, THREAD_COLUMNS), request.body, request.lang) }),
  );

  r.post(
    '/message/read',
    { schema: { tags, body: ZMessageThreadRef, response: { 200: ZDone } }, config: { permission: permit('message', 'read') } },
    async (request) => {
      await markRead(db, request.caller!, scoped(request, THREAD_COLUMNS), request.body.thread_id);
      return { data: { thread_id: request.body.thread_id } };
    },
  );

  r.post(
    '/message/report',
    { schema: { tags, body: ZMessageReport, response: { 200: ZMessageReportResult } }, config: { permission: permit('message', 'report') } },
    async (request) => ({ data: { id: await reportMessage(db, request.caller!, scoped(request, THREAD_COLUMNS), request.body, request.lang) } }),
  );

  r.get(
    '/message/reports',
    { schema: { tags, querystring: ZNoQuery, response: { 200: ZMessageReportList } }, config: { permission: permit('message', 'reports') } },
    // The reporting student's school.
    async (request) => ({ data: await listReports(db, scoped(request, { school: reportStudent.schoolId })) }),
  );

  r.get(
    '/message/mutes',
    { schema: { tags, querystring: ZNoQuery, response: { 200: ZMessageMuteList } }, config: { permission: permit('message', 'mutes') } },
    async (request) => ({ data: await listMutes(db, scoped(request, { school: messageMutes.schoolId })) }),
  );

  r.post(
    '/message/mute',
    { schema: { tags, body: ZMessageMute, response: { 200: ZMessageMuteResult } }, config: { permission: permit('message', 'mute') } },
    async (request) => {
      // `own-school`: the mute is always the caller's school's.
      await muteCompany(db, request.caller!, request.body.company_id);
      return { data: { company_id: request.body.company_id, muted: true } };
    },
  );

  r.post(
    '/message/unmute',
    { schema: { tags, body: ZMessageMute, response: { 200: ZMessageMuteResult } }, config: { permission: permit('message', 'unmute') } },
    async (request) => {
      await unmuteCompany(db, scoped(request, { school: messageMutes.schoolId }), request.body.company_id);
      return { data: { company_id: request.body.company_id, muted: false } };
    },
  );
}
