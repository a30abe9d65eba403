import type { SavedOpening, TJobAlertSettings } from '@jalurkarir/shared';
import { api } from './api-client';

export type { SavedOpening } from '@jalurkarir/shared';

/** The student's saved openings and alert settings (docs/matching.md). */
export const SAVED_KEY = ['saved-openings'] as const;
export const ALERT_SETTINGS_KEY = ['job-alert-settings'] as const;

export const fetchSaved = async () => (await api.get<{ data: SavedOpening[] }>('/saved-opportunity/list')).data;
export const saveOpening = (id: string) => api.post('/saved-opportunity/create', { opportunity_id: id });
export const unsaveOpening = (id: string) => api.post('/saved-opportunity/delete', { opportunity_id: id });
export const fetchAlertSettings = async () => (await api.get<{ data: TJobAlertSettings }>('/job-alert/settings')).data;
export const updateAlertSettings = async (body: TJobAlertSettings) => (await api.post<{ data: TJobAlertSettings }>('/job-alert/settings', body)).data;
