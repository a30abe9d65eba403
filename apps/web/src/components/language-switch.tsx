import { useId, useRef, useState } from 'react';
import classes from './language-switch.module.css';
import { Button, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@jalurkarir/shared';
import { changeLang, currentLang } from '../lib/i18n';

/** Each language is named in itself (a reader of the other language must still find theirs). */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', id: 'Bahasa Indonesia' };

/**
 * The language switch of the sign-in and error screens (spec §2): the same button and choices as
 * the header's `LanguageMenu`, as a plain disclosure. Mantine's Menu positions its dropdown with
 * floating-ui, about 25 KB that a visitor on the login screen would download for two choices.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const listId = useId();
  const lang = currentLang();

  const close = (focusButton: boolean) => {
    setOpened(false);
    if (focusButton) button.current?.focus();
  };

  return (
    <div
      ref={root}
      className={classes.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) close(true);
      }}
    >
      <Button
        ref={button}
        variant="default"
        size="compact-md"
        px={6}
        leftSection={<IconLanguage size={18} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        aria-label={`${t('Bahasa')}: ${LANGUAGE_NAMES[lang]}`}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((value) => !value)}
        data-testid="language-menu"
      >
        {lang.toUpperCase()}
      </Button>
      {opened && (
        <div id={listId} className={classes.dropdown} role="group" aria-label={t('Bahasa')}>
          <div className={classes.label} aria-hidden>
            {t('Bahasa')}
          </div>
          {(['en', 'id'] as const).map((code) => (
            <UnstyledButton
              key={code}
              lang={code}
              className={classes.item}
              onClick={() => {
                close(true);
                void changeLang(code);
              }}
              aria-current={i18n.language === code ? 'true' : undefined}
              data-testid={`language-${code}`}
            >
              <span>
                {code.toUpperCase()} · {LANGUAGE_NAMES[code]}
              </span>
              {i18n.language === code && <IconCheck size={16} aria-hidden />}
            </UnstyledButton>
          ))}
        </div>
      )}
    </div>
  );
}
