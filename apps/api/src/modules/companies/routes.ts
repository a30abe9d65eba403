import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { ZIdQuery, ZUpdateCompanyProfile } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { authorize } from '../../crud/authorize.js';
import { readImageUpload } from '../files/routes.js';
import type { Storage } from '../files/storage.js';
import { assertRegions } from '../schools/school-crud.js';
import { companyCrud, companySelection } from './company-crud.js';

/** The company admin's own company (spec §7 `/user/company-profile`) and company logos. */
export async function companyProfileRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function ownCompanyId(request: { caller: { principal: string; user: { companyId: string | null } } | null }) {
    const caller = request.caller!;
    if (caller.principal !== 'admin_perusahaan' || !caller.user.companyId) throw forbidden();
    return caller.user.companyId;
  }

  async function findCompany(id: string) {
    const [row] = await db.select(companySelection).from(companies).where(eq(companies.id, id));
    if (!row) throw notFound();
    return row;
  }

  r.get('/user/company-profile', { schema: { tags: ['perusahaan'] }, preHandler: app.requireUser }, async (request) => {
    return { data: await findCompany(ownCompanyId(request)) };
  });

  r.post('/user/update-company-profile', { schema: { tags: ['perusahaan'], body: ZUpdateCompanyProfile }, preHandler: app.requireUser }, async (request) => {
    const id = ownCompanyId(request);
    const existing = await findCompany(id);
    const input = request.body;
    await assertRegions(input, existing);
    const values = {
      name: input.name, sector: input.sector, size: input.size, provinceCode: input.province_code, cityCode: input.city_code,
      address: input.address, phone: input.phone, email: input.email, website: input.website, description: input.description,
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length) await db.update(companies).set({ ...defined, updatedAt: sql`now()` }).where(eq(companies.id, id));
    return { data: await findCompany(id) };
  });

  /**
   * `POST /perusahaan/logo?id=` (multipart `file`): whoever may update the company (permission
   * table, `perusahaan`/`update`: the Admin any, a company admin their own) sets its logo. The
   * old file goes once the new one is stored and recorded.
   */
  r.post(
    '/perusahaan/logo',
    { schema: { tags: ['perusahaan'], querystring: ZIdQuery, consumes: ['multipart/form-data'] } },
    async (request) => {
      const scope = authorize(request, 'perusahaan', 'update');
      const { id } = request.query;
      const [company] = await db
        .select({ id: companies.id, logo: companies.logo })
        .from(companies)
        .where(and(eq(companies.id, id), companyCrud.scopeWhere(scope, request.caller)));
      if (!company) throw notFound();
      const { kind, bytes } = await readImageUpload(request);
      const name = await storage.save('company_logo', kind, bytes);
      await db.update(companies).set({ logo: name, updatedAt: sql`now()` }).where(eq(companies.id, id));
      if (company.logo) await storage.remove('company_logo', company.logo);
      return { data: await findCompany(id) };
    },
  );
}
