import { z } from 'zod';

/** Largest spreadsheet a person import accepts (a class list is a few hundred rows, far below this). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** What `POST /{model}/import` (and the question and scheme imports) answer: the dry run and the real import report the same way. */
export const ZImportReport = z.object({
  dry_run: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** `{ "<row>.<column>": message }`, row numbers as in the spreadsheet (header = row 1). */
  errors: z.record(z.string(), z.string()),
  /** Each column named in `errors` → its header as the user's file writes it (else its label in the request's language). */
  columns: z.record(z.string(), z.string()).optional(),
});
export type ImportReport = z.infer<typeof ZImportReport>;
