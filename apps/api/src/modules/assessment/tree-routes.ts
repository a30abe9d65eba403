import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import {
  ZCreateCriterion,
  ZCreateElement,
  ZCreateUnit,
  ZCriterionCreated,
  ZCriterionDeleted,
  ZElementCreated,
  ZIdBody,
  ZTreeTextSaved,
  ZUnitCreated,
  ZUpdateTreeText,
  type TreePart,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { competencyCriteria, competencyElements, competencySchemes, competencyUnits, schemeUnits } from '../../db/schema.js';
import { single } from '../../db/rows.js';
import { notFound } from '../../lib/app-error.js';
import { permit } from '../../plugins/permission.js';
import { refuse } from './assessment-query.js';

const tags = ['assessment'];

/**
 * Whether an assessor has marked anything under a part of a scheme's tree. Marked wording is what a
 * candidate was judged on, so it stays as it is: a different tree is a new scheme code (import).
 */
async function isMarked(db: DbExecutor, part: TreePart | 'scheme', id: string): Promise<boolean> {
  const under = {
    criterion: sql`m.criterion_id = ${id}`,
    element: sql`c.element_id = ${id}`,
    unit: sql`e.unit_id = ${id}`,
    scheme: sql`e.unit_id in (select unit_id from scheme_units where scheme_id = ${id})`,
  }[part];
  const rows = await db.execute<{ marked: boolean }>(sql`
    select exists (select 1 from assessment_marks m
      join competency_criteria c on c.id = m.criterion_id
      join competency_elements e on e.id = c.element_id
      where ${under}) as marked`);
  return !!rows.rows[0]?.marked;
}

/**
 * The Admin edits a scheme's tree one part at a time (docs/assessment.md): the wording of a unit, an
 * element or a criterion in both languages, a new unit at the end of a scheme, a new element at the
 * end of a unit, a new criterion at the end of an element, the removal of a criterion — each
 * refused (409) once an assessor has marked that part (a part added to a marked scheme or unit
 * would leave confirmed candidates unjudged on it).
 */
export async function schemeTreeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: permit('assessment', 'update') };

  r.post('/assessment/tree-text', { schema: { tags, body: ZUpdateTreeText, response: { 200: ZTreeTextSaved } }, config }, async (request) => {
    const { part, id, text_id, text_en } = request.body;
    return db.transaction(async (tx) => {
      if (await isMarked(tx, part, id)) throw refuse(409, 'IN_USE', 'text_id', 'ALREADY_MARKED', request.lang);
      const updated =
        part === 'unit'
          ? await tx
              .update(competencyUnits)
              .set({ titleId: text_id, titleEn: text_en, updatedAt: sql`now()` })
              .where(eq(competencyUnits.id, id))
              .returning({ id: competencyUnits.id })
          : part === 'element'
            ? await tx
                .update(competencyElements)
                .set({ titleId: text_id, titleEn: text_en })
                .where(eq(competencyElements.id, id))
                .returning({ id: competencyElements.id })
            : await tx
                .update(competencyCriteria)
                .set({ textId: text_id, textEn: text_en })
                .where(eq(competencyCriteria.id, id))
                .returning({ id: competencyCriteria.id });
      if (!updated[0]) throw notFound();
      return { data: { part, id, text_id, text_en } };
    });
  });

  r.post('/assessment/unit-create', { schema: { tags, body: ZCreateUnit, response: { 201: ZUnitCreated } }, config }, async (request, reply) => {
    const { scheme_id, code, title_id, title_en } = request.body;
    const created = await db.transaction(async (tx) => {
      const [scheme] = await tx.select({ id: competencySchemes.id }).from(competencySchemes).where(eq(competencySchemes.id, scheme_id));
      if (!scheme) throw notFound();
      if (await isMarked(tx, 'scheme', scheme_id)) throw refuse(409, 'IN_USE', 'scheme_id', 'ALREADY_MARKED', request.lang);
      // A registered code is one unit for every scheme: its wording is edited in place, not typed again.
      const [taken] = await tx.select({ id: competencyUnits.id }).from(competencyUnits).where(eq(competencyUnits.code, code));
      if (taken) throw refuse(409, 'DUPLICATE', 'code', 'UNIT_CODE_TAKEN', request.lang);
      const unit = single(
        await tx.insert(competencyUnits).values({ code, titleId: title_id, titleEn: title_en }).returning({ id: competencyUnits.id }),
      );
      await tx.insert(schemeUnits).values({
        schemeId: scheme_id,
        unitId: unit.id,
        position: sql`(select coalesce(max(position), 0) + 1 from scheme_units where scheme_id = ${scheme_id})`,
      });
      return unit;
    });
    return reply.status(201).send({ data: { id: created.id, scheme_id, code, title_id, title_en } });
  });

  r.post(
    '/assessment/element-create',
    { schema: { tags, body: ZCreateElement, response: { 201: ZElementCreated } }, config },
    async (request, reply) => {
      const { unit_id, title_id, title_en } = request.body;
      const created = await db.transaction(async (tx) => {
        const [unit] = await tx.select({ id: competencyUnits.id }).from(competencyUnits).where(eq(competencyUnits.id, unit_id));
        if (!unit) throw notFound();
        if (await isMarked(tx, 'unit', unit_id)) throw refuse(409, 'IN_USE', 'unit_id', 'ALREADY_MARKED', request.lang);
        const rows = await tx
          .insert(competencyElements)
          .values({
            unitId: unit_id,
            titleId: title_id,
            titleEn: title_en,
            position: sql`(select coalesce(max(position), 0) + 1 from competency_elements where unit_id = ${unit_id})`,
          })
          .returning({ id: competencyElements.id, position: competencyElements.position });
        return single(rows);
      });
      return reply.status(201).send({ data: { ...created, unit_id, title_id, title_en } });
    },
  );

  r.post(
    '/assessment/criterion-create',
    { schema: { tags, body: ZCreateCriterion, response: { 201: ZCriterionCreated } }, config },
    async (request, reply) => {
      const { element_id, text_id, text_en } = request.body;
      const created = await db.transaction(async (tx) => {
        const [element] = await tx.select({ id: competencyElements.id }).from(competencyElements).where(eq(competencyElements.id, element_id));
        if (!element) throw notFound();
        // A criterion added to an element already marked would leave confirmed candidates unjudged on it.
        if (await isMarked(tx, 'element', element_id)) throw refuse(409, 'IN_USE', 'element_id', 'ALREADY_MARKED', request.lang);
        const rows = await tx
          .insert(competencyCriteria)
          .values({
            elementId: element_id,
            textId: text_id,
            textEn: text_en,
            position: sql`(select coalesce(max(position), 0) + 1 from competency_criteria where element_id = ${element_id})`,
          })
          .returning({ id: competencyCriteria.id, position: competencyCriteria.position });
        return single(rows);
      });
      return reply.status(201).send({ data: { ...created, element_id, text_id, text_en } });
    },
  );

  r.post('/assessment/criterion-delete', { schema: { tags, body: ZIdBody, response: { 200: ZCriterionDeleted } }, config }, async (request) => {
    const { id } = request.body;
    return db.transaction(async (tx) => {
      if (await isMarked(tx, 'criterion', id)) throw refuse(409, 'IN_USE', 'id', 'ALREADY_MARKED', request.lang);
      const deleted = await tx.delete(competencyCriteria).where(eq(competencyCriteria.id, id)).returning({ id: competencyCriteria.id });
      if (!deleted[0]) throw notFound();
      return { data: { id } };
    });
  });
}
