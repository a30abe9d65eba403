import { z } from 'zod';
import { APPLICATION_STAGES } from '../models/application.js';
import { ZOpportunity } from '../models/opportunity.js';
import { ZCompanyStudentView } from '../models/privacy.js';
import { VOCATIONAL_PROGRAMS } from '../models/programs.js';
import type { AdverseImpact } from '../matching/adverse-impact.js';
import { PART_KEYS, type Gap, type ScorePart } from '../matching/types.js';
import type { Occupation } from '../occupations.js';

/**
 * What the recommendation routes answer (docs/matching.md): a student's ranked openings with the
 * score explained and suggested careers; a company's ranked students for an opening — the company
 * projection only — with the adverse-impact check; a school's students with their best openings;
 * the opening editor's Holland code suggestion and schemes. The matching core keeps its own types
 * (`ScorePart`, `Gap`, `AdverseImpact`, `Occupation`); the schemas below are checked against them at
 * compile time, so the two cannot drift apart.
 */
const ZBilingual = z.object({ id: z.string(), en: z.string() });

export const ZScorePart = z.object({
  key: z.enum(PART_KEYS),
  weight: z.number(),
  fit: z.number().nullable(),
  points: z.number(),
  sentence: ZBilingual,
});
export const ZGap = z.object({ key: z.enum(PART_KEYS), action: ZBilingual, gain: z.number(), upTo: z.boolean(), area: z.string().optional() });
export const ZCareerSuggestion = z.object({
  key: z.string(),
  name: ZBilingual,
  riasec: z.string(),
  isco: z.string().nullable(),
  programs: z.array(z.enum(VOCATIONAL_PROGRAMS)).readonly(),
  description: ZBilingual,
  fit: z.number(),
});
export const ZAdverseImpact = z.discriminatedUnion('shown', [
  z.object({ shown: z.literal(false), reason: z.literal('too_few') }),
  z.object({
    shown: z.literal(true),
    groups: z.array(z.object({ group: z.string(), count: z.number().int(), selected: z.number().int(), rate: z.number() })),
    ratio: z.number(),
    flagged: z.boolean(),
  }),
]);

/** One ranked opening on the student's page, with the student's application to it (null before applying). */
export const ZOpeningRecommendation = ZOpportunity.pick({
  id: true,
  title: true,
  company_id: true,
  company_name: true,
  city_code: true,
  contract_type: true,
  salary_from: true,
  salary_to: true,
  deadline: true,
}).extend({
  city_name: z.string().nullable(),
  total: z.number(),
  parts: z.array(ZScorePart).readonly(),
  gaps: z.array(ZGap).readonly(),
  application: z.object({ id: z.string(), stage: z.enum(APPLICATION_STAGES) }).nullable(),
});
/**
 * The competency test of an area a gap asks the student to take: `available` (assigned to them, take it),
 * `ask` (not assigned: the student may ask the school for it) or `asked` (asked already).
 */
export const COMPETENCY_TEST_STATES = ['available', 'ask', 'asked'] as const;
export const ZCompetencyTestAccess = z.object({
  area: z.string(),
  test_id: z.string(),
  name_id: z.string(),
  name_en: z.string(),
  state: z.enum(COMPETENCY_TEST_STATES),
});
/**
 * `blocked`: why the student gets no ranking at all (no student record, not verified, not active), else null.
 * `competency_tests`: for each area of an untaken competency test among the gaps, its test as the student may reach it.
 */
export const ZStudentRecommendations = z.object({
  data: z.object({
    blocked: z.string().nullable(),
    items: z.array(ZOpeningRecommendation),
    careers: z.array(ZCareerSuggestion),
    competency_tests: z.array(ZCompetencyTestAccess),
  }),
});
/** `POST /recommendation/request-test`: a student asks their school for a competency test not assigned to them. */
export const ZRequestTest = z.object({ test_id: z.uuid() }).strict();
export type TRequestTest = z.infer<typeof ZRequestTest>;
export const ZTestRequested = z.object({ data: z.object({ test_id: z.string(), notified: z.number().int() }) });

/** One ranked student for a company: the projection, the score, and whether they applied or were invited. */
export const ZRankedStudent = z.object({
  student: ZCompanyStudentView,
  total: z.number(),
  parts: z.array(ZScorePart).readonly(),
  applied: z.boolean(),
  invited: z.boolean(),
});
export const ZCompanyRecommendations = z.object({
  data: z.object({ opening: z.object({ id: z.string(), title: z.string() }), items: z.array(ZRankedStudent), adverseImpact: ZAdverseImpact }),
});

export const ZSchoolRecommendations = z.object({
  data: z.object({
    students: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        program: z.string().nullable(),
        blocked: z.string().nullable(),
        best: z.array(z.object({ opening_id: z.string(), title: z.string(), company_id: z.string(), company_name: z.string(), total: z.number() })),
      }),
    ),
    total: z.number().int(),
    above: z.number().int(),
    threshold: z.number(),
  }),
});

export const ZRiasecSuggestion = z.object({ data: z.object({ code: z.string().nullable() }) });
export const ZActiveSchemes = z.object({
  data: z.array(z.object({ code: z.string(), name_id: z.string(), name_en: z.string(), program: z.string() })),
});

// What the client receives.
export type OpeningRecommendation = z.input<typeof ZOpeningRecommendation>;
export type StudentRecommendations = z.input<typeof ZStudentRecommendations>['data'];
export type RankedStudent = z.input<typeof ZRankedStudent>;
export type CompanyRecommendations = z.input<typeof ZCompanyRecommendations>['data'];
export type SchoolRecommendations = z.input<typeof ZSchoolRecommendations>['data'];
export type RiasecSuggestion = z.input<typeof ZRiasecSuggestion>;
export type ActiveSchemes = z.input<typeof ZActiveSchemes>;
export type CompetencyTestAccess = z.input<typeof ZCompetencyTestAccess>;
export type TestRequested = z.input<typeof ZTestRequested>['data'];

// The matching core's types and these schemas say the same thing: a line fails to compile otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agree<T extends true> = T;
type _ScorePartAgrees = Agree<Same<z.output<typeof ZScorePart>, ScorePart>>;
type _GapAgrees = Agree<Same<z.output<typeof ZGap>, Gap>>;
type _AdverseImpactAgrees = Agree<Same<z.output<typeof ZAdverseImpact>, AdverseImpact>>;
type _CareerAgrees = Agree<Same<Omit<z.output<typeof ZCareerSuggestion>, 'fit'>, Occupation>>;
