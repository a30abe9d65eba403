import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  PARTNERSHIP_STATUSES,
  VOCATIONAL_PROGRAMS,
  ZDeclinePartnership,
  ZEndPartnership,
  ZIdQuery,
  ZPartnerSchools,
  ZPartnershipDetailResult,
  ZPartnershipPage,
  ZPartnershipPeriod,
  ZPartnershipResult,
  ZRenewPartnership,
  ZRequestPartnership,
  zRegionCode,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { readUpload } from '../../lib/read-upload.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { createDocumentStore, MAX_DOCUMENT_BYTES } from './document-store.js';
import {
  acceptPartnership,
  declinePartnership,
  endPartnership,
  readDocument,
  renewPartnership,
  requestPartnership,
  scopedPartnership,
  storeDocument,
  updatePartnershipPeriod,
  type Actor,
} from './partnership-actions.js';
import { eventsOf, periodsOf, searchPartnerships } from './partnership-query.js';
import { schoolsForCompany } from './school-search.js';

const ZListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    status: z.enum(PARTNERSHIP_STATUSES).optional(),
    school_id: z.uuid().optional(),
    company_id: z.uuid().optional(),
    program: z.enum(VOCATIONAL_PROGRAMS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
    sort: z.enum(['updated', 'newest', 'school', 'company', 'end']).optional().default('updated'),
  })
  .strict();

const ZSchoolsQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    province_code: zRegionCode.optional(),
    city_code: zRegionCode.optional(),
    program: z.enum(VOCATIONAL_PROGRAMS).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(30),
  })
  .strict();

/** The signed-in caller acting in the scope of the route's cell. */
const actor = (request: FastifyRequest): Actor => ({ scope: requestScope(request), caller: request.caller!, lang: request.lang });

/**
 * School partnerships (Mitra Sekolah; docs/partnerships.md): list and detail in each side's scope,
 * the company's request and its search for schools, the school's answer, the MoU record and its
 * signed document, end and renewal. Every route is one cell of the permission table; the queries
 * live in partnership-query.ts and school-search.ts, the changes and their rules in
 * partnership-actions.ts.
 */
export async function partnershipRoutes(app: FastifyInstance, { db, uploadDir }: { db: Db; uploadDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partnership'];
  const documents = createDocumentStore(uploadDir);

  /** The row behind `?id=` inside the caller's scope for the route's cell (404 otherwise). */
  const scoped = (request: FastifyRequest, id: string) => scopedPartnership(db, id, requestScope(request), request.caller);

  r.get(
    '/partnership/list',
    { schema: { tags, querystring: ZListQuery, response: { 200: ZPartnershipPage } }, config: { permission: permit('partnership', 'list') } },
    async (request) => searchPartnerships(db, requestScope(request), request.caller, request.query),
  );

  r.get(
    '/partnership/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZPartnershipDetailResult } }, config: { permission: permit('partnership', 'detail') } },
    async (request) => {
      const row = await scoped(request, request.query.id);
      const periods = await periodsOf(db, row.company_id, row.school_id);
      const events = await eventsOf(
        db,
        periods.map((p) => p.id),
      );
      return { data: { ...row, periods, events } };
    },
  );

  // Schools a company may ask: by name or NPSN, region and program taught (programs of its students).
  r.get(
    '/partnership/schools',
    { schema: { tags, querystring: ZSchoolsQuery, response: { 200: ZPartnerSchools } }, config: { permission: permit('partnership', 'schools') } },
    async (request) => ({ data: await schoolsForCompany(db, request.caller?.user.companyId ?? null, request.query) }),
  );

  r.post(
    '/partnership/create',
    { schema: { tags, body: ZRequestPartnership, response: { 200: ZPartnershipResult } }, config: { permission: permit('partnership', 'create') } },
    async (request) => {
      const id = await requestPartnership(db, actor(request), request.body);
      return { data: await scoped(request, id) };
    },
  );

  r.post(
    '/partnership/accept',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPartnershipPeriod, response: { 200: ZPartnershipResult } },
      config: { permission: permit('partnership', 'accept') },
    },
    async (request) => {
      await acceptPartnership(db, actor(request), request.query.id, request.body);
      return { data: await scoped(request, request.query.id) };
    },
  );

  r.post(
    '/partnership/decline',
    {
      schema: { tags, querystring: ZIdQuery, body: ZDeclinePartnership, response: { 200: ZPartnershipResult } },
      config: { permission: permit('partnership', 'decline') },
    },
    async (request) => {
      await declinePartnership(db, actor(request), request.query.id, request.body.reason);
      return { data: await scoped(request, request.query.id) };
    },
  );

  // The MoU record of an agreed partnership (active or expired): its number and period.
  r.post(
    '/partnership/update',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPartnershipPeriod, response: { 200: ZPartnershipResult } },
      config: { permission: permit('partnership', 'update') },
    },
    async (request) => {
      await updatePartnershipPeriod(db, actor(request), request.query.id, request.body);
      return { data: await scoped(request, request.query.id) };
    },
  );

  r.post(
    '/partnership/end',
    {
      schema: { tags, querystring: ZIdQuery, body: ZEndPartnership, response: { 200: ZPartnershipResult } },
      config: { permission: permit('partnership', 'end') },
    },
    async (request) => {
      await endPartnership(db, actor(request), request.query.id, request.body.reason ?? null);
      return { data: await scoped(request, request.query.id) };
    },
  );

  // A renewal is a new period after the current one (active or expired, not renewed yet); the old one stays as history.
  r.post(
    '/partnership/renew',
    {
      schema: { tags, querystring: ZIdQuery, body: ZRenewPartnership, response: { 200: ZPartnershipResult } },
      config: { permission: permit('partnership', 'renew') },
    },
    async (request) => {
      const id = await renewPartnership(db, actor(request), request.query.id, request.body);
      return { data: await scoped(request, id) };
    },
  );

  // The signed agreement: a PDF (by its first bytes), at most 5 MB, replacing the one before.
  r.post(
    '/partnership/document',
    {
      schema: { tags, querystring: ZIdQuery, consumes: ['multipart/form-data'], response: { 200: ZPartnershipResult } },
      config: { permission: permit('partnership', 'upload') },
    },
    async (request) => {
      const p = await scoped(request, request.query.id);
      await storeDocument(db, documents, actor(request), p, () => readUpload(request, MAX_DOCUMENT_BYTES));
      return { data: await scoped(request, p.id) };
    },
  );

  r.get(
    '/partnership/document',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('partnership', 'document') } },
    async (request, reply) => {
      await scoped(request, request.query.id);
      const { name, bytes } = await readDocument(db, documents, request.query.id);
      const ascii = (name ?? 'mou.pdf').replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name ?? 'mou.pdf')}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
