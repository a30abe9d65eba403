/**
 * One error shape for every API failure: `{ statusCode, code, name, message, errors? }`.
 * `name` is `Unauthorized` on a 401 (the web client redirects on it, spec §7).
 * Messages exist in Indonesian (`id`) and English (`en`); the API answers in the language of the
 * request (`Accept-Language` or `x-lang`), English by default like the web app.
 */
export type Lang = 'id' | 'en';

export const ERROR_MESSAGES = {
  UNAUTHORIZED: { id: 'Sesi tidak valid, silakan masuk kembali', en: 'Your session is not valid, please log in again' },
  FORBIDDEN: { id: 'Anda tidak memiliki akses', en: 'You do not have access' },
  NOT_FOUND: { id: 'Data tidak ditemukan', en: 'Not found' },
  VALIDATION: { id: 'Data tidak valid', en: 'The data is not valid' },
  BAD_REQUEST: { id: 'Permintaan tidak valid', en: 'Bad request' },
  PAYLOAD_TOO_LARGE: { id: 'Data terlalu besar', en: 'The data is too large' },
  UNSUPPORTED_MEDIA: { id: 'Jenis berkas tidak didukung', en: 'Unsupported file type' },
  RATE_LIMITED: { id: 'Terlalu banyak percobaan, coba lagi nanti', en: 'Too many attempts, try again later' },
  INVALID_CREDENTIALS: { id: 'Email atau kata sandi salah', en: 'Wrong e-mail or password' },
  ACCOUNT_INACTIVE: { id: 'Akun tidak aktif', en: 'The account is inactive' },
  EMAIL_TAKEN: { id: 'Email sudah terdaftar', en: 'The e-mail is already registered' },
  NISN_TAKEN: { id: 'NISN sudah terdaftar', en: 'The NISN is already registered' },
  NUPTK_TAKEN: { id: 'NUPTK sudah terdaftar', en: 'The NUPTK is already registered' },
  DUPLICATE: { id: 'Data sudah ada', en: 'This record already exists' },
  COMPANY_NOT_REGISTERED: { id: 'Perusahaan tidak terdaftar', en: 'Company not registered' },
  SCHOOL_NOT_FOUND: { id: 'Sekolah tidak ditemukan', en: 'School not found' },
  TOKEN_INVALID: { id: 'Token tidak valid atau kedaluwarsa', en: 'The token is invalid or has expired' },
  WRONG_PASSWORD: { id: 'Kata sandi lama salah', en: 'The current password is wrong' },
  IN_USE: { id: 'Data masih digunakan', en: 'This record is still in use' },
  READ_ONLY: { id: 'Data ini sudah dikunci dan hanya dapat dibaca', en: 'This record is locked and read-only' },
  INTERNAL: { id: 'Terjadi kesalahan pada server', en: 'Something went wrong on the server' },
  DATABASE_UNAVAILABLE: {
    id: 'Basis data sedang tidak dapat dijangkau, silakan coba lagi sebentar lagi',
    en: 'The database cannot be reached right now, please try again in a moment',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  name: string;
  message: string;
  errors?: Record<string, string>;
}

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return ERROR_MESSAGES[code][lang];
}

/** Any value other than `id` is English (spec §4: unknown language values fall back to en). */
export function normalizeLang(value: unknown): Lang {
  return value === 'id' ? 'id' : 'en';
}
