import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A selection (API field → column or expression) as one JSON object that PostgreSQL builds. A hot
 * read of many columns costs the driver a description and a parser per column on every execution,
 * and drizzle a mapping per column; one JSON column is parsed at once. JSON gives text, numbers,
 * booleans, dates ('YYYY-MM-DD') and jsonb as drizzle does; a timestamp must go through isoTimestamp.
 * Keys are the selection's own, written into the statement's text (never a request's value).
 */
export function jsonObjectOf(selection: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(selection).map(([key, value]) => {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`not a field name: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A timestamp as the API writes one (`Date#toISOString`: UTC, milliseconds cut, not rounded), for a
 * JSON object: JSON's own form of a timestamptz has the session's offset and microseconds.
 */
export function isoTimestamp(column: SQLWrapper): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
