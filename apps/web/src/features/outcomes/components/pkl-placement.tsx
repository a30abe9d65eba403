import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../lib/i18n';
import { useLang } from '../../../lib/use-lang';
import type { Figures } from '../api/outcomes-api';
import { programLabel } from './labels';
import { anySmallGroup, shareText } from './share';
import { SmallGroupNote } from './small-group-note';

type PklFigure = Figures['pkl'];
type PklGroup = PklFigure['total'];
const STATES = ['not_placed', 'placed', 'ongoing', 'finished'] as const;
const STATE_LABELS: Record<(typeof STATES)[number], string> = {
  not_placed: tk('Belum ditempatkan'),
  placed: tk('Ditempatkan, belum mulai'),
  ongoing: tk('Sedang PKL'),
  finished: tk('Selesai PKL'),
};
const STATE_COLORS: Record<(typeof STATES)[number], string> = {
  not_placed: 'orange.6',
  placed: 'teal.6',
  ongoing: 'jalur.6',
  finished: 'grape.5',
};

/**
 * This school year's PKL placement: a stacked bar per program of its students in the PKL class
 * groups (the chart is for the eye, `inert`), and the table behind it with every state as
 * "count of students (percent)" — no percentage for a group under five, and the note says why.
 */
export function PklPlacement({ pkl }: { pkl: PklFigure }) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = (s: (typeof STATES)[number]) => t(STATE_LABELS[s]);
  const rows: { key: string; name: string; group: PklGroup }[] = [
    ...pkl.programs.map((p) => ({ key: p.program, name: programLabel(p.program, lang), group: p })),
    { key: '_total', name: t('Seluruh siswa PKL'), group: pkl.total },
  ];
  const data = pkl.programs.map((p) => ({ program: programLabel(p.program, lang), ...Object.fromEntries(STATES.map((s) => [s, p[s].count])) }));
  return (
    <Stack gap="sm">
      <div inert className="outcomes-chart" data-testid="pkl-chart">
        <BarChart
          h={Math.max(140, data.length * 48 + 60)}
          data={data}
          dataKey="program"
          type="stacked"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={STATES.map((s) => ({ name: s, label: label(s), color: STATE_COLORS[s] }))}
        />
      </div>
      {/* Wider than a phone: the region scrolls sideways and takes the keyboard focus to do so. */}
      <div role="region" aria-labelledby="pkl-table-caption" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped fz="sm" miw={560} data-testid="pkl-table">
          <caption id="pkl-table-caption" style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
            {t('PKL tahun ajaran {{year}} (periode: {{periods}}): {{count}} siswa di rombel PKL', {
              year: pkl.school_year,
              count: pkl.total.students,
              periods: pkl.periods,
            })}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Kompetensi Keahlian')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('Jumlah siswa')}
              </Table.Th>
              {STATES.map((s) => (
                <Table.Th key={s} scope="col" ta="end">
                  {label(s)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ key, name, group }) => (
              <Table.Tr key={key} fw={key === '_total' ? 700 : undefined}>
                <Table.Th scope="row" fw={key === '_total' ? 700 : 400}>
                  {name}
                </Table.Th>
                <Table.Td ta="end">{group.students}</Table.Td>
                {STATES.map((s) => (
                  <Table.Td key={s} ta="end" data-testid={key === '_total' ? `pkl-total-${s}` : undefined}>
                    {shareText(group[s], lang)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Text size="xs" c="dimmed">
        {t('Belum ditempatkan: belum ada penempatan yang dikonfirmasi perusahaan (termasuk usulan dan yang menunggu jawaban perusahaan).')}
      </Text>
      {anySmallGroup(rows.flatMap((r) => STATES.map((s) => r.group[s]))) && <SmallGroupNote />}
    </Stack>
  );
}
