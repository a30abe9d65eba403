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
