import type { FieldDescriptor } from '@jalurkarir/shared';

export type FormValues = Record<string, unknown>;

const REGION_ORDER = ['province', 'regency', 'district', 'village'] as const;

/** The form's starting values: a row's values for editing, empty ones for creating. */
export function toFormValues(
  fields: readonly FieldDescriptor[],
  row: Record<string, unknown> | undefined,
  multiple: readonly string[] = [],
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = row?.[field.name];
    if (multiple.includes(field.name)) values[field.name] = Array.isArray(value) ? value : [];
    else if (field.type === 'boolean') values[field.name] = value ?? false;
    else if (field.type === 'number') values[field.name] = typeof value === 'number' ? value : value == null ? '' : Number(value);
    else if (field.type === 'select' || field.type === 'reference' || field.type === 'region') values[field.name] = value ?? null;
    else if (field.type === 'password') values[field.name] = '';
    else if (field.type === 'date') values[field.name] = typeof value === 'string' ? value.slice(0, 10) : '';
    else values[field.name] = value == null ? '' : String(value);
  }
  return values;
}

/**
 * Form values → request body. Creating leaves empty fields out; editing sends them as `null`
 * (cleared) — except a password, which is only sent when typed.
 */
export function toRequestBody(fields: readonly FieldDescriptor[], values: FormValues, mode: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    let value = values[field.name];
    if (typeof value === 'string' && field.type !== 'password') value = value.trim();
    const empty = value === '' || value === null || value === undefined;
    if (empty) {
      if (mode === 'update' && field.type !== 'password') body[field.name] = null;
      continue;
    }
    body[field.name] = value;
  }
  return body;
}

/** The region fields below `name` in the province → regency → district → village cascade (cleared when it changes). */
export function regionChildren(fields: readonly FieldDescriptor[], name: string): string[] {
  const changed = fields.find((f) => f.name === name);
  if (changed?.type !== 'region' || !changed.region) return [];
  const level = REGION_ORDER.indexOf(changed.region);
  return fields.filter((f) => f.type === 'region' && f.region && REGION_ORDER.indexOf(f.region) > level).map((f) => f.name);
}

/** The region field one level up, whose value a region select needs to list its options. */
export function regionParent(fields: readonly FieldDescriptor[], field: FieldDescriptor): string | undefined {
  if (field.type !== 'region' || !field.region) return undefined;
  const parentLevel = REGION_ORDER[REGION_ORDER.indexOf(field.region) - 1];
  return parentLevel ? fields.find((f) => f.type === 'region' && f.region === parentLevel)?.name : undefined;
}
