import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PARTNERSHIP_STATUSES, PARTNERSHIP_STATUS_LABELS, type PartnershipStatus } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { fetchPartnerships, PARTNERSHIPS_KEY } from '../api/partnerships-api';
import { PartnershipStatusBadge } from './partnership-status';

/**
 * The company's partnerships at a glance (the company home and the Admin's company page): how many
 * in each state, the partner schools in force with their end dates, and the requests waiting.
 * `companyId` narrows the Admin's view to one company; a company admin sees their own.
 */
export function PartnershipsSummaryCard({ companyId }: { companyId?: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: [...PARTNERSHIPS_KEY, 'summary', companyId ?? 'own'],
    queryFn: () => fetchPartnerships({ company_id: companyId, per_page: 100, sort: 'end' }),
  });
  const rows = query.data?.data ?? [];
  const counts = Object.fromEntries(PARTNERSHIP_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length])) as Record<
    PartnershipStatus,
    number
  >;
  const active = rows.filter((r) => r.status === 'active');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="partnerships-summary" data-testid="partnerships-summary">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4" id="partnerships-summary">
          {t('Mitra Sekolah')}
        </Title>
        {!companyId && (
          <Anchor component={Link} to="/school-partnership" size="sm">
            {t('Lihat semua kemitraan')}
          </Anchor>
        )}
      </Group>
      {query.isLoading && <Skeleton h={120} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.data && rows.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="partnerships-summary-empty">
          {t('Belum ada kemitraan.')}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {PARTNERSHIP_STATUSES.filter((s) => counts[s] > 0).map((s) => (
              <li key={s} data-testid={`partnerships-count-${s}`}>
                <Text size="sm">
                  <Text span fw={700}>
                    {counts[s]}
                  </Text>{' '}
                  {t(PARTNERSHIP_STATUS_LABELS[s])}
                </Text>
              </li>
            ))}
          </Group>
          <Stack gap={6}>
            {active.map((p) => (
              <Group key={p.id} justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/school-partnership/${p.id}`} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {p.school_name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {p.end_date ? t('sampai {{date}}', { date: formatDate(p.end_date, i18n.language) }) : ''}
                </Text>
              </Group>
            ))}
            {rows
              .filter((r) => r.status === 'requested')
              .map((p) => (
                <Group key={p.id} justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/school-partnership/${p.id}`} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {p.school_name}
                  </Anchor>
                  <PartnershipStatusBadge status={p.status} />
                </Group>
              ))}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
