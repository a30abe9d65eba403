import { FIELD_MESSAGES, ZRecordPaperConsent, type GuardianRelation, type Lang } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** What the school admin fills in to record a guardian's signed paper form. */
export interface PaperConsentValues {
  studentId: string | null;
  guardianName: string;
  relation: GuardianRelation | null;
  /** YYYY-MM-DD. */
  signedOn: string;
  file: File | null;
}

/** The form's text fields as the API reads them from the multipart request (ZRecordPaperConsent). */
export function paperConsentFields(values: PaperConsentValues): Record<string, string> {
  return { studentId: values.studentId ?? '', guardianName: values.guardianName.trim(), relation: values.relation ?? '', signedOn: values.signedOn };
}

/** The multipart body of `POST /guardian-consent/record`: the fields and the scan. */
export function toPaperConsentForm(values: PaperConsentValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(paperConsentFields(values))) form.set(key, value);
  if (values.file) form.set('file', values.file);
  return form;
}

/**
 * Field messages from the schema the API applies (ZRecordPaperConsent), in the reader's language,
 * and the scan, which the API requires beside the fields.
 */
export function validatePaperConsent(values: PaperConsentValues, lang: Lang): Record<string, string> {
  const errors = validateWith(ZRecordPaperConsent, paperConsentFields(values), lang);
  if (!values.file) errors.file = FIELD_MESSAGES.REQUIRED[lang];
  return errors;
}
