import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  ZCreateOpportunity,
  ZUpdateOpportunity,
  businessToday,
  opportunityFields,
  opportunityRangeErrors,
  ZOpportunity,
  type TScreeningQuestionInput,
} from '@jalurkarir/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { companies, competencySchemes, currencies, opportunities } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { defineCrud, type CrudContext } from '../../crud/register-crud.js';
import { assertRegions } from '../regions/assert-regions.js';
import { scopeCondition } from '../scope.js';
import { storedQuestions } from './screening-questions.js';

type Row = Record<string, unknown>;

export const opportunitySelection = {
  id: opportunities.id,
  company_id: opportunities.companyId,
  company_name: companies.name,
  title: opportunities.title,
  description: opportunities.description,
  province_code: opportunities.provinceCode,
  city_code: opportunities.cityCode,
  programs: opportunities.programs,
  salary_from: opportunities.salaryFrom,
  salary_to: opportunities.salaryTo,
  currency_id: opportunities.currencyId,
  currency_code: currencies.code,
  experience_min: opportunities.experienceMin,
  experience_max: opportunities.experienceMax,
  contract_type: opportunities.contractType,
  working_hours: opportunities.workingHours,
  career_level: opportunities.careerLevel,
  qualification: opportunities.qualification,
  quota: opportunities.quota,
  deadline: opportunities.deadline,
  status: opportunities.status,
  riasec_code: opportunities.riasecCode,
  competency_requirements: opportunities.competencyRequirements,
  required_schemes: opportunities.requiredSchemes,
  preferred_schemes: opportunities.preferredSchemes,
  match_weights: opportunities.matchWeights,
  partner_rule: opportunities.partnerRule,
  screening_questions: opportunities.screeningQuestions,
  created_at: opportunities.createdAt,
};

/**
 * Today in the business time zone as a SQL date — the same day `businessToday()` gives in JS
 * (both are WIB; `current_date` would follow the database session's zone, UTC by default).
 */
export const businessTodaySql = (at: SQL = sql`now()`) => sql`(${at} AT TIME ZONE ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;

/** Published = open and not past its deadline day in WIB: what schools and students may see. */
export const isPublished = () =>
  and(eq(opportunities.status, 'open'), or(isNull(opportunities.deadline), gte(opportunities.deadline, businessTodaySql())));

/** Company and currency must exist; ranges hold on the merged record; a new or changed deadline is not before today in WIB. */
async function checkReferences(db: Db, values: Row, existing: Row = {}) {
  const merged = { ...existing, ...values };
  const errors: Record<string, string> = {};
  if (values.company_id !== undefined) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, values.company_id as string));
    if (!company) errors.company_id = 'msg:COMPANY_NOT_REGISTERED';
  }
  if (values.currency_id) {
    const [currency] = await db
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.id, values.currency_id as string));
    if (!currency) errors.currency_id = 'msg:INVALID_OPTION';
  }
  // Certificates an opening asks for are schemes of the assessment domain, named by their code.
  for (const key of ['required_schemes', 'preferred_schemes'] as const) {
    const codes = values[key] as string[] | undefined;
    if (!codes?.length) continue;
    const known = await db.select({ code: competencySchemes.code }).from(competencySchemes).where(inArray(competencySchemes.code, codes));
    if (known.length !== new Set(codes).size) errors[key] = 'msg:INVALID_OPTION';
  }
  // The range rules live in the shared schema; here they run on the merged record.
  Object.assign(errors, opportunityRangeErrors(merged));
  if (values.deadline && (values.deadline as string) < businessToday()) errors.deadline = 'msg:DEADLINE_PAST';
  if (Object.keys(errors).length) throw validationFailed(errors);
  await assertRegions(values, existing);
}

/** Screening questions get their ids here: a new question its own, an edited one keeps its id. */
function withQuestionIds(values: Row) {
  const questions = values.screening_questions as TScreeningQuestionInput[] | undefined;
  if (questions) values.screening_questions = storedQuestions(questions);
  return values;
}

function forceCompany(values: Row, ctx: CrudContext) {
  // A company admin's openings always belong to their company, whatever the body says.
  if (ctx.scope === 'own-company') values.company_id = ctx.caller!.user.companyId;
  return values;
}

export const opportunityCrud = defineCrud({
  model: 'opportunity',
  table: opportunities,
  readSchema: ZOpportunity,
  selection: opportunitySelection,
  publicSelection: opportunitySelection,
  from: (db, selection) =>
    db
      .select(selection as typeof opportunitySelection)
      .from(opportunities)
      .innerJoin(companies, eq(opportunities.companyId, companies.id))
      .leftJoin(currencies, eq(opportunities.currencyId, currencies.id)),
  fields: opportunityFields,
  searchable: [opportunities.title, companies.name],
  sortable: {
    title: opportunities.title,
    company_id: companies.name,
    status: opportunities.status,
    contract_type: opportunities.contractType,
    city_code: opportunities.cityCode,
    salary_from: opportunities.salaryFrom,
    deadline: opportunities.deadline,
    created_at: opportunities.createdAt,
  },
  defaultSort: { column: opportunities.createdAt, direction: 'desc' },
  nameColumn: opportunities.title,
  createSchema: ZCreateOpportunity,
  updateSchema: ZUpdateOpportunity,
  scopeWhere: (scope, caller) => scopeCondition(scope, caller, { company: opportunities.companyId, publicWhere: isPublished() }),
  // The Admin's company page (`/company/:id`) lists one company's openings; inside a scope it only narrows further.
  listFilters: {
    schema: { company_id: z.uuid().optional() },
    where: (q) => (q.company_id ? [eq(opportunities.companyId, q.company_id as string)] : []),
  },
  async prepareCreate(input, ctx) {
    const values = withQuestionIds(forceCompany({ ...input }, ctx));
    await checkReferences(ctx.db, values);
    return values;
  },
  async prepareUpdate(input, ctx, existing) {
    const values = withQuestionIds({ ...input });
    if (ctx.scope === 'own-company') delete values.company_id;
    await checkReferences(ctx.db, values, existing);
    return values;
  },
});
