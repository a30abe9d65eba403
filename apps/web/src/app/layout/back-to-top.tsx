import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showsBackToTop } from '../../lib/layout-constants';

/** Appears after scrolling more than 400 px (spec §2). */
export function BackToTop({ scrollY }: { scrollY: number }) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={180}>
      <Transition transition="slide-up" mounted={showsBackToTop(scrollY)}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('Kembali ke atas')}
            data-testid="back-to-top"
            data-no-print
            onClick={() => window.scrollTo({ top: 0 })}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
