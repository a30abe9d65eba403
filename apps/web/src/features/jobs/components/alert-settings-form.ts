import { ZJobAlertSettings, type Lang, type TJobAlertSettings } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** What the alert settings form holds: the threshold as the select's text value. */
export interface AlertSettingsValues {
  enabled: boolean;
  threshold: string | null;
  email: boolean;
}

export const toAlertValues = (s: TJobAlertSettings): AlertSettingsValues => ({ enabled: s.enabled, threshold: String(s.threshold), email: s.email });

/** Form values → `POST /job-alert/settings` body (an empty threshold stays invalid: the schema says why). */
export function toAlertBody(values: AlertSettingsValues): { enabled: boolean; threshold: number | null; email: boolean } {
  return {
    enabled: values.enabled,
    threshold: values.threshold === null || values.threshold === '' ? null : Number(values.threshold),
    email: values.email,
  };
}

/** Field messages from the schema the API applies (ZJobAlertSettings), in the reader's language. */
export function validateAlertSettings(values: AlertSettingsValues, lang: Lang): Record<string, string> {
  return validateWith(ZJobAlertSettings, toAlertBody(values), lang);
}
