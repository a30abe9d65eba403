// Reads of the assessment domain shared by the routes: the scope condition of an assessment, a scheme's
// tree (units → elements → criteria) and the outcome of one candidate from the stored marks.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ASSESSMENT_MESSAGES,
  type AssessmentMessageKey,
  type ErrorCode,
  type Lang,
  type Scope,
  type UnitCriteria,
  type UnitNode,
  type Verdict,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import {
  assessmentCandidates,
  assessmentMarks,
  assessments,
  competencyCriteria,
  competencyElements,
  competencyUnits,
  schemeUnits,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

/** A refusal of this domain, on `field`, in the caller's language. */
export function refuse(
  status: number,
  code: ErrorCode,
  field: string,
  key: AssessmentMessageKey,
  lang: Lang,
  params: Record<string, string> = {},
): AppError {
  const message = Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    ASSESSMENT_MESSAGES[key][lang] as string,
  );
  return new AppError(status, code, { [field]: message }, undefined, message);
}

/**
 * The rows of a query over `assessments` joined with `assessment_candidates` that `scope` shows:
 * the school's (own-school), the assessor's (assigned-assessor), the student's own candidacy (self).
 */
export function assessmentScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { school: assessments.schoolId, assessor: assessments.assessorId, owner: assessmentCandidates.studentId });
}

/** The units of a scheme in order, each with its elements and criteria in order. */
export async function schemeTree(db: DbExecutor, schemeId: string): Promise<UnitNode[]> {
  const units = await db
    .select({
      id: competencyUnits.id,
      code: competencyUnits.code,
      title_id: competencyUnits.titleId,
      title_en: competencyUnits.titleEn,
      position: schemeUnits.position,
    })
    .from(schemeUnits)
    .innerJoin(competencyUnits, eq(competencyUnits.id, schemeUnits.unitId))
    .where(eq(schemeUnits.schemeId, schemeId))
    .orderBy(asc(schemeUnits.position), asc(competencyUnits.code));
  if (units.length === 0) return [];
  const elements = await db
    .select({
      id: competencyElements.id,
      unit_id: competencyElements.unitId,
      position: competencyElements.position,
      title_id: competencyElements.titleId,
      title_en: competencyElements.titleEn,
    })
    .from(competencyElements)
    .where(
      inArray(
        competencyElements.unitId,
        units.map((u) => u.id),
      ),
    )
    .orderBy(asc(competencyElements.position), asc(competencyElements.id));
  const criteria = elements.length
    ? await db
        .select({
          id: competencyCriteria.id,
          element_id: competencyCriteria.elementId,
          position: competencyCriteria.position,
          text_id: competencyCriteria.textId,
          text_en: competencyCriteria.textEn,
        })
        .from(competencyCriteria)
        .where(
          inArray(
            competencyCriteria.elementId,
            elements.map((e) => e.id),
          ),
        )
        .orderBy(asc(competencyCriteria.position), asc(competencyCriteria.id))
    : [];
  return units.map((unit) => ({
    ...unit,
    elements: elements
      .filter((e) => e.unit_id === unit.id)
      .map(({ unit_id: _unit, ...element }) => ({
        ...element,
        criteria: criteria.filter((c) => c.element_id === element.id).map(({ element_id: _element, ...criterion }) => criterion),
      })),
  }));
}

/** The tree as the result rules read it (packages/shared candidateOutcome). */
export function unitCriteria(tree: readonly UnitNode[]): UnitCriteria[] {
  return tree.map((unit) => ({ unitCode: unit.code, criterionIds: unit.elements.flatMap((e) => e.criteria.map((c) => c.id)) }));
}

/** Whether a criterion belongs to a scheme (a mark for any other is refused). */
export async function criterionInScheme(db: DbExecutor, criterionId: string, schemeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: competencyCriteria.id })
    .from(competencyCriteria)
    .innerJoin(competencyElements, eq(competencyElements.id, competencyCriteria.elementId))
    .innerJoin(schemeUnits, eq(schemeUnits.unitId, competencyElements.unitId))
    .where(and(eq(competencyCriteria.id, criterionId), eq(schemeUnits.schemeId, schemeId)))
    .limit(1);
  return rows.length > 0;
}

/** Stored verdicts per candidate: candidate id → (criterion id → verdict). */
export async function verdictsOf(db: DbExecutor, candidateIds: readonly string[]): Promise<Map<string, Map<string, Verdict | null>>> {
  const out = new Map<string, Map<string, Verdict | null>>(candidateIds.map((id) => [id, new Map()]));
  if (candidateIds.length === 0) return out;
  const rows = await db
    .select({ candidateId: assessmentMarks.candidateId, criterionId: assessmentMarks.criterionId, verdict: assessmentMarks.verdict })
    .from(assessmentMarks)
    .where(inArray(assessmentMarks.candidateId, [...candidateIds]));
  for (const row of rows) out.get(row.candidateId)?.set(row.criterionId, row.verdict);
  return out;
}
