import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, CloseButton, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { normalizeSearch, searchMenu } from '../menu/menu-search';
import type { MenuItem } from '../menu/menu-types';
import classes from './menu-search.module.css';

interface MenuSearchProps {
  items: MenuItem[];
  /** Under 1200 px the field folds into a button that opens it over the header. */
  compact: boolean;
}

/** Header menu search (spec §2): matches link titles as shown, keeps an empty-result state, clears on navigation. */
export function MenuSearch({ items, compact }: MenuSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { results, isEmpty } = useMemo(() => searchMenu(items, text, (phrase) => t(phrase)), [items, text, t]);
  const hasTerm = normalizeSearch(text) !== '';

  const clear = () => {
    setText('');
    combobox.closeDropdown();
  };

  // The search clears on navigation: when it starts, not when its page is shown. On a slow phone the
  // next page can appear after the reader has typed a new search, and that search stays.
  const leavingFor = navigation.location?.pathname;
  const clearedFor = useRef<string | null>(null);
  // Cleared and, under 1200 px, folded back into its button.
  const reset = () => {
    clear();
    setExpanded(false);
  };
  useEffect(() => {
    if (leavingFor === undefined) return;
    clearedFor.current = leavingFor;
    reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leavingFor]);
  useEffect(() => {
    // A navigation with nothing left to load has no loading state: it clears when its page is shown.
    if (clearedFor.current !== location.pathname) reset();
    clearedFor.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  useEffect(() => {
    combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  if (compact && !expanded) {
    return (
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={t('Cari menu')}
        onClick={() => setExpanded(true)}
        data-testid="menu-search-open"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    );
  }

  const field = (
    <Combobox
      store={combobox}
      onOptionSubmit={(path) => {
        navigate(path);
        clear();
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          ref={inputRef}
          className={classes.input}
          value={text}
          placeholder={t('Cari menu…')}
          aria-label={t('Cari menu')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={text ? <CloseButton size="sm" aria-label={t('Hapus pencarian')} onClick={clear} data-testid="menu-search-clear" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => hasTerm && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              clear();
              if (compact) setExpanded(false);
            }
          }}
          data-testid="menu-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!hasTerm} data-testid="menu-search-results">
        <Combobox.Options aria-label={t('Hasil pencarian menu')}>
          {results.map(({ item, trail }) => (
            <Combobox.Option value={item.path!} key={`${trail.join('/')}/${item.path}`}>
              <Text size="sm">{t(item.title!)}</Text>
              {trail.length > 0 && (
                <Text size="xs" c="dimmed">
                  {trail.join(' › ')}
                </Text>
              )}
            </Combobox.Option>
          ))}
          {isEmpty && <Combobox.Empty data-testid="menu-search-empty">{t('Tidak ada menu yang cocok')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );

  if (!compact) return <div className={classes.wide}>{field}</div>;
  return (
    <Group className={classes.overlay} gap={6} wrap="nowrap">
      <div className={classes.grow}>{field}</div>
      <CloseButton aria-label={t('Tutup pencarian')} onClick={reset} />
    </Group>
  );
}
