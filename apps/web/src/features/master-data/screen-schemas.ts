import type { z } from 'zod';
import {
  ZCreateAssessor,
  ZCreateCompany,
  ZCreateCompanyAdmin,
  ZCreateCurrency,
  ZCreateOpportunity,
  ZCreatePrincipal,
  ZCreateSchool,
  ZCreateStudent,
  ZCreateTeacher,
  ZCreateUser,
  ZUpdateAssessor,
  ZUpdateCompany,
  ZUpdateCompanyAdmin,
  ZUpdateCurrency,
  ZUpdateOpportunity,
  ZUpdatePrincipal,
  ZUpdateSchool,
  ZUpdateStudent,
  ZUpdateTeacher,
  ZUpdateUser,
} from '@jalurkarir/shared';
import type { MasterDataPath } from './screens';

/**
 * The shared zod schemas a master-data form validates with, per screen. Apart from screens.ts so
 * that only the form page loads zod and builds the schemas; a list page never needs them.
 */
export const SCREEN_SCHEMAS: Record<MasterDataPath, { create: z.ZodType; update: z.ZodType }> = {
  '/md-user': { create: ZCreateUser, update: ZUpdateUser },
  '/md-currency': { create: ZCreateCurrency, update: ZUpdateCurrency },
  '/md-school': { create: ZCreateSchool, update: ZUpdateSchool },
  '/md-student': { create: ZCreateStudent, update: ZUpdateStudent },
  '/md-principal': { create: ZCreatePrincipal, update: ZUpdatePrincipal },
  '/md-teacher': { create: ZCreateTeacher, update: ZUpdateTeacher },
  '/md-assessor': { create: ZCreateAssessor, update: ZUpdateAssessor },
  '/md-company': { create: ZCreateCompany, update: ZUpdateCompany },
  '/md-company-admin': { create: ZCreateCompanyAdmin, update: ZUpdateCompanyAdmin },
  '/md-opportunity': { create: ZCreateOpportunity, update: ZUpdateOpportunity },
};
