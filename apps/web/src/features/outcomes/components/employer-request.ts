import { ZEmployerFeedbackRequest, type Lang, type TEmployerFeedbackRequest } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';
import type { EmployerFeedback } from '../api/outcomes-api';

/**
 * The body asking one employer: the company in the app (else its name as the graduate gave it) and,
 * when the school typed one, the address the API e-mails the link to. An empty address is left out:
 * the link is then only copied or shared by WhatsApp.
 */
export function employerRequest(row: Pick<EmployerFeedback, 'alumni_id' | 'company_id' | 'company_name'>, email: string): TEmployerFeedbackRequest {
  const address = email.trim();
  return {
    alumni_id: row.alumni_id,
    company_id: row.company_id,
    company_name: row.company_id ? null : row.company_name,
    ...(address ? { email: address } : {}),
  };
}

/** The request's field messages from the API's own schema, in the reader's language (`email` when the address is not one). */
export function employerRequestErrors(body: TEmployerFeedbackRequest, lang: Lang): Record<string, string> {
  return validateWith(ZEmployerFeedbackRequest, body, lang);
}
