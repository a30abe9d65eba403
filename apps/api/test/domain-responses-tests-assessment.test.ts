import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZAnswerAckResult,
  ZAssessmentConfirmed,
  ZAssessmentCreated,
  ZAssessmentDetailResult,
  ZAssessmentList,
  ZAssessmentOpenedEarly,
  ZAttemptHistoryPage,
  ZAttemptViewResult,
  ZAvailableTests,
  ZCertificates,
  ZCriterionCreated,
  ZCriterionDeleted,
  ZElementCreated,
  ZImportReport,
  ZLatestResults,
  ZMarkCorrected,
  ZMarkSaved,
  ZQuestionImageUploaded,
  ZScheduleOptions,
  ZSchemeDetailResult,
  ZSchemeImportReport,
  ZSchemeResults,
  ZSchemes,
  ZSchemeUpdated,
  ZTestAssignments,
  ZTestCompletionList,
  ZTestDeleted,
  ZTestDetailResult,
  ZTestPage,
  ZTreeTextSaved,
  ZUnitCreated,
} from '@jalurkarir/shared';
import { API, DEMO, call, login, multipart, useTestApp } from './helpers.js';

/**
 * The tests and assessment routes' response schemas (packages/shared/src/responses/tests.ts and
 * assessment.ts) are declared on the routes, so the serializer writes exactly them (it coerces, it
 * does not validate). Each case asks a real route on the demo data as the role that uses it and
 * parses the answer with the same schema, plus one hand-checked fact of the demo data (seed/tests.ts,
 * seed/assessment.ts, seed/demo-data.ts): a schema that says "number" where the handler sends null,
 * or drops a key the web reads, fails here. Write rows come after the reads and build on each other
 * (one database, in order): a teacher's test taken by the demo student, an assessment scheduled,
 * marked and confirmed.
 */

// Loose on purpose: the schema parse is the strict part; these only pick ids and facts out of an answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
type Send = (url: string, payload?: object) => Promise<Body>;

interface Case {
  name: string;
  email: string;
  url: string;
  schema: z.ZodType;
  /** A hand-checked fact of the demo data, so an empty or default answer cannot pass. */
  check: (body: Body) => void;
  method?: 'GET' | 'POST';
  /** The status of a success (201 for what a route creates). */
  status?: number;
  /** The query and body, worked out from the caller's own answers where they need ids (the demo's ids are not fixed). */
  input?: (calls: {
    get: Send;
    post: Send;
  }) => Promise<{ query?: Record<string, string>; payload?: object | Buffer; headers?: Record<string, string> }>;
}

const ANDI = 'Andi Pratama';
const RPL_TEST = 'Uji Kompetensi Rekayasa Perangkat Lunak';
const RPL_SCHEME = 'SKM-RPL-PJ-2026';
const AKL_SCHEME = 'SKM-AKL-TA-2026';
/** The teacher's test of the write rows: written in Indonesian only (English is optional). */
const QUIZ = 'Ulangan Perangkat Jaringan';
const QUIZ_QUESTION = 'Perangkat yang menghubungkan dua jaringan berbeda adalah …';
/** The place of the assessment the write rows schedule, mark and confirm. */
const PLACE = 'TUK Lab RPL 3 (uji respons)';
// A real 1×1 PNG, for the question image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SCHEME_CSV = [
  'Kode Skema,Nama Skema,Nama Skema (Inggris),Kompetensi Keahlian,Level KKNI,Kode Unit,Judul Unit,Judul Unit (Inggris),Elemen,Elemen (Inggris),Kriteria Unjuk Kerja,Kriteria Unjuk Kerja (Inggris)',
  'SKM-DKV-DG-2026,Desainer Grafis Muda,Junior Graphic Designer,dkv,2,M.743100.001.02,Menerapkan Prinsip Desain,Apply Design Principles,Menganalisis brief,Analyse the brief,Tujuan desain dicatat dari brief klien.,The purpose of the design is recorded from the brief.',
  'SKM-DKV-DG-2026,,,,,M.743100.002.02,Membuat Tata Letak,Create a Layout,Menyusun grid,Set up a grid,Grid dipilih sesuai format media.,A grid is chosen for the medium.',
].join('\n');

const rows = (body: Body) => body.data as Body[];
const byName = (name: string) => (row: Body) => row.name_id === name;
/** The id of a test the caller's list shows, by its Indonesian name. */
const testId = async (get: Send, name: string) =>
  (await get(`${API}/test/list?search=${encodeURIComponent(name)}`)).data.find(byName(name)).id as string;
/** The demo student's attempt at a test, from their own list of open tests. */
const attemptAt = async (get: Send, group: 'personality' | 'other', name: string) =>
  rows(await get(`${API}/test-attempt/available?group=${group}`)).find(byName(name))!.attempt_id as string;
const assessmentAt = async (get: Send, place: string) => rows(await get(`${API}/assessment/list`)).find((a) => a.place === place)!.id as string;
const schemeId = async (get: Send, code: string) => rows(await get(`${API}/assessment/schemes`)).find((s) => s.code === code)!.id as string;

const TEST_READS: Case[] = [
  {
    name: 'test list: the Admin sees the six published demo tests, the RPL competency test with its 23 questions',
    email: DEMO.admin,
    url: `${API}/test/list?per_page=100`,
    schema: ZTestPage,
    check: (body) => {
      expect(body.total).toBeGreaterThanOrEqual(6);
      expect(rows(body).find(byName(RPL_TEST))).toMatchObject({ question_count: 23, minutes: 45, passing_score: 70, published: true });
    },
  },
  {
    name: 'test detail: a teacher reads the Admin’s RPL test, options with their points',
    email: DEMO.guru,
    url: `${API}/test/detail`,
    schema: ZTestDetailResult,
    input: async ({ get }) => ({ query: { id: await testId(get, RPL_TEST) } }),
    check: (body) => {
      expect(body.data.questions).toHaveLength(23);
      expect(body.data.questions.every((q: Body) => q.options.some((o: Body) => o.points > 0))).toBe(true);
    },
  },
  {
    name: 'test completion: the school admin counts the demo student among those who submitted the RPL test',
    email: DEMO.admin_sekolah,
    url: `${API}/test/completion`,
    schema: ZTestCompletionList,
    check: (body) => {
      const row = rows(body).find(byName(RPL_TEST))!;
      expect(row).toMatchObject({ kind: 'competency', program: 'rpl', published: true });
      expect(row.submitted).toBeGreaterThanOrEqual(1);
      expect(row.assigned).toBeGreaterThanOrEqual(row.submitted);
    },
  },
  {
    name: 'test assignments: the RPL test is assigned to the school’s RPL students',
    email: DEMO.admin_sekolah,
    url: `${API}/test/assignments`,
    schema: ZTestAssignments,
    input: async ({ get }) => ({ query: { id: await testId(get, RPL_TEST) } }),
    check: (body) => expect(rows(body)).toEqual([expect.objectContaining({ program: 'rpl', student_id: null, grade: null })]),
  },
  {
    name: 'available tests: the demo student has submitted both personality inventories',
    email: DEMO.siswa,
    url: `${API}/test-attempt/available?group=personality`,
    schema: ZAvailableTests,
    check: (body) => {
      expect(
        rows(body)
          .map((t) => t.instrument)
          .sort(),
      ).toEqual(['big-five', 'riasec']);
      expect(rows(body).every((t) => t.status === 'submitted' && !t.can_start)).toBe(true);
    },
  },
  {
    name: 'attempt history: the demo student’s four submitted attempts',
    email: DEMO.siswa,
    url: `${API}/test-attempt/list`,
    schema: ZAttemptHistoryPage,
    check: (body) => {
      expect(
        rows(body)
          .map((a) => a.instrument)
          .sort(),
      ).toEqual(['attitude-scale', 'big-five', 'points', 'riasec']);
      expect(rows(body).every((a) => a.status === 'submitted' && a.student_name === ANDI)).toBe(true);
    },
  },
  {
    name: 'attempt history: the principal sees the school’s attempts, the demo student’s among them',
    email: DEMO.kepala_sekolah,
    url: `${API}/test-attempt/list?per_page=100`,
    schema: ZAttemptHistoryPage,
    check: (body) => expect(rows(body).some((a) => a.student_name === ANDI && a.test_name_id === RPL_TEST)).toBe(true),
  },
  {
    name: 'latest results: the demo student’s result of each instrument, named in both languages',
    email: DEMO.siswa,
    url: `${API}/test-result/latest`,
    schema: ZLatestResults,
    check: (body) => {
      expect(
        rows(body)
          .map((r) => r.result.instrument)
          .sort(),
      ).toEqual(['attitude-scale', 'big-five', 'points', 'riasec']);
      expect(rows(body).find((r) => r.instrument === 'points')).toMatchObject({
        test_name_id: RPL_TEST,
        test_name_en: 'Software Engineering Competency Test',
      });
    },
  },
  {
    name: 'latest results: a teacher asks for the demo student’s',
    email: DEMO.guru,
    url: `${API}/test-result/latest`,
    schema: ZLatestResults,
    input: async ({ get }) => {
      const history = rows(await get(`${API}/test-attempt/list?per_page=100`));
      return { query: { student_id: history.find((a) => a.student_name === ANDI)!.student_id } };
    },
    check: (body) => expect(rows(body)).toHaveLength(4),
  },
  {
    name: 'attempt detail: the demo student’s submitted RPL attempt, the answer key shown after submission',
    email: DEMO.siswa,
    url: `${API}/test-attempt/detail`,
    schema: ZAttemptViewResult,
    input: async ({ get }) => ({ query: { id: await attemptAt(get, 'other', RPL_TEST) } }),
    check: (body) => {
      expect(body.data.attempt).toMatchObject({
        status: 'submitted',
        student_name: ANDI,
        result: { instrument: 'points', maxScore: expect.any(Number) },
      });
      expect(body.data.questions).toHaveLength(23);
      expect(body.data.questions[0].options[0]).toHaveProperty('points');
    },
  },
];

const TEST_WRITES: Case[] = [
  {
    name: 'test create: a teacher writes a test in Indonesian only',
    email: DEMO.guru,
    method: 'POST',
    url: `${API}/test/create`,
    schema: ZTestDetailResult,
    input: async () => ({
      payload: {
        kind: 'competency',
        program: 'rpl',
        name_id: QUIZ,
        minutes: 10,
        passing_score: 50,
        questions: [{ type: 'single', text_id: QUIZ_QUESTION, options: [{ text_id: 'Router', points: 1 }, { text_id: 'Hub' }] }],
      },
    }),
    check: (body) => {
      expect(body.data).toMatchObject({ name_id: QUIZ, name_en: '', question_count: 1, total_points: 1, published: false, attempts: 0 });
      expect(body.data.questions[0].options.map((o: Body) => [o.text_id, o.text_en, o.points])).toEqual([
        ['Router', '', 1],
        ['Hub', '', 0],
      ]);
    },
  },
  {
    name: 'test update: the teacher gives it more time',
    email: DEMO.guru,
    method: 'POST',
    url: `${API}/test/update`,
    schema: ZTestDetailResult,
    input: async ({ get }) => ({
      query: { id: await testId(get, QUIZ) },
      payload: { kind: 'competency', program: 'rpl', name_id: QUIZ, minutes: 20, passing_score: 50 },
    }),
    check: (body) => expect(body.data).toMatchObject({ minutes: 20, passing_score: 50, question_count: 1 }),
  },
  {
    name: 'question image: the teacher uploads one',
    email: DEMO.guru,
    method: 'POST',
    status: 201,
    url: `${API}/test/question-image`,
    schema: ZQuestionImageUploaded,
    input: async () => multipart('jaringan.png', PNG, 'image/png'),
    check: (body) => expect(body.data.image_url).toMatch(/^\/download\?dir=question_image&name=.+\.png&inline=true$/),
  },
  {
    name: 'question import: a dry run of one Indonesian-only question',
    email: DEMO.guru,
    method: 'POST',
    url: `${API}/test/question-import`,
    schema: ZImportReport,
    input: async ({ get }) => ({
      query: { id: await testId(get, QUIZ), dry_run: 'true' },
      ...multipart(
        'soal.csv',
        Buffer.from('type,question_id,a_id,b_id,correct\nsingle,Subnet mask bawaan kelas C adalah …,255.255.255.0,255.255.0.0,A\n'),
        'text/csv',
      ),
    }),
    check: (body) => expect(body).toEqual({ dry_run: true, total: 1, created: 1, updated: 0, errors: {}, columns: {} }),
  },
  {
    name: 'test publish: the teacher publishes it',
    email: DEMO.guru,
    method: 'POST',
    url: `${API}/test/publish`,
    schema: ZTestDetailResult,
    input: async ({ get }) => ({ query: { id: await testId(get, QUIZ) }, payload: { published: true } }),
    check: (body) => expect(body.data).toMatchObject({ name_id: QUIZ, published: true }),
  },
  {
    name: 'test assign: the school admin assigns it to the demo student',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/test/assign`,
    schema: ZTestAssignments,
    input: async ({ get }) => {
      const history = rows(await get(`${API}/test-attempt/list?per_page=100`));
      return {
        query: { id: await testId(get, QUIZ) },
        payload: { target: 'students', student_ids: [history.find((a) => a.student_name === ANDI)!.student_id] },
      };
    },
    check: (body) => expect(rows(body)).toEqual([expect.objectContaining({ student_name: ANDI, grade: null })]),
  },
  {
    name: 'available tests: the demo student may start the new test',
    email: DEMO.siswa,
    url: `${API}/test-attempt/available?group=other`,
    schema: ZAvailableTests,
    check: (body) => expect(rows(body).find(byName(QUIZ))).toMatchObject({ status: 'not_started', can_start: true, name_en: '', attempt_id: null }),
  },
  {
    name: 'attempt start: the demo student starts it, without the answer key',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/test-attempt/start`,
    schema: ZAttemptViewResult,
    input: async ({ get }) => ({
      payload: { test_id: rows(await get(`${API}/test-attempt/available?group=other`)).find(byName(QUIZ))!.id },
    }),
    check: (body) => {
      expect(body.data.attempt).toMatchObject({ status: 'in_progress', result: null, student_name: ANDI });
      expect(body.data.questions[0]).toMatchObject({ text_id: QUIZ_QUESTION, text_en: '' });
      expect(body.data.questions[0].options.some((o: Body) => 'points' in o)).toBe(false);
    },
  },
  {
    name: 'attempt answer: the student chooses Router',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/test-attempt/answer`,
    schema: ZAnswerAckResult,
    input: async ({ get }) => {
      const id = await attemptAt(get, 'other', QUIZ);
      const question = (await get(`${API}/test-attempt/detail?id=${id}`)).data.questions[0];
      return {
        query: { id },
        payload: { question_id: question.id, option_ids: [question.options.find((o: Body) => o.text_id === 'Router').id], seq: 1 },
      };
    },
    check: (body) => expect(body.data).toMatchObject({ seq: 1, saved: true, likert: null }),
  },
  {
    name: 'attempt submit: the student submits, every point earned',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/test-attempt/submit`,
    schema: ZAttemptViewResult,
    input: async ({ get }) => ({ query: { id: await attemptAt(get, 'other', QUIZ) }, payload: {} }),
    check: (body) => {
      expect(body.data.attempt).toMatchObject({
        status: 'submitted',
        auto_submitted: false,
        result: { instrument: 'points', percent: 100, passed: true },
      });
      expect(body.data.questions[0].options.map((o: Body) => o.points)).toEqual([1, 0]);
    },
  },
  {
    name: 'attempt detail: the teacher reads the submitted attempt',
    email: DEMO.guru,
    url: `${API}/test-attempt/detail`,
    schema: ZAttemptViewResult,
    input: async ({ get }) => ({ query: { id: rows(await get(`${API}/test-attempt/list?per_page=100`)).find((a) => a.test_name_id === QUIZ)!.id } }),
    check: (body) => expect(body.data.attempt).toMatchObject({ student_name: ANDI, score: 100 }),
  },
  {
    name: 'new version: the teacher copies the taken test as a draft, still without English',
    email: DEMO.guru,
    method: 'POST',
    url: `${API}/test/new-version`,
    schema: ZTestDetailResult,
    input: async ({ get }) => ({ query: { id: await testId(get, QUIZ) }, payload: {} }),
    check: (body) =>
      expect(body.data).toMatchObject({ name_id: `${QUIZ} (versi baru)`, name_en: '', published: false, attempts: 0, question_count: 1 }),
  },
  {
    name: 'test delete: the teacher deletes the untaken copy',
    email: DEMO.guru,
    method: 'POST',
    url: `${API}/test/delete`,
    schema: ZTestDeleted,
    input: async ({ get }) => ({ query: { id: await testId(get, `${QUIZ} (versi baru)`) }, payload: {} }),
    check: (body) => expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/),
  },
  {
    name: 'test unassign: the school admin removes the assignment',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/test/unassign`,
    schema: ZTestAssignments,
    input: async ({ get }) => {
      const id = await testId(get, QUIZ);
      return { query: { id, assignment_id: rows(await get(`${API}/test/assignments?id=${id}`))[0]!.id }, payload: {} };
    },
    check: (body) => expect(body.data).toEqual([]),
  },
];

const ASSESSMENT_READS: Case[] = [
  {
    name: 'assessment list: the demo assessor’s confirmed and upcoming RPL assessments',
    email: DEMO.asesor,
    url: `${API}/assessment/list`,
    schema: ZAssessmentList,
    check: (body) => {
      expect(rows(body).find((a) => a.place === 'TUK Lab RPL 1')).toMatchObject({ status: 'confirmed', competent: 1, not_yet_competent: 1 });
      expect(rows(body).find((a) => a.place === 'TUK Lab RPL 2')).toMatchObject({ status: 'scheduled', confirmed_at: null, competent: 0 });
    },
  },
  {
    name: 'assessment list: the demo student’s own candidacy only',
    email: DEMO.siswa,
    url: `${API}/assessment/list`,
    schema: ZAssessmentList,
    check: (body) => expect(rows(body)).toEqual([expect.objectContaining({ place: 'TUK Lab RPL 1', scheme_code: RPL_SCHEME, candidates: 1 })]),
  },
  {
    name: 'assessment detail: the confirmed one, the demo student Competent with certificate JK-RPL-2026-0001',
    email: DEMO.asesor,
    url: `${API}/assessment/detail`,
    schema: ZAssessmentDetailResult,
    input: async ({ get }) => ({ query: { id: await assessmentAt(get, 'TUK Lab RPL 1') } }),
    check: (body) => {
      expect(body.data.units.map((u: Body) => u.code)).toEqual(['J.620100.004.02', 'J.620100.017.02', 'J.620100.033.02']);
      const andi = body.data.candidates.find((c: Body) => c.student_name === ANDI);
      expect(andi).toMatchObject({ result: 'competent', repeat: null, certificate: { number: 'JK-RPL-2026-0001', status: 'valid' } });
      expect(body.data.candidates.find((c: Body) => c.student_name !== ANDI)).toMatchObject({ result: 'not-yet-competent', certificate: null });
      // Held 30 days ago: open for marking since its day, never opened early.
      expect(body.data).toMatchObject({ open_for_marking: true, opened_early: null });
    },
  },
  {
    name: 'schedule options: the school admin’s school, the active schemes and the demo assessor',
    email: DEMO.admin_sekolah,
    url: `${API}/assessment/options`,
    schema: ZScheduleOptions,
    check: (body) => {
      expect(body.data.schools).toEqual([expect.objectContaining({ name: 'SMK Negeri 1 Jakarta' })]);
      expect(body.data.schemes.map((s: Body) => s.code)).toEqual(expect.arrayContaining([RPL_SCHEME, AKL_SCHEME]));
      expect(body.data.assessors.map((a: Body) => a.name)).toContain('Dewi Lestari');
      expect(body.data.students.map((s: Body) => s.name)).toContain(ANDI);
    },
  },
  {
    name: 'schemes: the three demo schemes with their counts',
    email: DEMO.asesor,
    url: `${API}/assessment/schemes`,
    schema: ZSchemes,
    check: (body) => {
      expect(rows(body).map((s) => s.code)).toEqual([AKL_SCHEME, RPL_SCHEME, 'SKM-TKR-PB-2026']);
      expect(rows(body).find((s) => s.code === RPL_SCHEME)).toMatchObject({ name_id: 'Pemrogram Junior', program: 'rpl', kkni_level: 2, units: 3 });
    },
  },
  {
    name: 'scheme detail: the RPL scheme’s three units',
    email: DEMO.admin,
    url: `${API}/assessment/scheme`,
    schema: ZSchemeDetailResult,
    input: async ({ get }) => ({ query: { id: await schemeId(get, RPL_SCHEME) } }),
    check: (body) => expect(body.data.units.map((u: Body) => u.code)).toEqual(['J.620100.004.02', 'J.620100.017.02', 'J.620100.033.02']),
  },
  {
    name: 'certificates: the demo student’s own',
    email: DEMO.siswa,
    url: `${API}/assessment/certificates`,
    schema: ZCertificates,
    check: (body) =>
      expect(rows(body)).toEqual([
        expect.objectContaining({ number: 'JK-RPL-2026-0001', student_name: ANDI, scheme_code: RPL_SCHEME, status: 'valid' }),
      ]),
  },
  {
    name: 'results: two assessed on the RPL scheme at the school, one competent',
    email: DEMO.admin_sekolah,
    url: `${API}/assessment/results`,
    schema: ZSchemeResults,
    check: (body) => expect(rows(body).find((r) => r.scheme_code === RPL_SCHEME)).toMatchObject({ assessed: 2, competent: 1 }),
  },
];

const ASSESSMENT_WRITES: Case[] = [
  {
    name: 'assessment create: the school admin schedules the demo student with the demo assessor',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/assessment/create`,
    schema: ZAssessmentCreated,
    input: async ({ get }) => {
      const options = (await get(`${API}/assessment/options`)).data;
      return {
        payload: {
          scheme_id: options.schemes.find((s: Body) => s.code === RPL_SCHEME).id,
          assessor_id: options.assessors.find((a: Body) => a.name === 'Dewi Lestari').id,
          scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          place: PLACE,
          student_ids: [options.students.find((s: Body) => s.name === ANDI).id],
        },
      };
    },
    check: (body) => expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/),
  },
  {
    name: 'assessment open early: the Admin opens it three days before its day, for a reason',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/assessment/open-early`,
    schema: ZAssessmentOpenedEarly,
    input: async ({ get }) => ({ payload: { id: await assessmentAt(get, PLACE), reason: 'Asesor hanya tersedia minggu ini.' } }),
    check: (body) => expect(body.data).toMatchObject({ reason: 'Asesor hanya tersedia minggu ini.', opened_early_at: expect.any(String) }),
  },
  {
    name: 'assessment mark: the assessor marks the first criterion K',
    email: DEMO.asesor,
    method: 'POST',
    url: `${API}/assessment/mark`,
    schema: ZMarkSaved,
    input: async ({ get }) => {
      const detail = (await get(`${API}/assessment/detail?id=${await assessmentAt(get, PLACE)}`)).data;
      const criterionId = detail.units[0].elements[0].criteria[0].id;
      return { payload: { candidateId: detail.candidates[0].id, criterionId, verdict: 'K', evidence: 'demonstration', note: null, seq: 1 } };
    },
    check: (body) => expect(body.data).toMatchObject({ verdict: 'K', evidence: 'demonstration', note: null, seq: 1, applied: true }),
  },
  {
    name: 'assessment confirm: with every criterion K, the demo student is Competent',
    email: DEMO.asesor,
    method: 'POST',
    url: `${API}/assessment/confirm`,
    schema: ZAssessmentConfirmed,
    input: async ({ get, post }) => {
      const id = await assessmentAt(get, PLACE);
      const detail = (await get(`${API}/assessment/detail?id=${id}`)).data;
      const criteria = detail.units.flatMap((u: Body) => u.elements.flatMap((e: Body) => e.criteria.map((c: Body) => c.id as string)));
      for (const criterionId of criteria)
        await post(`${API}/assessment/mark`, {
          candidateId: detail.candidates[0].id,
          criterionId,
          verdict: 'K',
          evidence: 'oral',
          note: null,
          seq: 2,
        });
      return { payload: { id } };
    },
    check: (body) => expect(body.data.results).toEqual([expect.objectContaining({ result: 'competent' })]),
  },
  {
    name: 'assessment correct: the Admin turns one of the classmate’s BK into K, two were BK so one remains',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/assessment/correct`,
    schema: ZMarkCorrected,
    input: async ({ get }) => {
      const detail = (await get(`${API}/assessment/detail?id=${await assessmentAt(get, 'TUK Lab RPL 1')}`)).data;
      const classmate = detail.candidates.find((c: Body) => c.result === 'not-yet-competent');
      const failed = classmate.marks.find((m: Body) => m.verdict === 'BK');
      return { payload: { candidate_id: classmate.id, criterion_id: failed.criterion_id, verdict: 'K', reason: 'Kasus uji ditunjukkan ulang.' } };
    },
    check: (body) => expect(body.data.result).toBe('not-yet-competent'),
  },
  {
    name: 'scheme update: the Admin rewrites the AKL scheme’s description',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/assessment/scheme-update`,
    schema: ZSchemeUpdated,
    input: async ({ get }) => ({ payload: { id: await schemeId(get, AKL_SCHEME), description: 'Skema untuk teknisi akuntansi junior.' } }),
    check: (body) => expect(body.data.active).toBe(true),
  },
  {
    name: 'tree text: the Admin rewords the first criterion of the unmarked AKL scheme',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/assessment/tree-text`,
    schema: ZTreeTextSaved,
    input: async ({ get }) => {
      const scheme = (await get(`${API}/assessment/scheme?id=${await schemeId(get, AKL_SCHEME)}`)).data;
      return {
        payload: {
          part: 'criterion',
          id: scheme.units[0].elements[0].criteria[0].id,
          text_id: 'Bukti transaksi diperiksa.',
          text_en: 'Source documents are checked.',
        },
      };
    },
    check: (body) =>
      expect(body.data).toMatchObject({ part: 'criterion', text_id: 'Bukti transaksi diperiksa.', text_en: 'Source documents are checked.' }),
  },
  {
    name: 'unit create: a new unit at the end of the AKL scheme',
    email: DEMO.admin,
    method: 'POST',
    status: 201,
    url: `${API}/assessment/unit-create`,
    schema: ZUnitCreated,
    input: async ({ get }) => ({
      payload: {
        scheme_id: await schemeId(get, AKL_SCHEME),
        code: 'M.692000.099.02',
        title_id: 'Menyusun Laporan Kas',
        title_en: 'Prepare a Cash Report',
      },
    }),
    check: (body) => expect(body.data).toMatchObject({ code: 'M.692000.099.02', title_en: 'Prepare a Cash Report' }),
  },
  {
    name: 'element create: the new unit’s first element',
    email: DEMO.admin,
    method: 'POST',
    status: 201,
    url: `${API}/assessment/element-create`,
    schema: ZElementCreated,
    input: async ({ get }) => {
      const scheme = (await get(`${API}/assessment/scheme?id=${await schemeId(get, AKL_SCHEME)}`)).data;
      return {
        payload: { unit_id: scheme.units.find((u: Body) => u.code === 'M.692000.099.02').id, title_id: 'Mencatat kas', title_en: 'Record cash' },
      };
    },
    // The unit's first element: the next position after none is 1.
    check: (body) => expect(body.data).toMatchObject({ position: 1, title_id: 'Mencatat kas' }),
  },
  {
    name: 'criterion create: the new element’s first criterion',
    email: DEMO.admin,
    method: 'POST',
    status: 201,
    url: `${API}/assessment/criterion-create`,
    schema: ZCriterionCreated,
    input: async ({ get }) => {
      const scheme = (await get(`${API}/assessment/scheme?id=${await schemeId(get, AKL_SCHEME)}`)).data;
      const unit = scheme.units.find((u: Body) => u.code === 'M.692000.099.02');
      return { payload: { element_id: unit.elements[0].id, text_id: 'Saldo kas dicocokkan.', text_en: 'The cash balance is reconciled.' } };
    },
    check: (body) => expect(body.data).toMatchObject({ position: 1, text_en: 'The cash balance is reconciled.' }),
  },
  {
    name: 'criterion delete: that criterion goes again',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/assessment/criterion-delete`,
    schema: ZCriterionDeleted,
    input: async ({ get }) => {
      const scheme = (await get(`${API}/assessment/scheme?id=${await schemeId(get, AKL_SCHEME)}`)).data;
      return { payload: { id: scheme.units.find((u: Body) => u.code === 'M.692000.099.02').elements[0].criteria[0].id } };
    },
    check: (body) => expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/),
  },
  {
    name: 'scheme import: a DKV scheme of two units, imported for real',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/assessment/scheme-import`,
    schema: ZSchemeImportReport,
    input: async () => ({ query: { dry_run: 'false' }, ...multipart('skema.csv', Buffer.from(SCHEME_CSV, 'utf8'), 'text/csv') }),
    check: (body) =>
      expect(body).toMatchObject({
        dry_run: false,
        total: 2,
        errors: {},
        scheme: { code: 'SKM-DKV-DG-2026', units: 2, criteria: 2, id: expect.any(String) },
      }),
  },
];

const CASES = [...TEST_READS, ...ASSESSMENT_READS, ...TEST_WRITES, ...ASSESSMENT_WRITES];

describe('tests and assessment responses match their shared schemas', () => {
  const ctx = useTestApp();
  const tokens = new Map<string, string>();

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    if (!tokens.has(c.email)) tokens.set(c.email, await login(ctx.app, c.email));
    const token = tokens.get(c.email)!;
    const send =
      (method: 'GET' | 'POST'): Send =>
      async (url, payload) => {
        const res = await call(ctx.app, token, { method, url, payload });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Body;
      };
    const { query, payload, headers } = (await c.input?.({ get: send('GET'), post: send('POST') })) ?? {};
    const url = query ? `${c.url}?${new URLSearchParams(query).toString()}` : c.url;
    const res = await call(ctx.app, token, { method: c.method ?? 'GET', url, payload, headers });
    expect(res.statusCode, res.body).toBe(c.status ?? 200);
    const body = res.json();
    expect(() => c.schema.parse(body)).not.toThrow();
    c.check(body);
  });
});
