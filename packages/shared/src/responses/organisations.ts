import { z } from 'zod';
import { ZCompany } from '../models/company.js';
import { ZSchool } from '../models/school.js';
import { ZTeacher } from '../models/teacher.js';

/**
 * What the company-profile and school-admin routes answer: the model read schemas themselves (a
 * company's own profile is the `perusahaan` row; a school admin's schools are `sekolah` rows).
 */
export const ZCompanyResult = z.object({ data: ZCompany });
export const ZSchoolOptions = z.object({ data: z.array(ZSchool) });
/** The teachers of the caller's school, for selects: enough to name and pick one. */
export const ZTeacherOptions = z.object({ data: z.array(ZTeacher.pick({ id: true, name: true, email: true, verified: true })) });

/**
 * What the sign-up pickers read from `/sekolah/all` and `/perusahaan/all` without logging in: the
 * public projection of each model (the API selects exactly these keys, test/public-pickers.test.ts).
 */
export const ZPublicSchool = ZSchool.pick({ id: true, npsn: true, name: true, city_code: true });
export const ZPublicCompany = ZCompany.pick({ id: true, name: true, sector: true, city_code: true });
export type TPublicSchool = z.infer<typeof ZPublicSchool>;
export type TPublicCompany = z.infer<typeof ZPublicCompany>;
