import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import type { BmwYear } from '../api/outcomes-api';
import { sharePercent, shareText } from './share';

/**
 * The trend over graduation years: BMW against both denominators, placement through the BKK and
 * the median time to the first job. The line chart shows only percentages the API gives (a small
 * year leaves a gap); the table carries every figure.
 */
export function TrendCard({ years }: { years: BmwYear[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ordered = [...years].sort((a, b) => a.graduation_year - b.graduation_year);
  const graduatesKey = t('% dari seluruh lulusan');
  const respondentsKey = t('% dari responden');
  const data = ordered.map((y) => ({
    year: String(y.graduation_year),
    [graduatesKey]: sharePercent(y.bmw_of_graduates),
    [respondentsKey]: sharePercent(y.bmw_of_respondents),
  }));
  return (
    <>
      {ordered.length > 1 && (
        <div inert className="outcomes-chart" data-testid="trend-chart">
          <LineChart
            h={220}
            data={data}
            dataKey="year"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            yAxisProps={{ domain: [0, 100] }}
            unit="%"
            connectNulls={false}
            series={[
              { name: graduatesKey, color: 'jalur.7' },
              { name: respondentsKey, color: 'blue.6', strokeDasharray: '5 5' },
            ]}
          />
        </div>
      )}
      {/* Five columns may not fit a phone: the table scrolls sideways in a region the keyboard can reach. */}
      <div role="region" aria-label={t('Tren capaian per tahun lulus')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped fz="xs" miw={480} data-testid="trend-table">
          <caption className="visually-hidden-caption">{t('Tren capaian per tahun lulus')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Tahun lulus')}</Table.Th>
              <Table.Th scope="col">{t('BMW dari seluruh lulusan')}</Table.Th>
              <Table.Th scope="col">{t('BMW dari responden')}</Table.Th>
              <Table.Th scope="col">{t('Penempatan lewat BKK')}</Table.Th>
              <Table.Th scope="col">{t('Masa tunggu kerja (median)')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...ordered].reverse().map((y) => (
              <Table.Tr key={y.graduation_year}>
                <Table.Th scope="row">{y.graduation_year}</Table.Th>
                <Table.Td>{shareText(y.bmw_of_graduates, lang)}</Table.Td>
                <Table.Td>{shareText(y.bmw_of_respondents, lang)}</Table.Td>
                <Table.Td>{shareText(y.placed_by_bkk, lang)}</Table.Td>
                <Table.Td>
                  {y.median_months_to_first_job === null
                    ? '—'
                    : t('{{months}} bulan ({{answers}} jawaban)', {
                        months: formatNumber(y.median_months_to_first_job, lang),
                        answers: y.months_answers,
                      })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
