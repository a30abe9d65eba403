// The master-data export as a person reads it: headings and option values in the reader's language
// (the import reads these back: it matches headings and options by key or by label in either language).
import { importPhrase, type FieldDescriptor, type Lang } from '@jalurkarir/shared';
import type { Column } from '../modules/spreadsheets/spreadsheet.js';

type Row = Record<string, unknown>;
interface ExportSource {
  fields: FieldDescriptor[];
  selection: Record<string, unknown>;
}

const nameKeyOf = (field: FieldDescriptor) => `${field.name.replace(/_id$/, '')}_name`;

/** Every field but passwords, a reference as its id then its name when the selection has one. */
export function exportColumnsOf(config: ExportSource, lang: Lang): Column[] {
  const heading = (label: string) => importPhrase(label, lang);
  return [
    { key: 'id', header: 'ID' },
    ...config.fields
      .filter((f) => f.type !== 'password')
      .flatMap((f): Column[] => {
        const text = f.type === 'text' || f.type === 'phone';
        if (f.type === 'reference' && nameKeyOf(f) in config.selection)
          return [
            { key: f.name, header: `${heading(f.label)} (ID)` },
            { key: nameKeyOf(f), header: heading(f.label) },
          ];
        return [{ key: f.name, header: heading(f.label), text }];
      }),
  ];
}

/** The rows with each option field's codes (`tkj`, `admin_sekolah`) written as their labels in `lang`. */
export function exportRowsIn(config: ExportSource, rows: readonly Row[], lang: Lang): Row[] {
  const labelled = config.fields
    .filter((f) => f.options?.length)
    .map((f) => [f.name, new Map(f.options!.map((o) => [o.value, importPhrase(o.label, lang)]))] as const);
  if (!labelled.length) return [...rows];
  return rows.map((row) => {
    const out = { ...row };
    for (const [name, labels] of labelled) {
      const value = row[name];
      if (Array.isArray(value)) out[name] = value.map((v) => labels.get(String(v)) ?? v);
      else if (typeof value === 'string') out[name] = labels.get(value) ?? value;
    }
    return out;
  });
}
