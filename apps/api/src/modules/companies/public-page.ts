// A company's page for students (the employer brand; docs/applications.md, "Company page"): what the
// company writes about itself, its photos, partner schools, open openings and how fast it answers.
import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import { businessToday, type Scope, type TCompanyResponse } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, companyPhotos, opportunities, partnerships, schools } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { firstResponses } from '../applications/responsiveness.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { withCityNames } from '../regions/city-names.js';
import { listRegions } from '../regions/region-data.js';
import { companyCrud } from './company-crud.js';

/** The company's first-response time for its page: the median in days, one decimal. */
export async function companyFirstResponse(db: DbExecutor, companyId: string): Promise<TCompanyResponse> {
  const { applications, responded, medianHours } = await firstResponses(db, companyId);
  return { applications, responded, median_days: medianHours === null ? null : Math.round((medianHours / 24) * 10) / 10 };
}

/** The company's photos in their order. */
export async function companyPhotoList(db: DbExecutor, companyId: string) {
  return db
    .select({ id: companyPhotos.id, file: companyPhotos.file, caption: companyPhotos.caption })
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId))
    .orderBy(asc(companyPhotos.position), asc(companyPhotos.createdAt));
}

/** Schools with an active partnership (not past its end date), by name. */
async function partnerSchools(db: DbExecutor, companyId: string) {
  const rows = await db
    .selectDistinct({ id: schools.id, name: schools.name, city_code: schools.cityCode })
    .from(partnerships)
    .innerJoin(schools, eq(partnerships.schoolId, schools.id))
    .where(
      and(
        eq(partnerships.companyId, companyId),
        eq(partnerships.status, 'active'),
        or(isNull(partnerships.endDate), gte(partnerships.endDate, businessToday())),
      ),
    )
    .orderBy(asc(schools.name));
  return (await withCityNames(rows)).map(({ id, name, city_name }) => ({ id, name, city_name }));
}

/**
 * The page of company `id` within the caller's scope (`public`: approved companies; the Admin any):
 * another is a 404, like a company that does not exist.
 */
export async function companyPage(db: Db, scope: Scope, caller: Caller | null, id: string) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      sector: companies.sector,
      size: companies.size,
      city_code: companies.cityCode,
      province_code: companies.provinceCode,
      website: companies.website,
      logo: companies.logo,
      description: companies.description,
      description_en: companies.descriptionEn,
      benefits: companies.benefits,
      benefits_en: companies.benefitsEn,
      first_job: companies.firstJob,
      first_job_en: companies.firstJobEn,
    })
    .from(companies)
    .where(and(eq(companies.id, id), companyCrud.scopeWhere(scope, caller)));
  if (!company) throw notFound();
  const [photos, partners, openings, response, [named]] = await Promise.all([
    companyPhotoList(db, id),
    partnerSchools(db, id),
    db
      .select({ id: opportunities.id, title: opportunities.title, deadline: opportunities.deadline, created_at: opportunities.createdAt })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, id), isPublished()))
      .orderBy(desc(opportunities.createdAt)),
    companyFirstResponse(db, id),
    withCityNames([company]),
  ]);
  const provinces = await listRegions('provinces');
  const { city_code: _city, province_code, ...rest } = company;
  return {
    ...rest,
    city_name: named?.city_name ?? null,
    province_name: provinces.find((p) => p.code === province_code)?.name ?? null,
    photos,
    partner_schools: partners,
    openings,
    response,
  };
}
