import { Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SMALL_GROUP_MIN } from '@jalurkarir/shared';

/** Why a figure has no percentage: said wherever a group under SMALL_GROUP_MIN is shown. */
export function SmallGroupNote() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="small-group-note">
      <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      {t(
        'Kelompok dengan kurang dari {{min}} orang ditampilkan sebagai jumlah saja, tanpa persentase: persentase dari kelompok sekecil itu berubah besar karena satu orang dan dapat mengenali siapa orangnya.',
        { min: SMALL_GROUP_MIN },
      )}
    </Text>
  );
}
