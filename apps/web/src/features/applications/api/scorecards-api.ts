import type { TApplicantNote, TRateApplicant, TScorecard, TScorecardCriterion, TSetScorecardCriteria } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

/** Scorecard queries start with this key: rating, a note or new criteria refresh every scorecard on screen. */
export const SCORECARD_KEY = ['scorecard'] as const;

export const fetchCriteria = async (opportunityId: string) =>
  (await api.get<{ data: TScorecardCriterion[] }>('/scorecard/criteria', { opportunity_id: opportunityId })).data;
export const setCriteria = async (opportunityId: string, body: TSetScorecardCriteria) =>
  (await api.post<{ data: TScorecardCriterion[] }>('/scorecard/set-criteria', body, { opportunity_id: opportunityId })).data;
export const fetchScorecard = async (applicationId: string) =>
  (await api.get<{ data: TScorecard }>('/scorecard/detail', { application_id: applicationId })).data;
export const rateApplicant = async (applicationId: string, body: TRateApplicant) =>
  (await api.post<{ data: TScorecard }>('/scorecard/rate', body, { application_id: applicationId })).data;
export const addNote = async (applicationId: string, body: TApplicantNote) =>
  (await api.post<{ data: TScorecard }>('/scorecard/note', body, { application_id: applicationId })).data;
