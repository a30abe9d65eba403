import { z } from 'zod';
import { msg } from './validation.js';

/**
 * Text PostgreSQL cannot store: a NUL character (it refuses it, so the query fails with a 500)
 * and a lone UTF-16 surrogate (JSON allows `"\ud800"`; the driver would silently store U+FFFD).
 * Works on code units (no `u` flag, no lookbehind) so every browser the web app targets runs it.
 */
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and searched as it is (see UNSTORABLE_TEXT). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/**
 * The one string primitive: every text a request carries (body, query, login, search) is built
 * on it, so NUL and lone surrogates are a 400 on their own field in every model. Chain as usual:
 * `zString().trim().max(120)`. `z.string()` stays only in response (DTO) schemas.
 */
export const zString = () => z.string().refine(isStorableText, msg('INVALID_CHARACTERS'));

/** Reusable field rules so the API and the forms apply the same ones. */
export const zName = zString().trim().min(1).max(120);
export const zEmail = zString()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(msg('INVALID_EMAIL')));
/** An e-mail as typed into the login and forgot-password forms: any text, looked up as is. */
export const zLoginEmail = zString().trim().toLowerCase().min(1).max(254);
export const zPassword = zString().min(8, msg('PASSWORD_MIN')).max(128);
export const zNisn = zString().regex(/^\d{10}$/, msg('NISN_FORMAT'));
export const zNpsn = zString().regex(/^\d{8}$/, msg('NPSN_FORMAT'));
/** Indonesian phone numbers: +62 or 0, then 7–13 digits; spaces and dashes allowed. */
export const zPhone = zString()
  .trim()
  .max(20)
  .regex(/^(\+62|62|0)[0-9\- ]{7,15}$/, msg('PHONE_FORMAT'));
export const zDate = z.iso.date(msg('INVALID_DATE'));
export const zText = (max: number) => zString().trim().max(max);
export const zOptional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
/** Region codes as idn-area-data writes them: 11, 11.01, 11.01.01, 11.01.01.2001. */
export const zRegionCode = zString().regex(/^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/, msg('INVALID_FORMAT'));
export const zUrl = zString()
  .trim()
  .max(300)
  .pipe(z.url({ protocol: /^https?$/ }));

/** A text in both languages: the web shows the one of the reader's language. */
export const ZBilingual = z.object({ id: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof ZBilingual>;

/**
 * A point in time in a response: the handler gives a `Date` (drizzle's timestamps), the client
 * receives ISO 8601 text. Web types of responses are the schemas' input side (`z.input`): the JSON.
 */
export const zTimestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
