import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY_STATUSES, ZCreateCompany, ZUpdateCompany, companyFields, ZCompany } from '@jalurkarir/shared';
import { companies } from '../../db/schema.js';
import { defineCrud } from '../../crud/register-crud.js';
import { AppError } from '../../lib/app-error.js';
import { scopeCondition } from '../scope.js';
import { assertRegions } from '../regions/assert-regions.js';

export const companySelection = {
  id: companies.id,
  name: companies.name,
  sector: companies.sector,
  status: companies.status,
  size: companies.size,
  province_code: companies.provinceCode,
  city_code: companies.cityCode,
  district_code: companies.districtCode,
  village_code: companies.villageCode,
  address: companies.address,
  phone: companies.phone,
  email: companies.email,
  website: companies.website,
  description: companies.description,
  description_en: companies.descriptionEn,
  benefits: companies.benefits,
  benefits_en: companies.benefitsEn,
  first_job: companies.firstJob,
  first_job_en: companies.firstJobEn,
  contact_name: companies.contactName,
  contact_phone: companies.contactPhone,
  contact_email: companies.contactEmail,
  logo: companies.logo,
  created_at: companies.createdAt,
};

export const companyCrud = defineCrud({
  model: 'perusahaan',
  table: companies,
  readSchema: ZCompany,
  selection: companySelection,
  publicSelection: { id: companies.id, name: companies.name, sector: companies.sector, city_code: companies.cityCode },
  fields: companyFields,
  searchable: [companies.name, companies.sector],
  sortable: {
    name: companies.name,
    sector: companies.sector,
    status: companies.status,
    city_code: companies.cityCode,
    created_at: companies.createdAt,
  },
  defaultSort: { column: companies.name, direction: 'asc' },
  nameColumn: companies.name,
  createSchema: ZCreateCompany,
  updateSchema: ZUpdateCompany,
  // The public picker lists approved companies only: pending names are not shown to strangers.
  // The Admin's dashboard opens the companies waiting for approval.
  listFilters: {
    schema: { status: z.enum(COMPANY_STATUSES).optional() },
    where: (q) => (q.status ? [eq(companies.status, q.status as (typeof COMPANY_STATUSES)[number])] : []),
  },
  scopeWhere: (scope, caller) => scopeCondition(scope, caller, { company: companies.id, publicWhere: eq(companies.status, 'approved') }),
  async prepareCreate(input) {
    await assertRegions(input);
    return { status: 'approved', ...input };
  },
  async prepareUpdate(input, ctx, existing) {
    await assertRegions(input, existing);
    // Only an Admin approves companies. A company admin who sends another status is refused on the
    // field (nothing is silently dropped); sending the current one back changes nothing.
    if (ctx.scope !== 'all' && input.status !== undefined && input.status !== existing.status) {
      throw new AppError(403, 'FORBIDDEN', { status: 'msg:FORBIDDEN' });
    }
    return input;
  },
});
