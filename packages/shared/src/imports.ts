/** Largest spreadsheet a person import accepts (a class list is a few hundred rows, far below this). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** What `POST /{model}/import` answers: the dry run and the real import report the same way. */
export interface ImportReport {
  dry_run: boolean;
  total: number;
  created: number;
  updated: number;
  /** `{ "<row>.<column>": message }`, row numbers as in the spreadsheet (header = row 1). */
  errors: Record<string, string>;
  /** Each column named in `errors` → its header as the user's file writes it (else its label in the request's language). */
  columns?: Record<string, string>;
}
