import { ZTalentPoolAdd, type Lang } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** Field messages from the schema the API applies (ZTalentPoolAdd) for the pool's name, in the reader's language. */
export function validatePoolName(name: string, studentId: string, lang: Lang): Record<string, string> {
  return validateWith(ZTalentPoolAdd, { name, student_id: studentId }, lang);
}
