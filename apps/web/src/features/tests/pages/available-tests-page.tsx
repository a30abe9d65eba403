import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TestGroup } from '@jalurkarir/shared';
import { BilingualText } from '../../../components/bilingual-text';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { availableTestsQuery, startAttempt, type AvailableTest } from '../api/tests-api';
import { KIND_LABELS, STATUS_LABELS, minutesLeft } from '../components/labels';

const base = (group: TestGroup) => (group === 'personality' ? '/personality-test' : '/student-test');
const historyOf = (group: TestGroup) => (group === 'personality' ? '/personality-test-history' : '/student-test-history');

function TestCard({ test, group }: { test: AvailableTest; group: TestGroup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startAttempt(test.id),
    onSuccess: (view) => navigate(`${base(group)}/${view.attempt.id}`),
  });
  const tone = test.status === 'submitted' ? 'success' : test.status === 'in_progress' ? 'warning' : 'neutral';
  return (
    <Card withBorder radius="md" padding="md" data-testid="available-test" data-status={test.status} component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} component="h2" size="md" style={{ overflowWrap: 'anywhere', margin: 0 }}>
            <BilingualText id={test.name_id} en={test.name_en} />
          </Text>
          <StatusBadge tone={tone} style={{ flexShrink: 0 }}>
            {t(STATUS_LABELS[test.status])}
          </StatusBadge>
        </Group>
        <Text size="sm" c="dimmed">
          <BilingualText id={test.description_id} en={test.description_en} note={false} />
        </Text>
        <Group gap="md">
          <Text size="sm">{t(KIND_LABELS[test.kind])}</Text>
          <Text size="sm">{t('{{count}} soal', { count: test.question_count })}</Text>
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{t('{{count}} menit', { count: test.minutes })}</Text>
          </Group>
        </Group>
        {test.available_until && (
          <Text size="xs" c="dimmed">
            {t('Dibuka sampai {{date}}', { date: formatDate(test.available_until, lang) })}
          </Text>
        )}
        {test.status === 'in_progress' && test.time_left_ms != null && (
          <Text size="sm" c="orange.9">
            {t('Sisa waktu {{count}} menit', { count: minutesLeft(test.time_left_ms) })}
          </Text>
        )}
        {start.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(start.error, t)}
          </Alert>
        )}
        <Group gap="sm">
          {test.status === 'in_progress' && test.attempt_id && (
            <Button component={Link} to={`${base(group)}/${test.attempt_id}`}>
              {t('Lanjutkan')}
            </Button>
          )}
          {test.status !== 'in_progress' && test.can_start && (
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              {test.status === 'submitted' ? t('Kerjakan lagi') : t('Mulai')}
            </Button>
          )}
          {test.status === 'submitted' && test.attempt_id && (
            <Anchor component={Link} to={`${historyOf(group)}/${test.attempt_id}`}>
              {t('Lihat hasil')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Tes Siswa / Tes Kepribadian: the tests open to the student now, with their status and time left. */
export function AvailableTestsPage({ group }: { group: TestGroup }) {
  const { t } = useTranslation();
  const query = useQuery(availableTestsQuery(group));
  const title = group === 'personality' ? t('Tes Kepribadian') : t('Tes Siswa');
  return (
    <>
      <PageHeader
        title={title}
        description={
          group === 'personality'
            ? t('Inventori kepribadian dan minat: tidak ada jawaban benar atau salah.')
            : t('Tes kompetensi, keterampilan, dan sikap kerja yang dibuka untuk Anda.')
        }
        actions={
          <Anchor component={Link} to={historyOf(group)}>
            {t('Riwayat')}
          </Anchor>
        }
      />
      {query.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={180} radius="md" />}
      {query.data && query.data.data.length === 0 && (
        <Card withBorder radius="md" padding="xl" data-testid="tests-empty">
          <Text c="dimmed" ta="center">
            {t('Belum ada tes yang dibuka untuk Anda.')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {(query.data?.data ?? []).map((test) => (
          <TestCard key={test.id} test={test} group={group} />
        ))}
      </SimpleGrid>
    </>
  );
}

export const StudentTestPage = () => <AvailableTestsPage group="other" />;
export const PersonalityTestPage = () => <AvailableTestsPage group="personality" />;
