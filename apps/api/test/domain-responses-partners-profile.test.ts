import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPANY_STUDENT_VIEW_KEYS,
  CURRENT_CONSENT_VERSION,
  ZActiveSchemes,
  ZCompanyRecommendations,
  ZCompletenessDistributionResult,
  ZCompletenessPage,
  ZConsentAnswered,
  ZConsentInvitation,
  ZConsentList,
  ZConsentRecorded,
  ZConsentWithdrawn,
  ZCourseCertificateUploaded,
  ZInvitationCandidates,
  ZInvitationPage,
  ZInvitationResult,
  ZOwnProfile,
  ZPartnerSchools,
  ZPartnershipDetailResult,
  ZPartnershipPage,
  ZPartnershipResult,
  ZPrivacySettingsResult,
  ZRiasecSuggestion,
  ZSchoolRecommendations,
  ZSkillSuggestions,
  ZStudentPersonalResult,
  ZStudentProfileResult,
  ZStudentRecommendations,
} from '@jalurkarir/shared';
import { emailOutbox, users } from '../src/db/schema.js';
import { API, DEMO, call, login, multipart, useTestApp, type TestContext } from './helpers.js';

/**
 * The response schemas of the partnership, student-profile, recommendation, invitation and
 * guardian-consent routes (packages/shared/src/responses), in the style of domain-responses.test.ts:
 * each case asks a real route on the demo data as the role that uses it, parses the answer with
 * the schema the route declares, and checks one fact of the demo data written by hand from the
 * seed (apps/api/src/seed), so an empty or default answer cannot pass.
 */

// Loose on purpose: the schema parse is the strict part; these only pick ids and facts out of an answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

interface Case {
  name: string;
  /** The caller; null for the guardian's public page. */
  email: string | null;
  url: string;
  schema: z.ZodType;
  check: (body: Body) => void;
  /** POST for a write (write rows come last: the rows run in order on one database). */
  method?: 'GET' | 'POST';
  /** The query and body, worked out from the caller's own answers or the database (the demo's ids are not fixed). */
  input?: (
    get: (url: string) => Promise<Body>,
    ctx: TestContext,
  ) => Promise<{ query?: Record<string, string>; payload?: object | Buffer; headers?: Record<string, string> }>;
}

const DIGITAL = 'PT Nusantara Teknologi Digital';
const HOTEL = 'Hotel Merapi Indah';
const JAKARTA = 'SMK Negeri 1 Jakarta';
const WEB = 'Junior Web Developer';
const NETWORK = 'Teknisi Jaringan Magang';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
// A real 1×1 PNG, for the scans.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** What a company sees of a student who did not apply: the projection's keys and `view`, nothing else. */
const PROJECTION_KEYS = ['certificates', 'displayName', 'grade', 'id', 'program', 'schoolCity', 'skills', 'testResults', 'view'];
/** A verified student without a consent in the demo data (seed/privacy.ts lists the ones with one). */
const ASKING_STUDENT = 'siswa07@jalurkarir.id';
const GUARDIAN_EMAIL = 'wali.baru@contoh.id';

async function userId(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row.id;
}

/** The multipart form the school admin sends: the scan and the form's fields. */
function paperForm(fields: Record<string, string>) {
  const boundary = '----consent' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const file = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="form.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: Buffer.concat([...parts, file]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const partnershipReads: Case[] = [
  {
    name: 'partnership list: the demo company’s Jakarta partnership, renewed once (the old period shows expired)',
    email: DEMO.admin_perusahaan,
    url: `${API}/partnership/list?per_page=100`,
    schema: ZPartnershipPage,
    check: (body) => {
      const jakarta = body.data.filter((p: Body) => p.school_name === JAKARTA);
      expect(jakarta.map((p: Body) => [p.mou_number, p.status, p.renewed]).sort()).toEqual([
        ['MoU/012/NTD-SMKN1JKT/VII/2024', 'expired', true],
        ['MoU/045/NTD-SMKN1JKT/VII/2025', 'active', false],
      ]);
    },
  },
  {
    name: 'partnership list: the school admin has the hotel’s pending request',
    email: DEMO.admin_sekolah,
    url: `${API}/partnership/list?status=requested`,
    schema: ZPartnershipPage,
    check: (body) => expect(body.data).toEqual([expect.objectContaining({ company_name: HOTEL, programs: ['phtl', 'tbg'], document: false })]),
  },
  {
    name: 'partnership list: the company reads the reason Semarang declined',
    email: DEMO.admin_perusahaan,
    url: `${API}/partnership/list?status=declined`,
    schema: ZPartnershipPage,
    check: (body) =>
      expect(body.data).toContainEqual(
        expect.objectContaining({ school_name: 'SMK Negeri 7 Semarang', decline_reason: expect.stringContaining('Kuota PKL jurusan TKJ') }),
      ),
  },
  {
    name: 'partnership detail: both periods, newest first, and the renewal in the history',
    email: DEMO.admin_sekolah,
    url: `${API}/partnership/detail`,
    input: async (get) => {
      const rows = (await get(`${API}/partnership/list?status=active`)).data as Body[];
      return { query: { id: rows.find((p) => p.company_name === DIGITAL && p.mou_number === 'MoU/045/NTD-SMKN1JKT/VII/2025')!.id } };
    },
    schema: ZPartnershipDetailResult,
    check: (body) => {
      expect(body.data.periods.map((p: Body) => p.mou_number)).toEqual(['MoU/045/NTD-SMKN1JKT/VII/2025', 'MoU/012/NTD-SMKN1JKT/VII/2024']);
      expect(body.data.events.map((e: Body) => e.action)).toContain('renewed');
    },
  },
  {
    name: 'partnership schools: the company finds Bandung with its pending request',
    email: DEMO.admin_perusahaan,
    url: `${API}/partnership/schools?search=Bandung`,
    schema: ZPartnerSchools,
    check: (body) => expect(body.data).toContainEqual(expect.objectContaining({ name: 'SMK Negeri 2 Bandung', partnership_status: 'requested' })),
  },
];

const profileReads: Case[] = [
  {
    name: 'full profile: the student’s own, at the demo school',
    email: DEMO.siswa,
    url: `${API}/student-profile/full`,
    input: async (_get, ctx) => ({ query: { id: await userId(ctx, DEMO.siswa) } }),
    schema: ZStudentProfileResult,
    check: (body) => expect(body.data).toMatchObject({ view: 'full', student: { email: DEMO.siswa, school_name: JAKARTA } }),
  },
  {
    name: 'full profile: the company reads its applicant’s whole profile',
    email: DEMO.admin_perusahaan,
    url: `${API}/student-profile/full`,
    input: async (_get, ctx) => ({ query: { id: await userId(ctx, DEMO.siswa) } }),
    schema: ZStudentProfileResult,
    check: (body) => expect(body.data).toMatchObject({ view: 'full', student: { email: DEMO.siswa } }),
  },
  {
    // siswa15 is visible with her mother's consent and applied to none of the demo company's openings.
    name: 'full profile: of a visible student who did not apply, the company gets exactly the projection’s keys',
    email: DEMO.admin_perusahaan,
    url: `${API}/student-profile/full`,
    input: async (_get, ctx) => ({ query: { id: await userId(ctx, 'siswa15@jalurkarir.id') } }),
    schema: ZStudentProfileResult,
    check: (body) => {
      expect(Object.keys(body.data).sort()).toEqual(PROJECTION_KEYS);
      expect(body.data.view).toBe('company');
      expect(body.data.displayName).toMatch(/^\S+( \S\.)?$/);
    },
  },
  {
    name: 'skill suggestions: the student’s program (RPL) vocabulary',
    email: DEMO.siswa,
    url: `${API}/student-skill/suggest?search=Script`,
    schema: ZSkillSuggestions,
    check: (body) => expect(body.data).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript'])),
  },
  {
    name: 'completeness list: the school admin’s own students only',
    email: DEMO.admin_sekolah,
    url: `${API}/completeness/list?per_page=100`,
    schema: ZCompletenessPage,
    check: (body) => {
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((row: Body) => row.school_name === JAKARTA)).toBe(true);
    },
  },
  {
    name: 'completeness distribution: the buckets add up to the total',
    email: DEMO.admin_sekolah,
    url: `${API}/completeness/distribution`,
    schema: ZCompletenessDistributionResult,
    check: (body) => {
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.buckets.reduce((sum: number, b: Body) => sum + b.count, 0)).toBe(body.data.total);
    },
  },
  {
    name: 'own profile: a student’s account carries the personal section and its completeness',
    email: DEMO.siswa,
    url: `${API}/user/profile`,
    schema: ZOwnProfile,
    check: (body) => {
      expect(body.data).toMatchObject({ email: DEMO.siswa, role: 'siswa' });
      expect(body.profile.program).toBe('rpl');
      expect(body.completeness.score).toBeGreaterThan(0);
    },
  },
  {
    name: 'own profile: a company admin’s has no personal section',
    email: DEMO.admin_perusahaan,
    url: `${API}/user/profile`,
    schema: ZOwnProfile,
    check: (body) => expect(Object.keys(body)).toEqual(['data']),
  },
];

const invitationReads: Case[] = [
  {
    name: 'invitation list: the student’s pending invitation to the network internship',
    email: DEMO.siswa,
    url: `${API}/invitation/list`,
    schema: ZInvitationPage,
    check: (body) =>
      expect(body.data).toContainEqual(expect.objectContaining({ opportunity_title: NETWORK, company_name: DIGITAL, status: 'pending' })),
  },
  {
    // siswa14 accepted the web invitation; the demo student's network invitation is still pending.
    name: 'invitation list: the company sees a name once accepted, initials while pending',
    email: DEMO.admin_perusahaan,
    url: `${API}/invitation/list`,
    schema: ZInvitationPage,
    check: (body) => {
      const initials = /^(\S\. )*\S\.$/;
      const accepted = body.data.find((row: Body) => row.status === 'accepted' && row.opportunity_title === WEB);
      const pending = body.data.find((row: Body) => row.status === 'pending' && row.opportunity_title === NETWORK);
      expect(accepted.student_name).not.toMatch(initials);
      expect(pending.student_name).toMatch(initials);
    },
  },
  {
    name: 'invitation candidates: partner-school students through the projection, with this opening’s state',
    email: DEMO.admin_perusahaan,
    url: `${API}/invitation/candidates`,
    input: async (get) => ({
      query: { opportunity_id: ((await get(`${API}/opportunity/list?search=${encodeURIComponent(WEB)}`)).data as Body[])[0]!.id },
    }),
    schema: ZInvitationCandidates,
    check: (body) => {
      expect(body.data.length).toBeGreaterThan(0);
      for (const c of body.data) expect(Object.keys(c).sort()).toEqual([...COMPANY_STUDENT_VIEW_KEYS, 'applied', 'invited'].sort());
      // The demo student applied to the web opening (seed/applications.ts).
      expect(body.data.some((c: Body) => c.applied)).toBe(true);
    },
  },
];

const consentAndRecommendationReads: Case[] = [
  {
    name: 'consent list: the school sees the demo student’s father’s consent and siswa10’s pending request',
    email: DEMO.admin_sekolah,
    url: `${API}/guardian-consent/list`,
    schema: ZConsentList,
    check: (body) => {
      expect(body.data).toContainEqual(
        expect.objectContaining({ guardianName: 'Bambang Pratama', relation: 'ayah', status: 'granted', method: 'email' }),
      );
      expect(body.data.some((row: Body) => row.status === 'pending')).toBe(true);
    },
  },
  {
    name: 'recommendations: the student’s openings, the web opening marked with the shortlisted application',
    email: DEMO.siswa,
    url: `${API}/recommendation/opportunities?limit=50`,
    schema: ZStudentRecommendations,
    check: (body) => {
      expect(body.data.blocked).toBeNull();
      expect(body.data.items).toContainEqual(expect.objectContaining({ title: WEB, application: expect.objectContaining({ stage: 'shortlisted' }) }));
      expect(body.data.careers.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'recommendations: the company’s ranked students for the web opening, the projection only',
    email: DEMO.admin_perusahaan,
    url: `${API}/recommendation/students`,
    input: async (get) => ({
      query: { opportunity_id: ((await get(`${API}/opportunity/list?search=${encodeURIComponent(WEB)}`)).data as Body[])[0]!.id },
    }),
    schema: ZCompanyRecommendations,
    check: (body) => {
      expect(body.data.opening).toEqual({ id: expect.any(String), title: WEB });
      expect(body.data.items.length).toBeGreaterThan(0);
      for (const item of body.data.items) expect(Object.keys(item.student).sort()).toEqual([...COMPANY_STUDENT_VIEW_KEYS].sort());
    },
  },
  {
    name: 'recommendations: the school’s overview counts above 70',
    email: DEMO.admin_sekolah,
    url: `${API}/recommendation/school`,
    schema: ZSchoolRecommendations,
    check: (body) => {
      expect(body.data.threshold).toBe(70);
      expect(body.data.total).toBe(body.data.students.length);
    },
  },
  {
    name: 'recommendations: a Holland code for an RPL opening',
    email: DEMO.admin_perusahaan,
    url: `${API}/recommendation/riasec-suggestion?programs=rpl`,
    schema: ZRiasecSuggestion,
    check: (body) => expect(body.data.code).toMatch(/^[RIASEC]{1,3}$/),
  },
  {
    name: 'recommendations: the scheme choices hold the RPL web programmer scheme',
    email: DEMO.admin_perusahaan,
    url: `${API}/recommendation/schemes`,
    schema: ZActiveSchemes,
    check: (body) => expect(body.data).toContainEqual(expect.objectContaining({ code: 'SKM-RPL-PJ-2026', program: 'rpl' })),
  },
];

// Writes: after every read above.
const partnershipWrites: Case[] = [
  {
    name: 'partnership request: the company asks Yogyakarta again after the ended period',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/partnership/create`,
    input: async (get) => {
      const schools = (await get(`${API}/partnership/schools?search=Muhammadiyah`)).data as Body[];
      const school = schools.find((s) => s.name === 'SMK Muhammadiyah 2 Yogyakarta')!;
      return { payload: { school_id: school.id, programs: ['akl'], message: 'Kami membuka kembali kantor perwakilan Yogyakarta.' } };
    },
    schema: ZPartnershipResult,
    check: (body) => expect(body.data).toMatchObject({ school_name: 'SMK Muhammadiyah 2 Yogyakarta', status: 'requested', programs: ['akl'] }),
  },
  {
    name: 'partnership end: the company withdraws that request',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/partnership/end`,
    input: async (get) => {
      const rows = (await get(`${API}/partnership/list?status=requested&search=Muhammadiyah`)).data as Body[];
      return { query: { id: rows[0]!.id }, payload: { reason: 'Diajukan ulang tahun depan' } };
    },
    schema: ZPartnershipResult,
    check: (body) =>
      expect(body.data).toMatchObject({ status: 'ended', end_reason: 'Diajukan ulang tahun depan', ended_by_name: expect.any(String) }),
  },
  {
    name: 'partnership accept: the school admin accepts the hotel’s request',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/partnership/accept`,
    input: async (get) => ({
      query: { id: ((await get(`${API}/partnership/list?status=requested`)).data as Body[])[0]!.id },
      payload: { start_date: '2026-01-01', end_date: '2099-12-31' },
    }),
    schema: ZPartnershipResult,
    check: (body) => expect(body.data).toMatchObject({ company_name: HOTEL, status: 'active', start_date: '2026-01-01', end_date: '2099-12-31' }),
  },
  {
    name: 'partnership MoU record: the school admin writes its number',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/partnership/update`,
    input: async (get) => ({
      query: { id: ((await get(`${API}/partnership/list?search=Merapi`)).data as Body[])[0]!.id },
      payload: { mou_number: 'MoU/001/HMI-SMKN1JKT', start_date: '2026-01-01', end_date: '2099-12-31' },
    }),
    schema: ZPartnershipResult,
    check: (body) => expect(body.data).toMatchObject({ company_name: HOTEL, mou_number: 'MoU/001/HMI-SMKN1JKT' }),
  },
  {
    name: 'partnership document: the school admin uploads the signed PDF',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/partnership/document`,
    input: async (get) => ({
      query: { id: ((await get(`${API}/partnership/list?search=Merapi`)).data as Body[])[0]!.id },
      ...multipart('MoU hotel.pdf', PDF, 'application/pdf'),
    }),
    schema: ZPartnershipResult,
    check: (body) => expect(body.data).toMatchObject({ document: true, document_name: 'MoU hotel.pdf' }),
  },
  {
    name: 'partnership renew: the company renews the expired Surabaya period',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/partnership/renew`,
    input: async (get) => ({
      query: { id: ((await get(`${API}/partnership/list?search=Surabaya`)).data as Body[])[0]!.id },
      payload: { end_date: '2099-06-30' },
    }),
    schema: ZPartnershipResult,
    check: (body) => expect(body.data).toMatchObject({ school_name: 'SMK Negeri 1 Surabaya', status: 'active', previous_id: expect.any(String) }),
  },
];

const profileWrites: Case[] = [
  {
    name: 'personal update: the school admin writes the demo student’s hobby',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/student-profile/personal-update`,
    input: async (_get, ctx) => ({ query: { id: await userId(ctx, DEMO.siswa) }, payload: { hobby: 'Membaca' } }),
    schema: ZStudentPersonalResult,
    check: (body) => expect(body.data).toMatchObject({ hobby: 'Membaca', program: 'rpl' }),
  },
  {
    name: 'own profile update: the student writes about themself',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/user/profile-update`,
    input: async () => ({ payload: { about_me: 'Suka membuat aplikasi web.' } }),
    schema: ZOwnProfile,
    check: (body) => {
      expect(body.profile.about_me).toBe('Suka membuat aplikasi web.');
      expect(body).not.toHaveProperty('token');
    },
  },
  {
    name: 'course certificate: the student uploads a scan of a course of theirs',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/student-course/upload-certificate`,
    input: async (get, ctx) => {
      const profile = (await get(`${API}/student-profile/full?id=${await userId(ctx, DEMO.siswa)}`)).data as Body;
      return { query: { id: profile.courses[0].id }, ...multipart('sertifikat.png', PNG, 'image/png') };
    },
    schema: ZCourseCertificateUploaded,
    check: (body) => expect(body.data).toEqual({ id: expect.any(String), has_certificate: true }),
  },
];

const invitationWrites: Case[] = [
  {
    name: 'invitation create: the company invites a candidate it has not contacted, named by initials',
    email: DEMO.admin_perusahaan,
    method: 'POST',
    url: `${API}/invitation/create`,
    input: async (get) => {
      const opening = ((await get(`${API}/opportunity/list?search=${encodeURIComponent(WEB)}`)).data as Body[])[0]!.id;
      const candidates = (await get(`${API}/invitation/candidates?opportunity_id=${opening}`)).data as Body[];
      return { payload: { opportunity_id: opening, student_id: candidates.find((c) => !c.invited && !c.applied)!.id } };
    },
    schema: ZInvitationResult,
    check: (body) =>
      expect(body.data).toMatchObject({ opportunity_title: WEB, status: 'pending', student_name: expect.stringMatching(/^(\S\. )*\S\.$/) }),
  },
  {
    name: 'invitation answer: the student accepts the network internship, an application follows',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/invitation/answer`,
    input: async (get) => {
      const rows = (await get(`${API}/invitation/list?status=pending`)).data as Body[];
      return { query: { id: rows.find((r) => r.opportunity_title === NETWORK)!.id }, payload: { answer: 'accepted' } };
    },
    schema: ZInvitationResult,
    check: (body) => expect(body.data).toMatchObject({ status: 'accepted', application_id: expect.any(String), answered_at: expect.any(String) }),
  },
];

const consentWrites: Case[] = [
  {
    name: 'consent request: a student without a consent asks their guardian',
    email: ASKING_STUDENT,
    method: 'POST',
    url: `${API}/guardian-consent/request`,
    input: async () => ({ payload: { guardianEmail: GUARDIAN_EMAIL } }),
    schema: ZPrivacySettingsResult,
    check: (body) => expect(body.data.consent).toMatchObject({ status: 'pending', method: 'email', guardianEmail: GUARDIAN_EMAIL }),
  },
  {
    name: 'consent page: the guardian’s link names the student and the current text',
    email: null,
    url: `${API}/guardian-consent/by-token`,
    input: async (_get, ctx) => ({ query: { token: await consentToken(ctx) } }),
    schema: ZConsentInvitation,
    check: (body) => expect(body.data).toMatchObject({ textVersion: CURRENT_CONSENT_VERSION, expiresAt: expect.any(String) }),
  },
  {
    name: 'consent answer: the guardian agrees',
    email: null,
    method: 'POST',
    url: `${API}/guardian-consent/answer`,
    input: async (_get, ctx) => ({
      payload: { token: await consentToken(ctx), guardianName: 'Ratna Sari', relation: 'ibu', agree: true, textVersion: CURRENT_CONSENT_VERSION },
    }),
    schema: ZConsentAnswered,
    check: (body) => expect(body.data).toEqual({ status: 'granted' }),
  },
  {
    name: 'consent record: the school admin records a signed paper form',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/guardian-consent/record`,
    input: async (get) => paperForm({ studentId: await unconsentedStudent(get), guardianName: 'Suparman', relation: 'ayah', signedOn: '2026-01-05' }),
    schema: ZConsentRecorded,
    check: (body) => expect(body.data).toEqual({ id: expect.any(String) }),
  },
  {
    name: 'consent withdraw: the school withdraws that paper consent and learns which student',
    email: DEMO.admin_sekolah,
    method: 'POST',
    url: `${API}/guardian-consent/withdraw`,
    input: async (get) => {
      const rows = (await get(`${API}/guardian-consent/list?status=granted`)).data as Body[];
      return { payload: { studentId: rows.find((r) => r.guardianName === 'Suparman')!.studentId } };
    },
    schema: ZConsentWithdrawn,
    check: (body) => expect(Object.keys(body.data)).toEqual(['studentId']),
  },
  {
    name: 'consent withdraw: the demo student withdraws their father’s consent and gets their card back',
    email: DEMO.siswa,
    method: 'POST',
    url: `${API}/guardian-consent/withdraw`,
    input: async () => ({ payload: {} }),
    schema: ZConsentWithdrawn,
    check: (body) =>
      expect(body.data).toMatchObject({ effectivelyVisible: false, consent: { status: 'withdrawn', guardianName: 'Bambang Pratama' } }),
  },
];

/** The one-time link's token from the e-mail the guardian was sent (only its hash is stored). */
async function consentToken(ctx: TestContext): Promise<string> {
  const [mail] = await ctx.database.db
    .select({ bodyText: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, GUARDIAN_EMAIL))
    .orderBy(desc(emailOutbox.createdAt));
  const token = mail && /#\/consent\/([A-Za-z0-9_-]+)/.exec(mail.bodyText)?.[1];
  if (!token) throw new Error('no consent e-mail');
  return token;
}

/** A student of the school admin's school with no consent on the school's list. */
async function unconsentedStudent(get: (url: string) => Promise<Body>): Promise<string> {
  const consented = new Set(((await get(`${API}/guardian-consent/list`)).data as Body[]).map((row) => row.studentId));
  const students = (await get(`${API}/completeness/list?per_page=100`)).data as Body[];
  return students.find((s) => !consented.has(s.id))!.id;
}

const CASES: Case[] = [
  ...partnershipReads,
  ...profileReads,
  ...invitationReads,
  ...consentAndRecommendationReads,
  ...partnershipWrites,
  ...profileWrites,
  ...invitationWrites,
  ...consentWrites,
];

describe('partnership, profile, recommendation, invitation and consent responses match their shared schemas', () => {
  const ctx = useTestApp();
  const tokens = new Map<string, string>();

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    if (c.email && !tokens.has(c.email)) tokens.set(c.email, await login(ctx.app, c.email));
    const token = c.email ? tokens.get(c.email)! : null;
    const get = async (url: string) => {
      const res = await call(ctx.app, token, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Body;
    };
    const { query, payload, headers } = (await c.input?.(get, ctx)) ?? {};
    const url = query ? `${c.url}?${new URLSearchParams(query).toString()}` : c.url;
    const res = await call(ctx.app, token, { method: c.method ?? 'GET', url, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(() => c.schema.parse(body)).not.toThrow();
    c.check(body);
  });
});
