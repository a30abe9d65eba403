import type {
  ConsentAnswered,
  ConsentInvitation,
  ConsentRecorded,
  ConsentRow,
  ErasureRow,
  GuardianRelation,
  PrivacySettings,
  ProfileViewRow,
} from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

/** Every query of this feature starts with this key: a change refreshes the card and the lists. */
export const PRIVACY_KEY = ['privacy'] as const;

export type { ConsentInvitation, ConsentRow, ErasureRow } from '@jalurkarir/shared';

export const fetchPrivacySettings = async () => (await api.get<{ data: PrivacySettings }>('/privacy/settings')).data;
export const setVisibility = async (visibleToCompanies: boolean) =>
  (await api.post<{ data: PrivacySettings }>('/privacy/visibility', { visibleToCompanies })).data;
export const fetchProfileViews = async () => (await api.get<{ data: ProfileViewRow[] }>('/privacy/views')).data;
export const downloadMyData = () => downloadFile('/privacy/export', {}, 'jalurkarir-data-saya.json');
export const requestConsent = async (guardianEmail: string) =>
  (await api.post<{ data: PrivacySettings }>('/guardian-consent/request', { guardianEmail })).data;
export const withdrawMyConsent = async () => (await api.post<{ data: PrivacySettings }>('/guardian-consent/withdraw', {})).data;
export const withdrawConsentOf = async (studentId: string) => api.post('/guardian-consent/withdraw', { studentId });
export const requestErasure = async (reason: string) => api.post('/erasure-request/create', reason ? { reason } : {});

export const fetchConsents = async () => (await api.get<{ data: ConsentRow[] }>('/guardian-consent/list')).data;
export const fetchErasureRequests = async () => (await api.get<{ data: ErasureRow[] }>('/erasure-request/list')).data;
export const decideErasure = async (id: string, decision: 'approve' | 'reject') => api.post(`/erasure-request/${decision}`, { id });
export const recordPaperConsent = async (form: FormData) => (await api.upload<ConsentRecorded>('/guardian-consent/record', form)).data;
export const openConsentForm = (id: string) => downloadFile('/guardian-consent/form', { id }, 'formulir-persetujuan');

export const fetchConsentInvitation = async (token: string) =>
  (await api.get<{ data: ConsentInvitation }>('/guardian-consent/by-token', { token })).data;
export const answerConsent = async (body: { token: string; guardianName: string; relation: GuardianRelation; agree: boolean; textVersion: string }) =>
  (await api.post<ConsentAnswered>('/guardian-consent/answer', body)).data;
