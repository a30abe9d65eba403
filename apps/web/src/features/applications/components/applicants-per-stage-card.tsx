import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Card, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STAGE_LABELS, PIPELINE_STAGES, type ApplicationStage } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { APPLICATIONS_KEY, fetchStageCounts } from '../api/applications-api';

const STAGES: ApplicationStage[] = [...PIPELINE_STAGES, 'rejected'];
const COLORS: Record<ApplicationStage, string> = {
  applied: 'gray.6',
  shortlisted: 'blue.4',
  interview: 'blue.7',
  offered: 'orange.6',
  hired: 'green.7',
  rejected: 'red.6',
  withdrawn: 'gray.4',
};

/**
 * Applicants per stage of each of the company's openings (the company home): a stacked
 * bar per opening, and the same figures as a table (read by screen readers, and on phones).
 * `companyId` is for the Admin's view of one company; a company admin sees their own.
 */
export function ApplicantsPerStageCard({ companyId }: { companyId?: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...APPLICATIONS_KEY, 'stage-counts', companyId ?? 'own'], queryFn: () => fetchStageCounts(companyId) });
  const openings = query.data?.openings ?? [];
  const data = openings.map((o) => ({ opening: o.title, ...Object.fromEntries(STAGES.map((s) => [t(APPLICATION_STAGE_LABELS[s]), o.counts[s]])) }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="applicants-per-stage" data-testid="applicants-per-stage">
      <Title order={2} size="h4" id="applicants-per-stage" mb="md">
        {t('Pelamar per tahap')}
      </Title>
      {query.isLoading && <Skeleton h={200} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.data && openings.length === 0 && <Text c="dimmed">{t('Belum ada lowongan yang dibuka.')}</Text>}
      {openings.length > 0 && (
        <>
          <div inert>
            <BarChart
              h={Math.max(160, openings.length * 48)}
              data={data}
              dataKey="opening"
              type="stacked"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              series={STAGES.map((s) => ({ name: t(APPLICATION_STAGE_LABELS[s]), color: COLORS[s] }))}
              withLegend
            />
          </div>
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Lowongan')}</Table.Th>
                  {STAGES.map((s) => (
                    <Table.Th key={s}>{t(APPLICATION_STAGE_LABELS[s])}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {openings.map((o) => (
                  <Table.Tr key={o.opportunity_id}>
                    <Table.Th scope="row">{o.title}</Table.Th>
                    {STAGES.map((s) => (
                      <Table.Td key={s}>{o.counts[s]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
          <Anchor component={Link} to="/applicants" size="sm" mt="sm" display="inline-block">
            {t('Kelola pelamar')}
          </Anchor>
        </>
      )}
    </Card>
  );
}
