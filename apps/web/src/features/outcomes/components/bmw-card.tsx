import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALUMNI_ACTIVITIES, type TShare } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';
import type { BmwYear } from '../api/outcomes-api';
import { ACTIVITY_COLORS, activityLabel } from './labels';
import { anySmallGroup, shareText } from './share';
import { SmallGroupNote } from './small-group-note';

/**
 * BMW of one graduation year as a table: each activity against both denominators, side by side —
 * "% of all graduates" and "% of respondents" — so neither is ever read without the other.
 */
function BmwYearTable({ year }: { year: BmwYear }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cell = (share: TShare) => shareText(share, lang);
  return (
    <Table striped withTableBorder data-testid={`bmw-table-${year.graduation_year}`}>
      <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
        {t('Lulusan {{year}}: {{graduates}} lulusan, {{respondents}} responden ({{rate}})', {
          year: year.graduation_year,
          graduates: year.graduates,
          respondents: year.respondents,
          rate: shareText(year.response_rate, lang),
        })}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('Kegiatan')}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t('% dari seluruh lulusan')}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t('% dari responden')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {year.categories.map((c) => (
          <Table.Tr key={c.activity}>
            <Table.Th scope="row" fw={400}>
              {activityLabel(c.activity, lang)}
            </Table.Th>
            <Table.Td ta="end">{cell(c.of_graduates)}</Table.Td>
            <Table.Td ta="end">{cell(c.of_respondents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Th scope="row">{t('BMW (bekerja, melanjutkan, wirausaha)')}</Table.Th>
          <Table.Td ta="end" data-testid={`bmw-total-graduates-${year.graduation_year}`}>
            {cell(year.bmw_of_graduates)}
          </Table.Td>
          <Table.Td ta="end" data-testid={`bmw-total-respondents-${year.graduation_year}`}>
            {cell(year.bmw_of_respondents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * BMW of each graduation year: a stacked bar per year of every graduate — what each respondent
 * does, and those who have not answered — so the bar's height is all graduates and the coloured
 * part the respondents. The chart is for the eye (`inert`, hidden from screen readers); the tables
 * under it carry every figure.
 */
export function BmwChart({ years }: { years: BmwYear[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ordered = [...years].sort((a, b) => a.graduation_year - b.graduation_year);
  const data = ordered.map((y) => ({
    year: String(y.graduation_year),
    ...Object.fromEntries(y.categories.map((c) => [c.activity, c.of_graduates.count])),
    no_answer: y.graduates - y.respondents,
  }));
  const series = [
    ...ALUMNI_ACTIVITIES.map((a) => ({ name: a, label: activityLabel(a, lang), color: ACTIVITY_COLORS[a] })),
    { name: 'no_answer', label: t('Belum menjawab'), color: 'gray.3' },
  ];
  const shares = ordered.flatMap((y) => [
    y.bmw_of_graduates,
    y.bmw_of_respondents,
    ...y.categories.flatMap((c) => [c.of_graduates, c.of_respondents]),
  ]);
  return (
    <Stack gap="md">
      <div inert className="outcomes-chart" data-testid="bmw-chart">
        <BarChart
          h={260}
          data={data}
          dataKey="year"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={series}
          gridAxis="y"
        />
      </div>
      <Text size="sm" c="dimmed">
        {t('Tinggi batang = seluruh lulusan tahun itu; bagian abu-abu = lulusan yang belum menjawab tracer.')}
      </Text>
      {[...ordered].reverse().map((y) => (
        <BmwYearTable key={y.graduation_year} year={y} />
      ))}
      {anySmallGroup(shares) && <SmallGroupNote />}
    </Stack>
  );
}
