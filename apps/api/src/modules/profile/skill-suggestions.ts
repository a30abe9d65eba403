// Skill suggestions: the shared vocabulary of a program first, then the tags other students use most.
import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import { skillSuggestions, type VocationalProgram } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { studentProfiles, studentSkills } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';

/**
 * Up to 40 suggestions for `search`: the vocabulary of `program`, or without one of the program of
 * `defaultStudentId` (a student's own), then the most used tags not already in it.
 */
export async function suggestSkills(db: Db, search: string, program: VocationalProgram | undefined, defaultStudentId: string | null) {
  let own: VocationalProgram | null = program ?? null;
  if (!own && defaultStudentId) {
    const [profile] = await db.select({ program: studentProfiles.program }).from(studentProfiles).where(eq(studentProfiles.userId, defaultStudentId));
    own = (profile?.program as VocationalProgram | null) ?? null;
  }
  const vocabulary = skillSuggestions(own, search);
  const used = await db
    .select({ name: studentSkills.name, uses: count() })
    .from(studentSkills)
    .where(search.trim() ? ilike(studentSkills.name, likePattern(search.trim())) : undefined)
    .groupBy(studentSkills.name)
    .orderBy(desc(count()), asc(studentSkills.name))
    .limit(20);
  const seen = new Set(vocabulary.map((s) => s.toLocaleLowerCase('id')));
  const extra = used.map((u) => u.name).filter((n) => !seen.has(n.toLocaleLowerCase('id')));
  return [...vocabulary, ...extra].slice(0, 40);
}
