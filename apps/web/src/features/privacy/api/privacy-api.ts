import type { ConsentMethod, ConsentStatus, ErasureRow, GuardianRelation, PrivacySettings, ProfileViewRow } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

/** Every query of this feature starts with this key: a change refreshes the card and the lists. */
export const PRIVACY_KEY = ['privacy'] as const;

export type { ErasureRow } from '@jalurkarir/shared';

export interface ConsentRow {
  id: string;
  studentId: string;
  student: string;
  school: string | null;
  method: ConsentMethod;
  status: ConsentStatus;
  guardianName: string | null;
  relation: GuardianRelation | null;
  textVersion: string;
  hasForm: boolean;
  answeredAt: string | null;
  createdAt: string;
}

export interface ConsentInvitation {
  student: string;
  school: string | null;
  textVersion: string;
  expiresAt: string | null;
}

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
export const recordPaperConsent = async (form: FormData) => (await api.upload<{ data: { id: string } }>('/guardian-consent/record', form)).data;
export const openConsentForm = (id: string) => downloadFile('/guardian-consent/form', { id }, 'formulir-persetujuan');

export const fetchConsentInvitation = async (token: string) =>
  (await api.get<{ data: ConsentInvitation }>('/guardian-consent/by-token', { token })).data;
export const answerConsent = async (body: { token: string; guardianName: string; relation: GuardianRelation; agree: boolean; textVersion: string }) =>
  (await api.post<{ data: { status: ConsentStatus } }>('/guardian-consent/answer', body)).data;
