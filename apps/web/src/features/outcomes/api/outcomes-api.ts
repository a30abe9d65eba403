import type { z } from 'zod';
import type {
  TAlumniStatusUpdate,
  TEmployerFeedbackAnswer,
  TEmployerFeedbackRequest,
  TGraduateClass,
  TOutcomeFilters,
  TTracerAnswers,
  TTracerRound,
  ZAlumniOptions,
  ZAlumniPage,
  ZAlumnusDetailResult,
  ZEmployerFeedbackCreated,
  ZEmployerFeedbackInvitation,
  ZEmployerFeedbackList,
  ZGraduationResult,
  ZOutcomeFigures,
  ZOutcomeReport,
  ZPublicAnswered,
  ZTracerInvitation,
  ZTracerLink,
  ZTracerResponses,
  ZTracerRoundList,
  ZTracerRoundResult,
  ZTracerRowResult,
  ZTracerSent,
  ZSchoolOptions,
} from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

/**
 * The graduates-and-outcomes routes (docs/outcomes.md). Every answer is typed by its schema in
 * packages/shared (`z.input`: the JSON as sent), never by hand.
 */
type Json<S extends z.ZodType> = z.input<S>;
type DataOf<S extends z.ZodType> = Json<S> extends { data: infer D } ? D : never;

export type AlumniPage = Json<typeof ZAlumniPage>;
export type AlumniOptions = DataOf<typeof ZAlumniOptions>;
export type AlumnusDetail = DataOf<typeof ZAlumnusDetailResult>;
export type Graduation = DataOf<typeof ZGraduationResult>;
export type TracerRound = DataOf<typeof ZTracerRoundResult>;
export type TracerRoundSummary = DataOf<typeof ZTracerRoundList>[number];
export type TracerResponses = DataOf<typeof ZTracerResponses>;
export type TracerRow = TracerResponses['rows'][number];
export type TracerGroupCounts = TracerResponses['by_class'][number];
export type TracerInvitation = DataOf<typeof ZTracerInvitation>;
export type EmployerFeedback = DataOf<typeof ZEmployerFeedbackList>[number];
export type EmployerFeedbackCreated = DataOf<typeof ZEmployerFeedbackCreated>;
export type EmployerInvitation = DataOf<typeof ZEmployerFeedbackInvitation>;
export type Figures = DataOf<typeof ZOutcomeFigures>;
export type BmwYear = Figures['bmw'][number];
export type OutcomeReport = DataOf<typeof ZOutcomeReport>;

/** Every query of this feature starts with this key: a graduation, an answer or a new round refreshes them all. */
export const OUTCOMES_KEY = ['outcomes'] as const;

export interface AlumniFilters {
  search?: string;
  school_id?: string;
  graduation_year?: number;
  program?: string;
  class_name?: string;
  activity?: string;
  page?: number;
  per_page?: number;
}

const data = async <T>(request: Promise<{ data: T }>) => (await request).data;

// ——— Alumni ———
export const fetchAlumni = (filters: AlumniFilters) => api.get<AlumniPage>('/alumni/list', { ...filters });
export const fetchAlumniOptions = (schoolId?: string) => data(api.get<Json<typeof ZAlumniOptions>>('/alumni/options', { school_id: schoolId }));
export const fetchAlumnus = (id: string) => data(api.get<Json<typeof ZAlumnusDetailResult>>('/alumni/detail', { id }));
export const fetchMyAlumniRecord = () => data(api.get<Json<typeof ZAlumnusDetailResult>>('/alumni/me'));
export const updateAlumniStatus = (body: TAlumniStatusUpdate) => data(api.post<Json<typeof ZAlumnusDetailResult>>('/alumni/status-update', body));
export const graduateClass = (body: TGraduateClass) => data(api.post<Json<typeof ZGraduationResult>>('/alumni/graduate', body));
export const exportAlumni = (filters: TOutcomeFilters) => downloadFile('/alumni/export', { ...filters }, 'alumni.xlsx');

// ——— Tracer rounds ———
export const fetchTracerRounds = (q: { school_id?: string; graduation_year?: number } = {}) =>
  data(api.get<Json<typeof ZTracerRoundList>>('/tracer/list', { ...q }));
export const fetchTracerRound = (id: string) => data(api.get<Json<typeof ZTracerRoundResult>>('/tracer/detail', { id }));
export const createTracerRound = (body: TTracerRound) => data(api.post<Json<typeof ZTracerRoundResult>>('/tracer/create', body));
export const updateTracerRound = (id: string, body: TTracerRound) => data(api.post<Json<typeof ZTracerRoundResult>>('/tracer/update', body, { id }));
export const closeTracerRound = (id: string) => data(api.post<Json<typeof ZTracerRoundResult>>('/tracer/close', {}, { id }));
export const fetchTracerResponses = (id: string) => data(api.get<Json<typeof ZTracerResponses>>('/tracer/responses', { id }));
export const makeTracerLink = (id: string, alumniId: string) =>
  data(api.post<Json<typeof ZTracerLink>>('/tracer/link', {}, { id, alumni_id: alumniId }));
export const sendTracerLinks = (id: string, alumniIds?: string[]) =>
  data(api.post<Json<typeof ZTracerSent>>('/tracer/send', alumniIds ? { alumni_ids: alumniIds } : {}, { id }));
export const remindTracer = (id: string) => data(api.post<Json<typeof ZTracerSent>>('/tracer/remind', {}, { id }));
export const recordTracerAnswer = (id: string, alumniId: string, answers: TTracerAnswers) =>
  data(api.post<Json<typeof ZTracerRowResult>>('/tracer/record', { alumni_id: alumniId, answers }, { id }));
export const markUnreachable = (id: string, alumniId: string, unreachable: boolean) =>
  data(api.post<Json<typeof ZTracerRowResult>>('/tracer/unreachable', { alumni_id: alumniId, unreachable }, { id }));
export const exportTracer = (id: string) => downloadFile('/tracer/export', { id }, 'tracer-study.xlsx');

// ——— Public pages (the token is the key) ———
export const fetchTracerInvitation = (token: string) => data(api.get<Json<typeof ZTracerInvitation>>('/tracer/by-token', { token }));
export const answerTracer = (token: string, answers: TTracerAnswers) =>
  data(api.post<Json<typeof ZPublicAnswered>>('/tracer/answer', { token, answers }));
export const fetchEmployerInvitation = (token: string) =>
  data(api.get<Json<typeof ZEmployerFeedbackInvitation>>('/employer-feedback/by-token', { token }));
export const answerEmployerFeedback = (body: TEmployerFeedbackAnswer) =>
  data(api.post<Json<typeof ZPublicAnswered>>('/employer-feedback/answer', body));

// ——— Employer feedback ———
export const fetchEmployerFeedback = (q: { school_id?: string; graduation_year?: number } = {}) =>
  data(api.get<Json<typeof ZEmployerFeedbackList>>('/employer-feedback/list', { ...q }));
export const requestEmployerFeedback = (body: TEmployerFeedbackRequest) =>
  data(api.post<Json<typeof ZEmployerFeedbackCreated>>('/employer-feedback/create', body));

// ——— Dashboards ———
export const fetchOutcomeFigures = (filters: TOutcomeFilters) => data(api.get<Json<typeof ZOutcomeFigures>>('/outcomes/figures', { ...filters }));
export const fetchOutcomeReport = (filters: TOutcomeFilters) => data(api.get<Json<typeof ZOutcomeReport>>('/outcomes/report', { ...filters }));
export const exportOutcomes = (filters: TOutcomeFilters) => downloadFile('/outcomes/export', { ...filters }, 'capaian-lulusan.xlsx');

/** The schools an Admin picks from (`/sekolah/all`). */
export const fetchSchoolOptions = () => data(api.get<Json<typeof ZSchoolOptions>>('/sekolah/all'));
