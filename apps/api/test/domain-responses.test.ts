import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICATION_STAGES,
  ROLES,
  ZApplicationDetailResult,
  ZApplicationPage,
  ZApplicationResult,
  ZApplicationStageCountsResult,
  ZCompanyResult,
  ZDashboardSummary,
  ZErasureRejected,
  ZErasureRequestCreated,
  ZErasureRequests,
  ZJobDetailResult,
  ZJobPage,
  ZNotificationPage,
  ZNotificationPreferences,
  ZPrivacySettingsResult,
  ZProfileViews,
  ZSchoolOptions,
  ZTeacherOptions,
  ZMessageResult,
  ZUserResult,
} from '@jalurkarir/shared';
import { API, DEMO, call, login, multipart, useTestApp } from './helpers.js';

/**
 * The domain routes' response schemas live in packages/shared/src/responses and are declared on the
 * routes, so the serializer writes exactly them (it coerces, it does not validate). Each case asks
 * a real route on the demo data as the role that uses it and parses the answer with the same
 * schema: a schema that says "number" where the handler sends null, or drops a key the web reads,
 * fails here. A row names the route, the caller and the schema.
 */
interface Case {
  name: string;
  email: string;
  url: string;
  schema: z.ZodType;
  /** A hand-checked fact of the demo data, so an empty or default answer cannot pass. */
  check?: (body: Record<string, unknown>) => void;
  /** POST for a write (write rows come last: the rows run in order on one database). */
  method?: 'GET' | 'POST';
  /** The query and body, worked out from the caller's own answers where they need ids (the demo's ids are not fixed). */
  input?: (
    get: (url: string) => Promise<Body>,
  ) => Promise<{ query?: Record<string, string>; payload?: object | Buffer; headers?: Record<string, string> }>;
}

// Loose on purpose: the schema parse is the strict part; these only pick ids and facts out of an answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
type Row = Body;
const WEB = 'Junior Web Developer';
const DIGITAL = 'PT Nusantara Teknologi Digital';
const ERASURE_REASON = 'Saya sudah diterima kuliah dan tidak lagi mencari kerja.';
const ASKED_REASON = 'Permintaan penghapusan untuk diuji';
// A real 1×1 PNG, for the logo upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const dashboardCases: Case[] = ROLES.map((role) => ({
  name: `dashboard summary: ${role}`,
  email: DEMO[role],
  url: `${API}/dashboard/summary`,
  schema: ZDashboardSummary,
  check: (body) => expect(body.role).toBe(role),
}));

const CASES: Case[] = [
  ...dashboardCases,
  {
    name: 'dashboard summary: an account awaiting verification',
    email: 'pending.siswa@jalurkarir.id',
    url: `${API}/dashboard/summary`,
    schema: ZDashboardSummary,
    check: (body) => expect(body).toEqual({ role: 'siswa', verified: false }),
  },
  {
    name: 'dashboard summary: the Admin counts accounts per role (25 demo students and more)',
    email: DEMO.admin,
    url: `${API}/dashboard/summary`,
    schema: ZDashboardSummary,
    check: (body) => expect((body.users_by_role as Record<string, number>).siswa).toBeGreaterThanOrEqual(25),
  },
  {
    name: 'dashboard summary: a school admin sees their own school',
    email: DEMO.admin_sekolah,
    url: `${API}/dashboard/summary`,
    schema: ZDashboardSummary,
    check: (body) => expect(body.school).toMatchObject({ name: 'SMK Negeri 1 Jakarta' }),
  },
  {
    name: 'notifications: the company admin has notices of applications',
    email: DEMO.admin_perusahaan,
    url: `${API}/notification/list?per_page=50`,
    schema: ZNotificationPage,
    check: (body) => expect((body.data as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'notification preferences: every kind, e-mail on by default',
    email: DEMO.guru,
    url: `${API}/notification/preferences`,
    schema: ZNotificationPreferences,
    check: (body) => expect((body.data as { email: boolean }[]).every((p) => p.email)).toBe(true),
  },
  {
    name: 'application list: the company sees every stage, the interview with its date',
    email: DEMO.admin_perusahaan,
    url: `${API}/application/list?per_page=100`,
    schema: ZApplicationPage,
    check: (body) => {
      const rows = body.data as Row[];
      expect(new Set(rows.map((a) => a.stage))).toEqual(new Set(APPLICATION_STAGES));
      expect(rows.some((a) => a.stage === 'interview' && a.interview_at && a.interview_place)).toBe(true);
    },
  },
  {
    name: 'application list: the student sees their own applications (shortlisted, and an interview to schedule)',
    email: DEMO.siswa,
    url: `${API}/application/list`,
    schema: ZApplicationPage,
    check: (body) =>
      expect(body.data).toEqual([
        expect.objectContaining({ opportunity_title: 'Staf Front Office', stage: 'interview' }),
        expect.objectContaining({ opportunity_title: WEB, stage: 'shortlisted' }),
      ]),
  },
  {
    name: 'application list: the school sees its students’ applications',
    email: DEMO.admin_sekolah,
    url: `${API}/application/list?per_page=100`,
    schema: ZApplicationPage,
    check: (body) => expect((body.data as Row[]).every((a) => a.school_name === 'SMK Negeri 1 Jakarta')).toBe(true),
  },
  {
    name: 'application detail: a hire with its whole history and its opening',
    email: DEMO.admin_perusahaan,
    url: `${API}/application/detail`,
    schema: ZApplicationDetailResult,
    input: async (get) => {
      const hired = (await get(`${API}/application/list?stage=hired&per_page=100`)).data as Row[];
      return { query: { id: hired.find((a) => a.opportunity_title === WEB)!.id } };
    },
    check: (body) => {
      expect((body.data as Row).events.map((e: Row) => e.to_stage)).toEqual(['applied', 'shortlisted', 'interview', 'offered', 'hired']);
      expect((body.data as Row).opening).toMatchObject({ status: 'open' });
    },
  },
  {
    name: 'application detail: the student’s own, applying made by them',
    email: DEMO.siswa,
    url: `${API}/application/detail`,
    schema: ZApplicationDetailResult,
    input: async (get) => ({ query: { id: ((await get(`${API}/application/list`)).data as Row[])[0]!.id } }),
    check: (body) => expect((body.data as Row).events[0]).toMatchObject({ to_stage: 'applied', by_student: true }),
  },
  {
    name: 'stage counts: the company’s hires (two demo hires) and its openings',
    email: DEMO.admin_perusahaan,
    url: `${API}/application/stage-counts`,
    schema: ZApplicationStageCountsResult,
    check: (body) => {
      const data = body.data as Row;
      expect(data.total.hired).toBeGreaterThanOrEqual(2);
      expect(data.openings.map((o: Row) => o.title)).toContain(WEB);
    },
  },
  {
    name: 'stage counts: the school’s placements',
    email: DEMO.admin_sekolah,
    url: `${API}/application/stage-counts`,
    schema: ZApplicationStageCountsResult,
    check: (body) => expect((body.data as Row).students).toBeGreaterThan(0),
  },
  {
    name: 'job list: open openings, the student’s own application marked',
    email: DEMO.siswa,
    url: `${API}/job/list?per_page=100`,
    schema: ZJobPage,
    check: (body) =>
      expect(body.data).toContainEqual(expect.objectContaining({ title: WEB, my_stage: 'shortlisted', city_name: expect.any(String) })),
  },
  {
    name: 'job detail: the student’s application and the company’s responsiveness',
    email: DEMO.siswa,
    url: `${API}/job/detail`,
    schema: ZJobDetailResult,
    input: async (get) => ({ query: { id: ((await get(`${API}/job/list?search=${encodeURIComponent(WEB)}`)).data as Row[])[0]!.id } }),
    check: (body) => {
      expect((body.data as Row).my_application).toMatchObject({ stage: 'shortlisted' });
      expect((body.data as Row).responsiveness.applications).toBeGreaterThan(0);
    },
  },
  {
    name: 'company profile: the company admin’s own company',
    email: DEMO.admin_perusahaan,
    url: `${API}/user/company-profile`,
    schema: ZCompanyResult,
    check: (body) => expect(body.data).toMatchObject({ name: DIGITAL, status: 'approved' }),
  },
  {
    name: 'schools for selects: a school admin has their own school only',
    email: DEMO.admin_sekolah,
    url: `${API}/sekolah/all-by-admin-sekolah`,
    schema: ZSchoolOptions,
    check: (body) => expect((body.data as Row[]).map((school) => school.name)).toEqual(['SMK Negeri 1 Jakarta']),
  },
  {
    name: 'schools for selects: the Admin has every school',
    email: DEMO.admin,
    url: `${API}/sekolah/all-by-admin-sekolah`,
    schema: ZSchoolOptions,
    check: (body) => expect((body.data as Row[]).length).toBeGreaterThan(1),
  },
  {
    name: 'teachers for selects: the school’s teachers, the demo teacher among them',
    email: DEMO.admin_sekolah,
    url: `${API}/guru/all-by-admin-sekolah`,
    schema: ZTeacherOptions,
    check: (body) => expect(body.data).toContainEqual(expect.objectContaining({ email: DEMO.guru, verified: true })),
  },
  {
    name: 'privacy settings: the demo student is visible with their father’s consent',
    email: DEMO.siswa,
    url: `${API}/privacy/settings`,
    schema: ZPrivacySettingsResult,
    check: (body) => expect(body.data).toMatchObject({ visibleToCompanies: true, consent: { status: 'granted', guardianName: 'Bambang Pratama' } }),
  },
  {
    name: 'profile views: the demo company viewed the demo student',
    email: DEMO.siswa,
    url: `${API}/privacy/views`,
    schema: ZProfileViews,
    check: (body) => expect(body.data).toContainEqual(expect.objectContaining({ company: DIGITAL })),
  },
  {
    name: 'erasure requests: the Admin sees the waiting demo request',
    email: DEMO.admin,
    url: `${API}/erasure-request/list`,
    schema: ZErasureRequests,
    check: (body) => expect(body.data).toContainEqual(expect.objectContaining({ status: 'pending', reason: ERASURE_REASON, decidedAt: null })),
  },
  // Writes: after every read above.
  {
    name: 'company profile update: the company admin changes the sector',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/user/update-company-profile`,
    schema: ZCompanyResult,
    input: async () => ({ payload: { sector: 'Teknologi Informasi dan Komunikasi' } }),
    check: (body) => expect(body.data).toMatchObject({ name: DIGITAL, sector: 'Teknologi Informasi dan Komunikasi' }),
  },
  {
    name: 'company logo: the company admin uploads one',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/perusahaan/logo`,
    schema: ZCompanyResult,
    input: async (get) => ({
      query: { id: ((await get(`${API}/user/company-profile`)).data as Row).id },
      ...multipart('logo.png', PNG, 'image/png'),
    }),
    check: (body) => expect((body.data as Row).logo).toMatch(/^[0-9a-f-]{36}\.png$/),
  },
  {
    name: 'application move: the company shortlists a new applicant',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/application/move`,
    schema: ZApplicationResult,
    input: async (get) => ({
      query: { id: ((await get(`${API}/application/list?stage=applied&per_page=100`)).data as Row[])[0]!.id },
      payload: { stage: 'shortlisted' },
    }),
    check: (body) => expect(body.data).toMatchObject({ stage: 'shortlisted' }),
  },
  {
    name: 'application withdraw: the student withdraws their own',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/application/withdraw`,
    schema: ZApplicationResult,
    input: async (get) => ({
      query: { id: ((await get(`${API}/application/list`)).data as Row[]).find((a) => a.opportunity_title === WEB)!.id },
      payload: {},
    }),
    check: (body) => expect(body.data).toMatchObject({ stage: 'withdrawn', opportunity_title: WEB }),
  },
  {
    name: 'application apply: the student applies to an opening they have not applied to',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/application/apply`,
    schema: ZApplicationResult,
    input: async (get) => {
      const jobs = (await get(`${API}/job/list?per_page=100`)).data as Row[];
      // Not the demo opening with required screening questions (Teknisi Jaringan Magang): this apply sends no answers.
      return { payload: { opportunity_id: jobs.find((j) => !j.my_application_id && j.title !== 'Teknisi Jaringan Magang')!.id } };
    },
    check: (body) => expect(body.data).toMatchObject({ stage: 'applied', student_name: expect.any(String) }),
  },
  {
    name: 'privacy visibility: the student hides themself',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/privacy/visibility`,
    schema: ZPrivacySettingsResult,
    input: async () => ({ payload: { visibleToCompanies: false } }),
    check: (body) => expect(body.data).toMatchObject({ visibleToCompanies: false, effectivelyVisible: false }),
  },
  {
    name: 'erasure request: a student asks',
    email: 'siswa02@jalurkarir.id',
    method: 'POST',
    url: `${API}/erasure-request/create`,
    schema: ZErasureRequestCreated,
    input: async () => ({ payload: { reason: ASKED_REASON } }),
    check: (body) => expect(body.data).toMatchObject({ status: 'pending' }),
  },
  {
    name: 'erasure request: the Admin rejects that request',
    email: DEMO.admin,
    method: 'POST',
    url: `${API}/erasure-request/reject`,
    schema: ZErasureRejected,
    input: async (get) => {
      const pending = (await get(`${API}/erasure-request/list?status=pending`)).data as Row[];
      return { payload: { id: pending.find((row) => row.reason === ASKED_REASON)!.id } };
    },
    check: (body) => expect(body.data).toMatchObject({ status: 'rejected' }),
  },
  {
    name: 'profile photo: the student uploads one and gets their account back',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/user/photo`,
    schema: ZUserResult,
    input: async () => multipart('me.png', PNG, 'image/png'),
    check: (body) => expect(body.data).toMatchObject({ email: DEMO.siswa, photo: expect.stringMatching(/\.png$/) }),
  },
  {
    name: 'password reset by staff: the school admin sends one to their teacher',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/user/send-password-reset`,
    schema: ZMessageResult,
    input: async (get) => {
      const found = (await get(`${API}/user/list?search=${encodeURIComponent(DEMO.guru)}`)).data as Row[];
      return { query: { id: found.find((user) => user.email === DEMO.guru)!.id } };
    },
    check: (body) => expect(body.message).toContain(DEMO.guru),
  },
];

describe('domain responses match their shared schemas', () => {
  const ctx = useTestApp();
  const tokens = new Map<string, string>();

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    if (!tokens.has(c.email)) tokens.set(c.email, await login(ctx.app, c.email));
    const token = tokens.get(c.email)!;
    const get = async (url: string) => {
      const res = await call(ctx.app, token, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Body;
    };
    const { query, payload, headers } = (await c.input?.(get)) ?? {};
    const url = query ? `${c.url}?${new URLSearchParams(query).toString()}` : c.url;
    const res = await call(ctx.app, token, { method: c.method ?? 'GET', url, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(() => c.schema.parse(body)).not.toThrow();
    c.check?.(body);
  });
});
