import { eq, inArray, is, or, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { applicationEvents, applications, messageReports, messages, messageThreads, users } from '../../db/schema.js';

/** Columns that are never exported, even to their owner: secrets, not data about the person. */
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'token_version']);
/** Columns naming the account a row belongs to (a student's own rows), when they reference users. */
const OWNER_COLUMN_NAMES = new Set(['user_id', 'student_id', 'student_user_id', 'owner_id']);

/** One section of "Download my data": a name and how to read the student's rows. */
export interface StudentDataReader {
  name: string;
  read: (db: DbExecutor, userId: string) => Promise<unknown[]>;
}

/** Every column but the secrets, keyed by its SQL name (what the export shows). */
function exportedColumns(table: PgTable): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = {};
  for (const column of getTableConfig(table).columns) if (!SECRET_COLUMNS.has(column.name)) out[column.name] = column;
  return out;
}

/**
 * Readers written by hand: the account (without its password hash), and rows that belong to the
 * student through another row (an application's history). Adding a reader is one line here.
 */
const EXPLICIT_READERS: StudentDataReader[] = [
  { name: 'users', read: (db, id) => db.select(exportedColumns(users)).from(users).where(eq(users.id, id)) },
  {
    name: 'application_events',
    read: (db, id) =>
      db
        .select(exportedColumns(applicationEvents))
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, db.select({ id: applications.id }).from(applications).where(eq(applications.studentId, id)))),
  },
  // Every message of the student's conversations, both sides: the conversation is theirs (docs/messages.md).
  {
    name: 'messages',
    read: (db, id) =>
      db
        .select(exportedColumns(messages))
        .from(messages)
        .where(inArray(messages.threadId, db.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.studentId, id)))),
  },
  {
    name: 'message_reports',
    read: (db, id) => db.select(exportedColumns(messageReports)).from(messageReports).where(eq(messageReports.reporterId, id)),
  },
];

/**
 * Every other table with a `user_id` or `student_id` column referencing users is the student's by
 * construction (profile, privacy, consents, notifications, applications, tests, assessments…):
 * found from the schema, so a domain that lands a table is in the export without a line here.
 */
function ownedTableReaders(): StudentDataReader[] {
  const explicit = new Set(EXPLICIT_READERS.map((r) => r.name));
  const readers: StudentDataReader[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const table: PgTable = value;
    const config = getTableConfig(table);
    if (explicit.has(config.name)) continue;
    const ownerColumns = config.foreignKeys
      .map((fk) => fk.reference())
      .filter((ref) => getTableConfig(ref.foreignTable).name === 'users')
      .flatMap((ref) => ref.columns)
      .filter((column) => OWNER_COLUMN_NAMES.has(column.name));
    if (ownerColumns.length === 0) continue;
    readers.push({
      name: config.name,
      read: (db, id) => {
        const conditions: SQL[] = ownerColumns.map((column) => eq(column, id));
        return db
          .select(exportedColumns(table))
          .from(table)
          .where(or(...conditions));
      },
    });
  }
  return readers;
}

export function studentDataReaders(): StudentDataReader[] {
  return [...EXPLICIT_READERS, ...ownedTableReaders()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "Download my data": `{ exported_at, tables: { <table>: rows } }`, everything stored about the student. */
export async function exportStudentData(db: DbExecutor, userId: string) {
  const tables: Record<string, unknown[]> = {};
  for (const reader of studentDataReaders()) tables[reader.name] = await reader.read(db, userId);
  return { exported_at: new Date().toISOString(), format: 'jalurkarir-student-data/1', tables };
}
