import type { z } from 'zod';
import type { Lang } from './errors.js';

/**
 * Turns zod issues into `{ field: message }` in the user's language. The API uses it for the
 * `errors` of a 400, the web forms use it for field messages, so both say the same words.
 * Custom messages set in schemas are message keys of the form `msg:<KEY>` (see FIELD_MESSAGES).
 */
export const FIELD_MESSAGES = {
  REQUIRED: { id: 'Wajib diisi', en: 'Required' },
  INVALID_TYPE: { id: 'Jenis data tidak sesuai', en: 'Wrong type of value' },
  INVALID_EMAIL: { id: 'Format email tidak valid', en: 'Invalid e-mail address' },
  INVALID_UUID: { id: 'ID tidak valid', en: 'Invalid id' },
  INVALID_DATE: { id: 'Tanggal tidak valid', en: 'Invalid date' },
  INVALID_FORMAT: { id: 'Format tidak valid', en: 'Invalid format' },
  INVALID_OPTION: { id: 'Pilihan tidak valid', en: 'Invalid option' },
  /** Matching weights: each part within WEIGHT_BOUNDS. */
  WEIGHT_BOUNDS: { id: 'Bobot di luar batas yang diizinkan', en: 'Weight outside the allowed bounds' },
  INVALID_CHARACTERS: { id: 'Berisi karakter yang tidak diizinkan', en: 'Contains a character that is not allowed' },
  UNKNOWN_FIELD: { id: 'Kolom tidak dikenal', en: 'Unknown field' },
  NISN_FORMAT: { id: 'NISN harus 10 digit angka', en: 'NISN must be 10 digits' },
  UNIT_CODE_FORMAT: { id: 'Format kode unit seperti J.620100.004.02', en: 'A unit code looks like J.620100.004.02' },
  NPSN_FORMAT: { id: 'NPSN harus 8 digit angka', en: 'NPSN must be 8 digits' },
  NUPTK_FORMAT: { id: 'NUPTK harus 16 digit angka', en: 'NUPTK must be 16 digits' },
  PHONE_FORMAT: { id: 'Nomor telepon tidak valid', en: 'Invalid phone number' },
  PASSWORD_MIN: { id: 'Kata sandi minimal 8 karakter', en: 'Password must be at least 8 characters' },
  PASSWORD_MISMATCH: { id: 'Konfirmasi kata sandi tidak sama', en: 'Passwords do not match' },
  SCHOOL_REQUIRED: { id: 'Pilih sekolah', en: 'Choose a school' },
  COMPANY_REQUIRED: { id: 'Isi nama perusahaan', en: 'Enter the company name' },
  CURRENCY_CODE: { id: 'Kode mata uang harus 3 huruf kapital', en: 'Currency code must be 3 capital letters' },
  PERMIT_BEFORE_ESTABLISHED: {
    id: 'Tanggal izin operasional tidak boleh sebelum tanggal pendirian',
    en: 'The operating permit date cannot be before the establishment date',
  },
  SALARY_RANGE: { id: 'Gaji sampai tidak boleh lebih kecil dari gaji dari', en: 'Salary up to cannot be less than salary from' },
  EXPERIENCE_RANGE: { id: 'Pengalaman maksimal tidak boleh lebih kecil dari minimal', en: 'Maximum experience cannot be less than the minimum' },
  DEADLINE_PAST: { id: 'Batas lamaran harus di masa depan', en: 'The deadline must be in the future' },
  /** A partnership's period (docs/partnerships.md). */
  END_BEFORE_START: { id: 'Tanggal berakhir harus setelah tanggal mulai', en: 'The end date must be after the start date' },
  ANSWER_REQUIRED: { id: 'Jawaban tidak boleh kosong', en: 'Select the answer' },
  /** A choice question of a test (models/test-engine.ts). */
  OPTIONS_MIN_TWO: { id: 'Minimal dua pilihan jawaban', en: 'At least two options' },
  OPTION_POINTS: { id: 'Minimal satu pilihan harus bernilai poin', en: 'At least one option must earn points' },
  /** A field only the Admin writes on someone else's account (permissions.ts, ACCOUNT_FIELD_WRITERS). */
  ADMIN_ONLY_FIELD: { id: 'Hanya Admin yang dapat mengubah kolom ini', en: 'Only the Admin can change this field' },
  /** Setting another person's password: staff send a reset link instead. */
  PASSWORD_BY_LINK: {
    id: 'Kata sandi dipilih pemilik akun melalui tautan email; kirim tautan atur ulang kata sandi',
    en: 'The owner chooses the password through an e-mailed link; send a password reset link',
  },
  /** A scorecard list naming the same criterion twice (models/scorecard.ts). */
  REPEATED_CRITERION: { id: 'Kriteria ini disebut lebih dari sekali', en: 'This criterion is listed more than once' },
  VERIFY_NOT_ALLOWED: { id: 'Anda tidak dapat memverifikasi peran ini', en: 'You cannot verify this role' },
  VERIFIED_RECORD: {
    id: 'Pengalaman PKL ini diverifikasi oleh perusahaan dan tidak dapat diubah atau dihapus',
    en: 'This PKL experience was verified by the company and cannot be changed or deleted',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** A message key to put in a schema: `z.string().regex(re, msg('NISN_FORMAT'))`. */
export function msg(key: FieldMessageKey): string {
  return `msg:${key}`;
}

function tooLong(max: unknown, lang: Lang) {
  return lang === 'id' ? `Maksimal ${max} karakter` : `At most ${max} characters`;
}
function tooShort(min: unknown, lang: Lang) {
  return lang === 'id' ? `Minimal ${min} karakter` : `At least ${min} characters`;
}
function tooBig(max: unknown, lang: Lang) {
  return lang === 'id' ? `Maksimal ${max}` : `At most ${max}`;
}
function tooSmall(min: unknown, lang: Lang) {
  return lang === 'id' ? `Minimal ${min}` : `At least ${min}`;
}

/** The value at `path` of the validated input, to tell a missing value from a wrong one. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function issueMessage(
  issue: z.core.$ZodIssue | { code: string; message?: string; [k: string]: unknown },
  lang: Lang,
  /** The value that failed, when known: an empty one is reported as required whatever the rule. */
  value?: { present: boolean; value: unknown },
): string {
  const m = issue.message;
  if (typeof m === 'string' && m.startsWith('msg:')) {
    const key = m.slice(4) as FieldMessageKey;
    if (key in FIELD_MESSAGES) return FIELD_MESSAGES[key][lang];
  }
  if (value?.present && (value.value === undefined || value.value === null || value.value === '')) {
    return FIELD_MESSAGES.REQUIRED[lang];
  }
  const i = issue as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      // Zod reports a missing value as an invalid type; the server sees only the message, a form sees the input.
      return ('input' in i ? i.input === undefined || i.input === null : /received (undefined|null)/.test(String(m)))
        ? FIELD_MESSAGES.REQUIRED[lang]
        : FIELD_MESSAGES.INVALID_TYPE[lang];
    case 'too_big':
      return i.origin === 'string' ? tooLong(i.maximum, lang) : tooBig(i.maximum, lang);
    case 'too_small':
      if (i.origin === 'string' && i.minimum === 1) return FIELD_MESSAGES.REQUIRED[lang];
      return i.origin === 'string' ? tooShort(i.minimum, lang) : tooSmall(i.minimum, lang);
    case 'invalid_format':
      if (i.format === 'email') return FIELD_MESSAGES.INVALID_EMAIL[lang];
      if (i.format === 'uuid') return FIELD_MESSAGES.INVALID_UUID[lang];
      if (i.format === 'date' || i.format === 'datetime') return FIELD_MESSAGES.INVALID_DATE[lang];
      return FIELD_MESSAGES.INVALID_FORMAT[lang];
    case 'invalid_value':
    case 'invalid_union':
      return FIELD_MESSAGES.INVALID_OPTION[lang];
    case 'unrecognized_keys':
      return FIELD_MESSAGES.UNKNOWN_FIELD[lang];
    default:
      return FIELD_MESSAGES.INVALID_FORMAT[lang];
  }
}

/**
 * `{ 'field.path': message }`; unknown keys are reported under their own names. Pass the input
 * that was validated so a missing value reads "Required" rather than "Invalid option".
 */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], lang: Lang, input?: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        errors[path] ??= FIELD_MESSAGES.UNKNOWN_FIELD[lang];
      }
      continue;
    }
    const path = issue.path.length ? issue.path.join('.') : '_';
    errors[path] ??= issueMessage(issue, lang, input === undefined ? undefined : { present: true, value: valueAt(input, issue.path) });
  }
  return errors;
}
