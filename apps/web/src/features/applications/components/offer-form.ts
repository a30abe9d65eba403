import { ZMakeOffer, type Lang, type OfferContractType, type TMakeOffer } from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/** The company's offer as the form holds it (the salary as typed; the date as a `date` input gives it). */
export interface OfferValues {
  position: string;
  start_date: string;
  monthly_salary: number | string;
  currency_id: string | null;
  contract_type: OfferContractType | null;
  note: string;
}

export function emptyOffer(position: string, currencyId: string | null): OfferValues {
  return { position, start_date: '', monthly_salary: '', currency_id: currencyId, contract_type: null, note: '' };
}

/** Form values → `POST /offer/create` body. */
export function toOfferBody(v: OfferValues): TMakeOffer {
  return {
    position: v.position.trim(),
    start_date: v.start_date,
    monthly_salary: v.monthly_salary === '' ? Number.NaN : Number(v.monthly_salary),
    currency_id: v.currency_id ?? '',
    contract_type: (v.contract_type ?? '') as OfferContractType,
    note: v.note.trim() || null,
  };
}

/** The form's messages from the shared schema the API applies too, in the user's language. */
export function validateOffer(v: OfferValues, lang: Lang): Record<string, string> {
  return validateWith(ZMakeOffer, toOfferBody(v), lang);
}
