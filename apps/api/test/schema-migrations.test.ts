import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';

/**
 * Each domain writes its migration by hand (apps/api/drizzle/00NN_<domain>.sql) beside its drizzle
 * tables (apps/api/src/db/schema/<domain>.ts). This test migrates an empty database and compares
 * what the SQL made with what the drizzle definitions say — tables, columns (type, NOT NULL,
 * default present), indexes, foreign keys — so a column the code reads but no migration creates
 * fails here, not in production.
 */

interface DbColumn {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

let database: Database;
const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => is(value, PgTable));

beforeAll(async () => {
  database = await createDatabase({});
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return result.rows as T[];
}

describe('hand-written migrations match the drizzle schema', () => {
  it('knows the tables', () => {
    expect(tables.length).toBeGreaterThan(10);
  });

  it('creates every table and column with the declared type, NOT NULL and default', async () => {
    const columns = await rows<{ table_name: string; column_name: string; type: string; not_null: boolean; has_default: boolean }>(sql`
      SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
             a.attnotnull AS not_null, a.atthasdef AS has_default
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`);
    const actual = new Map<string, DbColumn>(
      columns.map((c) => [
        `${c.table_name}.${c.column_name}`,
        { table: c.table_name, column: c.column_name, type: c.type, notNull: c.not_null, hasDefault: c.has_default },
      ]),
    );
    const problems: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        const found = actual.get(key);
        if (!found) {
          problems.push(`${key}: no migration creates it`);
          continue;
        }
        const declared = column.getSQLType().replace(/\s+/g, ' ').toLowerCase();
        if (normaliseType(declared) !== normaliseType(found.type)) problems.push(`${key}: drizzle says ${declared}, the database has ${found.type}`);
        const declaredNotNull = column.notNull || column.primary;
        if (declaredNotNull !== found.notNull)
          problems.push(`${key}: drizzle says ${declaredNotNull ? 'NOT NULL' : 'nullable'}, the database differs`);
        const declaredDefault = column.hasDefault && (column.default !== undefined || column.defaultFn === undefined);
        if (declaredDefault && !found.hasDefault) problems.push(`${key}: drizzle declares a default, the database has none`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('creates every declared index and foreign key', async () => {
    const indexes = new Set(
      (await rows<{ indexname: string }>(sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`)).map((r) => r.indexname),
    );
    const constraints = new Set(
      (
        await rows<{ conname: string }>(
          sql`SELECT conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'`,
        )
      ).map((r) => r.conname),
    );
    const problems: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const index of config.indexes) {
        const name = index.config.name;
        if (name && !indexes.has(name)) problems.push(`${config.name}: index ${name} is not created`);
      }
      for (const fk of config.foreignKeys) {
        const name = fk.getName();
        if (!constraints.has(name)) problems.push(`${config.name}: foreign key ${name} is not created`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** `varchar(…)` and `character varying(…)` and the like name one type. */
function normaliseType(type: string): string {
  return type
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^varchar/, 'character varying')
    .replace(/^timestamptz/, 'timestamp with time zone')
    .replace(/^int4$/, 'integer')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .trim();
}
