/** `birth_date` → `birthDate`: API field names to drizzle property keys. */
export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Picks the listed keys that are present (not undefined) and renames them to camelCase. */
export function pickColumns(values: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) out[snakeToCamel(name)] = values[name];
  return out;
}
