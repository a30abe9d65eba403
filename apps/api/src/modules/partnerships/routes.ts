import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  PARTNERSHIP_ANSWER_NAMES,
  PARTNERSHIP_MESSAGES,
  PARTNERSHIP_STATUSES,
  VOCATIONAL_PROGRAMS,
  ZDeclinePartnership,
  ZEndPartnership,
  ZIdQuery,
  ZPartnershipPeriod,
  ZRenewPartnership,
  ZRequestPartnership,
  zRegionCode,
  zString,
  type ErrorCode,
  type Lang,
  type PartnershipEvent,
  type PartnershipMessageKey,
  type PartnershipStatus,
  type TPartnership,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, partnershipEvents, partnerships, schools, studentProfiles, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import { readUpload } from '../../lib/read-upload.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { withCityNames } from '../regions/city-names.js';
import { notify } from '../notifications/notify.js';
import { createDocumentStore, isPdf, MAX_DOCUMENT_BYTES } from './document-store.js';
import {
  companyAdminIdsOf,
  eventsOf,
  findPartnership,
  listPartnerships,
  partnershipScope,
  periodsOf,
  schoolAdminIdsOf,
  statusIs,
  statusSql,
} from './partnership-query.js';

function refuse(status: number, code: ErrorCode, field: string, key: PartnershipMessageKey, lang: Lang): AppError {
  return new AppError(status, code, { [field]: PARTNERSHIP_MESSAGES[key][lang] });
}

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

const link = (id: string) => `/school-partnership/${id}`;
const WHO: Record<'company' | 'school', { id: string; en: string }> = {
  company: { id: 'perusahaan', en: 'the company' },
  school: { id: 'sekolah', en: 'the school' },
};

/** Day after `date` (YYYY-MM-DD). */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function record(db: DbExecutor, partnershipId: string, action: PartnershipEvent, actorId: string, note: string | null = null) {
  await db.insert(partnershipEvents).values({ partnershipId, action, actorId, note });
}

/**
 * School partnerships (Mitra Sekolah; docs/partnerships.md): list and detail in each side's scope,
 * the company's request and its search for schools, the school's answer, the MoU record and its
 * signed document, end and renewal. Every route is one cell of the permission table.
 */
export async function partnershipRoutes(app: FastifyInstance, { db, uploadDir }: { db: Db; uploadDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partnership'];
  const documents = createDocumentStore(uploadDir);

  /** The row behind `?id=` inside the caller's scope for the route's cell (404 otherwise: another school's request does not exist for you). */
  async function scoped(request: FastifyRequest, id: string, db_: DbExecutor = db): Promise<TPartnership> {
    const row = await findPartnership(db_, and(eq(partnerships.id, id), partnershipScope(requestScope(request), request.caller)));
    if (!row) throw notFound();
    return row;
  }
  /** Which side the caller acts for: its scope is the company's rows (`own-company`) or the school's. */
  const side = (request: FastifyRequest): 'company' | 'school' => (requestScope(request) === 'own-company' ? 'company' : 'school');
  /** The other side's accounts: a company's action is heard by the school, the school's by the company. */
  const otherSide = async (request: FastifyRequest, p: TPartnership, tx: DbExecutor) =>
    side(request) === 'company' ? schoolAdminIdsOf(tx, p.school_id) : companyAdminIdsOf(tx, p.company_id);

  r.get(
    '/partnership/list',
    { schema: { tags, querystring: ZListQuery }, config: { permission: permit('partnership', 'list') } },
    async (request) => {
      const q = request.query;
      const search = q.search.trim();
      const where = and(
        partnershipScope(requestScope(request), request.caller),
        search
          ? or(
              ilike(schools.name, likePattern(search)),
              ilike(companies.name, likePattern(search)),
              ilike(partnerships.mouNumber, likePattern(search)),
            )
          : undefined,
        q.status ? statusIs(q.status) : undefined,
        q.school_id ? eq(partnerships.schoolId, q.school_id) : undefined,
        q.company_id ? eq(partnerships.companyId, q.company_id) : undefined,
        q.program ? sql`${q.program} = any(${partnerships.programs})` : undefined,
      );
      const { rows, total } = await listPartnerships(db, where, { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort: q.sort });
      return { data: rows, total, page: q.page, per_page: q.per_page, total_pages: Math.ceil(total / q.per_page) };
    },
  );

  r.get(
    '/partnership/detail',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('partnership', 'detail') } },
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
    { schema: { tags, querystring: ZSchoolsQuery }, config: { permission: permit('partnership', 'schools') } },
    async (request) => {
      const q = request.query;
      const companyId = request.caller?.user.companyId ?? null;
      // Qualified by hand: inside a select list drizzle writes a column of the main table without its table name.
      const schoolId = sql.raw('"schools"."id"');
      const programsSql = sql<
        string[]
      >`coalesce((select array_agg(distinct sp.program order by sp.program) from ${users} u join ${studentProfiles} sp on sp.user_id = u.id where u.school_id = ${schoolId} and u.role = 'siswa' and sp.program is not null), '{}'::text[])`;
      // The company's current matter with the school: a pending request or an agreed period first, else the latest.
      const latest = sql`(select p.id from partnerships p where p.school_id = ${schoolId} and p.company_id = ${companyId} order by (p.status in ('requested', 'active')) desc, p.created_at desc limit 1)`;
      const search = q.search.trim();
      const rows = await db
        .select({
          id: schools.id,
          name: schools.name,
          npsn: schools.npsn,
          province_code: schools.provinceCode,
          city_code: schools.cityCode,
          programs: programsSql,
          students: sql<number>`(select count(*)::int from ${users} u where u.school_id = ${schoolId} and u.role = 'siswa')`,
          partnership_id: sql<string | null>`${latest}`,
          partnership_status: sql<PartnershipStatus | null>`(select ${statusSql} from ${partnerships} where ${partnerships.id} = ${latest})`,
        })
        .from(schools)
        .where(
          and(
            search ? or(ilike(schools.name, likePattern(search)), ilike(schools.npsn, likePattern(search))) : undefined,
            q.province_code ? eq(schools.provinceCode, q.province_code) : undefined,
            q.city_code ? eq(schools.cityCode, q.city_code) : undefined,
            q.program ? sql`${q.program} = any(${programsSql})` : undefined,
          ),
        )
        .orderBy(schools.name)
        .limit(q.limit);
      return { data: await withCityNames(rows) };
    },
  );

  r.post(
    '/partnership/create',
    { schema: { tags, body: ZRequestPartnership }, config: { permission: permit('partnership', 'create') } },
    async (request) => {
      const caller = request.caller!;
      const companyId = caller.user.companyId;
      const [company] = companyId
        ? await db.select({ id: companies.id, name: companies.name, status: companies.status }).from(companies).where(eq(companies.id, companyId))
        : [];
      if (!company) throw notFound();
      if (company.status !== 'approved') throw refuse(403, 'FORBIDDEN', 'company', 'COMPANY_NOT_APPROVED', request.lang);
      const body = request.body;
      const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, body.school_id));
      if (!school) throw new AppError(400, 'VALIDATION', { school_id: 'msg:SCHOOL_REQUIRED' });
      const id = await db.transaction(async (tx) => {
        // One open matter per pair: a pending request, or an active period not yet past its end.
        const [open] = await tx
          .select({ id: partnerships.id })
          .from(partnerships)
          .where(and(eq(partnerships.companyId, company.id), eq(partnerships.schoolId, school.id), or(statusIs('requested'), statusIs('active'))))
          .limit(1);
        if (open) throw refuse(409, 'DUPLICATE', 'school_id', 'ALREADY_OPEN', request.lang);
        const [created] = await tx
          .insert(partnerships)
          .values({
            companyId: company.id,
            schoolId: school.id,
            programs: [...new Set(body.programs)],
            message: body.message,
            requestedBy: caller.user.id,
          })
          .returning({ id: partnerships.id });
        if (!created) throw new Error('insert returned nothing');
        await record(tx, created.id, 'requested', caller.user.id);
        await notify(tx, {
          kind: 'partnership-requested',
          userIds: await schoolAdminIdsOf(tx, school.id),
          params: { company: company.name, school: school.name },
          link: link(created.id),
        });
        return created.id;
      });
      return { data: await scoped(request, id) };
    },
  );

  r.post(
    '/partnership/accept',
    { schema: { tags, querystring: ZIdQuery, body: ZPartnershipPeriod }, config: { permission: permit('partnership', 'accept') } },
    async (request) => {
      const caller = request.caller!;
      const body = request.body;
      await db.transaction(async (tx) => {
        const p = await scoped(request, request.query.id, tx);
        const [changed] = await tx
          .update(partnerships)
          .set({
            status: 'active',
            mouNumber: body.mou_number ?? null,
            startDate: body.start_date,
            endDate: body.end_date,
            answeredBy: caller.user.id,
            answeredAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(partnerships.id, p.id), eq(partnerships.status, 'requested')))
          .returning({ id: partnerships.id });
        if (!changed) throw refuse(409, 'VALIDATION', 'status', 'NOT_REQUESTED', request.lang);
        await record(tx, p.id, 'accepted', caller.user.id, body.mou_number ?? null);
        await notify(tx, {
          kind: 'partnership-answered',
          userIds: await companyAdminIdsOf(tx, p.company_id),
          params: { company: p.company_name, school: p.school_name, status: PARTNERSHIP_ANSWER_NAMES.accepted },
          link: link(p.id),
        });
      });
      return { data: await scoped(request, request.query.id) };
    },
  );

  r.post(
    '/partnership/decline',
    { schema: { tags, querystring: ZIdQuery, body: ZDeclinePartnership }, config: { permission: permit('partnership', 'decline') } },
    async (request) => {
      const caller = request.caller!;
      await db.transaction(async (tx) => {
        const p = await scoped(request, request.query.id, tx);
        const [changed] = await tx
          .update(partnerships)
          .set({ status: 'declined', declineReason: request.body.reason, answeredBy: caller.user.id, answeredAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(partnerships.id, p.id), eq(partnerships.status, 'requested')))
          .returning({ id: partnerships.id });
        if (!changed) throw refuse(409, 'VALIDATION', 'status', 'NOT_REQUESTED', request.lang);
        await record(tx, p.id, 'declined', caller.user.id, request.body.reason);
        await notify(tx, {
          kind: 'partnership-answered',
          userIds: await companyAdminIdsOf(tx, p.company_id),
          params: { company: p.company_name, school: p.school_name, status: PARTNERSHIP_ANSWER_NAMES.declined },
          link: link(p.id),
        });
      });
      return { data: await scoped(request, request.query.id) };
    },
  );

  // The MoU record of an agreed partnership (active or expired): its number and period.
  r.post(
    '/partnership/update',
    { schema: { tags, querystring: ZIdQuery, body: ZPartnershipPeriod }, config: { permission: permit('partnership', 'update') } },
    async (request) => {
      const caller = request.caller!;
      const body = request.body;
      await db.transaction(async (tx) => {
        const p = await scoped(request, request.query.id, tx);
        if (p.status !== 'active' && p.status !== 'expired') throw refuse(409, 'VALIDATION', 'status', 'NOT_ACTIVE', request.lang);
        await tx
          .update(partnerships)
          .set({
            mouNumber: body.mou_number ?? null,
            startDate: body.start_date,
            endDate: body.end_date,
            endingNotifiedAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(partnerships.id, p.id));
        await record(tx, p.id, 'updated', caller.user.id, body.mou_number ?? null);
      });
      return { data: await scoped(request, request.query.id) };
    },
  );

  r.post(
    '/partnership/end',
    { schema: { tags, querystring: ZIdQuery, body: ZEndPartnership }, config: { permission: permit('partnership', 'end') } },
    async (request) => {
      const caller = request.caller!;
      const reason = request.body.reason ?? null;
      await db.transaction(async (tx) => {
        const p = await scoped(request, request.query.id, tx);
        // An agreed partnership ends by either side; a pending request is withdrawn by the company that sent it.
        const allowed = p.status === 'active' || (p.status === 'requested' && side(request) === 'company');
        if (!allowed) throw refuse(409, 'VALIDATION', 'status', 'NOT_ACTIVE', request.lang);
        await tx
          .update(partnerships)
          .set({ status: 'ended', endReason: reason, endedBy: caller.user.id, endedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(partnerships.id, p.id));
        await record(tx, p.id, 'ended', caller.user.id, reason);
        await notify(tx, {
          kind: 'partnership-ended',
          userIds: await otherSide(request, p, tx),
          params: { partner: side(request) === 'company' ? p.company_name : p.school_name, by: WHO[side(request)] },
          link: link(p.id),
        });
      });
      return { data: await scoped(request, request.query.id) };
    },
  );

  // A renewal is a new period after the current one (active or expired, not renewed yet); the old one stays as history.
  r.post(
    '/partnership/renew',
    { schema: { tags, querystring: ZIdQuery, body: ZRenewPartnership }, config: { permission: permit('partnership', 'renew') } },
    async (request) => {
      const caller = request.caller!;
      const body = request.body;
      const id = await db.transaction(async (tx) => {
        const p = await scoped(request, request.query.id, tx);
        if (p.status !== 'active' && p.status !== 'expired') throw refuse(409, 'VALIDATION', 'status', 'NOT_RENEWABLE', request.lang);
        if (p.renewed) throw refuse(409, 'DUPLICATE', 'id', 'ALREADY_RENEWED', request.lang);
        const start = body.start_date ?? (p.end_date ? dayAfter(p.end_date) : body.end_date);
        if (body.end_date <= start) throw new AppError(400, 'VALIDATION', { end_date: 'msg:END_BEFORE_START' });
        const [created] = await tx
          .insert(partnerships)
          .values({
            companyId: p.company_id,
            schoolId: p.school_id,
            programs: p.programs,
            message: p.message,
            status: 'active',
            mouNumber: body.mou_number ?? p.mou_number,
            startDate: start,
            endDate: body.end_date,
            previousId: p.id,
            requestedBy: caller.user.id,
            answeredBy: caller.user.id,
            answeredAt: sql`now()`,
          })
          .returning({ id: partnerships.id });
        if (!created) throw new Error('insert returned nothing');
        await record(tx, created.id, 'renewed', caller.user.id, `${start} – ${body.end_date}`);
        await record(tx, p.id, 'renewed', caller.user.id, `${start} – ${body.end_date}`);
        await notify(tx, {
          kind: 'partnership-renewed',
          userIds: await otherSide(request, p, tx),
          params: { partner: side(request) === 'company' ? p.company_name : p.school_name, date: body.end_date },
          link: link(created.id),
        });
        return created.id;
      });
      return { data: await scoped(request, id) };
    },
  );

  // The signed agreement: a PDF (by its first bytes), at most 5 MB, replacing the one before.
  r.post(
    '/partnership/document',
    { schema: { tags, querystring: ZIdQuery, consumes: ['multipart/form-data'] }, config: { permission: permit('partnership', 'upload') } },
    async (request) => {
      const caller = request.caller!;
      const p = await scoped(request, request.query.id);
      if (p.status !== 'active' && p.status !== 'expired' && p.status !== 'ended')
        throw refuse(409, 'VALIDATION', 'status', 'NOT_ACTIVE', request.lang);
      const { filename, bytes } = await readUpload(request, MAX_DOCUMENT_BYTES);
      if (!isPdf(bytes)) throw refuse(415, 'UNSUPPORTED_MEDIA', 'file', 'PDF_REQUIRED', request.lang);
      const name = await documents.save(bytes);
      const cleanName = filename.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 150) || 'mou.pdf';
      const [old] = await db.select({ document: partnerships.document }).from(partnerships).where(eq(partnerships.id, p.id));
      await db.transaction(async (tx) => {
        await tx
          .update(partnerships)
          .set({ document: name, documentName: cleanName, updatedAt: sql`now()` })
          .where(eq(partnerships.id, p.id));
        await record(tx, p.id, 'document', caller.user.id, cleanName);
      });
      if (old?.document) await documents.remove(old.document);
      return { data: await scoped(request, p.id) };
    },
  );

  r.get(
    '/partnership/document',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('partnership', 'document') } },
    async (request, reply) => {
      await scoped(request, request.query.id);
      const [row] = await db
        .select({ document: partnerships.document, name: partnerships.documentName })
        .from(partnerships)
        .where(eq(partnerships.id, request.query.id));
      const bytes = row?.document ? await documents.read(row.document) : null;
      if (!row?.document || !bytes) throw notFound();
      const ascii = (row.name ?? 'mou.pdf').replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name ?? 'mou.pdf')}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}

/** Ids of partnerships listed by status (used by the dashboard and the company page). */
export async function partnershipCounts(db: DbExecutor, where: SQL | undefined): Promise<Record<PartnershipStatus, number>> {
  const rows = await db
    .select({ status: statusSql, n: sql<number>`count(*)::int` })
    .from(partnerships)
    .where(where)
    .groupBy(statusSql);
  const out = Object.fromEntries(PARTNERSHIP_STATUSES.map((s) => [s, 0])) as Record<PartnershipStatus, number>;
  for (const r of rows) out[r.status] = r.n;
  return out;
}
