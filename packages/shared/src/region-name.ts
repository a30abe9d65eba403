/** Words kept as capitals in region names: acronyms of the official names. */
const ACRONYMS = new Set(['DKI', 'DI', 'NTB', 'NTT']);
const ROMAN = /^(?=[IVXL]+$)L?X{0,3}(IX|IV|V?I{0,3})$/;

function titleWord(word: string): string {
  if (ACRONYMS.has(word) || ROMAN.test(word)) return word;
  // "TOLI-TOLI" → "Toli-Toli", "ADM." → "Adm."; after an apostrophe the word goes on ("MA'RANG" → "Ma'rang").
  return word.toLowerCase().replace(/(^|[-(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * One proper case for official region names. The source data writes provinces and regencies in
 * capitals ("KOTA ADMINISTRASI JAKARTA PUSAT") and districts and villages in title case with
 * their own acronyms ("STM Hilir"): a name without any lower-case letter is title-cased (acronyms
 * such as DKI and DI and Roman numerals kept); a name already in mixed case is left as written.
 */
export function titleCaseRegion(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) || part === '' ? part : titleWord(part)))
    .join('');
}
