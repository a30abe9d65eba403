// The competency schemes as the Admin manages them: the list with unit and criterion counts, one scheme
// with its tree, and the edit of its names, description and active flag.
import { asc, eq, sql } from 'drizzle-orm';
import type { TUpdateScheme } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { competencySchemes } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { schemeTree } from './assessment-query.js';

const schemeColumns = {
  id: competencySchemes.id,
  code: competencySchemes.code,
  name_id: competencySchemes.nameId,
  name_en: competencySchemes.nameEn,
  program: competencySchemes.program,
  kkni_level: competencySchemes.kkniLevel,
  description: competencySchemes.description,
  active: competencySchemes.active,
};

/** Every scheme by code, with how many units and criteria it holds. */
export function listSchemes(db: Db) {
  return db
    .select({
      ...schemeColumns,
      // Correlated counts written out with aliases (a one-table select would print the columns unqualified).
      units: sql<number>`(select count(*) from scheme_units su where su.scheme_id = competency_schemes.id)::int`,
      criteria: sql<number>`(select count(*) from competency_criteria cc join competency_elements ce on ce.id = cc.element_id join scheme_units su on su.unit_id = ce.unit_id where su.scheme_id = competency_schemes.id)::int`,
    })
    .from(competencySchemes)
    .orderBy(asc(competencySchemes.code));
}

/** One scheme with its units → elements → criteria, or 404. */
export async function schemeDetail(db: Db, id: string) {
  const [scheme] = await db.select(schemeColumns).from(competencySchemes).where(eq(competencySchemes.id, id));
  if (!scheme) throw notFound();
  return { ...scheme, units: await schemeTree(db, scheme.id) };
}

/** Changes the fields the body names (an empty description clears it), or 404. */
export async function updateScheme(db: Db, { id, name_id, name_en, description, active }: TUpdateScheme) {
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
  return row;
}
