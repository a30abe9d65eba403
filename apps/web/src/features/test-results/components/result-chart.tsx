import '@mantine/charts/styles.css';
import { BarChart, RadarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@jalurkarir/shared';
import { formatScore, type ResultChart as Chart } from '../result-data';

/**
 * The chart of a result and, under it, the same figures as a table: the table is the text
 * alternative (screen readers, print, a phone held far away); the SVG is kept out of the
 * accessibility tree and the keyboard path (`inert`).
 */
export function ResultChart({ chart, lang, caption }: { chart: Chart; lang: Lang; caption: string }) {
  const { t } = useTranslation();
  // Round a radar on a phone, full names do not fit: the axes show the letters (R, I, … / N, E, …),
  // which the table under the chart spells out.
  const narrow = useMediaQuery('(max-width: 36em)') ?? true;
  if (chart.kind === 'none') return null;
  const data = chart.rows.map((r) => ({ label: chart.kind === 'radar' && narrow ? r.key : r.label, [t('Skor')]: r.value }));
  const series = [{ name: t('Skor'), color: 'blue.6' }];
  return (
    <>
      <div inert className="test-result-chart" data-testid={`result-chart-${chart.kind}`}>
        {chart.kind === 'radar' ? (
          <RadarChart
            h={300}
            data={data}
            dataKey="label"
            series={series.map((s) => ({ ...s, opacity: 0.35 }))}
            withPolarRadiusAxis
            polarRadiusAxisProps={{ domain: [0, 100], tickCount: 5, angle: 60, tick: { fontSize: 10 } }}
            polarAngleAxisProps={{ tick: { fontSize: narrow ? 14 : 12 } }}
            radarChartProps={{ outerRadius: narrow ? '75%' : '70%' }}
          />
        ) : (
          <BarChart
            h={Math.max(160, chart.rows.length * 44)}
            data={data}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 120 }}
            xAxisProps={{ domain: [0, 100] }}
            series={series}
          />
        )}
      </div>
      <Table mt="sm" striped data-testid="result-table">
        <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Aspek')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('Skor (0–100)')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row" fw={400}>
                {r.label}
              </Table.Th>
              <Table.Td ta="end">{formatScore(r.value, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
