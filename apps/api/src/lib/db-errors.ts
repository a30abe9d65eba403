import { AppError } from './app-error.js';

/** Unique constraint name → the field a form should mark, and the code to answer with. */
const UNIQUE_FIELDS: Record<string, { field: string; code: 'EMAIL_TAKEN' | 'NISN_TAKEN' | 'NUPTK_TAKEN' | 'DUPLICATE' }> = {
  users_email_key: { field: 'email', code: 'EMAIL_TAKEN' },
  users_nisn_key: { field: 'nisn', code: 'NISN_TAKEN' },
  teacher_profiles_nuptk_key: { field: 'nuptk', code: 'NUPTK_TAKEN' },
  assessor_profiles_registration_number_key: { field: 'registration_number', code: 'DUPLICATE' },
  schools_npsn_key: { field: 'npsn', code: 'DUPLICATE' },
  currencies_code_key: { field: 'code', code: 'DUPLICATE' },
  currencies_one_default: { field: 'is_default', code: 'DUPLICATE' },
};

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function findPgError(error: unknown): PgLikeError | null {
  let e = error as PgLikeError | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as PgLikeError | undefined;
  }
  return null;
}

/** Constraint violations the user can fix become 409s with a field message; anything else is left alone. */
export function toAppError(error: unknown): AppError | null {
  const pgError = findPgError(error);
  if (!pgError) return null;
  if (pgError.code === '23505') {
    const known = pgError.constraint ? UNIQUE_FIELDS[pgError.constraint] : undefined;
    const code = known?.code ?? 'DUPLICATE';
    return new AppError(409, code, known ? { [known.field]: code === 'DUPLICATE' ? 'msg:DUPLICATE' : `msg:${code}` } : undefined);
  }
  // 23503 foreign key violation, 23001 restrict violation (ON DELETE RESTRICT).
  if (pgError.code === '23503' || pgError.code === '23001') return new AppError(409, 'IN_USE');
  // 22021/22P05: text the database cannot hold (a NUL byte): the shared zString() refuses it first; this is the net.
  if (['22P02', '22001', '22007', '22008', '22021', '22P05'].includes(pgError.code!)) {
    return new AppError(400, 'VALIDATION');
  }
  return null;
}
