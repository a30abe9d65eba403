import { useState } from 'react';
import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LabeledPagination } from '../../../components/labeled-pagination';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestGroup } from '@jalurkarir/shared';
import { resultHeadlineText } from '../components/result-summary';
import { BilingualText } from '../../../components/bilingual-text';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { getStoredUser } from '../../../lib/session';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchHistory, TESTS_KEY } from '../api/tests-api';
import { KIND_LABELS, STATUS_LABELS } from '../components/labels';

const base = (group: TestGroup) => (group === 'personality' ? '/personality-test-history' : '/student-test-history');

/** Riwayat Tes / Riwayat Tes Kepribadian: every attempt with date, duration, score and a link to its result. */
export function TestHistoryPage({ group }: { group: TestGroup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const staff = getStoredUser()?.role !== 'siswa';
  const query = useQuery({
    queryKey: [...TESTS_KEY, 'history', group, page],
    queryFn: () => fetchHistory({ group, page, per_page: 20 }),
    placeholderData: keepPreviousData,
  });
  const title = group === 'personality' ? t('Riwayat Tes Kepribadian') : t('Riwayat Tes Siswa');
  return (
    <>
      <PageHeader title={title} description={staff ? t('Tes yang dikerjakan siswa sekolah Anda.') : t('Semua tes yang pernah Anda kerjakan.')} />
      {query.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={200} radius="md" />}
      {query.data && query.data.data.length === 0 && (
        <Card withBorder radius="md" padding="xl" data-testid="history-empty">
          <Text c="dimmed" ta="center">
            {t('Belum ada tes yang dikerjakan.')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {(query.data?.data ?? []).map((a) => (
          <Card key={a.id} withBorder radius="md" padding="md" data-testid="history-row" component="article">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                {a.status === 'submitted' ? (
                  <Anchor component={Link} to={`${base(group)}/${a.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <BilingualText id={a.test_name_id} en={a.test_name_en} />
                  </Anchor>
                ) : (
                  <Text fw={600}>
                    <BilingualText id={a.test_name_id} en={a.test_name_en} />
                  </Text>
                )}
                <StatusBadge tone={a.status === 'submitted' ? 'success' : 'warning'} style={{ flexShrink: 0 }}>
                  {t(STATUS_LABELS[a.status])}
                </StatusBadge>
              </Group>
              {staff && <Text size="sm">{a.student_name}</Text>}
              <Text size="sm" c="dimmed">
                {[
                  t(KIND_LABELS[a.kind]),
                  formatDate(a.submitted_at ?? a.started_at, lang),
                  a.duration_seconds != null ? t('{{count}} menit', { count: Math.max(1, Math.round(a.duration_seconds / 60)) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {a.result && <Text size="sm">{resultHeadlineText(a.result, t)}</Text>}
              {a.auto_submitted && (
                <Text size="xs" c="dimmed">
                  {t('Dikumpulkan otomatis saat waktu habis')}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {(query.data?.total_pages ?? 0) > 1 && (
        <Group justify="center" mt="md">
          <LabeledPagination total={query.data?.total_pages ?? 1} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}

export const StudentTestHistoryPage = () => <TestHistoryPage group="other" />;
export const PersonalityTestHistoryPage = () => <TestHistoryPage group="personality" />;
