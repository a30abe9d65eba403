import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VOCATIONAL_PROGRAMS,
  ZCompletenessDistributionResult,
  ZCompletenessFilters,
  ZCompletenessListQuery,
  ZCompletenessPage,
  ZCourseCertificateUploaded,
  ZSkillSuggestions,
  ZStudentPersonalResult,
  ZStudentPersonalUpdate,
  ZStudentProfileResult,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { grantedScope, permit, requestScope } from '../../plugins/permission.js';
import { registerCrud, type CrudOptions } from '../../crud/register-crud.js';
import { readImageUpload } from '../files/routes.js';
import { IMAGE_CONTENT_TYPES } from '../files/image-type.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';
import type { CertificateStore } from '../files/certificate-store.js';
import { completenessDistribution, completenessList, completenessSpreadsheet } from './completeness-page.js';
import { readCourseCertificate, uploadCourseCertificate } from './course-certificates.js';
import { companyProjection, fullProfile, isStudentInScope, updateStudentPersonal } from './full-profile.js';
import { profileRecordConfigs } from './records.js';
import { suggestSkills } from './skill-suggestions.js';

interface Deps {
  db: Db;
  certificates: CertificateStore;
  crudOptions: CrudOptions;
}

/**
 * The student profile (docs/profile.md): the seven record models on the generic convention, the
 * course certificate scans, skill suggestions, the whole profile as one read, and the completeness
 * page's list, export and distribution. The queries live beside this file: course-certificates.ts,
 * skill-suggestions.ts, full-profile.ts and completeness-page.ts.
 */
export async function profileRoutes(app: FastifyInstance, { db, certificates, crudOptions }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const config of profileRecordConfigs({ removeCertificate: (name) => certificates.remove(name) })) registerCrud(app, db, config, crudOptions);

  // ——— Course certificates (a scan, JPG/PNG/WebP ≤ 2 MB by its first bytes; private folder) ———

  r.post(
    '/student-course/upload-certificate',
    {
      schema: {
        tags: ['student-course'],
        querystring: z.object({ id: z.uuid() }),
        consumes: ['multipart/form-data'],
        response: { 200: ZCourseCertificateUploaded },
      },
      config: { permission: permit('student-course', 'upload-certificate') },
    },
    async (request) => {
      const upload = () => readImageUpload(request);
      return { data: await uploadCourseCertificate(db, certificates, request.query.id, requestScope(request), request.caller, upload) };
    },
  );

  r.get(
    '/student-course/certificate',
    {
      schema: { tags: ['student-course'], querystring: z.object({ id: z.uuid() }) },
      config: { permission: permit('student-course', 'certificate') },
    },
    async (request, reply) => {
      const { file, bytes, kind } = await readCourseCertificate(db, certificates, request.query.id, requestScope(request), request.caller);
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[kind])
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  // ——— Skill suggestions: the shared vocabulary of the program, then tags other students use ———

  r.get(
    '/student-skill/suggest',
    {
      schema: {
        tags: ['student-skill'],
        querystring: z.object({ search: zString().max(60).optional().default(''), program: z.enum(VOCATIONAL_PROGRAMS).optional() }).strict(),
        response: { 200: ZSkillSuggestions },
      },
      config: { permission: permit('student-skill', 'suggest') },
    },
    async (request) => {
      const { search, program } = request.query;
      // Not an access decision: every caller of this cell gets the same suggestions; a student's own program is the default.
      const ownStudent = !program && request.caller?.role === 'siswa' ? request.caller.user.id : null;
      return { data: await suggestSkills(db, search, program, ownStudent) };
    },
  );

  // ——— The whole profile ———

  /**
   * `GET /student-profile/full?id=`: staff in scope (own school; the Admin all) and the student get
   * the whole profile; a company gets it for its applicants (scope `applicant-of-own-company`),
   * and for any other student only the privacy projection (`toCompanyStudentView`, `view: 'company'`)
   * where the table grants `student-profile/projection` (a company: scope `visible-to-companies`);
   * anyone else 404. Every full view by someone outside the student's school is recorded
   * (`recordProfileView`, "who viewed my profile").
   */
  r.get(
    '/student-profile/full',
    {
      schema: { tags: ['student-profile'], querystring: z.object({ id: z.uuid() }).strict(), response: { 200: ZStudentProfileResult } },
      config: { permission: permit('student-profile', 'full') },
    },
    async (request) => {
      const caller = request.caller!;
      const id = request.query.id;
      if (await isStudentInScope(db, id, requestScope(request), caller)) return { data: await fullProfile(db, id, caller.user.id) };
      // Outside the full scope: the projection, if the table grants it (a company: a student visible to companies).
      const projection = grantedScope(request, permit('student-profile', 'projection'));
      if (!projection) throw notFound();
      return { data: await companyProjection(db, id, projection, caller, request.lang) };
    },
  );

  /**
   * `POST /student-profile/personal-update?id=`: the student's school (Admin Sekolah; the Admin any
   * school) writes the personal section and phone, with the same checks as the student's own
   * profile-update (regions nest, languages from the list) and the completeness recomputed in the
   * same transaction. A student outside the caller's scope is a 404, as for the full profile.
   */
  r.post(
    '/student-profile/personal-update',
    {
      schema: {
        tags: ['student-profile'],
        querystring: z.object({ id: z.uuid() }).strict(),
        body: ZStudentPersonalUpdate,
        response: { 200: ZStudentPersonalResult },
      },
      config: { permission: permit('student-profile', 'update-personal') },
    },
    async (request) => {
      const id = request.query.id;
      if (!(await isStudentInScope(db, id, requestScope(request), request.caller))) throw notFound();
      return { data: await updateStudentPersonal(db, id, request.body) };
    },
  );

  completenessRoutes(app, { db, crudOptions });
}

/** The completeness page: the students' list with their score, its spreadsheet, and the distribution chart. */
function completenessRoutes(app: FastifyInstance, { db, crudOptions }: Pick<Deps, 'db' | 'crudOptions'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/completeness/list',
    {
      schema: { tags: ['completeness'], querystring: ZCompletenessListQuery, response: { 200: ZCompletenessPage } },
      config: { permission: permit('completeness', 'list') },
    },
    async (request) => {
      return completenessList(db, crudOptions, request.query, requestScope(request), request.caller);
    },
  );

  r.get(
    '/completeness/export',
    {
      schema: {
        tags: ['completeness'],
        querystring: ZCompletenessListQuery.omit({ page: true, per_page: true }).extend({ format: z.enum(SPREADSHEET_FORMATS).default('csv') }),
      },
      config: { permission: permit('completeness', 'export') },
    },
    async (request, reply) => {
      const q = request.query;
      const file = await completenessSpreadsheet(db, q, requestScope(request), request.caller, request.lang);
      return reply
        .header('content-type', CONTENT_TYPES[q.format])
        .header('content-disposition', `attachment; filename="completeness-${new Date().toISOString().slice(0, 10)}.${q.format}"`)
        .send(file);
    },
  );

  r.get(
    '/completeness/distribution',
    {
      schema: { tags: ['completeness'], querystring: ZCompletenessFilters, response: { 200: ZCompletenessDistributionResult } },
      config: { permission: permit('completeness', 'distribution') },
    },
    async (request) => {
      return { data: await completenessDistribution(db, request.query, requestScope(request), request.caller) };
    },
  );
}
