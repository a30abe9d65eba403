import { and, asc, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { ApplicationStage, Lang, Scope } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applications, opportunities } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { recommendationService } from '../recommendations/service.js';
import { applicantFacts } from './applicant-facts.js';
import { interviewSlotsOf } from './interview-slots.js';
import { applicationHistory, applicationScope, asSeenBy, countApplications, fromApplications, student } from './application-query.js';

/** The filters the list and the export share. */
export interface ApplicationFilters {
  search: string;
  stage?: ApplicationStage;
  opportunity_id?: string;
  company_id?: string;
}

export interface ApplicationListQuery extends ApplicationFilters {
  page: number;
  per_page: number;
  sort: 'updated' | 'newest' | 'name';
}

/** The caller's rows narrowed by the filters. */
export function filteredApplications(q: ApplicationFilters, scope: Scope, caller: Caller | null): SQL | undefined {
  const search = q.search.trim();
  // A company that searches by full name must not learn who withdrew (the row shows initials only).
  const byName =
    scope === 'own-company'
      ? and(ilike(student.name, likePattern(search)), ne(applications.stage, 'withdrawn'))
      : ilike(student.name, likePattern(search));
  return and(
    applicationScope(scope, caller),
    search ? or(byName, ilike(opportunities.title, likePattern(search))) : undefined,
    q.stage ? eq(applications.stage, q.stage) : undefined,
    q.opportunity_id ? eq(applications.opportunityId, q.opportunity_id) : undefined,
    q.company_id ? eq(applications.companyId, q.company_id) : undefined,
  );
}

/** One page of the applications the caller's scope shows, each as that side may see it. */
export async function listApplications(db: Db, scope: Scope, caller: Caller | null, q: ApplicationListQuery) {
  const where = filteredApplications(q, scope, caller);
  const order =
    q.sort === 'name'
      ? [asc(student.name), asc(applications.id)]
      : q.sort === 'newest'
        ? [desc(applications.createdAt), desc(applications.id)]
        : [desc(applications.updatedAt), desc(applications.id)];
  const [rows, total] = await Promise.all([
    fromApplications(db)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    countApplications(db, where),
  ]);
  const data = rows.map((row) => asSeenBy(scope, row));
  return { data, total, page: q.page, per_page: q.per_page, total_pages: Math.ceil(total / q.per_page) };
}

/** One application in the caller's scope (404 otherwise) with its opening's facts and its history. */
export async function applicationDetail(db: Db, scope: Scope, caller: Caller | null, id: string, lang: Lang) {
  const [found] = await fromApplications(db).where(and(eq(applications.id, id), applicationScope(scope, caller)));
  if (!found) throw notFound();
  const row = asSeenBy(scope, found);
  const [opening] = await db
    .select({
      city_code: opportunities.cityCode,
      contract_type: opportunities.contractType,
      deadline: opportunities.deadline,
      status: opportunities.status,
    })
    .from(opportunities)
    .where(eq(opportunities.id, row.opportunity_id));
  const history = await applicationHistory(db, row.id, row.student_id);
  // The student's own moves (applying, withdrawing) carry their name as the actor: the same name the row shows.
  const events = history.map((e) => (e.by_student ? { ...e, actor_name: row.student_name } : e));
  const [interview] = await db
    .select({
      interview_slot_id: applications.interviewSlotId,
      interview_request_note: applications.interviewRequestNote,
      screening_answers: applications.screeningAnswers,
    })
    .from(applications)
    .where(eq(applications.id, row.id));
  // The proposed times matter only while the application is at the interview stage.
  const slots = row.stage === 'interview' ? await interviewSlotsOf(db, row.id) : [];
  return {
    ...row,
    opening: opening ?? null,
    events,
    match: await matchOf(db, scope, row),
    applicant_facts: await applicantFacts(db, scope, row, lang),
    interview_slots: slots,
    interview_slot_id: slots.length ? (interview?.interview_slot_id ?? null) : null,
    interview_request_note: slots.length ? (interview?.interview_request_note ?? null) : null,
    // An application made before the opening asked anything (or by accepting an invitation) has no answers.
    screening_answers: interview?.screening_answers ?? [],
  };
}

/**
 * The explained match of the applicant and the opening, as the recommendations showed it (the
 * company's and the school's side; the student has their own on the opening's card). Withdrawn
 * applications show none: the company sees those through the projection only.
 */
async function matchOf(db: Db, scope: Scope, row: { student_id: string; opportunity_id: string; stage: ApplicationStage }) {
  if (scope === 'self' || row.stage === 'withdrawn') return null;
  const pair = (await recommendationService(db).fresh()).explainPair(row.student_id, row.opportunity_id);
  return pair ? { total: pair.total, parts: pair.parts } : null;
}

/** An application just written, as the writes answer it (deleted meanwhile by a cascade: 404). */
export async function applicationById(db: Db, id: string) {
  const [row] = await fromApplications(db).where(eq(applications.id, id));
  if (!row) throw notFound();
  return row;
}
