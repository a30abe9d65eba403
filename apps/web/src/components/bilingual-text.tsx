import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textIn } from '../lib/bilingual';
import { useLang } from '../lib/use-lang';

/**
 * The small note beside a text shown in Indonesian to an English reader because its author wrote no
 * English (`textIn` in lib/bilingual.ts says when).
 */
export function UntranslatedNote({ shown = true }: { shown?: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Text span size="xs" c="dimmed" fw={400} data-testid="untranslated-note">
      {' '}
      ({t('Belum tersedia dalam bahasa Inggris')})
    </Text>
  );
}

/**
 * A text written in Indonesian and optionally in English, in the reader's language: the Indonesian
 * (marked as such for screen readers) with the note where the English is missing, unless `note` is
 * false because the note stands elsewhere (once for a question and its options).
 */
export function BilingualText({ id, en, note = true }: { id: string; en: string | null | undefined; note?: boolean }) {
  const shown = textIn(useLang(), id, en);
  return (
    <>
      <span lang={shown.untranslated ? 'id' : undefined}>{shown.text}</span>
      {note && <UntranslatedNote shown={shown.untranslated} />}
    </>
  );
}
