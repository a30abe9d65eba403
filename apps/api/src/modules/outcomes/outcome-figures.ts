// The dashboards' answer: every figure of docs/outcomes.md for the caller's scope and filters, and the
// printable report's headline built from them.
import type { Scope, TOutcomeFilters, TShare } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../plugins/auth.js';
import {
  bmwByProgram,
  bmwByYear,
  employerSatisfaction,
  funnelByProgram,
  misalignedPrograms,
  pklPlacement,
  riasecByProgram,
  share,
  testCompletionByClass,
} from './figures.js';
import { certificationRows, employerRatings, graduateFacts, partnershipsInForce, pklFacts, studentFacts } from './loader.js';

export async function outcomeFigures(db: Db, scope: Scope, caller: Caller | null, f: TOutcomeFilters) {
  const [graduates, students, certification, inForce, ratings, pkl] = await Promise.all([
    graduateFacts(db, scope, caller, f),
    studentFacts(db, scope, caller, f),
    certificationRows(db, scope, caller, f),
    partnershipsInForce(db, scope, caller, f),
    employerRatings(db, scope, caller, f),
    pklFacts(db, scope, caller, f),
  ]);
  const bmw = bmwByYear(graduates);
  const compareYear = f.graduation_year ?? bmw.find((y) => y.respondents > 0)?.graduation_year ?? bmw[0]?.graduation_year;
  return {
    filters: {
      school_id: f.school_id ?? null,
      province_code: f.province_code ?? null,
      graduation_year: f.graduation_year ?? null,
      program: f.program ?? null,
      class_name: f.class_name ?? null,
    },
    bmw,
    programs: compareYear === undefined ? [] : bmwByProgram(graduates, compareYear),
    funnel: funnelByProgram(students),
    test_completion: testCompletionByClass(students),
    riasec: riasecByProgram(students),
    certification: certification.map((c) => ({ scheme_id: c.scheme_id, scheme_name: c.scheme_name_id, share: share(c.competent, c.assessed) })),
    partnerships_in_force: inForce,
    misaligned: misalignedPrograms(graduates.filter((g) => compareYear === undefined || g.graduation_year === compareYear)),
    pkl: { school_year: pkl.school_year, periods: pkl.periods, ...pklPlacement(pkl.facts) },
    employer_satisfaction: employerSatisfaction(ratings),
  };
}

const pct = (s: TShare, lang: 'id' | 'en') =>
  s.percent === null ? (lang === 'id' ? 'kelompok < 5, tanpa persentase' : 'group under 5, no percentage') : `${s.percent}%`;

/** The report's headline: the latest year with answers, BMW against both denominators, in both languages. */
export function reportHeadline(bmw: ReturnType<typeof bmwByYear>) {
  const y = bmw.find((b) => b.respondents > 0);
  if (!y) return null;
  const n = y.bmw_of_graduates.count;
  return {
    id: `Lulusan ${y.graduation_year}: ${y.respondents} dari ${y.graduates} lulusan menjawab tracer study; ${n} bekerja, melanjutkan, atau berwirausaha (${pct(y.bmw_of_graduates, 'id')} dari seluruh lulusan, ${pct(y.bmw_of_respondents, 'id')} dari responden).`,
    en: `Class of ${y.graduation_year}: ${y.respondents} of ${y.graduates} graduates answered the tracer study; ${n} are working, studying or running a business (${pct(y.bmw_of_graduates, 'en')} of all graduates, ${pct(y.bmw_of_respondents, 'en')} of respondents).`,
  };
}

export async function outcomeReport(db: Db, scope: Scope, caller: Caller | null, f: TOutcomeFilters) {
  const figures = await outcomeFigures(db, scope, caller, f);
  const schoolId = scope === 'all' ? f.school_id : (caller?.user.schoolId ?? undefined);
  const [school] = schoolId ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)) : [];
  return { school_name: school?.name ?? null, generated_at: new Date(), headline: reportHeadline(figures.bmw), figures };
}
