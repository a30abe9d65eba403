// Employer feedback: the companies that employ a school's graduates — a hire in the application
// pipeline, or the company a graduate named — asked through a token link for four ratings and a comment.
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  TRACER_LINK_DAYS,
  type EmployerSource,
  type Lang,
  type Scope,
  type TEmployerFeedbackRequest,
  type TEmployerFeedbackAnswer,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { alumni, applications, companies, employerFeedback, schools, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { hashToken, newOneTimeToken } from '../../lib/one-time-tokens.js';
import type { Caller } from '../../plugins/auth.js';
import { alumniScope } from '../alumni/alumni-query.js';
import { refuse } from '../alumni/messages.js';
import type { Mailer } from '../mail/mailer.js';
import { employerEmail } from './emails.js';

type Filters = { school_id?: string; graduation_year?: number };
const key = (alumniId: string, company: string) => `${alumniId}|${company.trim().toLowerCase()}`;

function graduateWhere(scope: Scope, caller: Caller | null, q: Filters): SQL | undefined {
  return and(
    alumniScope(scope, caller),
    q.school_id ? eq(alumni.schoolId, q.school_id) : undefined,
    q.graduation_year ? eq(alumni.graduationYear, q.graduation_year) : undefined,
  );
}

/** Employers of the graduates in scope: hires through the app first, then companies graduates named. */
async function employerCandidates(db: DbExecutor, where: SQL | undefined) {
  const base = { alumni_id: alumni.userId, alumni_name: users.name, program: alumni.program, graduation_year: alumni.graduationYear };
  const hired = await db
    .selectDistinct({ ...base, company_id: companies.id, company_name: companies.name })
    .from(applications)
    .innerJoin(alumni, eq(alumni.userId, applications.studentId))
    .innerJoin(users, eq(users.id, alumni.userId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(where, eq(applications.stage, 'hired')))
    .limit(2000);
  const named = await db
    .select({
      ...base,
      company_id: sql<string | null>`(select c.id from ${companies} c where lower(c.name) = lower(${alumni.companyName}) limit 1)`,
      company_name: sql<string>`${alumni.companyName}`,
    })
    .from(alumni)
    .innerJoin(users, eq(users.id, alumni.userId))
    .where(and(where, eq(alumni.activity, 'bekerja'), sql`${alumni.companyName} is not null`))
    .limit(2000);
  const seen = new Set<string>();
  const out: (Omit<(typeof hired)[number], 'company_id'> & { company_id: string | null; source: EmployerSource })[] = [];
  for (const [rows, source] of [
    [hired, 'hired'],
    [named, 'named'],
  ] as const) {
    for (const r of rows) {
      const k = key(r.alumni_id, r.company_name);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ ...r, source });
    }
  }
  return out;
}

const feedbackSelection = {
  id: employerFeedback.id,
  alumni_id: employerFeedback.alumniId,
  alumni_name: users.name,
  program: alumni.program,
  graduation_year: alumni.graduationYear,
  company_id: employerFeedback.companyId,
  company_name: employerFeedback.companyName,
  source: employerFeedback.source,
  requested_at: employerFeedback.createdAt,
  answered_at: employerFeedback.answeredAt,
  technical: employerFeedback.technical,
  attitude: employerFeedback.attitude,
  communication: employerFeedback.communication,
  teamwork: employerFeedback.teamwork,
  comment: employerFeedback.comment,
  respondent_name: employerFeedback.respondentName,
};

/** Each employer of a graduate once: its latest request and answer when asked, else a candidate to ask. */
export async function employerFeedbackList(db: DbExecutor, scope: Scope, caller: Caller | null, q: Filters) {
  const where = graduateWhere(scope, caller, q);
  const asked = await db
    .select(feedbackSelection)
    .from(employerFeedback)
    .innerJoin(alumni, eq(alumni.userId, employerFeedback.alumniId))
    .innerJoin(users, eq(users.id, alumni.userId))
    .where(where)
    .orderBy(desc(employerFeedback.createdAt))
    .limit(2000);
  const seen = new Set<string>();
  type Row = Omit<(typeof asked)[number], 'id' | 'requested_at'> & { id: string | null; requested_at: Date | null };
  const rows: Row[] = asked.filter((f) => {
    const k = key(f.alumni_id, f.company_name);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const none = {
    id: null,
    requested_at: null,
    answered_at: null,
    technical: null,
    attitude: null,
    communication: null,
    teamwork: null,
    comment: null,
    respondent_name: null,
  };
  for (const c of await employerCandidates(db, where)) {
    if (!seen.has(key(c.alumni_id, c.company_name))) rows.push({ ...c, ...none });
  }
  return rows;
}

/**
 * Asks one employer of a graduate in scope: the company in the app (its name from there) or the name
 * given; the link is answered once. E-mailed when an address is given; the school may also copy it.
 */
export async function requestEmployerFeedback(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string },
  scope: Scope,
  caller: Caller,
  b: TEmployerFeedbackRequest,
  lang: Lang,
) {
  const [graduate] = await db
    .select({ id: alumni.userId, name: users.name, school_id: alumni.schoolId, school_name: schools.name })
    .from(alumni)
    .innerJoin(users, eq(users.id, alumni.userId))
    .innerJoin(schools, eq(schools.id, alumni.schoolId))
    .where(and(eq(alumni.userId, b.alumni_id), alumniScope(scope, caller)));
  if (!graduate) throw notFound();
  let companyName = b.company_name?.trim() ?? '';
  if (b.company_id) {
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, b.company_id));
    if (!company) throw refuse(400, 'VALIDATION', 'company_id', 'EMPLOYER_REQUIRED', lang);
    companyName = company.name;
  }
  const [hire] = b.company_id
    ? await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.studentId, graduate.id), eq(applications.companyId, b.company_id), eq(applications.stage, 'hired')))
        .limit(1)
    : [];
  const { token, hash } = newOneTimeToken();
  const expiresAt = new Date(Date.now() + TRACER_LINK_DAYS * 86_400_000);
  const url = `${deps.publicUrl}/#/employer-feedback/${token}`;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(employerFeedback)
      .values({
        schoolId: graduate.school_id,
        alumniId: graduate.id,
        companyId: b.company_id ?? null,
        companyName,
        source: hire ? 'hired' : 'named',
        email: b.email ?? null,
        tokenHash: hash,
        expiresAt,
        requestedBy: caller.user.id,
      })
      .returning({ id: employerFeedback.id });
    if (b.email)
      await deps.mailer.send(employerEmail(b.email, { company: companyName, graduate: graduate.name, school: graduate.school_name, link: url }), tx);
    return row!.id;
  });
  const [created] = await db
    .select(feedbackSelection)
    .from(employerFeedback)
    .innerJoin(alumni, eq(alumni.userId, employerFeedback.alumniId))
    .innerJoin(users, eq(users.id, alumni.userId))
    .where(eq(employerFeedback.id, id));
  return { ...created!, url, expires_at: expiresAt, emailed_to: b.email ?? null };
}

/** The request behind a token, unanswered and unexpired, or the one 404 for every other case. */
async function requestByToken(db: DbExecutor, token: string, lang: Lang) {
  const [row] = await db
    .select({
      id: employerFeedback.id,
      company_name: employerFeedback.companyName,
      alumni_name: users.name,
      program: alumni.program,
      school_name: schools.name,
    })
    .from(employerFeedback)
    .innerJoin(alumni, eq(alumni.userId, employerFeedback.alumniId))
    .innerJoin(users, eq(users.id, alumni.userId))
    .innerJoin(schools, eq(schools.id, employerFeedback.schoolId))
    .where(and(eq(employerFeedback.tokenHash, hashToken(token)), isNull(employerFeedback.answeredAt), gt(employerFeedback.expiresAt, sql`now()`)));
  if (!row) throw refuse(404, 'TOKEN_INVALID', 'token', 'LINK_INVALID', lang);
  return row;
}

export async function employerInvitation(db: DbExecutor, token: string, lang: Lang) {
  const { id: _, ...row } = await requestByToken(db, token, lang);
  return row;
}

export async function answerEmployerFeedback(db: Db, b: TEmployerFeedbackAnswer, lang: Lang) {
  const request = await requestByToken(db, b.token, lang);
  // The answered_at condition makes a second, concurrent answer change nothing.
  const done = await db
    .update(employerFeedback)
    .set({
      technical: b.technical,
      attitude: b.attitude,
      communication: b.communication,
      teamwork: b.teamwork,
      comment: b.comment ?? null,
      respondentName: b.respondent_name ?? null,
      respondentPosition: b.respondent_position ?? null,
      answeredAt: sql`now()`,
    })
    .where(and(eq(employerFeedback.id, request.id), isNull(employerFeedback.answeredAt)))
    .returning({ id: employerFeedback.id });
  if (!done.length) throw refuse(404, 'TOKEN_INVALID', 'token', 'LINK_INVALID', lang);
}
