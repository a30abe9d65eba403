import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import type { TracerGroupCounts } from '../api/outcomes-api';
import { programLabel } from './labels';

/** Response tracking per class group or per program: answered, not yet, unreachable, of all graduates. */
export function ResponseGroups({ rows, by, testId }: { rows: TracerGroupCounts[]; by: 'class' | 'program'; testId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table striped fz="sm" data-testid={testId}>
      <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
        {by === 'class' ? t('Per rombel') : t('Per kompetensi keahlian')}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{by === 'class' ? t('Rombel') : t('Kompetensi Keahlian')}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t('Sudah')}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t('Belum')}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t('Tak terjangkau')}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t('Alumni')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {by === 'class' ? row.key || '—' : programLabel(row.key, lang)}
            </Table.Th>
            <Table.Td ta="end">{row.responded}</Table.Td>
            <Table.Td ta="end">{row.pending}</Table.Td>
            <Table.Td ta="end">{row.unreachable}</Table.Td>
            <Table.Td ta="end">{row.graduates}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
