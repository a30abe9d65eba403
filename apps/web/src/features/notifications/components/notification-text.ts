import { useTranslation } from 'react-i18next';
import { NOTIFICATION_MESSAGES, paramText, type NotificationKind, type NotificationParams } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';

/**
 * A notification's sentence in the UI language: the kind's Indonesian phrase through the catalogue,
 * its two-language parameters (a stage, a status) in the same language.
 */
export function useNotificationText(): (kind: NotificationKind, params: NotificationParams) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (kind, params) => {
    const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramText(value, lang)]));
    return t(NOTIFICATION_MESSAGES[kind].id, values);
  };
}

/** "5 menit yang lalu" / "5 minutes ago", from the server's timestamp. */
export function relativeTime(iso: string, lang: 'id' | 'en', now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
