import type { Bilingual, ListResult } from '@jalurkarir/shared';
import type { AttemptStatus, Instrument, QuestionType, TestGroup, TestKind, TestResult, TAssignTest, TTestInput } from '@jalurkarir/shared';
import { api, apiRequest } from '../../../lib/api-client';
import { downloadFile, type ImportReport, type SpreadsheetFormat } from '../../../lib/crud-client';
import type { SaveAck } from '../answer-queue';

/** The tests engine's routes (docs/tests-engine.md) as the screens use them. */

export const TESTS_KEY = ['tests'] as const;

export interface AvailableTest {
  id: string;
  kind: TestKind;
  instrument: Instrument;
  program: string | null;
  name_id: string;
  name_en: string;
  description_id: string;
  description_en: string;
  minutes: number;
  question_count: number;
  available_from: string | null;
  available_until: string | null;
  status: AttemptStatus;
  attempt_id: string | null;
  deadline: string | null;
  time_left_ms: number | null;
  submitted_at: string | null;
  score: number | null;
  can_start: boolean;
}

export interface AttemptQuestion {
  id: string;
  type: QuestionType;
  text_id: string;
  text_en: string;
  image_url: string | null;
  options: { id: string; text_id: string; text_en: string; points?: number }[];
}

export interface StoredAnswer {
  question_id: string;
  option_ids: string[] | null;
  likert: number | null;
  seq: number;
}

export interface AttemptView {
  server_time: string;
  grace_ms: number;
  attempt: {
    id: string;
    test_id: string;
    student_id: string;
    student_name: string;
    attempt_no: number;
    status: 'in_progress' | 'submitted';
    started_at: string;
    deadline: string;
    submitted_at: string | null;
    auto_submitted: boolean;
    current_question: number;
    result: TestResult | null;
    score: number | null;
  };
  test: {
    id: string;
    kind: TestKind;
    instrument: Instrument;
    program: string | null;
    name_id: string;
    name_en: string;
    instructions_id: string;
    instructions_en: string;
    minutes: number;
    question_count: number;
    passing_score: number | null;
    likert_labels: Bilingual[];
  };
  questions: AttemptQuestion[];
  answers: StoredAnswer[];
}

export interface HistoryRow {
  id: string;
  test_id: string;
  test_name_id: string;
  test_name_en: string;
  kind: TestKind;
  instrument: Instrument;
  student_id: string;
  student_name: string;
  status: 'in_progress' | 'submitted';
  started_at: string;
  submitted_at: string | null;
  auto_submitted: boolean;
  score: number | null;
  duration_seconds: number | null;
  result: TestResult | null;
}

export interface TestRow {
  id: string;
  school_id: string | null;
  kind: TestKind;
  instrument: Instrument;
  program: string | null;
  name_id: string;
  name_en: string;
  minutes: number;
  available_from: string | null;
  available_until: string | null;
  question_count: number;
  total_points: number | null;
  passing_score: number | null;
  published: boolean;
  attempts: number;
}

export interface TestDetail extends TestRow {
  description_id: string;
  description_en: string;
  instructions_id: string;
  instructions_en: string;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  attempts_allowed: number;
  likert_labels: Bilingual[];
  questions: {
    id: string;
    type: QuestionType;
    text_id: string;
    text_en: string;
    dimension: string | null;
    reverse: boolean;
    topic_id: string | null;
    topic_en: string | null;
    image_url: string | null;
    options: { id: string; text_id: string; text_en: string; points: number }[];
  }[];
}

export interface CompletionRow {
  id: string;
  kind: TestKind;
  program: string | null;
  name_id: string;
  name_en: string;
  published: boolean;
  assigned: number;
  started: number;
  submitted: number;
}

export interface AssignmentRow {
  id: string;
  school_id: string | null;
  grade: string | null;
  program: string | null;
  class_name: string | null;
  student_id: string | null;
  student_name: string | null;
}

export const inLang = (lang: string, row: { name_id: string; name_en: string }) => (lang === 'en' ? row.name_en : row.name_id);

export const fetchAvailable = async (group: TestGroup) =>
  api.get<{ data: AvailableTest[]; server_time: string }>('/test-attempt/available', { group });
export const startAttempt = async (testId: string) => (await api.post<{ data: AttemptView }>('/test-attempt/start', { test_id: testId })).data;
export const fetchAttempt = async (id: string) => (await api.get<{ data: AttemptView }>('/test-attempt/detail', { id })).data;
export const saveAnswer = async (
  attemptId: string,
  body: { question_id: string; option_ids?: string[] | null; likert?: number | null; seq: number; position?: number },
) => (await api.post<{ data: SaveAck & { server_time: string } }>('/test-attempt/answer', body, { id: attemptId })).data;
export const submitAttempt = async (id: string) => (await api.post<{ data: AttemptView }>('/test-attempt/submit', {}, { id })).data;
export const fetchHistory = (params: { group?: TestGroup; student_id?: string; page?: number; per_page?: number }) =>
  api.get<ListResult<HistoryRow>>('/test-attempt/list', params);

export const fetchTests = (params: { search?: string; kind?: TestKind; page?: number; per_page?: number }) =>
  api.get<ListResult<TestRow>>('/test/list', params);
export const fetchTest = async (id: string) => (await api.get<{ data: TestDetail }>('/test/detail', { id })).data;
export const createTest = async (body: TTestInput) => (await api.post<{ data: TestDetail }>('/test/create', body)).data;
export const updateTest = async (id: string, body: TTestInput) => (await api.post<{ data: TestDetail }>('/test/update', body, { id })).data;
export const publishTest = async (id: string, published: boolean) =>
  (await api.post<{ data: TestDetail }>('/test/publish', { published }, { id })).data;
/** A draft copy of a test with its questions, to edit once students have started the original. */
export const newTestVersion = async (id: string) => (await api.post<{ data: TestDetail }>('/test/new-version', {}, { id })).data;
export const fetchCompletion = async () => (await api.get<{ data: CompletionRow[] }>('/test/completion')).data;
export const exportCompletion = (format: SpreadsheetFormat) => downloadFile('/test/export', { format }, `test-completion.${format}`);
export const fetchAssignments = async (id: string) => (await api.get<{ data: AssignmentRow[] }>('/test/assignments', { id })).data;
export const assignTest = async (id: string, body: Partial<TAssignTest> & { target: TAssignTest['target'] }) =>
  (await api.post<{ data: AssignmentRow[] }>('/test/assign', body, { id })).data;
export const unassignTest = async (id: string, assignmentId: string) =>
  (await api.post<{ data: AssignmentRow[] }>('/test/unassign', {}, { id, assignment_id: assignmentId })).data;

/** The question bank import of one test, in the shape the shared import dialog calls. */
export const questionImportClient = (testId: string) => ({
  importTemplate: (format: SpreadsheetFormat) => downloadFile('/test/question-template', { format }, `question-template.${format}`),
  importFile: (file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<ImportReport>('/test/question-import', { method: 'POST', formData: form, query: { id: testId, dry_run: dryRun } });
  },
});

/** A question's optional image (JPEG, PNG or WebP up to 2 MB): uploaded first, its URL saved with the question. */
export const uploadQuestionImage = async (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ data: { image_url: string } }>('/test/question-image', form)).data.image_url;
};
