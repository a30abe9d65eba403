import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { useLang } from '../../../lib/use-lang';
import type { Figures } from '../api/outcomes-api';
import { programLabel } from './labels';
import { anySmallGroup, sharePercent, shareText } from './share';
import { SmallGroupNote } from './small-group-note';

/**
 * Programs side by side (the latest graduation year in the filters): BMW against both
 * denominators. Programs too small for a percentage are listed in the table but left out of the chart.
 */
export function ProgramComparison({ programs }: { programs: Figures['programs'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = t('% dari seluruh lulusan');
  const charted = programs.filter((p) => sharePercent(p.bmw_of_graduates) !== null);
  return (
    <Stack gap="sm">
      {charted.length > 0 && (
        <div inert className="outcomes-chart" data-testid="programs-chart">
          <BarChart
            h={Math.max(140, charted.length * 40)}
            data={charted.map((p) => ({ program: programLabel(p.program, lang), [key]: sharePercent(p.bmw_of_graduates) }))}
            dataKey="program"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            xAxisProps={{ domain: [0, 100] }}
            unit="%"
            series={[{ name: key, color: 'jalur.6' }]}
          />
        </div>
      )}
      <Table striped fz="sm" data-testid="programs-table">
        <caption className="visually-hidden-caption">{t('Perbandingan kompetensi keahlian')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Kompetensi Keahlian')}</Table.Th>
            <Table.Th scope="col">{t('BMW dari seluruh lulusan')}</Table.Th>
            <Table.Th scope="col">{t('BMW dari responden')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {programs.map((p) => (
            <Table.Tr key={p.program}>
              <Table.Th scope="row" fw={400}>
                {programLabel(p.program, lang)}
                <Text size="xs" c="dimmed">
                  {t('Lulusan {{year}}', { year: p.graduation_year })}
                </Text>
              </Table.Th>
              <Table.Td>{shareText(p.bmw_of_graduates, lang)}</Table.Td>
              <Table.Td>{shareText(p.bmw_of_respondents, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {anySmallGroup(programs.flatMap((p) => [p.bmw_of_graduates, p.bmw_of_respondents])) && <SmallGroupNote />}
    </Stack>
  );
}

/** Programs whose working graduates say their work does not fit what they studied, with the work they went to. */
export function MisalignedPrograms({ rows }: { rows: Figures['misaligned'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="md" data-testid="misaligned-list">
      {rows.map((row) => (
        <Stack key={row.program} gap={4} data-testid="misaligned-program">
          <Group gap="xs">
            <Text fw={600}>{programLabel(row.program, lang)}</Text>
            <StatusBadge tone="warning">{t('Tidak sesuai: {{share}}', { share: shareText(row.share, lang) })}</StatusBadge>
          </Group>
          {row.occupations.length > 0 && (
            <>
              <Text size="sm" c="dimmed">
                {t('Pekerjaan yang dijalani:')}
              </Text>
              <List size="sm" spacing={2}>
                {row.occupations.map((o) => (
                  <List.Item key={o.position}>{t('{{position}} ({{count}} orang)', { position: o.position, count: o.count })}</List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      ))}
      {anySmallGroup(rows.map((r) => r.share)) && <SmallGroupNote />}
    </Stack>
  );
}
