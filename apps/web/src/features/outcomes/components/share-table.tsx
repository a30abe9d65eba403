import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TShare } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';
import { anySmallGroup, shareText } from './share';
import { SmallGroupNote } from './small-group-note';

/** Rows of a label and its share ("12 of 40 (30.0%)"), with the small-group sentence when one is held back. */
export function ShareTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string;
  rows: { key: string; label: string; share: TShare }[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Table striped data-testid={testId}>
        <caption className="visually-hidden-caption">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{head}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('Jumlah dan persentase')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="end">{shareText(row.share, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {anySmallGroup(rows.map((r) => r.share)) && <SmallGroupNote />}
    </>
  );
}
