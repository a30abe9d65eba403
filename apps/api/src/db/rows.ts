/**
 * Reading rows that must exist. An `INSERT … RETURNING` of one row, or a read of a row the same
 * transaction just wrote, always gives one row: if it does not, that is a defect to surface (500),
 * not a "not found" to answer. A `select count()` gives exactly one row.
 */
export function single<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row, got none');
  return row;
}

/** The value of a `select({ n: count() })` query. */
export function countOf(rows: readonly { n: number }[]): number {
  return rows[0]?.n ?? 0;
}
