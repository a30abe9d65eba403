import { Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from '@jalurkarir/shared';
import type { Row } from '../../lib/crud-client';
import { regionsQuery, type RegionLevel } from '../../lib/regions';
import { formatDate, formatNumber } from '../../lib/text';
import { useLang } from '../../lib/use-lang';
import { StatusBadge } from '../status-badge';
import { REGION_SERVICE } from './reference-label';
import { BreakableText } from './breakable-text';

/** Region names by code, and whether a list they come from is still on its way. */
export interface RegionNames {
  names: ReadonlyMap<string, string>;
  pending: boolean;
}

/** Region names by code for the rows and region fields on screen: one cached call per parent area (a day's cache). */
export function useRegionNames(rows: readonly Row[], fields: readonly FieldDescriptor[]): RegionNames {
  // One entry per (level, parent area) on screen: "regencies|32" lists every regency of province 32.
  const areas = new Set<string>();
  for (const field of fields) {
    if (field.type !== 'region' || !field.region) continue;
    for (const row of rows) {
      const code = row[field.name];
      if (typeof code !== 'string') continue;
      const level = REGION_SERVICE[field.region];
      const parent = level === 'provinces' ? '' : code.split('.').slice(0, -1).join('.');
      areas.add(`${level}|${parent}`);
    }
  }
  return useQueries({
    queries: [...areas].map((key) => {
      const [level, parent] = key.split('|');
      return regionsQuery(level as RegionLevel, parent);
    }),
    combine: regionNamesOf,
  });
}

/** A stable function: TanStack Query runs it again (a new map) only when a result changed, so the memoised list skips other renders. */
function regionNamesOf(results: readonly { data?: readonly { code: string; name: string }[]; isPending: boolean }[]): RegionNames {
  const names = new Map<string, string>();
  for (const result of results) for (const region of result.data ?? []) names.set(region.code, region.name);
  return { names, pending: results.some((result) => result.isPending) };
}

/** The text of a reference column: the API sends `<name>_name` (or a currency's `<name>_code`) beside the id. */
export function referenceText(field: FieldDescriptor, row: Row): string | null {
  const base = field.name.replace(/_id$/, '');
  const value = row[`${base}_name`] ?? row[`${base}_code`];
  return value == null ? null : String(value);
}

/** How a screen shows some of its values beyond the field type. */
export interface CellDisplay {
  /** Text fields holding a fixed Indonesian vocabulary (a sector, a currency name): shown through the catalogue. */
  translate?: readonly string[];
  /** Boolean fields that mark a row (the default currency): a badge with the field's label when true, nothing otherwise. */
  flags?: readonly string[];
}

/** One value of a row as the list shows it: option labels translated, dates and numbers in the UI language. */
export function CellValue({
  field,
  row,
  regionNames,
  display,
}: {
  field: FieldDescriptor;
  row: Row;
  regionNames: RegionNames;
  display?: CellDisplay;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const value = row[field.name];
  const empty = (
    <Text span c="dimmed" aria-label={t('Kosong')}>
      —
    </Text>
  );
  if (field.type === 'reference') return <>{referenceText(field, row) ?? empty}</>;
  if (display?.flags?.includes(field.name)) return value ? <StatusBadge tone="success">{t(field.label)}</StatusBadge> : null;
  if (value === null || value === undefined || value === '') return empty;
  switch (field.type) {
    case 'boolean':
      return <StatusBadge tone={value ? 'success' : 'warning'}>{value ? t('Ya') : t('Belum')}</StatusBadge>;
    case 'email':
      return <BreakableText text={String(value)} />;
    case 'select': {
      const label = (v: unknown) => t(field.options?.find((o) => o.value === v)?.label ?? String(v));
      return <>{Array.isArray(value) ? value.map(label).join(', ') : label(value)}</>;
    }
    case 'date':
      return <>{formatDate(String(value), lang)}</>;
    case 'number':
      return <>{formatNumber(Number(value), lang)}</>;
    case 'region': {
      const name = regionNames.names.get(String(value));
      if (name) return <>{name}</>;
      // The names arrive a moment after the rows: a quiet placeholder until then, not the official
      // code ("34.71"). A code no list knows is shown as it is.
      if (regionNames.pending)
        return (
          <Text span c="dimmed" title={t('Memuat')} data-testid="region-pending">
            …
          </Text>
        );
      return <>{String(value)}</>;
    }
    default:
      return <>{display?.translate?.includes(field.name) ? t(String(value)) : String(value)}</>;
  }
}
