import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { ZCompanyResult, ZIdQuery, ZUpdateCompanyProfile } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { toColumnValues } from '../../lib/case.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { readImageUpload } from '../files/routes.js';
import type { Storage } from '../files/storage.js';
import { assertRegions } from '../regions/assert-regions.js';
import { companyCrud, companySelection } from './company-crud.js';

/** The company admin's own company (spec §7 `/user/company-profile`) and company logos. */
export async function companyProfileRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's company: the one row of `perusahaan` inside their scope (`own-company`). */
  async function ownCompanyId(request: FastifyRequest) {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(companyCrud.scopeWhere(requestScope(request), request.caller))
      .limit(1);
    // A company admin whose account names no company (or a removed one): the web page explains what to do.
    if (!row) throw new AppError(404, 'COMPANY_NOT_REGISTERED');
    return row.id;
  }

  /** A company as its read schema says (the schema, shared with the generic routes, carries `created_at` as text). */
  async function findCompany(id: string) {
    const [row] = await db.select(companySelection).from(companies).where(eq(companies.id, id));
    if (!row) throw notFound();
    return { ...row, created_at: row.created_at.toISOString() };
  }

  r.get(
    '/user/company-profile',
    { schema: { tags: ['perusahaan'], response: { 200: ZCompanyResult } }, config: { permission: permit('perusahaan', 'profile') } },
    async (request) => {
      return { data: await findCompany(await ownCompanyId(request)) };
    },
  );

  r.post(
    '/user/update-company-profile',
    {
      schema: { tags: ['perusahaan'], body: ZUpdateCompanyProfile, response: { 200: ZCompanyResult } },
      config: { permission: permit('perusahaan', 'update-profile') },
    },
    async (request) => {
      const id = await ownCompanyId(request);
      const existing = await findCompany(id);
      const input = { ...request.body };
      // A new province or city without its lower levels clears them (the old district would not nest).
      const levels = ['province_code', 'city_code', 'district_code', 'village_code'] as const;
      levels.forEach((level, i) => {
        if (input[level] === undefined || input[level] === existing[level]) return;
        for (const below of levels.slice(i + 1)) if (input[below] === undefined) input[below] = null;
      });
      await assertRegions(input, existing);
      const defined = toColumnValues(companies, input);
      if (Object.keys(defined).length)
        await db
          .update(companies)
          .set({ ...defined, updatedAt: sql`now()` })
          .where(eq(companies.id, id));
      return { data: await findCompany(id) };
    },
  );

  /**
   * `POST /perusahaan/logo?id=` (multipart `file`): the permission table's `perusahaan`/`logo`
   * (the Admin any company, a company admin their own) sets its logo. The
   * old file goes once the new one is stored and recorded.
   */
  r.post(
    '/perusahaan/logo',
    {
      schema: { tags: ['perusahaan'], querystring: ZIdQuery, consumes: ['multipart/form-data'], response: { 200: ZCompanyResult } },
      config: { permission: permit('perusahaan', 'logo') },
    },
    async (request) => {
      const scope = requestScope(request);
      const { id } = request.query;
      const [company] = await db
        .select({ id: companies.id, logo: companies.logo })
        .from(companies)
        .where(and(eq(companies.id, id), companyCrud.scopeWhere(scope, request.caller)));
      if (!company) throw notFound();
      const { kind, bytes } = await readImageUpload(request);
      const name = await storage.save('company_logo', kind, bytes);
      await db
        .update(companies)
        .set({ logo: name, updatedAt: sql`now()` })
        .where(eq(companies.id, id));
      if (company.logo) await storage.remove('company_logo', company.logo);
      return { data: await findCompany(id) };
    },
  );
}
