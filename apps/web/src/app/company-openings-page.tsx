import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTarget, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STAGE_LABELS, OPPORTUNITY_STATUS_LABELS } from '@jalurkarir/shared';
import { PageHeader } from '../components/page-header';
import { StatusBadge, type Tone } from '../components/status-badge';
import { api } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-errors';
import { formatDate } from '../lib/text';
import { APPLICATIONS_KEY, fetchStageCounts } from '../features/applications/api/applications-api';
import { openingRows, type OpeningListItem, type OpeningRow } from '../features/company/components/opening-rows';

const STATUS_TONE: Record<string, Tone> = { open: 'success', draft: 'neutral', closed: 'warning' };
export const COMPANY_OPENINGS_KEY = ['company-openings'] as const;

/** One opening: its state, applicants per stage, and where its work is done (applicants, recommendations, the form). */
function OpeningCard({ row }: { row: OpeningRow }) {
  const { t, i18n } = useTranslation();
  const status = OPPORTUNITY_STATUS_LABELS[row.status as keyof typeof OPPORTUNITY_STATUS_LABELS] ?? row.status;
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="opening-row" data-id={row.id} aria-labelledby={`opening-${row.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={`opening-${row.id}`} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/md-opportunity/${row.id}`} inherit>
                {row.title}
              </Anchor>
            </Title>
            {row.deadline && (
              <Text size="xs" c="dimmed">
                {t('Batas lamaran {{date}}', { date: formatDate(row.deadline, i18n.language) })}
              </Text>
            )}
          </Stack>
          <StatusBadge tone={STATUS_TONE[row.status] ?? 'neutral'}>{t(status)}</StatusBadge>
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={4} data-testid="opening-stages">
          {row.stages.map((s) => (
            <Stack key={s.stage} gap={0} align="center" ta="center">
              <Text fw={700} data-testid={`stage-${s.stage}`}>
                {s.count.toLocaleString(i18n.language)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(APPLICATION_STAGE_LABELS[s.stage])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          {row.status !== 'draft' && (
            <Button
              component={Link}
              to={`/applicants?opportunity=${row.id}`}
              size="xs"
              variant="light"
              leftSection={<IconUsers size={14} aria-hidden />}
              data-testid="opening-applicants"
            >
              {t('Pelamar ({{count}})', { count: row.total })}
            </Button>
          )}
          {row.status === 'open' && (
            <Button
              component={Link}
              to={`/recommended-student?opening=${row.id}`}
              size="xs"
              variant="light"
              leftSection={<IconTarget size={14} aria-hidden />}
              data-testid="opening-recommendations"
            >
              {t('Rekomendasi Siswa')}
            </Button>
          )}
          <Button component={Link} to={`/md-opportunity/${row.id}`} size="xs" variant="default" data-testid="opening-edit">
            {t('Ubah lowongan dan syarat')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A company's openings, its main object: each with its applicants per stage and links to the
 * applicants, the recommended students and the one form that holds the opening and its matching
 * requirements. The Admin keeps the generic list of every company's openings.
 */
export function CompanyOpeningsPage() {
  const { t } = useTranslation();
  // Read again on every visit: openings are created and changed on the form page, and applicants
  // arrive on their own, so a cached list would leave out what the company just did.
  const openings = useQuery({
    queryKey: [...COMPANY_OPENINGS_KEY, 'list'],
    queryFn: async () => (await api.get<{ data: OpeningListItem[] }>('/opportunity/list', { per_page: 100, page: 1 })).data,
    refetchOnMount: 'always',
  });
  const counts = useQuery({ queryKey: [...APPLICATIONS_KEY, 'stage-counts', 'own'], queryFn: () => fetchStageCounts(), refetchOnMount: 'always' });
  const rows = openings.data ? openingRows(openings.data, counts.data) : [];
  const error = openings.error ?? counts.error;
  return (
    <>
      <PageHeader
        title={t('Pekerjaan')}
        description={t('Lowongan perusahaan Anda dengan pelamar di setiap tahap.')}
        actions={
          <Button component={Link} to="/md-opportunity/new" leftSection={<IconPlus size={16} aria-hidden />} data-testid="opening-new">
            {t('Tambah Lowongan')}
          </Button>
        }
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      {openings.isPending && <Skeleton h={160} radius="md" />}
      {openings.data && rows.length === 0 && (
        <Card withBorder radius="md" padding="xl" data-testid="openings-empty">
          <Text ta="center" c="dimmed">
            {t('Belum ada lowongan. Tambahkan lowongan pertama Anda.')}
          </Text>
        </Card>
      )}
      <Stack gap="md" mb="xl">
        {rows.map((row) => (
          <OpeningCard key={row.id} row={row} />
        ))}
      </Stack>
    </>
  );
}
