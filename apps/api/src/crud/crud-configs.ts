import type { CrudConfig } from './register-crud.js';
import type { EnrollDeps } from '../modules/users/account-invitation.js';
import { createUserCrud } from '../modules/users/user-crud.js';
import { schoolCrud } from '../modules/schools/school-crud.js';
import { companyCrud } from '../modules/companies/company-crud.js';
import { currencyCrud } from '../modules/currencies/currency-crud.js';
import { opportunityCrud } from '../modules/opportunities/opportunity-crud.js';
import { createStudentCrud } from '../modules/students/student-crud.js';
import { createTeacherCrud } from '../modules/teachers/teacher-crud.js';
import { createPrincipalCrud } from '../modules/principals/principal-crud.js';
import { createAssessorCrud } from '../modules/assessors/assessor-crud.js';
import { createCompanyAdminCrud } from '../modules/company-admins/company-admin-crud.js';

/** Every model served by `registerCrud`: app.ts registers these, and the model tests walk them. */
export function crudConfigs(enroll: EnrollDeps): CrudConfig[] {
  return [
    createUserCrud(enroll),
    schoolCrud,
    companyCrud,
    currencyCrud,
    opportunityCrud,
    createStudentCrud(enroll),
    createTeacherCrud(enroll),
    createPrincipalCrud(enroll),
    createAssessorCrud(enroll),
    createCompanyAdminCrud(enroll),
  ];
}
