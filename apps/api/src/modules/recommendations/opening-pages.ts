// What a ranked opening shows beside its score — title, company, city, contract, salary, deadline —
// and the student's own application to it, read for the shown openings only.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, companies, matchingDataVersion, opportunities } from '../../db/schema.js';
import { jsonObjectOf } from '../../db/json-object.js';
import { fillSlots, preparedQuery, slotsFor, uuidArray } from '../../db/prepared.js';
import { batchedLookup } from '../../lib/batched-lookup.js';

/** One page to read: its openings, and whose applications to show (none without a student). */
export interface PageKey {
  studentId: string | null;
  ids: readonly string[];
}

type Opening = typeof opportunities.$inferSelect;
/** What a shown opening carries besides its score, with the student's application to it (null before applying). */
export interface OpeningShown {
  id: string;
  title: Opening['title'];
  company_id: string;
  company_name: string;
  city_code: Opening['cityCode'];
  contract_type: Opening['contractType'];
  salary_from: Opening['salaryFrom'];
  salary_to: Opening['salaryTo'];
  deadline: Opening['deadline'];
  application_id: string | null;
  application_stage: (typeof applications.$inferSelect)['stage'] | null;
}

/** The opening's own fields a card shows, by API name (with its company's name). */
export const OPENING_SHOWN_COLUMNS = {
  id: opportunities.id,
  title: opportunities.title,
  company_id: opportunities.companyId,
  company_name: companies.name,
  city_code: opportunities.cityCode,
  contract_type: opportunities.contractType,
  salary_from: opportunities.salaryFrom,
  salary_to: opportunities.salaryTo,
  deadline: opportunities.deadline,
};

/**
 * A shown opening as one JSON column (db/json-object.ts): a page's rows cost the driver and drizzle
 * one field each instead of eleven (every value here has the same form in JSON as drizzle reads it:
 * text, bigint salaries as numbers, the deadline as 'YYYY-MM-DD').
 */
const OPENING_SHOWN_JSON = sql<OpeningShown>`${jsonObjectOf({
  ...OPENING_SHOWN_COLUMNS,
  application_id: applications.id,
  application_stage: applications.stage,
})}`;

/**
 * Several pages in one statement: a row per (student, opening) pair asked, with the student's
 * application to that opening, and the ranking data's version in the same snapshot (whether the
 * ranks the rows belong to are current). Built and prepared once per askedPairs shape.
 */
export async function readOpeningPages(db: Db, keys: readonly PageKey[]) {
  const pairs = keys.flatMap((key) => key.ids.map((id) => ({ studentId: key.studentId, id })));
  const asked = askedPairs(pairs);
  const rows = pairs.length
    ? await preparedQuery(db, 'opening_pages', asked.shape, () =>
        db
          .select({
            student_id: sql<string | null>`k.student_id`,
            opening: OPENING_SHOWN_JSON,
            data_version: sql<string>`(select ${matchingDataVersion.version} from ${matchingDataVersion} limit 1)`,
          })
          .from(sql`${asked.source()} as k(student_id, opening_id)`)
          .innerJoin(opportunities, eq(opportunities.id, sql`k.opening_id`))
          .innerJoin(companies, eq(companies.id, opportunities.companyId))
          .leftJoin(applications, and(eq(applications.opportunityId, opportunities.id), eq(applications.studentId, sql`k.student_id`))),
      ).execute(asked.values)
    : [];
  const version = rows[0] ? Number(rows[0].data_version) : null;
  // Each row once into its student's map; a page takes the ids it asked (two pages of one student
  // in a batch may ask different openings).
  const byStudent = new Map<string | null, Map<string, OpeningShown>>();
  for (const { student_id: studentId, opening } of rows) {
    let own = byStudent.get(studentId);
    if (!own) byStudent.set(studentId, (own = new Map()));
    own.set(opening.id, opening);
  }
  return keys.map((key) => {
    const own = byStudent.get(key.studentId);
    const page = new Map<string, OpeningShown>();
    for (const id of key.ids) {
      const row = own?.get(id);
      if (row) page.set(id, row);
    }
    return { rows: page, version };
  });
}

/**
 * Past this many pairs (a school's overview of every student's best openings) they go as two
 * arrays: one statement text for any number, planned on each run, which a read that large can
 * afford; as slots they could pass PostgreSQL's 65,535 parameters.
 */
const MAX_PAIR_SLOTS = 256;

/**
 * The (student, opening) pairs as a row source: up to MAX_PAIR_SLOTS a VALUES list of exactly
 * slotsFor(n) rows of parameters (db/prepared.ts: PostgreSQL keeps one plan per length instead of
 * planning each run afresh), else `unnest` of two arrays. `shape` names the text `source` builds.
 */
function askedPairs(pairs: readonly { studentId: string | null; id: string }[]) {
  const students = pairs.map((p) => p.studentId);
  const openings = pairs.map((p) => p.id);
  if (pairs.length > MAX_PAIR_SLOTS) {
    return {
      shape: 'arrays',
      source: () => sql`unnest(${sql.placeholder('students')}::uuid[], ${sql.placeholder('openings')}::uuid[])`,
      values: { students: uuidArray(students), openings: uuidArray(openings) },
    };
  }
  const slots = slotsFor(pairs.length);
  const row = (i: number) => sql`(${sql.placeholder(`student${i}`)}::uuid, ${sql.placeholder(`opening${i}`)}::uuid)`;
  return {
    shape: String(slots),
    source: () =>
      sql`(values ${sql.join(
        Array.from({ length: slots }, (_, i) => row(i)),
        sql`, `,
      )})`,
    values: { ...fillSlots('student', students, slots, 'null'), ...fillSlots('opening', openings, slots, 'null') },
  };
}

type Page = Awaited<ReturnType<typeof readOpeningPages>>[number];
const pageReaders = new WeakMap<Db, (key: PageKey) => Promise<Page>>();

/**
 * The details of one page of ranked openings. Pages asked while another is being read share the
 * next statement (`lib/batched-lookup.ts`): under load one round trip serves many students, and
 * every page is still read after it was asked (its version check holds).
 */
export async function openingDetails(db: Db, ids: readonly string[], studentId: string | null): Promise<Page> {
  if (!ids.length) return { rows: new Map(), version: null };
  let read = pageReaders.get(db);
  if (!read) pageReaders.set(db, (read = batchedLookup((keys: PageKey[]) => readOpeningPages(db, keys))));
  return read({ studentId, ids });
}
