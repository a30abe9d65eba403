// Demo data of the assessment domain (docs/assessment.md): the three schemes of content/schemes.ts;
// a confirmed assessment where the demo student is Competent (with a certificate) and another
// candidate is not yet competent; an upcoming assessment of the demo assessor with unmarked candidates.
import { and, eq, ne } from 'drizzle-orm';
import { candidateOutcome, certificateValidUntil, type Verdict } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import {
  assessmentCandidates,
  assessmentMarks,
  assessments,
  certificates,
  competencyCriteria,
  competencyElements,
  competencySchemes,
  competencyUnits,
  schemeUnits,
  users,
} from '../db/schema.js';
import { DEMO_SCHEMES } from './content/schemes.js';

const DAY = 86_400_000;

/** Inserts the schemes with their units, elements and criteria; returns criterion ids per unit per scheme code. */
async function seedSchemes(tx: DbExecutor): Promise<Map<string, { id: string; units: { unitCode: string; criterionIds: string[] }[] }>> {
  const out = new Map<string, { id: string; units: { unitCode: string; criterionIds: string[] }[] }>();
  for (const scheme of DEMO_SCHEMES) {
    const [row] = await tx
      .insert(competencySchemes)
      .values({
        code: scheme.code,
        nameId: scheme.nameId,
        nameEn: scheme.nameEn,
        program: scheme.program,
        kkniLevel: scheme.kkniLevel,
        description: scheme.description,
      })
      .returning({ id: competencySchemes.id });
    if (!row) throw new Error(`scheme ${scheme.code} not inserted`);
    const unitRows = await tx
      .insert(competencyUnits)
      .values(scheme.units.map((unit) => ({ code: unit.code, titleId: unit.id, titleEn: unit.en })))
      .returning({ id: competencyUnits.id, code: competencyUnits.code });
    await tx.insert(schemeUnits).values(unitRows.map((unit, position) => ({ schemeId: row.id, unitId: unit.id, position })));
    const units: { unitCode: string; criterionIds: string[] }[] = [];
    for (const [index, unit] of scheme.units.entries()) {
      const unitRow = unitRows[index];
      if (!unitRow) continue;
      const elementRows = await tx
        .insert(competencyElements)
        .values(unit.elements.map((element, position) => ({ unitId: unitRow.id, position, titleId: element.id, titleEn: element.en })))
        .returning({ id: competencyElements.id });
      const criteria = unit.elements.flatMap((element, e) =>
        element.criteria.map((criterion, position) => ({
          elementId: elementRows[e]?.id ?? '',
          position,
          textId: criterion.id,
          textEn: criterion.en,
        })),
      );
      const criterionRows = await tx.insert(competencyCriteria).values(criteria).returning({ id: competencyCriteria.id });
      units.push({ unitCode: unit.code, criterionIds: criterionRows.map((c) => c.id) });
    }
    out.set(scheme.code, { id: row.id, units });
  }
  return out;
}

export async function seedAssessment(tx: DbExecutor): Promise<void> {
  const schemes = await seedSchemes(tx);
  const [assessor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'asesor@jalurkarir.id')).limit(1);
  const [student] = await tx.select({ id: users.id, schoolId: users.schoolId }).from(users).where(eq(users.email, 'siswa@jalurkarir.id')).limit(1);
  const rpl = schemes.get('SKM-RPL-PJ-2026');
  if (!assessor || !student?.schoolId || !rpl) return;
  const classmates = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, student.schoolId), eq(users.role, 'siswa'), ne(users.id, student.id)))
    .orderBy(users.name)
    .limit(4);
  const [other, ...upcoming] = classmates;
  const now = Date.now();

  // A confirmed assessment 30 days ago: the demo student Competent, a classmate not yet competent.
  const [done] = await tx
    .insert(assessments)
    .values({
      schemeId: rpl.id,
      assessorId: assessor.id,
      schoolId: student.schoolId,
      scheduledAt: new Date(now - 30 * DAY),
      place: 'TUK Lab RPL 1',
      status: 'confirmed',
      confirmedAt: new Date(now - 29 * DAY),
    })
    .returning({ id: assessments.id });
  if (!done) return;
  const allCriteria = rpl.units.flatMap((unit) => unit.criterionIds);
  const people = [{ id: student.id, failing: new Set<string>() }];
  if (other) people.push({ id: other.id, failing: new Set(allCriteria.slice(-2)) });
  const issued = new Date(now - 29 * DAY).toISOString().slice(0, 10);
  for (const person of people) {
    const marks = new Map<string, Verdict>(allCriteria.map((id) => [id, person.failing.has(id) ? 'BK' : 'K']));
    const outcome = candidateOutcome(rpl.units, marks);
    const [candidate] = await tx
      .insert(assessmentCandidates)
      .values({ assessmentId: done.id, studentId: person.id, result: outcome.result, repeat: outcome.result === 'competent' ? null : outcome.repeat })
      .returning({ id: assessmentCandidates.id });
    if (!candidate) continue;
    await tx.insert(assessmentMarks).values(
      allCriteria.map((criterionId, i) => ({
        candidateId: candidate.id,
        criterionId,
        verdict: marks.get(criterionId) ?? null,
        evidence: i % 2 === 0 ? ('demonstration' as const) : ('oral' as const),
        note: person.failing.has(criterionId) ? 'Kasus uji untuk masukan yang salah belum dibuat.' : null,
        seq: 1,
      })),
    );
    if (outcome.result === 'competent') {
      await tx.insert(certificates).values({
        number: 'JK-RPL-2026-0001',
        candidateId: candidate.id,
        studentId: person.id,
        schemeId: rpl.id,
        issuedOn: issued,
        validUntil: certificateValidUntil(issued),
      });
    }
  }

  // An upcoming assessment in a week, candidates not yet assessed.
  if (upcoming.length > 0) {
    const [next] = await tx
      .insert(assessments)
      .values({ schemeId: rpl.id, assessorId: assessor.id, schoolId: student.schoolId, scheduledAt: new Date(now + 7 * DAY), place: 'TUK Lab RPL 2' })
      .returning({ id: assessments.id });
    if (next) await tx.insert(assessmentCandidates).values(upcoming.map((c) => ({ assessmentId: next.id, studentId: c.id })));
  }
}
