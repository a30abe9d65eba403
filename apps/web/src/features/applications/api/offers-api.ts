import type { TAnswerOffer, TMakeOffer, TOffer } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

/** Offer queries start with this key: making, withdrawing or answering refreshes every offer list on screen. */
export const OFFERS_KEY = ['offers'] as const;

export const fetchOffers = async (applicationId: string) =>
  (await api.get<{ data: TOffer[] }>('/offer/list', { application_id: applicationId })).data;
export const makeOffer = async (applicationId: string, body: TMakeOffer) =>
  (await api.post<{ data: TOffer[] }>('/offer/create', body, { application_id: applicationId })).data;
export const withdrawOffer = async (id: string) => (await api.post<{ data: TOffer[] }>('/offer/withdraw', {}, { id })).data;
export const answerOffer = async (id: string, body: TAnswerOffer) => (await api.post<{ data: TOffer[] }>('/offer/answer', body, { id })).data;

/** The currencies an offer may name (the default one first). */
export const fetchCurrencies = async () => (await api.get<{ data: { id: string; code: string; is_default: boolean }[] }>('/currency/all')).data;
