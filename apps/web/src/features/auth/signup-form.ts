import { FIELD_MESSAGES, ZSignup, isSchoolRole, type Lang, type SignupRole, type TPublicCompany } from '@jalurkarir/shared';

/** What the company picker needs of each public company row. */
type CompanyChoice = Pick<TPublicCompany, 'id' | 'name'>;
import { compactBody, validateWith } from '../../lib/form-validation';
import { tk } from '../../lib/i18n';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  role: SignupRole;
  school_id: string | null;
  nisn: string;
  company: string;
}

/** What each role does here, under the role picker. */
export const ROLE_HINTS: Record<SignupRole, string> = {
  siswa: tk('Pilih sekolah Anda dan isi NISN.'),
  guru: tk('Pilih sekolah tempat Anda mengajar.'),
  kepala_sekolah: tk('Pilih sekolah yang Anda pimpin.'),
  admin_sekolah: tk('Pilih sekolah yang Anda kelola.'),
  asesor: tk('Asesor menilai kompetensi siswa.'),
  admin_perusahaan: tk('Pilih perusahaan Anda atau ketik nama perusahaan baru.'),
};

/** A typed company name matching an existing one (case and spaces ignored) picks that company. */
export function findCompany<C extends CompanyChoice>(companies: readonly C[], typed: string): C | undefined {
  const wanted = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return undefined;
  return companies.find((c) => c.name.trim().replace(/\s+/g, ' ').toLowerCase() === wanted);
}

/** Form values → sign-up body: only the fields the chosen role needs. */
export function toSignupBody(values: RegisterValues, companies: readonly CompanyChoice[]): Record<string, unknown> {
  const { password_confirmation: _c, company, school_id, nisn, ...base } = values;
  const body = compactBody({ ...base });
  if (isSchoolRole(values.role) && school_id) body.school_id = school_id;
  if (values.role === 'siswa' && nisn.trim()) body.nisn = nisn.trim();
  if (values.role === 'admin_perusahaan' && company.trim()) {
    const existing = findCompany(companies, company);
    if (existing) body.company_id = existing.id;
    else body.company_name = company.trim().replace(/\s+/g, ' ');
  }
  return body;
}

export function validateRegister(values: RegisterValues, companies: readonly CompanyChoice[], lang: Lang) {
  const errors = validateWith(ZSignup, toSignupBody(values, companies), lang);
  // ZSignup checks these after the base fields pass; a form shows every missing field at once.
  if (isSchoolRole(values.role) && !values.school_id) errors.school_id ??= FIELD_MESSAGES.SCHOOL_REQUIRED[lang];
  if (values.role === 'siswa' && !values.nisn.trim()) errors.nisn ??= FIELD_MESSAGES.REQUIRED[lang];
  if (values.role === 'admin_perusahaan' && !values.company.trim()) errors.company_name ??= FIELD_MESSAGES.COMPANY_REQUIRED[lang];
  if (errors.company_name) errors.company = errors.company_name;
  if (errors.company_id) errors.company = errors.company_id;
  if (!values.password_confirmation) errors.password_confirmation = FIELD_MESSAGES.REQUIRED[lang];
  else if (values.password_confirmation !== values.password) errors.password_confirmation = FIELD_MESSAGES.PASSWORD_MISMATCH[lang];
  return errors;
}
