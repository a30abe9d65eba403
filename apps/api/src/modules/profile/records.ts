import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ZStudentAward,
  ZStudentCourse,
  ZStudentEducation,
  ZStudentExperience,
  ZStudentPortfolio,
  ZStudentRelation,
  ZStudentSkill,
  STUDENT_RECORD_SCHEMAS,
  profileRecordRangeErrors,
  studentAwardFields,
  studentCourseFields,
  studentEducationFields,
  studentExperienceFields,
  studentPortfolioFields,
  studentRelationFields,
  studentSkillFields,
  type FieldDescriptor,
  type StudentRecordModel,
  type Scope,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { single } from '../../db/rows.js';
import {
  studentAwards,
  studentCourses,
  studentEducations,
  studentExperiences,
  studentPortfolios,
  studentRelations,
  studentSkills,
  users,
  companies,
} from '../../db/schema.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { toColumnValues } from '../../lib/case.js';
import type { CrudConfig, CrudContext } from '../../crud/register-crud.js';
import { scopeCondition, type ScopeCaller } from '../scope.js';
import { recomputeCompleteness } from './completeness.js';

type Row = Record<string, unknown>;
type RecordTable = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn };

/**
 * The condition "the record's student is in the caller's scope", through the student's account:
 * `self` = the caller's own records, `own-school` = records of the students of the caller's school,
 * `applicant-of-own-company` = records of students who applied to the caller's company. The scope
 * registry builds the condition on `users`; records follow their owner.
 */
export function studentOwnedScope(userIdColumn: PgColumn, scope: Scope, caller: ScopeCaller | null): SQL | undefined {
  if (scope === 'all') return undefined;
  const onAccount = scopeCondition(scope, caller, { owner: users.id, school: users.schoolId });
  return sql`${userIdColumn} in (select ${users.id} from ${users} where ${users.role} = 'siswa' and ${onAccount ?? sql`true`})`;
}

/**
 * Whose record a create makes: a student's own always (a `user_id` they send is ignored); staff
 * name a student of their scope (`user_id` required; another school's student is a 403).
 */
async function ownerFor(input: Row, ctx: CrudContext): Promise<string> {
  if (ctx.scope === 'self') return ctx.caller!.user.id;
  const target = input.user_id;
  if (typeof target !== 'string') throw validationFailed({ user_id: 'msg:REQUIRED' });
  const [student] = await ctx.db
    .select({ id: users.id, role: users.role, inScope: sql<boolean>`${studentOwnedScope(users.id, ctx.scope, ctx.caller) ?? sql`true`}` })
    .from(users)
    .where(eq(users.id, target));
  if (!student || student.role !== 'siswa') throw validationFailed({ user_id: 'msg:INVALID_OPTION' });
  if (!student.inScope) throw new AppError(403, 'FORBIDDEN', { user_id: 'msg:INVALID_OPTION' });
  return student.id;
}

interface RecordDefinition {
  model: StudentRecordModel;
  table: RecordTable;
  /** API field → column of the record (besides id, user_id, user_name, created_at). */
  columns: Record<string, PgColumn | SQL.Aliased | SQL>;
  readSchema: z.ZodObject;
  fields: FieldDescriptor[];
  searchable: PgColumn[];
  sortable: Record<string, PgColumn>;
  defaultSort: { column: PgColumn; direction: 'asc' | 'desc' };
  nameColumn: PgColumn;
  /** Field rules on the merged record (e.g. "still working" clears the end date). */
  normalize?: (values: Row, merged: Row) => Row;
  afterDeleteExtra?: { returning: Record<string, PgColumn>; run: (rows: Row[]) => Promise<void> };
  /** Checks before a create is written (e.g. a skill the student already has). */
  beforeInsert?: (tx: DbExecutor, values: Row) => Promise<void>;
  /** Refuses a change of an existing record (a PKL experience the company verified). */
  lockedWhy?: (existing: Row) => AppError | null;
}

/** Writes a record and the owner's completeness in one transaction. */
function recordConfig(def: RecordDefinition): CrudConfig {
  const { table } = def;
  const selection = {
    id: table.id,
    user_id: table.userId,
    user_name: users.name,
    ...def.columns,
    created_at: table.createdAt,
  };
  const checkRanges = (merged: Row) => {
    const errors = Object.fromEntries(profileRecordRangeErrors(merged).map((e) => [e.path, e.message]));
    if (Object.keys(errors).length) throw validationFailed(errors);
  };
  return {
    model: def.model,
    table,
    selection,
    readSchema: def.readSchema,
    publicSelection: selection,
    // The student's name for staff lists: one join on the account (its primary key).
    from: (db: Db, s) => db.select(s).from(table).leftJoin(users, eq(users.id, table.userId)),
    fields: def.fields,
    searchable: def.searchable,
    sortable: { user_id: users.name, ...def.sortable, created_at: table.createdAt },
    defaultSort: def.defaultSort,
    nameColumn: def.nameColumn,
    createSchema: STUDENT_RECORD_SCHEMAS[def.model].create as z.ZodType<Row>,
    updateSchema: STUDENT_RECORD_SCHEMAS[def.model].update as z.ZodType<Row>,
    scopeWhere: (scope, caller) => studentOwnedScope(table.userId, scope, caller),
    async prepareCreate(input, ctx) {
      const userId = await ownerFor(input, ctx);
      const { user_id: _ignored, ...values } = input;
      checkRanges(values);
      return { ...(def.normalize ? def.normalize(values, values) : values), user_id: userId };
    },
    prepareUpdate(input, _ctx, existing) {
      const locked = def.lockedWhy?.(existing);
      if (locked) throw locked;
      const merged = { ...existing, ...input };
      checkRanges(merged);
      return def.normalize ? def.normalize(input, merged) : input;
    },
    async insert(tx: DbExecutor, values: Row) {
      await def.beforeInsert?.(tx, values);
      // `as never`: `table` is one of seven record tables here, so drizzle cannot type its insert
      // values; toColumnValues checked every key against the table (as registerCrud does).
      const row = single(
        await tx
          .insert(table)
          .values(toColumnValues(table, values) as never)
          .returning({ id: table.id }),
      );
      await recomputeCompleteness(tx, values.user_id as string);
      return row.id as string;
    },
    async update(tx: DbExecutor, id: string, values: Row) {
      const columns: Row = toColumnValues(table, values);
      const [row] = await tx
        .update(table)
        // Any of the seven tables again (see insert): keys checked by toColumnValues.
        .set({ ...columns, updatedAt: sql`now()` } as never)
        .where(eq(table.id, id))
        .returning({ userId: table.userId });
      if (row) await recomputeCompleteness(tx, row.userId as string);
    },
    afterDelete: {
      returning: { user_id: table.userId, ...def.afterDeleteExtra?.returning },
      async run(tx, rows) {
        for (const owner of new Set(rows.map((r) => r.user_id as string))) await recomputeCompleteness(tx, owner);
        await def.afterDeleteExtra?.run(rows);
      },
    },
  };
}

/** Staff see records newest first by default; a student's page orders them itself. */
const newest = (t: RecordTable) => ({ column: t.createdAt, direction: 'desc' as const });

export interface ProfileRecordDeps {
  /** Removes a course's certificate scan when its course is deleted. */
  removeCertificate: (name: string) => Promise<void>;
}

const r = studentRelations;
const e = studentEducations;
const c = studentCourses;
const a = studentAwards;
const x = studentExperiences;
const s = studentSkills;
const p = studentPortfolios;

/**
 * What each record model reads besides id, owner and creation time: the CRUD selection and the
 * full profile (`personal.ts`) both use these, so the two never differ.
 */
export const RECORD_COLUMNS = {
  relations: {
    relation_type: r.relationType,
    name: r.name,
    living_status: r.livingStatus,
    occupation: r.occupation,
    phone: r.phone,
    is_guardian: r.isGuardian,
  },
  educations: {
    school_name: e.schoolName,
    level: e.level,
    major: e.major,
    still_in_school: e.stillInSchool,
    accreditation: e.accreditation,
    certificate_number: e.certificateNumber,
    certificate_date: e.certificateDate,
    front_degree: e.frontDegree,
    back_degree: e.backDegree,
    year_from: e.yearFrom,
    year_to: e.yearTo,
  },
  courses: {
    name: c.name,
    place: c.place,
    institute: c.institute,
    date_from: c.dateFrom,
    date_to: c.dateTo,
    has_certificate: sql<boolean>`(${c.certificateFile} is not null)`,
  },
  awards: {
    name: a.name,
    decree_number: a.decreeNumber,
    decree_date: a.decreeDate,
    year: a.year,
    level: a.level,
    organizer: a.organizer,
  },
  experiences: {
    kind: x.kind,
    position: x.position,
    company: x.company,
    date_from: x.dateFrom,
    date_to: x.dateTo,
    still_working: x.stillWorking,
    description: x.description,
    pkl_placement_id: x.pklPlacementId,
    verified_by_company_name: sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${x.verifiedCompanyId})`,
  },
  skills: { name: s.name },
  portfolios: { title: p.title, url: p.url, description: p.description },
};

/** The seven record models of the student profile (docs/profile.md). */
export function profileRecordConfigs(deps: ProfileRecordDeps): CrudConfig[] {
  return [
    recordConfig({
      model: 'student-relation',
      table: r,
      columns: RECORD_COLUMNS.relations,
      readSchema: ZStudentRelation,
      fields: studentRelationFields,
      searchable: [r.name],
      sortable: { relation_type: r.relationType, name: r.name },
      defaultSort: newest(r),
      nameColumn: r.name,
    }),
    recordConfig({
      model: 'student-education',
      table: e,
      columns: RECORD_COLUMNS.educations,
      readSchema: ZStudentEducation,
      fields: studentEducationFields,
      searchable: [e.schoolName],
      sortable: { school_name: e.schoolName, level: e.level, year_from: e.yearFrom },
      defaultSort: newest(e),
      nameColumn: e.schoolName,
    }),
    recordConfig({
      model: 'student-course',
      table: c,
      columns: RECORD_COLUMNS.courses,
      readSchema: ZStudentCourse,
      fields: studentCourseFields,
      searchable: [c.name],
      sortable: { name: c.name, date_from: c.dateFrom },
      defaultSort: newest(c),
      nameColumn: c.name,
      afterDeleteExtra: {
        returning: { certificate_file: c.certificateFile },
        async run(rows) {
          for (const row of rows) if (typeof row.certificate_file === 'string') await deps.removeCertificate(row.certificate_file);
        },
      },
    }),
    recordConfig({
      model: 'student-award',
      table: a,
      columns: RECORD_COLUMNS.awards,
      readSchema: ZStudentAward,
      fields: studentAwardFields,
      searchable: [a.name],
      sortable: { name: a.name, level: a.level, year: a.year },
      defaultSort: newest(a),
      nameColumn: a.name,
    }),
    recordConfig({
      model: 'student-experience',
      table: x,
      columns: RECORD_COLUMNS.experiences,
      readSchema: ZStudentExperience,
      fields: studentExperienceFields,
      searchable: [x.position, x.company],
      sortable: { kind: x.kind, position: x.position, company: x.company, date_from: x.dateFrom },
      defaultSort: newest(x),
      nameColumn: x.position,
      // Still working there: no end date.
      normalize: (values, merged) => (merged.still_working === true ? { ...values, date_to: null } : values),
      // A PKL record the company verified (docs/pkl.md) is the company's word, not the student's: nobody edits
      // or deletes it through the profile (it goes with the placement or the account).
      lockedWhy: verifiedExperienceLock,
      afterDeleteExtra: {
        returning: { pkl_placement_id: x.pklPlacementId },
        run: async (rows) => {
          if (rows.some((row) => row.pkl_placement_id)) throw verifiedExperienceError();
        },
      },
    }),
    recordConfig({
      model: 'student-skill',
      table: s,
      columns: RECORD_COLUMNS.skills,
      readSchema: ZStudentSkill,
      fields: studentSkillFields,
      searchable: [s.name],
      sortable: { name: s.name },
      defaultSort: newest(s),
      nameColumn: s.name,
      beforeInsert: (tx, values) => assertNewSkill(tx, values.user_id as string, values.name as string),
    }),
    recordConfig({
      model: 'student-portfolio',
      table: p,
      columns: RECORD_COLUMNS.portfolios,
      readSchema: ZStudentPortfolio,
      fields: studentPortfolioFields,
      searchable: [p.title],
      sortable: { title: p.title },
      defaultSort: newest(p),
      nameColumn: p.title,
    }),
  ];
}

/** The refusal of a change to a verified PKL experience (the error handler says it in the request's language). */
const verifiedExperienceError = () => new AppError(409, 'IN_USE', { id: 'msg:VERIFIED_RECORD' });
const verifiedExperienceLock = (existing: Row): AppError | null => (existing.pkl_placement_id ? verifiedExperienceError() : null);

/** A student's skill already there (case-insensitive) is a 409 on `name`. */
export async function assertNewSkill(db: DbExecutor, userId: string, name: string): Promise<void> {
  const [dupe] = await db
    .select({ id: studentSkills.id })
    .from(studentSkills)
    .where(and(eq(studentSkills.userId, userId), sql`lower(${studentSkills.name}) = lower(${name})`));
  if (dupe) throw new AppError(409, 'DUPLICATE', { name: 'msg:DUPLICATE' });
}
