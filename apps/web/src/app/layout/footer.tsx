import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FOOTER_YEAR } from '../../lib/layout-constants';

export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={className}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('Hak Cipta {{year}} © JalurKarir. Semua hak dilindungi.', { year: FOOTER_YEAR })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('Menghubungkan SMK, siswa, dan industri')}
        </Text>
      </Group>
    </footer>
  );
}
