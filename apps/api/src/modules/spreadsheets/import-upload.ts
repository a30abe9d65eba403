import { FIELD_MESSAGES, IMPORT_MESSAGES, MAX_IMPORT_BYTES, type Lang } from '@jalurkarir/shared';
import { AppError } from '../../lib/app-error.js';
import { readUpload } from '../../lib/read-upload.js';
import { sniffUpload } from './import-file.js';
import { MAX_IMPORT_ROWS, SpreadsheetError, readSpreadsheet, type SheetRow, type SpreadsheetFormat } from './spreadsheet.js';

/**
 * The first two steps of every spreadsheet import (people, a scheme, a question bank): the uploaded
 * file, then its first sheet. Every refusal names the `file` field and says, in the user's
 * language, what was wrong and what to upload instead.
 */
export async function readImportFile(request: Parameters<typeof readUpload>[0], lang: Lang) {
  try {
    return await readUpload(request, MAX_IMPORT_BYTES);
  } catch (error) {
    const status = error instanceof AppError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 400);
    const code = (error as { code?: string }).code;
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', { file: lang === 'id' ? 'Ukuran berkas maksimal 5 MB' : 'The file may be at most 5 MB' });
    }
    if (error instanceof AppError && error.fieldErrors) throw error;
    if (status === 415 || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(415, 'UNSUPPORTED_MEDIA', {
        file: lang === 'id' ? 'Kirim berkas .xlsx atau .csv sebagai multipart' : 'Send an .xlsx or .csv file as multipart',
      });
    }
    throw new AppError(400, 'BAD_REQUEST', { file: FIELD_MESSAGES.INVALID_FORMAT[lang] });
  }
}

/** A refusal of the file as a whole: 400 on `file`. */
export function refuseFile(message: string): never {
  throw new AppError(400, 'VALIDATION', { file: message });
}

/** The file's first sheet: headers and rows, or a refusal when it is no spreadsheet, has no header or too many rows. */
export async function readImportSheet(
  upload: { filename: string; bytes: Buffer },
  lang: Lang,
): Promise<{ format: SpreadsheetFormat; headers: string[]; rows: SheetRow[] }> {
  const sniffed = sniffUpload(upload.bytes, upload.filename);
  if ('kind' in sniffed) return refuseFile(IMPORT_MESSAGES.notSpreadsheet(sniffed.kind, lang));
  const { format } = sniffed;
  try {
    const sheet = await readSpreadsheet(format, upload.bytes);
    return { format, headers: sheet.headers, rows: sheet.rows };
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    if (error.reason === 'too_many_rows') return refuseFile(IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS, lang));
    if (error.reason === 'no_header') return refuseFile(IMPORT_MESSAGES.noHeader(lang));
    return refuseFile(IMPORT_MESSAGES.notSpreadsheet(format === 'xlsx' ? 'corrupt_xlsx' : 'binary', lang));
  }
}
