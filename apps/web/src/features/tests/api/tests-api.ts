import type {
  AnswerAck,
  AttemptHistoryRow,
  AttemptView,
  AvailableTest,
  Lang,
  ListResult,
  TAssignTest,
  TestAssignment,
  TestCompletion,
  TestDetail,
  TestGroup,
  TestKind,
  TestSummary,
  TSaveAnswer,
  TTestInput,
} from '@jalurkarir/shared';
import { api, apiRequest } from '../../../lib/api-client';
import { textIn } from '../../../lib/bilingual';
import { downloadFile, type ImportReport, type SpreadsheetFormat } from '../../../lib/crud-client';

/** The tests engine's routes (docs/tests-engine.md) as the screens use them; the answers' types are the shared response schemas'. */
export type { AttemptHistoryRow, AttemptQuestion, AttemptView, AvailableTest, TestAssignment, TestCompletion, TestDetail } from '@jalurkarir/shared';

export const TESTS_KEY = ['tests'] as const;

/** A test's name in the reader's language (the Indonesian where no English was written). */
export const inLang = (lang: Lang, row: { name_id: string; name_en: string }) => textIn(lang, row.name_id, row.name_en).text;

export const fetchAvailable = async (group: TestGroup) =>
  api.get<{ data: AvailableTest[]; server_time: string }>('/test-attempt/available', { group });
export const startAttempt = async (testId: string) => (await api.post<{ data: AttemptView }>('/test-attempt/start', { test_id: testId })).data;
export const fetchAttempt = async (id: string) => (await api.get<{ data: AttemptView }>('/test-attempt/detail', { id })).data;
export const saveAnswer = async (attemptId: string, body: TSaveAnswer) =>
  (await api.post<{ data: AnswerAck }>('/test-attempt/answer', body, { id: attemptId })).data;
export const submitAttempt = async (id: string) => (await api.post<{ data: AttemptView }>('/test-attempt/submit', {}, { id })).data;
export const fetchHistory = (params: { group?: TestGroup; student_id?: string; page?: number; per_page?: number }) =>
  api.get<ListResult<AttemptHistoryRow>>('/test-attempt/list', params);

export const fetchTests = (params: { search?: string; kind?: TestKind; page?: number; per_page?: number }) =>
  api.get<ListResult<TestSummary>>('/test/list', params);
export const fetchTest = async (id: string) => (await api.get<{ data: TestDetail }>('/test/detail', { id })).data;
export const createTest = async (body: TTestInput) => (await api.post<{ data: TestDetail }>('/test/create', body)).data;
export const updateTest = async (id: string, body: TTestInput) => (await api.post<{ data: TestDetail }>('/test/update', body, { id })).data;
export const publishTest = async (id: string, published: boolean) =>
  (await api.post<{ data: TestDetail }>('/test/publish', { published }, { id })).data;
/** A draft copy of a test with its questions, to edit once students have started the original. */
export const newTestVersion = async (id: string) => (await api.post<{ data: TestDetail }>('/test/new-version', {}, { id })).data;
export const fetchCompletion = async () => (await api.get<{ data: TestCompletion[] }>('/test/completion')).data;
export const exportCompletion = (format: SpreadsheetFormat) => downloadFile('/test/export', { format }, `test-completion.${format}`);
export const fetchAssignments = async (id: string) => (await api.get<{ data: TestAssignment[] }>('/test/assignments', { id })).data;
export const assignTest = async (id: string, body: Partial<TAssignTest> & { target: TAssignTest['target'] }) =>
  (await api.post<{ data: TestAssignment[] }>('/test/assign', body, { id })).data;
export const unassignTest = async (id: string, assignmentId: string) =>
  (await api.post<{ data: TestAssignment[] }>('/test/unassign', {}, { id, assignment_id: assignmentId })).data;

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
