import type { VocationalProgram } from '../models/programs.js';
import { OCCUPATIONS, PROGRAM_RIASEC, type Occupation } from '../occupations.js';
import { interestFit } from './score.js';

/**
 * The Holland code to suggest for an opening: the chosen occupation's code when one is named,
 * else the code of the opening's first program, else null (the company types its own).
 */
export function suggestRiasecCode(input: { occupation?: string | null; programs?: readonly string[] }): string | null {
  const occupation = input.occupation ? OCCUPATIONS.find((o) => o.key === input.occupation) : undefined;
  if (occupation) return occupation.riasec;
  for (const program of input.programs ?? []) {
    if (Object.hasOwn(PROGRAM_RIASEC, program)) return PROGRAM_RIASEC[program as VocationalProgram];
  }
  return null;
}

/**
 * Career suggestions: occupations ranked by the interest fit of the student's RIASEC scores to the
 * occupation's code, occupations of the student's program first at equal fit (+0.1 bonus).
 */
export function suggestOccupations(riasec: Readonly<Record<string, number>> | null, program: string | null, n = 6): (Occupation & { fit: number })[] {
  return OCCUPATIONS.map((o) => {
    const base = riasec ? interestFit(riasec, o.riasec) : 0.5;
    const inProgram = program !== null && (o.programs as readonly string[]).includes(program);
    return { ...o, fit: Math.round(base * 1000) / 1000, rank: base + (inProgram ? 0.1 : 0) };
  })
    .filter((o) => riasec !== null || (program !== null && (o.programs as readonly string[]).includes(program)))
    .sort((a, b) => b.rank - a.rank || a.key.localeCompare(b.key))
    .slice(0, n)
    .map(({ rank: _rank, ...o }) => o);
}
