import { getTableColumns, type Table } from 'drizzle-orm';

/** `birth_date` → `birthDate`: API field names to drizzle property keys. */
export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The one way API values become column values (generic CRUD, people's two tables, currencies,
 * the company profile): each API name (`birth_date`) becomes its property key (`birthDate`);
 * a value the server computed may already use the property key (`passwordHash`). Undefined values
 * stay out (an update of one field). `names` limits which names are taken (an account's columns
 * out of a student's values); without it every name must be a column of `table` — a name that is
 * not throws, so a typo cannot be dropped silently.
 */
export function toColumnValues<T extends Table>(
  table: T,
  values: Readonly<Record<string, unknown>>,
  names: readonly string[] = Object.keys(values),
): Partial<T['$inferInsert']> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = values[name];
    if (value === undefined) continue;
    const key = name in columns ? name : snakeToCamel(name);
    if (!(key in columns)) throw new Error(`toColumnValues: "${name}" is not a column of the table`);
    out[key] = value;
  }
  // Values were validated by the route's zod schema; drizzle checks the keys, not the value types.
  return out as Partial<T['$inferInsert']>;
}
