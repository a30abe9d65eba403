/**
 * Finds contact details in a message: an Indonesian phone or WhatsApp number, a WhatsApp link, an
 * e-mail address. A company may hand its contact only to a student who applied or accepted its
 * invitation (docs/messages.md); before that, a message carrying one is refused, so an invitation
 * cannot be a way to pull a minor off the platform. Pure and small: the web form warns with it, the
 * API enforces it.
 *
 * What counts as a phone number: a mobile number written as 08…, +62 8…, 62 8… or (0)8…, 9 to 12
 * digits after the leading 0 / 62, in groups separated by spaces, dashes, dots or brackets; a
 * landline with its area code in brackets or followed by a dash ("(021) 555 1234", "021-5551234").
 * What does not: dates ("08-12-2026"), money ("Rp 4.500.000", "Rp 6.280.000"), a NISN (10 digits
 * from 00…), times and counts — none of them starts a long enough digit run with 08 or 62 8.
 * Spelled-out digits ("nol delapan satu dua…") are not caught; the report button is there for those.
 */
export type ContactKind = 'phone' | 'email' | 'whatsapp';

/** A separator inside a written number: spaces, dashes, dots, brackets. */
const SEP = String.raw`[\s\-.()]*`;
/** A mobile number: 08 / +62 8 / 62 8 / (0)8 then 7–11 more digits, not glued to money or other digits. */
const MOBILE = new RegExp(String.raw`(?<![\d.,])(?<!Rp\s?)(?:\+\s*62|\b62|\(0\)|0)${SEP}8(?:${SEP}\d){7,11}(?![\d])`, 'gi');
/** A landline: an area code 02x–09x (2–4 digits) in brackets or followed by a dash, then 5–8 digits. */
const LANDLINE = /(?<![\d.,])(?:\(0[2-9]\d{1,2}\)\s?|0[2-9]\d{1,2}-)\d{3,4}[\s-]?\d{2,4}(?!\d)/g;
const EMAIL = /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\.[a-z0-9-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*[a-z]{2,}/gi;
const WHATSAPP_LINK = /\b(?:wa\.me|wa\.link|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/send)\b/gi;

function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The kinds of contact detail `text` contains, in a fixed order (none: an empty list). */
export function findContactDetails(text: string): ContactKind[] {
  const found: ContactKind[] = [];
  if (matches(MOBILE, text) || matches(LANDLINE, text)) found.push('phone');
  if (matches(EMAIL, text)) found.push('email');
  if (matches(WHATSAPP_LINK, text)) found.push('whatsapp');
  return found;
}

export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}
