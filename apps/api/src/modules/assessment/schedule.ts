// The assessments themselves: the list and the detail a caller's scope shows, scheduling one and the
// choices the scheduling form offers.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  assessmentOpenForMarking,
  assessmentOpensOn,
  certificateStatus,
  type AssessmentStatus,
  type Lang,
  type Scope,
  type TScheduleAssessment,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import {
  assessmentCandidates,
  assessmentCorrections,
  assessmentMarks,
  assessments,
  certificates,
  competencySchemes,
  schools,
  users,
} from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { scopeCondition } from '../scope.js';
import { refuse, schemeTree } from './assessment-query.js';
import { schemeParam, today, visibleAssessment } from './marks.js';

const assessor = alias(users, 'assessor');
const opener = alias(users, 'opener');
export const student = alias(users, 'student');

export interface AssessmentFilter {
  status?: AssessmentStatus | undefined;
  /** `upcoming`: scheduled from today on; `past`: before today. */
  when?: 'upcoming' | 'past' | undefined;
}

/** The assessments `where` shows, with their candidate counts and results. */
export function listAssessments(db: Db, where: SQL | undefined, q: AssessmentFilter) {
  // The start of today in WIB (UTC+7, no daylight saving).
  const start = new Date(`${today()}T00:00:00+07:00`);
  return db
    .select({
      id: assessments.id,
      scheme_id: assessments.schemeId,
      scheme_code: competencySchemes.code,
      scheme_name_id: competencySchemes.nameId,
      scheme_name_en: competencySchemes.nameEn,
      assessor_id: assessments.assessorId,
      assessor_name: assessor.name,
      school_id: assessments.schoolId,
      school_name: schools.name,
      scheduled_at: assessments.scheduledAt,
      place: assessments.place,
      status: assessments.status,
      confirmed_at: assessments.confirmedAt,
      candidates: sql<number>`count(${assessmentCandidates.id})::int`,
      competent: sql<number>`(count(*) filter (where ${assessmentCandidates.result} = 'competent'))::int`,
      not_yet_competent: sql<number>`(count(*) filter (where ${assessmentCandidates.result} = 'not-yet-competent'))::int`,
    })
    .from(assessments)
    .innerJoin(assessmentCandidates, eq(assessmentCandidates.assessmentId, assessments.id))
    .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
    .innerJoin(assessor, eq(assessor.id, assessments.assessorId))
    .innerJoin(schools, eq(schools.id, assessments.schoolId))
    .where(
      and(
        where,
        q.status ? eq(assessments.status, q.status) : undefined,
        q.when === 'upcoming' ? gte(assessments.scheduledAt, start) : q.when === 'past' ? lt(assessments.scheduledAt, start) : undefined,
      ),
    )
    .groupBy(assessments.id, competencySchemes.id, assessor.id, schools.id)
    .orderBy(q.when === 'past' ? desc(assessments.scheduledAt) : asc(assessments.scheduledAt), asc(assessments.id))
    .limit(500);
}

/** The head of an assessment's detail: when, where, who assesses and the scheme. */
async function assessmentHead(db: Db, id: string) {
  const [head] = await db
    .select({
      id: assessments.id,
      scheduled_at: assessments.scheduledAt,
      place: assessments.place,
      status: assessments.status,
      confirmed_at: assessments.confirmedAt,
      assessor_id: assessments.assessorId,
      assessor_name: assessor.name,
      school_id: assessments.schoolId,
      school_name: schools.name,
      scheme: {
        id: competencySchemes.id,
        code: competencySchemes.code,
        name_id: competencySchemes.nameId,
        name_en: competencySchemes.nameEn,
        program: competencySchemes.program,
        kkni_level: competencySchemes.kkniLevel,
      },
      opened_early_at: assessments.openedEarlyAt,
      opened_early_reason: assessments.openedEarlyReason,
      opened_early_by_name: opener.name,
    })
    .from(assessments)
    .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
    .innerJoin(assessor, eq(assessor.id, assessments.assessorId))
    .innerJoin(schools, eq(schools.id, assessments.schoolId))
    .leftJoin(opener, eq(opener.id, assessments.openedEarlyBy))
    .where(eq(assessments.id, id));
  if (!head) throw notFound();
  const { opened_early_at: at, opened_early_reason: reason, opened_early_by_name: byName, ...rest } = head;
  return {
    ...rest,
    opens_on: assessmentOpensOn(head.scheduled_at),
    open_for_marking: assessmentOpenForMarking({ scheduledAt: head.scheduled_at, openedEarlyAt: at }, today()),
    opened_early: at ? { at, by_name: byName, reason: reason ?? '' } : null,
  };
}

/** The candidates of an assessment that `where` shows, by name. */
function visibleCandidates(db: Db, assessmentId: string, where: SQL | undefined) {
  return db
    .select({
      id: assessmentCandidates.id,
      student_id: assessmentCandidates.studentId,
      student_name: student.name,
      nisn: student.nisn,
      result: assessmentCandidates.result,
      repeat: assessmentCandidates.repeat,
    })
    .from(assessmentCandidates)
    .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
    .innerJoin(student, eq(student.id, assessmentCandidates.studentId))
    .where(and(eq(assessmentCandidates.assessmentId, assessmentId), where))
    .orderBy(asc(student.name), asc(assessmentCandidates.id));
}

/** The marks, certificates and corrections of the candidates `ids`. */
async function candidateRecords(db: Db, ids: string[]) {
  if (!ids.length) return { marks: [], certs: [], corrections: [] };
  const [marks, certs, corrections] = await Promise.all([
    db
      .select({
        candidate_id: assessmentMarks.candidateId,
        criterion_id: assessmentMarks.criterionId,
        verdict: assessmentMarks.verdict,
        evidence: assessmentMarks.evidence,
        note: assessmentMarks.note,
        seq: assessmentMarks.seq,
      })
      .from(assessmentMarks)
      .where(inArray(assessmentMarks.candidateId, ids)),
    db
      .select({
        candidate_id: certificates.candidateId,
        number: certificates.number,
        issued_on: certificates.issuedOn,
        valid_until: certificates.validUntil,
      })
      .from(certificates)
      .where(inArray(certificates.candidateId, ids)),
    db
      .select({
        candidate_id: assessmentCorrections.candidateId,
        criterion_id: assessmentCorrections.criterionId,
        from_verdict: assessmentCorrections.fromVerdict,
        to_verdict: assessmentCorrections.toVerdict,
        reason: assessmentCorrections.reason,
        actor_name: users.name,
        created_at: assessmentCorrections.createdAt,
      })
      .from(assessmentCorrections)
      .leftJoin(users, eq(users.id, assessmentCorrections.actorId))
      .where(inArray(assessmentCorrections.candidateId, ids))
      .orderBy(asc(assessmentCorrections.createdAt)),
  ]);
  return { marks, certs, corrections };
}

/** One assessment as `where` shows it: the head, the scheme's tree and each visible candidate's marks, certificate and corrections. */
export async function assessmentDetail(db: Db, id: string, where: SQL | undefined) {
  const found = await visibleAssessment(db, id, where);
  const head = await assessmentHead(db, found.id);
  const candidateRows = await visibleCandidates(db, found.id, where);
  const [units, { marks, certs, corrections }] = await Promise.all([
    schemeTree(db, found.schemeId),
    candidateRecords(
      db,
      candidateRows.map((c) => c.id),
    ),
  ]);
  const day = today();
  return {
    ...head,
    units,
    candidates: candidateRows.map((c) => {
      const cert = certs.find((x) => x.candidate_id === c.id);
      return {
        ...c,
        marks: marks.filter((m) => m.candidate_id === c.id).map(({ candidate_id: _c, ...m }) => m),
        certificate: cert
          ? { number: cert.number, issued_on: cert.issued_on, valid_until: cert.valid_until, status: certificateStatus(cert.valid_until, day) }
          : null,
        corrections: corrections.filter((x) => x.candidate_id === c.id).map(({ candidate_id: _c, ...x }) => x),
      };
    }),
  };
}

/** The school an assessment is scheduled at: any for the Admin (`all`), else only the caller's own. */
export function scheduleSchool(scope: Scope, caller: Caller, requested: string | undefined, lang: Lang): string {
  let schoolId = requested;
  if (scope !== 'all') {
    if (schoolId && schoolId !== caller.user.schoolId) throw refuse(403, 'FORBIDDEN', 'school_id', 'NOT_OWN_SCHOOL', lang);
    schoolId = caller.user.schoolId ?? undefined;
  }
  if (!schoolId) throw refuse(400, 'VALIDATION', 'school_id', 'SCHOOL_REQUIRED', lang);
  return schoolId;
}

/**
 * Schedules an assessment of an active scheme by an active, verified assessor for students of `school`,
 * and tells the assessor and the students.
 */
export async function scheduleAssessment(db: Db, input: TScheduleAssessment, school: string, createdBy: string, lang: Lang): Promise<string> {
  return db.transaction(async (tx) => {
    const [scheme] = await tx
      .select({ id: competencySchemes.id, nameId: competencySchemes.nameId, nameEn: competencySchemes.nameEn })
      .from(competencySchemes)
      .where(and(eq(competencySchemes.id, input.scheme_id), eq(competencySchemes.active, true)));
    if (!scheme) throw refuse(400, 'VALIDATION', 'scheme_id', 'SCHEME_INACTIVE', lang);
    const [assessorRow] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assessor_id), eq(users.role, 'asesor'), eq(users.status, 'active'), eq(users.verified, true)));
    if (!assessorRow) throw refuse(400, 'VALIDATION', 'assessor_id', 'NOT_AN_ASSESSOR', lang);
    const studentIds = [...new Set(input.student_ids)];
    const students = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, studentIds), eq(users.role, 'siswa'), eq(users.schoolId, school)));
    if (students.length !== studentIds.length) throw refuse(400, 'VALIDATION', 'student_ids', 'STUDENT_NOT_IN_SCHOOL', lang);
    const [created] = await tx
      .insert(assessments)
      .values({
        schemeId: scheme.id,
        assessorId: assessorRow.id,
        schoolId: school,
        scheduledAt: new Date(input.scheduled_at),
        place: input.place,
        createdBy,
      })
      .returning({ id: assessments.id });
    if (!created) throw new AppError(500, 'INTERNAL');
    await tx.insert(assessmentCandidates).values(studentIds.map((studentId) => ({ assessmentId: created.id, studentId })));
    const params = { scheme: schemeParam(scheme), date: input.scheduled_at.slice(0, 10) };
    await notify(tx, { kind: 'assessment-scheduled', userIds: [assessorRow.id], params, link: `/assessment/${created.id}` });
    await notify(tx, { kind: 'assessment-scheduled', userIds: studentIds, params, link: '/' });
    return created.id;
  });
}

/** The choices of the scheduling form: active schemes, assessors, schools in scope and the students of `schoolId`. */
export async function scheduleOptions(db: Db, scope: Scope, caller: Caller, schoolId: string | undefined) {
  const [schemeRows, assessorRows, schoolRows, studentRows] = await Promise.all([
    db
      .select({
        id: competencySchemes.id,
        code: competencySchemes.code,
        name_id: competencySchemes.nameId,
        name_en: competencySchemes.nameEn,
        program: competencySchemes.program,
      })
      .from(competencySchemes)
      .where(eq(competencySchemes.active, true))
      .orderBy(asc(competencySchemes.code)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, 'asesor'), eq(users.status, 'active'), eq(users.verified, true)))
      .orderBy(asc(users.name))
      .limit(500),
    db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(scopeCondition(scope, caller, { school: schools.id }))
      .orderBy(asc(schools.name))
      .limit(1000),
    schoolId
      ? db
          .select({ id: users.id, name: users.name, nisn: users.nisn })
          .from(users)
          .where(and(eq(users.role, 'siswa'), eq(users.schoolId, schoolId), eq(users.status, 'active')))
          .orderBy(asc(users.name))
          .limit(1000)
      : [],
  ]);
  return { schemes: schemeRows, assessors: assessorRows, schools: schoolRows, students: studentRows };
}
