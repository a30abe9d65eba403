// The assessor's marks and what follows from them: autosaved marks, the confirmation that turns marks into
// results and certificates, and the Admin's recorded corrections after confirmation.
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assessmentOpenForMarking,
  assessmentOpensOn,
  businessToday,
  CANDIDATE_RESULT_LABELS,
  candidateOutcome,
  certificateValidUntil,
  missingMarks,
  type Lang,
  type TCorrectMark,
  type TOpenEarly,
  type Verdict,
  type ZMarkInput,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { single } from '../../db/rows.js';
import { assessmentCandidates, assessmentCorrections, assessmentMarks, assessments, certificates, competencySchemes } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { notify } from '../notifications/notify.js';
import { criterionInScheme, refuse, schemeTree, unitCriteria, verdictsOf } from './assessment-query.js';

/** Today in WIB: the day marking opens on, certificates are issued on and their validity is read on. */
export const today = () => businessToday();

/** The scheme names of a notification, in both languages. */
export const schemeParam = (s: { nameId: string; nameEn: string }) => ({ id: s.nameId, en: s.nameEn });

/** The assessment if the caller's scope shows it (at least one visible candidate row), else 404. */
export async function visibleAssessment(ex: DbExecutor, id: string, where: SQL | undefined, lock = false) {
  const query = ex
    .select({
      id: assessments.id,
      schemeId: assessments.schemeId,
      status: assessments.status,
      assessorId: assessments.assessorId,
      schoolId: assessments.schoolId,
      scheduledAt: assessments.scheduledAt,
      openedEarlyAt: assessments.openedEarlyAt,
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

/** A date as the refusal says it: "3 Desember 2026" / "3 December 2026". */
function spokenDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Refuses a mark or a confirmation before the assessment's day (WIB) unless the Admin opened it early:
 * results and certificates must not predate the assessment itself.
 */
function assertOpenForMarking(found: { scheduledAt: Date; openedEarlyAt: Date | null }, lang: Lang) {
  if (assessmentOpenForMarking(found, today())) return;
  throw refuse(409, 'BAD_REQUEST', 'assessment', 'NOT_OPEN_YET', lang, { date: spokenDate(assessmentOpensOn(found.scheduledAt), lang) });
}

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

/** The scheme of an assessment as the settlement and the notifications need it. */
async function settlementScheme(tx: DbExecutor, schemeId: string) {
  const [schemeRow] = await tx
    .select({ id: competencySchemes.id, program: competencySchemes.program, nameId: competencySchemes.nameId, nameEn: competencySchemes.nameEn })
    .from(competencySchemes)
    .where(eq(competencySchemes.id, schemeId));
  if (!schemeRow) throw notFound();
  return schemeRow;
}

/** Tells a student the result of their candidacy. */
function notifyResult(tx: DbExecutor, studentId: string, scheme: { nameId: string; nameEn: string }, result: 'competent' | 'not-yet-competent') {
  return notify(tx, {
    kind: 'assessment-confirmed',
    userIds: [studentId],
    params: { scheme: schemeParam(scheme), result: CANDIDATE_RESULT_LABELS[result] },
    link: '/',
  });
}

/**
 * Stores one autosaved mark of the assessor, refused once the assessment is confirmed. Idempotent per
 * candidate + criterion: a write whose seq is not above the stored one changes nothing.
 */
export async function recordMark(db: Db, input: z.infer<typeof ZMarkInput>, where: SQL | undefined, lang: Lang) {
  const stored = await db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ assessmentId: assessmentCandidates.assessmentId })
      .from(assessmentCandidates)
      .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
      .where(and(eq(assessmentCandidates.id, input.candidateId), where));
    if (!candidate) throw notFound();
    // The lock orders a mark against a confirmation running at the same time.
    const found = await visibleAssessment(tx, candidate.assessmentId, where, true);
    if (found.status === 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'CONFIRMED_READ_ONLY', lang);
    assertOpenForMarking(found, lang);
    if (!(await criterionInScheme(tx, input.criterionId, found.schemeId)))
      throw refuse(400, 'VALIDATION', 'criterionId', 'CRITERION_NOT_IN_SCHEME', lang);
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
    const rows = await tx
      .select({
        criterion_id: assessmentMarks.criterionId,
        verdict: assessmentMarks.verdict,
        evidence: assessmentMarks.evidence,
        note: assessmentMarks.note,
        seq: assessmentMarks.seq,
      })
      .from(assessmentMarks)
      .where(and(eq(assessmentMarks.candidateId, input.candidateId), eq(assessmentMarks.criterionId, input.criterionId)));
    // The upsert above wrote or kept this row.
    return single(rows);
  });
  return { ...stored, applied: stored.seq === input.seq };
}

/**
 * Confirms an assessment whose every candidate has every criterion marked: each candidate's result and
 * certificate are settled, the assessment turns read-only and every student hears their result.
 */
export async function confirmAssessment(db: Db, id: string, where: SQL | undefined, lang: Lang) {
  return db.transaction(async (tx) => {
    const found = await visibleAssessment(tx, id, where, true);
    if (found.status === 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'CONFIRMED_READ_ONLY', lang);
    assertOpenForMarking(found, lang);
    const schemeRow = await settlementScheme(tx, found.schemeId);
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
    if (missing.length > 0 || units.length === 0) throw refuse(400, 'VALIDATION', 'marks', 'MARKS_MISSING', lang);
    const out: { candidateId: string; studentId: string; result: 'competent' | 'not-yet-competent' }[] = [];
    for (const c of candidates) {
      const result = await settleCandidate(tx, c.id, c.studentId, schemeRow, verdicts.get(c.id) ?? new Map(), units);
      out.push({ candidateId: c.id, studentId: c.studentId, result });
    }
    await tx
      .update(assessments)
      .set({ status: 'confirmed', confirmedAt: new Date(), updatedAt: sql`now()` })
      .where(eq(assessments.id, found.id));
    for (const c of out) await notifyResult(tx, c.studentId, schemeRow, c.result);
    return { scheme: schemeRow, results: out };
  });
}

/**
 * The Admin's correction of one mark of a confirmed assessment: recorded with its reason, applied to the
 * mark, and the candidate's result and certificate settled again.
 */
export async function correctMark(db: Db, input: TCorrectMark, where: SQL | undefined, actorId: string | null, lang: Lang) {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: assessmentCandidates.id, studentId: assessmentCandidates.studentId, assessmentId: assessmentCandidates.assessmentId })
      .from(assessmentCandidates)
      .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
      .where(and(eq(assessmentCandidates.id, input.candidate_id), where));
    if (!candidate) throw notFound();
    const found = await visibleAssessment(tx, candidate.assessmentId, where, true);
    if (found.status !== 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'NOT_CONFIRMED', lang);
    if (!(await criterionInScheme(tx, input.criterion_id, found.schemeId)))
      throw refuse(400, 'VALIDATION', 'criterion_id', 'CRITERION_NOT_IN_SCHEME', lang);
    const [mark] = await tx
      .select({ verdict: assessmentMarks.verdict, seq: assessmentMarks.seq })
      .from(assessmentMarks)
      .where(and(eq(assessmentMarks.candidateId, candidate.id), eq(assessmentMarks.criterionId, input.criterion_id)));
    if (mark?.verdict === input.verdict) throw refuse(400, 'VALIDATION', 'verdict', 'SAME_VERDICT', lang);
    await tx.insert(assessmentCorrections).values({
      candidateId: candidate.id,
      criterionId: input.criterion_id,
      actorId,
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
    const schemeRow = await settlementScheme(tx, found.schemeId);
    const units = unitCriteria(await schemeTree(tx, found.schemeId));
    const verdicts = await verdictsOf(tx, [candidate.id]);
    const outcome = await settleCandidate(tx, candidate.id, candidate.studentId, schemeRow, verdicts.get(candidate.id) ?? new Map(), units);
    await notifyResult(tx, candidate.studentId, schemeRow, outcome);
    return outcome;
  });
}

/**
 * The Admin opens a scheduled assessment for marking before its day, for a reason kept on the assessment
 * (who, when, why). Refused once the assessment is confirmed or already open.
 */
export async function openEarly(db: Db, input: TOpenEarly, where: SQL | undefined, actorId: string | null, lang: Lang) {
  return db.transaction(async (tx) => {
    const found = await visibleAssessment(tx, input.id, where, true);
    if (found.status === 'confirmed') throw refuse(409, 'READ_ONLY', 'assessment', 'CONFIRMED_READ_ONLY', lang);
    if (assessmentOpenForMarking(found, today())) throw refuse(409, 'BAD_REQUEST', 'assessment', 'ALREADY_OPEN', lang);
    const openedAt = new Date();
    await tx
      .update(assessments)
      .set({ openedEarlyAt: openedAt, openedEarlyBy: actorId, openedEarlyReason: input.reason, updatedAt: sql`now()` })
      .where(eq(assessments.id, found.id));
    return { id: found.id, opened_early_at: openedAt, reason: input.reason };
  });
}
