import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPLETENESS_BUCKETS,
  VOCATIONAL_PROGRAMS,
  ZCompletenessFilters,
  ZCompletenessListQuery,
  ZStudentPersonalUpdate,
  skillSuggestions,
  toCompanyStudentView,
  zString,
  type CompletenessDistribution,
  type CompletenessRow,
  type VocationalProgram,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, studentCourses, studentProfiles, studentSkills, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import { grantedScope, permit, requestScope } from '../../plugins/permission.js';
import type { Caller } from '../../plugins/auth.js';
import { registerCrud, type CrudOptions } from '../../crud/register-crud.js';
import { estimateRows } from '../../crud/row-estimate.js';
import { readImageUpload } from '../files/routes.js';
import { IMAGE_CONTENT_TYPES, detectImageKind } from '../files/image-type.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeSpreadsheet } from '../spreadsheets/spreadsheet.js';
import { withCityNames } from '../regions/city-names.js';
import { certificatesOf, companyCertificatesOf } from '../assessment/certificates-of.js';
import { recordProfileView } from '../privacy/profile-views.js';
import { visibleToCompaniesWhere } from '../privacy/visibility.js';
import { scopeCondition } from '../scope.js';
import type { CertificateStore } from '../files/certificate-store.js';
import { loadFullProfile, loadPersonal, savePersonal } from './personal.js';
import { profileRecordConfigs, studentOwnedScope } from './records.js';

interface Deps {
  db: Db;
  certificates: CertificateStore;
  crudOptions: CrudOptions;
}

/** Students the caller may see on the completeness page: a school's staff their own school, the Admin all. */
function studentsInScope(scope: ReturnType<typeof requestScope>, caller: Caller | null): SQL | undefined {
  return and(eq(users.role, 'siswa'), scopeCondition(scope, caller, { school: users.schoolId }));
}

const completenessColumn = sql<number>`coalesce(${studentProfiles.completeness}, 0)`;

function completenessWhere(q: z.infer<typeof ZCompletenessFilters>, scope: ReturnType<typeof requestScope>, caller: Caller | null) {
  const search = q.search.trim();
  return and(
    studentsInScope(scope, caller),
    q.school_id ? eq(users.schoolId, q.school_id) : undefined,
    q.program ? eq(studentProfiles.program, q.program) : undefined,
    q.grade ? eq(studentProfiles.grade, q.grade) : undefined,
    q.class_name ? eq(studentProfiles.className, q.class_name) : undefined,
    q.min !== undefined ? gte(completenessColumn, q.min) : undefined,
    q.max !== undefined ? lte(completenessColumn, q.max) : undefined,
    search ? or(ilike(users.name, likePattern(search)), ilike(users.nisn, likePattern(search))) : undefined,
  );
}

const completenessSelection = {
  id: users.id,
  name: users.name,
  nisn: users.nisn,
  school_id: users.schoolId,
  school_name: schools.name,
  program: studentProfiles.program,
  grade: studentProfiles.grade,
  class_name: studentProfiles.className,
  completeness: completenessColumn,
};
const SORT_COLUMNS = {
  name: users.name,
  completeness: completenessColumn,
  school_name: schools.name,
  program: studentProfiles.program,
  grade: studentProfiles.grade,
  class_name: studentProfiles.className,
};

/**
 * The student profile (docs/profile.md): the seven record models on the generic convention, the
 * course certificate scans, skill suggestions, the whole profile as one read, and the completeness
 * page's list, export and distribution.
 */
export async function profileRoutes(app: FastifyInstance, { db, certificates, crudOptions }: Deps) {
  /** Whether `id` is a student the caller's scope reaches (themself, their school's, any for the Admin). */
  const isStudentInScope = async (id: string, scope: ReturnType<typeof requestScope>, caller: Caller | null) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'siswa'), scopeCondition(scope, caller, { owner: users.id, school: users.schoolId })));
    return row !== undefined;
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const config of profileRecordConfigs({ removeCertificate: (name) => certificates.remove(name) })) registerCrud(app, db, config, crudOptions);

  // ——— Course certificates (a scan, JPG/PNG/WebP ≤ 2 MB by its first bytes; private folder) ———

  r.post(
    '/student-course/upload-certificate',
    {
      schema: { tags: ['student-course'], querystring: z.object({ id: z.uuid() }), consumes: ['multipart/form-data'] },
      config: { permission: permit('student-course', 'upload-certificate') },
    },
    async (request) => {
      const scope = requestScope(request);
      const where = and(eq(studentCourses.id, request.query.id), studentOwnedScope(studentCourses.userId, scope, request.caller));
      const [course] = await db.select({ id: studentCourses.id, file: studentCourses.certificateFile }).from(studentCourses).where(where);
      if (!course) throw notFound();
      const { kind, bytes } = await readImageUpload(request);
      const name = await certificates.save(kind, bytes);
      await db
        .update(studentCourses)
        .set({ certificateFile: name, updatedAt: sql`now()` })
        .where(eq(studentCourses.id, course.id));
      if (course.file) await certificates.remove(course.file);
      return { data: { id: course.id, has_certificate: true } };
    },
  );

  r.get(
    '/student-course/certificate',
    {
      schema: { tags: ['student-course'], querystring: z.object({ id: z.uuid() }) },
      config: { permission: permit('student-course', 'certificate') },
    },
    async (request, reply) => {
      const scope = requestScope(request);
      const [row] = await db
        .select({ file: studentCourses.certificateFile })
        .from(studentCourses)
        .where(and(eq(studentCourses.id, request.query.id), studentOwnedScope(studentCourses.userId, scope, request.caller)));
      const bytes = row?.file ? await certificates.read(row.file) : null;
      if (!row?.file || !bytes) throw notFound();
      const kind = detectImageKind(bytes) ?? 'jpg';
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[kind])
        .header('content-disposition', `inline; filename="${row.file}"`)
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
      },
      config: { permission: permit('student-skill', 'suggest') },
    },
    async (request) => {
      const { search, program } = request.query;
      let own: VocationalProgram | null = program ?? null;
      // Not an access decision: every caller of this cell gets the same suggestions; a student's own program is the default.
      if (!own && request.caller?.role === 'siswa') {
        const [profile] = await db
          .select({ program: studentProfiles.program })
          .from(studentProfiles)
          .where(eq(studentProfiles.userId, request.caller.user.id));
        own = (profile?.program as VocationalProgram | null) ?? null;
      }
      const vocabulary = skillSuggestions(own, search);
      const used = await db
        .select({ name: studentSkills.name, uses: count() })
        .from(studentSkills)
        .where(search.trim() ? ilike(studentSkills.name, likePattern(search.trim())) : undefined)
        .groupBy(studentSkills.name)
        .orderBy(desc(count()), asc(studentSkills.name))
        .limit(20);
      const seen = new Set(vocabulary.map((s) => s.toLocaleLowerCase('id')));
      const extra = used.map((u) => u.name).filter((n) => !seen.has(n.toLocaleLowerCase('id')));
      return { data: [...vocabulary, ...extra].slice(0, 40) };
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
      schema: { tags: ['student-profile'], querystring: z.object({ id: z.uuid() }).strict() },
      config: { permission: permit('student-profile', 'full') },
    },
    async (request) => {
      const scope = requestScope(request);
      const caller = request.caller!;
      const id = request.query.id;
      if (await isStudentInScope(id, scope, caller)) {
        const profile = await loadFullProfile(db, id);
        if (!profile) throw notFound();
        await recordProfileView(db, { viewerUserId: caller.user.id, studentUserId: id });
        const certs = await certificatesOf(db, [id]);
        return { data: { ...profile, certificates: certs } };
      }
      // Outside the full scope: the projection, if the table grants it (a company: a student visible to companies).
      const projection = grantedScope(request, permit('student-profile', 'projection'));
      if (!projection) throw notFound();
      const [student] = await db
        .select({ id: users.id, name: users.name, program: studentProfiles.program, grade: studentProfiles.grade, city_code: schools.cityCode })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(
          and(
            eq(users.id, id),
            eq(users.role, 'siswa'),
            scopeCondition(projection, caller, { visibleToCompanies: visibleToCompaniesWhere(users.id) }),
          ),
        );
      if (!student) throw notFound();
      const [named] = await withCityNames([student]);
      const skills = await db
        .select({ name: studentSkills.name })
        .from(studentSkills)
        .where(eq(studentSkills.userId, id))
        .orderBy(asc(studentSkills.createdAt));
      const certs = await companyCertificatesOf(db, [id], request.lang);
      const view = toCompanyStudentView({
        id: student.id,
        name: student.name,
        program: student.program,
        grade: student.grade,
        schoolCity: named?.city_name ?? null,
        skills: skills.map((s) => s.name),
        certificates: certs.get(id),
      });
      return { data: { view: 'company', ...view } };
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
      schema: { tags: ['student-profile'], querystring: z.object({ id: z.uuid() }).strict(), body: ZStudentPersonalUpdate },
      config: { permission: permit('student-profile', 'update-personal') },
    },
    async (request) => {
      const id = request.query.id;
      if (!(await isStudentInScope(id, requestScope(request), request.caller))) throw notFound();
      const { phone, ...personal } = request.body;
      await db.transaction(async (tx) => {
        if (phone !== undefined)
          await tx
            .update(users)
            .set({ phone, updatedAt: sql`now()` })
            .where(eq(users.id, id));
        await savePersonal(tx, id, personal);
      });
      return { data: await loadPersonal(db, id) };
    },
  );

  // ——— Completeness page ———

  // `as never`: drizzle cannot type the joins of a select over a selection that is a type
  // parameter; each caller names the row type of its own selection.
  const listFrom = <T extends Record<string, unknown>>(selection: T) =>
    db
      .select(selection as never)
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(schools, eq(schools.id, users.schoolId));

  r.get(
    '/completeness/list',
    { schema: { tags: ['completeness'], querystring: ZCompletenessListQuery }, config: { permission: permit('completeness', 'list') } },
    async (request) => {
      const q = request.query;
      const where = completenessWhere(q, requestScope(request), request.caller);
      const column = SORT_COLUMNS[q.sort_by];
      const order = q.sort_type === 'desc' ? [desc(column), desc(users.id)] : [asc(column), asc(users.id)];
      // A deferred join (as registerCrud's lists): the page's ids first, from the account and its
      // profile only (the school's name only when sorting by it), then the rows of those ids.
      const idsFrom = db.select({ id: users.id }).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id));
      const ids = (
        await (q.sort_by === 'school_name' ? idsFrom.leftJoin(schools, eq(schools.id, users.schoolId)) : idsFrom)
          .where(where)
          .orderBy(...order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page)
      ).map((r) => r.id);
      // The total: exact while the planner expects at most `exactCountUpTo` rows, its estimate above
      // (an exact count reads every matching row; the same rule as the generic lists).
      const counted = db.select({ id: users.id }).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id)).where(where);
      const countTotal = async (): Promise<{ total: number; estimated: boolean }> => {
        if (crudOptions.exactCountUpTo > 0) {
          const estimate = await estimateRows(db, counted);
          if (estimate > crudOptions.exactCountUpTo) return { total: estimate, estimated: true };
        }
        const [row] = await db.select({ total: count() }).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id)).where(where);
        return { total: row?.total ?? 0, estimated: false };
      };
      const [found, { total, estimated }] = await Promise.all([
        ids.length ? (listFrom(completenessSelection).where(inArray(users.id, ids)) as Promise<CompletenessRow[]>) : Promise.resolve([]),
        countTotal(),
      ]);
      const position = new Map(ids.map((id, i) => [id, i]));
      const rows = [...found].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      return {
        data: rows,
        total,
        page: q.page,
        per_page: q.per_page,
        total_pages: Math.ceil(total / q.per_page),
        ...(estimated ? { total_estimated: true } : {}),
      };
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
      const where = completenessWhere(q, requestScope(request), request.caller);
      const column = SORT_COLUMNS[q.sort_by];
      const rows = (await listFrom(completenessSelection)
        .where(where)
        .orderBy(q.sort_type === 'desc' ? desc(column) : asc(column), asc(users.id))
        .limit(100_000)) as CompletenessRow[];
      const columns = [
        { key: 'nisn', text: true },
        { key: 'name' },
        { key: 'school_name' },
        { key: 'program' },
        { key: 'grade' },
        { key: 'class_name' },
        { key: 'completeness' },
      ];
      const file = await writeSpreadsheet(q.format, 'completeness', columns, rows);
      return reply
        .header('content-type', CONTENT_TYPES[q.format])
        .header('content-disposition', `attachment; filename="completeness-${new Date().toISOString().slice(0, 10)}.${q.format}"`)
        .send(file);
    },
  );

  r.get(
    '/completeness/distribution',
    { schema: { tags: ['completeness'], querystring: ZCompletenessFilters }, config: { permission: permit('completeness', 'distribution') } },
    async (request): Promise<{ data: CompletenessDistribution }> => {
      const where = completenessWhere(request.query, requestScope(request), request.caller);
      const bucket = sql<number>`least(${completenessColumn} / 10, 9)::int`;
      const rows = (await listFrom({ bucket, students: count(), sum: sql<number>`sum(${completenessColumn})::int` })
        .where(where)
        .groupBy(bucket)) as { bucket: number; students: number; sum: number }[];
      const byBucket = new Map(rows.map((row) => [Number(row.bucket), Number(row.students)]));
      const total = rows.reduce((a, row) => a + Number(row.students), 0);
      const sum = rows.reduce((a, row) => a + Number(row.sum ?? 0), 0);
      return {
        data: {
          buckets: COMPLETENESS_BUCKETS.map((b, i) => ({ ...b, count: byBucket.get(i) ?? 0 })),
          total,
          average: total ? Math.round(sum / total) : 0,
        },
      };
    },
  );
}
