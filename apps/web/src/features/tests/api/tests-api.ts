import type {
  AnswerAck,
  AttemptHistoryRow,
  AttemptView,
  AvailableTest,
  ClassGroup,
  Lang,
  ListResult,
  TAssignTest,
  TestAssignment,
  TestAssignResult,
  TestCompletion,
  TestDetail,
  TestGroup,
  TestKind,
  TestStudentProgress,
  TestSummary,
  TSaveAnswer,
  TTestInput,
} from '@jalurkarir/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { textIn } from '../../../lib/bilingual';
import { downloadFile, type ImportReport, type SpreadsheetFormat } from '../../../lib/crud-client';

/** The tests engine's routes (docs/tests-engine.md) as the screens use them; the answers' types are the shared response schemas'. */
export type {
  AttemptHistoryRow,
  AttemptQuestion,
  AttemptView,
  AvailableTest,
  ClassGroup,
  TestAssignment,
  TestCompletion,
  TestDetail,
  TestStudentProgress,
} from '@jalurkarir/shared';

export const TESTS_KEY = ['tests'] as const;

/** A test's name in the reader's language (the Indonesian where no English was written). */
export const inLang = (lang: Lang, row: { name_id: string; name_en: string }) => textIn(lang, row.name_id, row.name_en).text;

export const fetchAvailable = async (group: TestGroup) =>
  api.get<{ data: AvailableTest[]; server_time: string }>('/test-attempt/available', { group });
/** The tests open to the student now, per group (the list page and the route that starts it early). */
export const availableTestsQuery = (group: TestGroup) =>
  queryOptions({ queryKey: [...TESTS_KEY, 'available', group], queryFn: () => fetchAvailable(group) });
export const startAttempt = async (testId: string) => (await api.post<{ data: AttemptView }>('/test-attempt/start', { test_id: testId })).data;
export const fetchAttempt = async (id: string) => (await api.get<{ data: AttemptView }>('/test-attempt/detail', { id })).data;
/** An attempt as the runner and the result page read it. */
export const attemptQuery = (id: string) => queryOptions({ queryKey: [...TESTS_KEY, 'attempt', id], queryFn: () => fetchAttempt(id) });
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
/** Assigns and answers every assignment of the test and how many students the new one reached. */
export const assignTest = (id: string, body: Partial<TAssignTest> & { target: TAssignTest['target'] }) =>
  api.post<TestAssignResult>('/test/assign', body, { id });
/** The school's class groups with their sizes (the Admin names the school). */
export const fetchClassGroups = async (schoolId?: string | null) =>
  (await api.get<{ data: ClassGroup[] }>('/test/class-groups', schoolId ? { school_id: schoolId } : {})).data;
export const fetchStudentProgress = async (id: string) => (await api.get<{ data: TestStudentProgress[] }>('/test/students', { id })).data;
export const exportStudentProgress = (id: string, format: SpreadsheetFormat) =>
  downloadFile('/test/students/export', { id, format }, `test-students.${format}`);
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
