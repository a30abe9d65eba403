/** Whether a database error (pg or PGlite, possibly wrapped by drizzle) is a foreign key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ('code' in e && e.code === '23503') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
