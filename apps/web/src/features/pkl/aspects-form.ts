import { ZPklAspectsInput, type Lang, type TPklAspect, type TPklAspectsInput, type VocationalProgram } from '@jalurkarir/shared';
import { validateWith } from '../../lib/form-validation';

/** One aspect on the screen: its stored code (null for a new one, which gets its code when saved) and both names. */
export interface AspectRow {
  key: string;
  code: string | null;
  name_id: string;
  name_en: string;
}

let serial = 0;
export const newAspectRow = (): AspectRow => ({ key: `new-${++serial}`, code: null, name_id: '', name_en: '' });
export const rowsOf = (aspects: readonly TPklAspect[]): AspectRow[] => aspects.map((a) => ({ key: a.code, ...a }));

/** A code for a new aspect from its Indonesian name ("Kerja sama tim" → kerja_sama_tim), unique among `taken`. */
export function aspectCode(name: string, taken: ReadonlySet<string>, position: number): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 36) || '';
  const stem = base.length >= 2 ? base : `aspek_${position + 1}`;
  let code = stem;
  for (let n = 2; taken.has(code); n++) code = `${stem}_${n}`;
  return code;
}

/** The body of `POST /pkl-evaluation/update-aspects`: names trimmed; stored codes kept (evaluations keep their own copy), new ones made. */
export function toAspectsBody(program: VocationalProgram, rows: readonly AspectRow[]): TPklAspectsInput {
  const taken = new Set(rows.flatMap((r) => (r.code ? [r.code] : [])));
  const aspects = rows.map((r, i) => {
    const code = r.code ?? aspectCode(r.name_id, taken, i);
    taken.add(code);
    return { code, name_id: r.name_id.trim(), name_en: r.name_en.trim() };
  });
  return { program, aspects };
}

/** The form's errors by the API's shared schema, in the reader's language (`aspects.<i>.name_id`, `aspects` for the list). */
export function aspectErrors(program: VocationalProgram, rows: readonly AspectRow[], lang: Lang): Record<string, string> {
  return validateWith(ZPklAspectsInput, toAspectsBody(program, rows), lang);
}
