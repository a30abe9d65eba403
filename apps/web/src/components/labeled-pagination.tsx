import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with a name on every control (axe `button-name`): the arrows say which page
 * they lead to, the numbers "Halaman N". Every paged list uses this one.
 */
export function LabeledPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getControlProps={(control) => ({
        'aria-label':
          control === 'next'
            ? t('Halaman berikutnya')
            : control === 'previous'
              ? t('Halaman sebelumnya')
              : control === 'first'
                ? t('Halaman pertama')
                : t('Halaman terakhir'),
      })}
      getItemProps={(page) => ({ 'aria-label': `${t('Halaman')} ${page}` })}
      {...props}
    />
  );
}
