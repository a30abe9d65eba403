import type { z } from 'zod';
import { issuesToFieldErrors, type Lang } from '@jalurkarir/shared';

/**
 * Field messages from a shared zod schema, in the user's language — the same words the API uses
 * for its `errors` (packages/shared `issuesToFieldErrors`).
 */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return issuesToFieldErrors(result.error.issues, lang, input);
}

/** Form strings → API body: trims, and turns empty optional strings into `undefined` (left out) or `null` (cleared). */
export function compactBody<T extends Record<string, unknown>>(values: T, emptyAs: 'omit' | 'null' = 'omit'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') {
        if (emptyAs === 'null') body[key] = null;
        continue;
      }
      body[key] = key.toLowerCase().includes('password') ? value : trimmed;
    } else if (value !== undefined) {
      body[key] = value;
    }
  }
  return body;
}
