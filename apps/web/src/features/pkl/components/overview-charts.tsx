import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ReactNode } from 'react';
import { Box, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconClock, IconFlag, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { isMobileWidth } from '../../../lib/layout-constants';
import { formatNumber } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import type { TPklOverview } from '../api/pkl-api';
import { PLACEMENT_STATUS_PHRASES, programName } from './pkl-badges';

/** The placement states a school counts per class and program, in the order of a student's way through PKL. */
const STATES = ['not_placed', 'proposed', 'awaiting_company', 'confirmed', 'ongoing', 'finished'] as const;
type State = (typeof STATES)[number];
const COLORS: Record<State, string> = {
  not_placed: 'gray.6',
  proposed: 'yellow.6',
  awaiting_company: 'orange.6',
  confirmed: 'cyan.7',
  ongoing: 'jalur.6',
  finished: 'green.7',
};
const stateLabel = (s: State) => (s === 'not_placed' ? 'Belum ditempatkan' : PLACEMENT_STATUS_PHRASES[s]);

type Counts = Record<State, number> & { students: number };

/** A table that may be wider than a phone: it scrolls sideways and, being scrollable, can take the keyboard's focus. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box mt="sm" tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

/** The school's totals as figures. */
export function OverviewFigures({ totals }: { totals: Counts | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const f = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n, lang));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      <StatCard label={t('Siswa kelas PKL')} value={f(totals?.students)} icon={<IconUsers size={24} />} testId="pkl-total-students" />
      <StatCard
        label={t('Belum ditempatkan')}
        value={f(totals?.not_placed)}
        icon={<IconUserOff size={24} />}
        color="red"
        testId="pkl-total-not-placed"
      />
      <StatCard
        label={t('Menunggu jawaban')}
        value={f(totals ? totals.proposed + totals.awaiting_company : undefined)}
        icon={<IconClock size={24} />}
        color="orange"
      />
      <StatCard
        label={t('Berlangsung')}
        value={f(totals ? totals.ongoing + totals.confirmed : undefined)}
        icon={<IconCalendarCheck size={24} />}
        color="jalur"
      />
      <StatCard label={t('Tuntas')} value={f(totals?.finished)} icon={<IconFlag size={24} />} color="green" />
    </SimpleGrid>
  );
}

/**
 * Placement status per group (class or program) as a stacked bar chart, with the table behind it
 * shown under it: the chart is for the eye (and `inert` for screen readers), the table for reading
 * the figures and for assistive technology.
 */
export function StatusByGroupChart({
  id,
  title,
  groupLabel,
  rows,
}: {
  id: string;
  title: string;
  groupLabel: string;
  rows: (Counts & { group: string })[];
}) {
  const { t } = useTranslation();
  const phone = isMobileWidth(useLayoutWidth());
  const series = STATES.map((s) => ({ name: s, label: t(stateLabel(s)), color: COLORS[s] }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('Belum ada data.')}
        </Text>
      ) : (
        <>
          <div inert>
            {/* Bars lie down: class and program names are too long, and too many, to stand under columns. */}
            <BarChart
              h={rows.length * 34 + 90}
              data={rows}
              dataKey="group"
              type="stacked"
              orientation="vertical"
              series={series}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              gridAxis="x"
              yAxisProps={{ width: phone ? 96 : 150, interval: 0, tick: { fontSize: 12 } }}
            />
          </div>
          <ScrollBox label={title}>
            <Table striped withTableBorder fz="sm" miw={phone ? 560 : undefined}>
              <Table.Caption>{t('Angka di balik grafik: jumlah siswa per status.')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{groupLabel}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('Siswa')}
                  </Table.Th>
                  {STATES.map((s) => (
                    <Table.Th key={s} scope="col" ta="right">
                      {t(stateLabel(s))}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.group} data-testid="pkl-group-row" data-group={r.group}>
                    <Table.Th scope="row">{r.group}</Table.Th>
                    <Table.Td ta="right">{r.students}</Table.Td>
                    {STATES.map((s) => (
                      <Table.Td key={s} ta="right">
                        {r[s]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        </>
      )}
    </Card>
  );
}

/** Students per partner company against its quota. */
export function CompanyTable({ rows }: { rows: TPklOverview['by_company'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-by-company">
      <Title order={2} size="h4" id="pkl-by-company" mb="sm">
        {t('Per perusahaan')}
      </Title>
      <ScrollBox label={t('Per perusahaan')}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Perusahaan')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('Kuota')}
              </Table.Th>
              {(['awaiting_company', 'confirmed', 'ongoing', 'finished'] as const).map((s) => (
                <Table.Th key={s} scope="col" ta="right">
                  {t(PLACEMENT_STATUS_PHRASES[s])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.company_id}>
                <Table.Th scope="row">{r.company_name}</Table.Th>
                <Table.Td ta="right">{r.quota ?? '—'}</Table.Td>
                <Table.Td ta="right">{r.awaiting_company}</Table.Td>
                <Table.Td ta="right">{r.confirmed}</Table.Td>
                <Table.Td ta="right">{r.ongoing}</Table.Td>
                <Table.Td ta="right">{r.finished}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
    </Card>
  );
}

/** The overview's rows per class and per program, named for the chart (a program in the reader's language). */
export function overviewGroups(o: TPklOverview, t: (s: string) => string) {
  return {
    byClass: o.by_class.map((r) => ({ ...r, group: r.class_name })),
    byProgram: o.by_program.map((r) => {
      const name = programName(r.program);
      return { ...r, group: name ? t(name) : t('Semua jurusan') };
    }),
  };
}
