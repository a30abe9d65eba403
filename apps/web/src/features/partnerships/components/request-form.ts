import { ZRequestPartnership, type Lang } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** What the company admin fills in after choosing a school. */
export interface RequestValues {
  programs: string[];
  message: string;
  /** The company offers PKL places to the school's students (the school confirms it when accepting). */
  pkl: boolean;
}

/** Form values → `POST /partnership/create` body (the message trimmed, as the API stores it); validateRequest checks it. */
export function toRequestBody(schoolId: string, values: RequestValues): { school_id: string; programs: string[]; message: string; pkl: boolean } {
  return { school_id: schoolId, programs: values.programs, message: values.message.trim(), pkl: values.pkl };
}

/** Field messages from the schema the API applies (ZRequestPartnership), in the reader's language. */
export function validateRequest(schoolId: string, values: RequestValues, lang: Lang): Record<string, string> {
  return validateWith(ZRequestPartnership, toRequestBody(schoolId, values), lang);
}
