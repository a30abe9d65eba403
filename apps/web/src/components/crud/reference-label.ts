import type { FieldDescriptor } from '@jalurkarir/shared';
import type { Row } from '../../lib/crud-client';
import type { RegionLevel } from '../../lib/regions';

// Apart from field-input.tsx so that a list (cells, filters) does not load the form's inputs and
// their libraries (the date picker, number input).

export const REGION_SERVICE: Record<NonNullable<FieldDescriptor['region']>, RegionLevel> = {
  province: 'provinces',
  regency: 'regencies',
  district: 'districts',
  village: 'villages',
};

/** How a row of `/{model}/all` is named in a select: currencies by code and name, everything else by name. */
export function referenceLabel(row: Row, t: (phrase: string) => string = (phrase) => phrase): string {
  // A currency: its code and its name in the UI language ("USD — US dollar").
  if (typeof row.code === 'string' && typeof row.name === 'string') return `${row.code} — ${t(row.name)}`;
  return String(row.name ?? row.code ?? row.id);
}
