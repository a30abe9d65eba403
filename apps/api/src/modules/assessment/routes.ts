import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ASSESSMENT_STATUSES,
  CANDIDATE_RESULT_LABELS,
  ZCorrectMark,
  ZIdBody,
  ZIdQuery,
  ZMarkInput,
  ZScheduleAssessment,
  ZUpdateScheme,
  candidateOutcome,
  certificateStatus,
  certificateValidUntil,
  missingMarks,
  type Verdict,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
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
import { permit, requestScope } from '../../plugins/permission.js';
import { notify } from '../notifications/notify.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeSpreadsheet } from '../spreadsheets/spreadsheet.js';
import { scopeCondition } from '../scope.js';
import { schemeImportRoutes } from './scheme-import.js';
import { schemeTreeRoutes } from './tree-routes.js';
import { assessmentScope, criterionInScheme, refuse, schemeTree, unitCriteria, verdictsOf } from './assessment-query.js';

const assessor = alias(users, 'assessor');
const student = alias(users, 'student');
const today = () => new Date().toISOString().slice(0, 10);

const ZListQuery = z
  .object({
    status: z.enum(ASSESSMENT_STATUSES).optional(),
    /** `upcoming`: scheduled from today on; `past`: before today. */
    when: z.enum(['upcoming', 'past']).optional(),
  })
  .strict();
const ZOptionsQuery = z.object({ school_id: z.uuid().optional() }).strict();
const ZSchemeQuery = z.object({ id: z.uuid() }).strict();
const ZCertificatesQuery = z.object({ student_id: z.uuid().optional() }).strict();
const ZExportQuery = z.object({ format: z.enum(SPREADSHEET_FORMATS).optional().default('csv') }).strict();

/** The scheme names of a notification, in both languages. */
const schemeParam = (s: { nameId: string; nameEn: string }) => ({ id: s.nameId, en: s.nameEn });

/** The next free certificate number of a program and year: JK-RPL-2026-0002. */
async function nextCertificateNumber(tx: DbExecutor, program: string, year: string): Promise<string> {
  const prefix = `JK-${program.toUpperCase()}-${year}-`;
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${certificates.number} from ${sql.raw(String(prefix.length + 1))})::int), 0)::int` })
    .from(certificates)
    .where(like(certificates.number, `${prefix}%`));
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/**
 * Sets a candidate's result from the stored marks and keeps the certificate in step: created when
 * Competent, removed when a correction makes the result not yet competent.
 */
async function settleCandidate(
  tx: DbExecutor,
  candidateId: string,
  studentId: string,
  scheme: { id: string; program: string },
  verdicts: ReadonlyMap<string, Verdict | null>,
  units: ReturnType<typeof unitCriteria>,
): Promise<'competent' | 'not-yet-competent'> {
  const outcome = candidateOutcome(units, verdicts);
  await tx
    .update(assessmentCandidates)
    .set({ result: outcome.result, repeat: outcome.result === 'competent' ? null : outcome.repeat })
    .where(eq(assessmentCandidates.id, candidateId));
  const [existing] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.candidateId, candidateId));
  if (outcome.result === 'competent' && !existing) {
    const issued = today();
    await tx.insert(certificates).values({
      number: await nextCertificateNumber(tx, scheme.program, issued.slice(0, 4)),
      candidateId,
      studentId,
      schemeId: scheme.id,
      issuedOn: issued,
      validUntil: certificateValidUntil(issued),
    });
  } else if (outcome.result !== 'competent' && existing) {
    await tx.delete(certificates).where(eq(certificates.id, existing.id));
  }
  return outcome.result;
}

/**
 * Competency assessment (issue 11, docs/assessment.md): schedule, the assessor's schedule and autosaved
 * marks, confirmation into results and certificates, the Admin's recorded corrections, certificates and
 * results per scheme. Every route is a cell of the permission table (`assessment`).
 */
export async function assessmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assessment'];
  await schemeImportRoutes(app, { db });
  await schemeTreeRoutes(app, { db });

  /** The assessment if the caller's scope shows it (at least one visible candidate row), else 404. */
  async function visibleAssessment(ex: DbExecutor, id: string, where: SQL | undefined, lock = false) {
    const query = ex
      .select({
        id: assessments.id,
        schemeId: assessments.schemeId,
        status: assessments.status,
        assessorId: assessments.assessorId,
        schoolId: assessments.schoolId,
      })
      .from(assessments)
      .where(
        and(
          eq(assessments.id, id),
          sql`exists (select 1 from ${assessmentCandidates} where ${assessmentCandidates.assessmentId} = ${assessments.id} and ${where ?? sql`true`})`,
        ),
      );
    const [row] = lock ? await query.for('update', { of: assessments }) : await query;
    if (!row) throw notFound();
    return row;
  }

  r.get('/assessment/list', { schema: { tags, querystring: ZListQuery }, config: { permission: permit('assessment', 'list') } }, async (request) => {
    const q = request.query;
    const start = new Date(`${today()}T00:00:00Z`);
    const rows = await db
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
          assessmentScope(requestScope(request), request.caller),
          q.status ? eq(assessments.status, q.status) : undefined,
          q.when === 'upcoming' ? gte(assessments.scheduledAt, start) : q.when === 'past' ? lt(assessments.scheduledAt, start) : undefined,
        ),
      )
      .groupBy(assessments.id, competencySchemes.id, assessor.id, schools.id)
      .orderBy(q.when === 'past' ? desc(assessments.scheduledAt) : asc(assessments.scheduledAt), asc(assessments.id))
      .limit(500);
    return { data: rows };
  });

  r.get(
    '/assessment/detail',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('assessment', 'detail') } },
    async (request) => {
      const where = assessmentScope(requestScope(request), request.caller);
      const found = await visibleAssessment(db, request.query.id, where);
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
        })
        .from(assessments)
        .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
        .innerJoin(assessor, eq(assessor.id, assessments.assessorId))
        .innerJoin(schools, eq(schools.id, assessments.schoolId))
        .where(eq(assessments.id, found.id));
      if (!head) throw notFound();
      const candidateRows = await db
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
        .where(and(eq(assessmentCandidates.assessmentId, found.id), where))
        .orderBy(asc(student.name), asc(assessmentCandidates.id));
      const ids = candidateRows.map((c) => c.id);
      const [units, marks, certs, corrections] = await Promise.all([
        schemeTree(db, found.schemeId),
        ids.length
          ? db
              .select({
                candidate_id: assessmentMarks.candidateId,
                criterion_id: assessmentMarks.criterionId,
                verdict: assessmentMarks.verdict,
                evidence: assessmentMarks.evidence,
                note: assessmentMarks.note,
                seq: assessmentMarks.seq,
              })
              .from(assessmentMarks)
              .where(inArray(assessmentMarks.candidateId, ids))
          : [],
        ids.length
          ? db
              .select({
                candidate_id: certificates.candidateId,
                number: certificates.number,
                issued_on: certificates.issuedOn,
                valid_until: certificates.validUntil,
              })
              .from(certificates)
              .where(inArray(certificates.candidateId, ids))
          : [],
        ids.length
          ? db
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
              .orderBy(asc(assessmentCorrections.createdAt))
          : [],
      ]);
      const day = today();
      return {
        data: {
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
        },
      };
    },
  );

  r.post('/assessment/mark', { schema: { tags, body: ZMarkInput }, config: { permission: permit('assessment', 'mark') } }, async (request) => {
    const input = request.body;
    const where = assessmentScope(requestScope(request), request.caller);
    const stored = await db.transaction(async (tx) => {
      const [candidate] = await tx
        .select({ assessmentId: assessmentCandidates.assessmentId })
        .from(assessmentCandidates)
        .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
        .where(and(eq(assessmentCandidates.id, input.candidateId), where));
      if (!candidate) throw notFound();
      // The lock orders a mark against a confirmation running at the same time.
      const found = await visibleAssessment(tx, candidate.assessmentId, where, true);
      if (found.status === 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'CONFIRMED_READ_ONLY', request.lang);
      if (!(await criterionInScheme(tx, input.criterionId, found.schemeId)))
        throw refuse(400, 'VALIDATION', 'criterionId', 'CRITERION_NOT_IN_SCHEME', request.lang);
      // Idempotent per candidate + criterion: a write whose seq is not above the stored one changes nothing.
      await tx
        .insert(assessmentMarks)
        .values({
          candidateId: input.candidateId,
          criterionId: input.criterionId,
          verdict: input.verdict,
          evidence: input.evidence,
          note: input.note,
          seq: input.seq,
        })
        .onConflictDoUpdate({
          target: [assessmentMarks.candidateId, assessmentMarks.criterionId],
          set: {
            verdict: sql`excluded.verdict`,
            evidence: sql`excluded.evidence`,
            note: sql`excluded.note`,
            seq: sql`excluded.seq`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${assessmentMarks.seq} < excluded.seq`,
        });
      const [row] = await tx
        .select({
          criterion_id: assessmentMarks.criterionId,
          verdict: assessmentMarks.verdict,
          evidence: assessmentMarks.evidence,
          note: assessmentMarks.note,
          seq: assessmentMarks.seq,
        })
        .from(assessmentMarks)
        .where(and(eq(assessmentMarks.candidateId, input.candidateId), eq(assessmentMarks.criterionId, input.criterionId)));
      return row;
    });
    return { data: { ...stored, applied: stored?.seq === input.seq } };
  });

  r.post('/assessment/confirm', { schema: { tags, body: ZIdBody }, config: { permission: permit('assessment', 'confirm') } }, async (request) => {
    const where = assessmentScope(requestScope(request), request.caller);
    const { scheme, results } = await db.transaction(async (tx) => {
      const found = await visibleAssessment(tx, request.body.id, where, true);
      if (found.status === 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'CONFIRMED_READ_ONLY', request.lang);
      const [schemeRow] = await tx
        .select({ id: competencySchemes.id, program: competencySchemes.program, nameId: competencySchemes.nameId, nameEn: competencySchemes.nameEn })
        .from(competencySchemes)
        .where(eq(competencySchemes.id, found.schemeId));
      if (!schemeRow) throw notFound();
      const units = unitCriteria(await schemeTree(tx, found.schemeId));
      const candidates = await tx
        .select({ id: assessmentCandidates.id, studentId: assessmentCandidates.studentId })
        .from(assessmentCandidates)
        .where(eq(assessmentCandidates.assessmentId, found.id));
      const verdicts = await verdictsOf(
        tx,
        candidates.map((c) => c.id),
      );
      const missing = candidates.filter((c) => missingMarks(units, verdicts.get(c.id) ?? new Map()).length > 0);
      if (missing.length > 0 || units.length === 0) throw refuse(400, 'VALIDATION', 'marks', 'MARKS_MISSING', request.lang);
      const out: { candidateId: string; studentId: string; result: 'competent' | 'not-yet-competent' }[] = [];
      for (const c of candidates) {
        const result = await settleCandidate(tx, c.id, c.studentId, schemeRow, verdicts.get(c.id) ?? new Map(), units);
        out.push({ candidateId: c.id, studentId: c.studentId, result });
      }
      await tx
        .update(assessments)
        .set({ status: 'confirmed', confirmedAt: new Date(), updatedAt: sql`now()` })
        .where(eq(assessments.id, found.id));
      for (const c of out)
        await notify(tx, {
          kind: 'assessment-confirmed',
          userIds: [c.studentId],
          params: { scheme: schemeParam(schemeRow), result: CANDIDATE_RESULT_LABELS[c.result] },
          link: '/',
        });
      return { scheme: schemeRow, results: out };
    });
    return {
      data: {
        id: request.body.id,
        scheme_id: scheme.id,
        results: results.map((c) => ({ candidate_id: c.candidateId, result: c.result })),
      },
    };
  });

  r.post(
    '/assessment/correct',
    { schema: { tags, body: ZCorrectMark }, config: { permission: permit('assessment', 'correct') } },
    async (request) => {
      const input = request.body;
      const where = assessmentScope(requestScope(request), request.caller);
      const result = await db.transaction(async (tx) => {
        const [candidate] = await tx
          .select({ id: assessmentCandidates.id, studentId: assessmentCandidates.studentId, assessmentId: assessmentCandidates.assessmentId })
          .from(assessmentCandidates)
          .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
          .where(and(eq(assessmentCandidates.id, input.candidate_id), where));
        if (!candidate) throw notFound();
        const found = await visibleAssessment(tx, candidate.assessmentId, where, true);
        if (found.status !== 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'NOT_CONFIRMED', request.lang);
        if (!(await criterionInScheme(tx, input.criterion_id, found.schemeId)))
          throw refuse(400, 'VALIDATION', 'criterion_id', 'CRITERION_NOT_IN_SCHEME', request.lang);
        const [mark] = await tx
          .select({ verdict: assessmentMarks.verdict, seq: assessmentMarks.seq })
          .from(assessmentMarks)
          .where(and(eq(assessmentMarks.candidateId, candidate.id), eq(assessmentMarks.criterionId, input.criterion_id)));
        if (mark?.verdict === input.verdict) throw refuse(400, 'VALIDATION', 'verdict', 'SAME_VERDICT', request.lang);
        await tx.insert(assessmentCorrections).values({
          candidateId: candidate.id,
          criterionId: input.criterion_id,
          actorId: request.caller?.user.id ?? null,
          fromVerdict: mark?.verdict ?? null,
          toVerdict: input.verdict,
          reason: input.reason,
        });
        await tx
          .insert(assessmentMarks)
          .values({
            candidateId: candidate.id,
            criterionId: input.criterion_id,
            verdict: input.verdict,
            evidence: null,
            note: null,
            seq: (mark?.seq ?? 0) + 1,
          })
          .onConflictDoUpdate({
            target: [assessmentMarks.candidateId, assessmentMarks.criterionId],
            set: { verdict: input.verdict, seq: (mark?.seq ?? 0) + 1, updatedAt: sql`now()` },
          });
        const [schemeRow] = await tx
          .select({
            id: competencySchemes.id,
            program: competencySchemes.program,
            nameId: competencySchemes.nameId,
            nameEn: competencySchemes.nameEn,
          })
          .from(competencySchemes)
          .where(eq(competencySchemes.id, found.schemeId));
        if (!schemeRow) throw notFound();
        const units = unitCriteria(await schemeTree(tx, found.schemeId));
        const verdicts = await verdictsOf(tx, [candidate.id]);
        const outcome = await settleCandidate(tx, candidate.id, candidate.studentId, schemeRow, verdicts.get(candidate.id) ?? new Map(), units);
        await notify(tx, {
          kind: 'assessment-confirmed',
          userIds: [candidate.studentId],
          params: { scheme: schemeParam(schemeRow), result: CANDIDATE_RESULT_LABELS[outcome] },
          link: '/',
        });
        return outcome;
      });
      return { data: { candidate_id: input.candidate_id, result } };
    },
  );

  r.post(
    '/assessment/create',
    { schema: { tags, body: ZScheduleAssessment }, config: { permission: permit('assessment', 'create') } },
    async (request) => {
      const input = request.body;
      const caller = request.caller!;
      const scope = requestScope(request);
      let schoolId = input.school_id;
      if (scope !== 'all') {
        if (schoolId && schoolId !== caller.user.schoolId) throw refuse(403, 'FORBIDDEN', 'school_id', 'NOT_OWN_SCHOOL', request.lang);
        schoolId = caller.user.schoolId ?? undefined;
      }
      if (!schoolId) throw refuse(400, 'VALIDATION', 'school_id', 'SCHOOL_REQUIRED', request.lang);
      const school = schoolId;
      const id = await db.transaction(async (tx) => {
        const [scheme] = await tx
          .select({ id: competencySchemes.id, nameId: competencySchemes.nameId, nameEn: competencySchemes.nameEn })
          .from(competencySchemes)
          .where(and(eq(competencySchemes.id, input.scheme_id), eq(competencySchemes.active, true)));
        if (!scheme) throw refuse(400, 'VALIDATION', 'scheme_id', 'SCHEME_INACTIVE', request.lang);
        const [assessorRow] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.assessor_id), eq(users.role, 'asesor'), eq(users.status, 'active'), eq(users.verified, true)));
        if (!assessorRow) throw refuse(400, 'VALIDATION', 'assessor_id', 'NOT_AN_ASSESSOR', request.lang);
        const studentIds = [...new Set(input.student_ids)];
        const students = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, studentIds), eq(users.role, 'siswa'), eq(users.schoolId, school)));
        if (students.length !== studentIds.length) throw refuse(400, 'VALIDATION', 'student_ids', 'STUDENT_NOT_IN_SCHOOL', request.lang);
        const [created] = await tx
          .insert(assessments)
          .values({
            schemeId: scheme.id,
            assessorId: assessorRow.id,
            schoolId: school,
            scheduledAt: new Date(input.scheduled_at),
            place: input.place,
            createdBy: caller.user.id,
          })
          .returning({ id: assessments.id });
        if (!created) throw new AppError(500, 'INTERNAL');
        await tx.insert(assessmentCandidates).values(studentIds.map((studentId) => ({ assessmentId: created.id, studentId })));
        const params = { scheme: schemeParam(scheme), date: input.scheduled_at.slice(0, 10) };
        await notify(tx, { kind: 'assessment-scheduled', userIds: [assessorRow.id], params, link: `/assessment/${created.id}` });
        await notify(tx, { kind: 'assessment-scheduled', userIds: studentIds, params, link: '/' });
        return created.id;
      });
      return { data: { id } };
    },
  );

  r.get(
    '/assessment/options',
    { schema: { tags, querystring: ZOptionsQuery }, config: { permission: permit('assessment', 'options') } },
    async (request) => {
      const scope = requestScope(request);
      const caller = request.caller!;
      const schoolId = scope === 'all' ? request.query.school_id : (caller.user.schoolId ?? undefined);
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
      return { data: { schemes: schemeRows, assessors: assessorRows, schools: schoolRows, students: studentRows } };
    },
  );

  r.get('/assessment/schemes', { schema: { tags }, config: { permission: permit('assessment', 'schemes') } }, async () => {
    const rows = await db
      .select({
        id: competencySchemes.id,
        code: competencySchemes.code,
        name_id: competencySchemes.nameId,
        name_en: competencySchemes.nameEn,
        program: competencySchemes.program,
        kkni_level: competencySchemes.kkniLevel,
        description: competencySchemes.description,
        active: competencySchemes.active,
        // Correlated counts written out with aliases (a one-table select would print the columns unqualified).
        units: sql<number>`(select count(*) from scheme_units su where su.scheme_id = competency_schemes.id)::int`,
        criteria: sql<number>`(select count(*) from competency_criteria cc join competency_elements ce on ce.id = cc.element_id join scheme_units su on su.unit_id = ce.unit_id where su.scheme_id = competency_schemes.id)::int`,
      })
      .from(competencySchemes)
      .orderBy(asc(competencySchemes.code));
    return { data: rows };
  });

  r.get(
    '/assessment/scheme',
    { schema: { tags, querystring: ZSchemeQuery }, config: { permission: permit('assessment', 'schemes') } },
    async (request) => {
      const [scheme] = await db
        .select({
          id: competencySchemes.id,
          code: competencySchemes.code,
          name_id: competencySchemes.nameId,
          name_en: competencySchemes.nameEn,
          program: competencySchemes.program,
          kkni_level: competencySchemes.kkniLevel,
          description: competencySchemes.description,
          active: competencySchemes.active,
        })
        .from(competencySchemes)
        .where(eq(competencySchemes.id, request.query.id));
      if (!scheme) throw notFound();
      return { data: { ...scheme, units: await schemeTree(db, scheme.id) } };
    },
  );

  r.post(
    '/assessment/scheme-update',
    { schema: { tags, body: ZUpdateScheme }, config: { permission: permit('assessment', 'update') } },
    async (request) => {
      const { id, name_id, name_en, description, active } = request.body;
      const [row] = await db
        .update(competencySchemes)
        .set({
          ...(name_id !== undefined ? { nameId: name_id } : {}),
          ...(name_en !== undefined ? { nameEn: name_en } : {}),
          ...(description !== undefined ? { description: description || null } : {}),
          ...(active !== undefined ? { active } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(competencySchemes.id, id))
        .returning({ id: competencySchemes.id, active: competencySchemes.active });
      if (!row) throw notFound();
      return { data: row };
    },
  );

  /** Certificates in scope: a student's own, a school's students', all (the Admin). */
  function certificateQuery(scopeWhere: SQL | undefined, studentId: string | undefined) {
    return db
      .select({
        id: certificates.id,
        number: certificates.number,
        student_id: certificates.studentId,
        student_name: users.name,
        scheme_code: competencySchemes.code,
        scheme_name_id: competencySchemes.nameId,
        scheme_name_en: competencySchemes.nameEn,
        issued_on: certificates.issuedOn,
        valid_until: certificates.validUntil,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.studentId))
      .innerJoin(competencySchemes, eq(competencySchemes.id, certificates.schemeId))
      .where(and(scopeWhere, studentId ? eq(certificates.studentId, studentId) : undefined))
      .orderBy(desc(certificates.issuedOn), asc(certificates.number))
      .limit(1000);
  }

  r.get(
    '/assessment/certificates',
    { schema: { tags, querystring: ZCertificatesQuery }, config: { permission: permit('assessment', 'certificates') } },
    async (request) => {
      const scopeWhere = scopeCondition(requestScope(request), request.caller, { school: users.schoolId, owner: certificates.studentId });
      const day = today();
      const rows = await certificateQuery(scopeWhere, request.query.student_id);
      return { data: rows.map((row) => ({ ...row, status: certificateStatus(row.valid_until, day) })) };
    },
  );

  /** Confirmed candidates per scheme in scope: assessed, competent. */
  function resultRows(scopeWhere: SQL | undefined) {
    return db
      .select({
        scheme_id: competencySchemes.id,
        scheme_code: competencySchemes.code,
        scheme_name_id: competencySchemes.nameId,
        scheme_name_en: competencySchemes.nameEn,
        assessed: count(assessmentCandidates.id),
        competent: sql<number>`(count(*) filter (where ${assessmentCandidates.result} = 'competent'))::int`,
      })
      .from(assessmentCandidates)
      .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
      .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
      .where(and(scopeWhere, eq(assessments.status, 'confirmed')))
      .groupBy(competencySchemes.id)
      .orderBy(asc(competencySchemes.code));
  }

  r.get('/assessment/results', { schema: { tags }, config: { permission: permit('assessment', 'results') } }, async (request) => {
    return { data: await resultRows(assessmentScope(requestScope(request), request.caller)) };
  });

  r.get(
    '/assessment/export',
    { schema: { tags, querystring: ZExportQuery }, config: { permission: permit('assessment', 'export') } },
    async (request, reply) => {
      const rows = await db
        .select({
          scheme_code: competencySchemes.code,
          scheme_name: competencySchemes.nameId,
          scheduled_at: assessments.scheduledAt,
          place: assessments.place,
          school: schools.name,
          student: student.name,
          nisn: student.nisn,
          result: assessmentCandidates.result,
          certificate: certificates.number,
        })
        .from(assessmentCandidates)
        .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
        .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
        .innerJoin(schools, eq(schools.id, assessments.schoolId))
        .innerJoin(student, eq(student.id, assessmentCandidates.studentId))
        .leftJoin(certificates, eq(certificates.candidateId, assessmentCandidates.id))
        .where(and(assessmentScope(requestScope(request), request.caller), eq(assessments.status, 'confirmed')))
        .orderBy(asc(competencySchemes.code), desc(assessments.scheduledAt), asc(student.name))
        .limit(100_000);
      const format = request.query.format;
      const sheet = rows.map((row) => ({
        ...row,
        scheduled_at: row.scheduled_at.toISOString().slice(0, 10),
        nisn: row.nisn ?? '',
        result: row.result ? CANDIDATE_RESULT_LABELS[row.result][request.lang] : '',
        certificate: row.certificate ?? '',
      }));
      const columns = [
        { key: 'scheme_code' },
        { key: 'scheme_name' },
        { key: 'scheduled_at' },
        { key: 'place' },
        { key: 'school' },
        { key: 'student' },
        { key: 'nisn', text: true },
        { key: 'result' },
        { key: 'certificate' },
      ];
      const body = await writeSpreadsheet(format, request.lang === 'en' ? 'Assessment results' : 'Hasil asesmen', columns, sheet);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="assessment-results.${format}"`)
        .send(body);
    },
  );
}
