import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** A message for a failed call. The API's `message` is already in the user's language (`x-lang`). */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return t('Tidak dapat terhubung ke server. Periksa koneksi Anda.');
    if (error.message && !/^HTTP \d+$/.test(error.message)) return error.message;
  }
  return t('Terjadi kesalahan. Silakan coba lagi.');
}

/** The API's field errors (`errors: {field: message}`), already localized, to show on their fields. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? error.errors : {};
}
