import type { Lang } from '@jalurkarir/shared';

/** A text as the reader gets it, and whether it stands in for an English text nobody wrote. */
export interface ShownText {
  text: string;
  /** True when the reader reads English and the text is the Indonesian one: the screen says so. */
  untranslated: boolean;
}

/**
 * A text written in Indonesian and, optionally, in English (a test's title, questions and options:
 * Indonesian is required, English is not) in the reader's language — the Indonesian where the
 * English is missing.
 */
export function textIn(lang: Lang, id: string, en: string | null | undefined): ShownText {
  if (lang === 'id') return { text: id, untranslated: false };
  const english = en?.trim();
  return english ? { text: english, untranslated: false } : { text: id, untranslated: id.trim() !== '' };
}

/** Whether any of some texts (a question and its options) is shown in Indonesian for want of English: one note for them all. */
export function anyUntranslated(lang: Lang, texts: readonly { text_id: string; text_en: string | null | undefined }[]): boolean {
  return texts.some((x) => textIn(lang, x.text_id, x.text_en).untranslated);
}
