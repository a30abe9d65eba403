import { and, asc, eq } from 'drizzle-orm';
import {
  VOCATIONAL_PROGRAM_LABELS,
  defaultPklAspects,
  pklAttendanceScore,
  pklFinalGrade,
  pklIndustryScore,
  pklPredicate,
  type TPklAspect,
  type TPklAspectsInput,
  type TPklEvaluationInput,
  type VocationalProgram,
  type ZPklEvaluation,
  businessToday,
} from '@jalurkarir/shared';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client.js';
import { pklAspects, pklEvaluations, pklJournalDays, pklPlacements, studentExperiences, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recomputeCompleteness } from '../profile/completeness.js';
import { NOW, recordEvent, refuse, type Actor } from './pkl-common.js';
import { JOURNAL_DAY_FACTS, attendanceOf, scopedPlacement } from './placement-query.js';

export type PklEvaluation = z.output<typeof ZPklEvaluation>;

/** The aspects a school scores a program on: its own when set, else the project's default for the program. */
export async function aspectsFor(
  db: DbExecutor,
  schoolId: string | null,
  program: string | null,
): Promise<{ aspects: TPklAspect[]; custom: boolean }> {
  const [row] = !schoolId
    ? []
    : await db
        .select({ aspects: pklAspects.aspects })
        .from(pklAspects)
        .where(and(eq(pklAspects.schoolId, schoolId), eq(pklAspects.program, program ?? '')));
  if (row) return { aspects: row.aspects, custom: true };
  return { aspects: defaultPklAspects((program as VocationalProgram | null) ?? null), custom: false };
}

/** The school's admin sets the school's aspects for a program. */
export async function setAspects(db: Db, actor: Actor, body: TPklAspectsInput): Promise<{ aspects: TPklAspect[]; custom: boolean }> {
  const schoolId = actor.caller.user.schoolId;
  if (!schoolId) throw new AppError(403, 'FORBIDDEN');
  const program = body.program ?? '';
  await db
    .insert(pklAspects)
    .values({ schoolId, program, aspects: body.aspects, updatedBy: actor.caller.user.id })
    .onConflictDoUpdate({
      target: [pklAspects.schoolId, pklAspects.program],
      set: { aspects: body.aspects, updatedBy: actor.caller.user.id, updatedAt: NOW },
    });
  return { aspects: body.aspects, custom: true };
}

export async function evaluationOf(db: DbExecutor, placementId: string): Promise<PklEvaluation | null> {
  const [row] = await db
    .select({
      placement_id: pklEvaluations.placementId,
      scores: pklEvaluations.scores,
      note: pklEvaluations.note,
      industry_score: pklEvaluations.industryScore,
      evaluated_by_name: users.name,
      evaluated_at: pklEvaluations.evaluatedAt,
      attendance: pklEvaluations.attendance,
      attendance_score: pklEvaluations.attendanceScore,
      industry_weight: pklEvaluations.industryWeight,
      final_grade: pklPlacements.finalGrade,
    })
    .from(pklEvaluations)
    .innerJoin(pklPlacements, eq(pklPlacements.id, pklEvaluations.placementId))
    .leftJoin(users, eq(users.id, pklEvaluations.evaluatedBy))
    .where(eq(pklEvaluations.placementId, placementId));
  if (!row) return null;
  const a = row.attendance;
  return {
    ...row,
    attendance: a
      ? { hadir: a.hadir ?? 0, sakit: a.sakit ?? 0, izin: a.izin ?? 0, alpa: a.alpa ?? 0, missing: a.missing ?? 0, working_days: a.working_days ?? 0 }
      : null,
    predicate: row.final_grade === null ? null : pklPredicate(row.final_grade),
  };
}

/**
 * The industry supervisor scores every aspect of the placement's program exactly once, while the
 * placement runs or after it ended (not once the school has finished it). A new score replaces the last.
 */
export async function scorePlacement(db: Db, actor: Actor, placementId: string, body: TPklEvaluationInput): Promise<PklEvaluation> {
  const { lang, caller } = actor;
  const p = await scopedPlacement(db, placementId, actor.scope, caller);
  if (p.status !== 'ongoing') throw refuse(409, 'VALIDATION', 'status', 'NOT_ONGOING', lang);
  const { aspects } = await aspectsFor(db, p.school_id, p.program);
  const byCode = new Map(body.scores.map((s) => [s.code, s.score]));
  if (byCode.size !== body.scores.length || aspects.length !== byCode.size || aspects.some((a) => !byCode.has(a.code))) {
    throw refuse(400, 'VALIDATION', 'scores', 'ASPECTS_MISMATCH', lang);
  }
  const scores = aspects.map((a) => ({ ...a, score: byCode.get(a.code)! }));
  const industryScore = pklIndustryScore(scores.map((s) => s.score))!;
  await db.transaction(async (tx) => {
    const values = { scores, note: body.note ?? null, industryScore, evaluatedBy: caller.user.id, evaluatedAt: NOW };
    await tx
      .insert(pklEvaluations)
      .values({ placementId, ...values })
      .onConflictDoUpdate({ target: pklEvaluations.placementId, set: values });
    await recordEvent(tx, placementId, 'evaluated', caller.user.id, String(industryScore));
  });
  return (await evaluationOf(db, placementId))!;
}

/**
 * The school finishes a placement after its period ended and the company evaluated it: the
 * attendance is counted from the journal, the grade computed (pklFinalGrade), and the verified PKL
 * experience written on the student's CV (one per placement).
 */
export async function finishPlacement(db: Db, actor: Actor, placementId: string): Promise<void> {
  const { lang, caller } = actor;
  const p = await scopedPlacement(db, placementId, actor.scope, caller);
  if (p.status !== 'ongoing') throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', lang);
  if (p.end_date >= businessToday()) throw refuse(409, 'VALIDATION', 'status', 'NOT_ENDED', lang);
  const evaluation = await evaluationOf(db, placementId);
  if (!evaluation) throw refuse(409, 'VALIDATION', 'status', 'NOT_EVALUATED', lang);
  const facts = await db
    .select(JOURNAL_DAY_FACTS)
    .from(pklJournalDays)
    .where(eq(pklJournalDays.placementId, placementId))
    .orderBy(asc(pklJournalDays.date));
  const attendance = attendanceOf(p, facts, businessToday());
  const attendanceScore = pklAttendanceScore(attendance);
  const grade = pklFinalGrade(evaluation.industry_score, attendanceScore, p.industry_weight);
  await db.transaction(async (tx) => {
    await tx
      .update(pklEvaluations)
      .set({ attendance, attendanceScore, industryWeight: p.industry_weight, gradedBy: caller.user.id, gradedAt: NOW })
      .where(eq(pklEvaluations.placementId, placementId));
    const [moved] = await tx
      .update(pklPlacements)
      .set({ status: 'finished', finalGrade: grade, finishedAt: NOW, updatedAt: NOW })
      .where(and(eq(pklPlacements.id, placementId), eq(pklPlacements.status, 'confirmed')))
      .returning({ id: pklPlacements.id });
    if (!moved) throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', lang);
    await recordEvent(tx, placementId, 'finished', caller.user.id, String(grade));
    await writeVerifiedExperience(tx, p);
  });
}

/** The CV record of a finished placement: kind 'pkl', linked to the placement and the company that verified it. */
export async function writeVerifiedExperience(
  tx: DbExecutor,
  p: {
    id: string;
    student_id: string;
    company_id: string;
    company_name: string;
    program: string | null;
    start_date: string;
    end_date: string;
    period_name: string;
  },
) {
  const program = p.program ? (VOCATIONAL_PROGRAM_LABELS[p.program as VocationalProgram] ?? p.program) : null;
  await tx
    .insert(studentExperiences)
    .values({
      userId: p.student_id,
      kind: 'pkl',
      position: program ? `Siswa PKL ${program}` : 'Siswa PKL',
      company: p.company_name,
      dateFrom: p.start_date,
      dateTo: p.end_date,
      stillWorking: false,
      description: p.period_name,
      pklPlacementId: p.id,
      verifiedCompanyId: p.company_id,
    })
    .onConflictDoNothing();
  await recomputeCompleteness(tx, p.student_id);
}
