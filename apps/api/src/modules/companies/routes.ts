import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { ZUpdateCompanyProfile } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { assertRegions } from '../schools/school-crud.js';
import { companySelection } from './company-crud.js';

/** The company admin's own company (spec §7 `/user/company-profile`). */
export async function companyProfileRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
}
