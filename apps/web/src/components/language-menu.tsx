import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@jalurkarir/shared';
import { changeLang, currentLang } from '../lib/i18n';

/** Each language is named in itself (a reader of the other language must still find theirs). */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', id: 'Bahasa Indonesia' };

/** The language dropdown (spec §2): EN or ID, kept under `lang`. */
export function LanguageMenu({ variant = 'subtle', color }: { variant?: 'subtle' | 'white' | 'default'; color?: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant={variant}
          color={color}
          size="compact-md"
          px={6}
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t('Bahasa')}: ${LANGUAGE_NAMES[lang]}`}
          data-testid="language-menu"
        >
          {lang.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Bahasa')}</Menu.Label>
        {(['en', 'id'] as const).map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void changeLang(code)}
            rightSection={i18n.language === code ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={i18n.language === code ? 'true' : undefined}
            data-testid={`language-${code}`}
          >
            {code.toUpperCase()} · {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
