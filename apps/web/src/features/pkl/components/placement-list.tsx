import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isMobileWidth } from '../../../lib/layout-constants';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../lib/text';
import type { TPklPlacement } from '../api/pkl-api';
import { JournalStatusBadge, PlacementStatusBadge, programName } from './pkl-badges';
import { periodText } from './placement-summary';
import { StatusBadge } from '../../../components/status-badge';

/** The columns a PKL list may show after the student's name; each dashboard picks its own. */
export type PlacementColumn = 'company' | 'class' | 'period' | 'status' | 'today' | 'missing' | 'attendance' | 'pending' | 'visit';

/** Today's journal of an ongoing placement: its state, or "not written yet". */
function TodayCell({ p }: { p: TPklPlacement }) {
  const { t } = useTranslation();
  if (p.status !== 'ongoing') return <>—</>;
  return p.today_status ? <JournalStatusBadge status={p.today_status} /> : <StatusBadge tone="neutral">{t('Belum mengisi')}</StatusBadge>;
}

function useCells() {
  const { t } = useTranslation();
  const lang = useLang();
  const program = (p: TPklPlacement) => {
    const name = programName(p.program);
    return name ? t(name) : null;
  };
  const cells: Record<PlacementColumn, { label: string; value: (p: TPklPlacement) => ReactNode }> = {
    company: { label: t('Perusahaan'), value: (p) => p.company_name },
    class: { label: t('Nama kelas'), value: (p) => [p.class_name, program(p)].filter(Boolean).join(' · ') || '—' },
    period: { label: t('Periode'), value: (p) => `${p.period_name} (${periodText(p, lang)})` },
    status: { label: t('Status'), value: (p) => <PlacementStatusBadge status={p.status} /> },
    today: { label: t('Jurnal hari ini'), value: (p) => <TodayCell p={p} /> },
    missing: {
      label: t('Hari tanpa jurnal'),
      value: (p) => (
        <Text
          span
          size="sm"
          fw={p.attendance.missing > 0 ? 700 : undefined}
          c={p.attendance.missing > 0 ? 'red.9' : undefined}
          data-testid="pkl-row-missing"
        >
          {p.attendance.missing}
        </Text>
      ),
    },
    attendance: {
      label: t('Hadir'),
      value: (p) => t('{{present}} dari {{days}} hari', { present: p.attendance.hadir, days: p.attendance.working_days }),
    },
    pending: { label: t('Menunggu validasi'), value: (p) => p.pending_days },
    visit: {
      label: t('Kunjungan'),
      value: (p) =>
        p.visit_due ? (
          <StatusBadge tone="warning">{t('Perlu dikunjungi')}</StatusBadge>
        ) : p.last_visit ? (
          t('Terakhir {{date}}', { date: formatDate(p.last_visit, lang) })
        ) : (
          '—'
        ),
    },
  };
  return cells;
}

/**
 * Placements as linked cards on phones and a table on wider screens, the student's name first and
 * then the columns the dashboard asks for. Each row opens the placement.
 */
export function PlacementList({
  rows,
  columns,
  testId = 'pkl-placements',
}: {
  rows: readonly TPklPlacement[];
  columns: readonly PlacementColumn[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const phone = isMobileWidth(useLayoutWidth());
  const cells = useCells();
  if (phone)
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
        {rows.map((p) => (
          <Card key={p.id} component="li" withBorder radius="sm" padding="sm" data-testid="pkl-row" data-student={p.student_name}>
            <Anchor component={Link} to={`/pkl/placements/${p.id}`} fw={600} size="sm">
              {p.student_name}
            </Anchor>
            <Stack gap={4} mt={4}>
              {columns.map((c) => (
                <Group key={c} gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {cells[c].label}
                  </Text>
                  <Text span size="sm" ta="right">
                    {cells[c].value(p)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table striped highlightOnHover data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Siswa')}</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c}>{cells[c].label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.id} data-testid="pkl-row" data-student={p.student_name}>
            <Table.Td>
              <Anchor component={Link} to={`/pkl/placements/${p.id}`} fw={500} size="sm">
                {p.student_name}
              </Anchor>
            </Table.Td>
            {columns.map((c) => (
              <Table.Td key={c}>{cells[c].value(p)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
