import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconListCheck, IconUsersPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { exportCompletion, fetchCompletion, inLang, TESTS_KEY, type TestCompletion } from '../api/tests-api';
import { AssignDialog } from '../components/assign-dialog';
import { KIND_LABELS } from '../components/labels';
import { StudentProgressDialog } from '../components/student-progress-dialog';

/** Penugasan Tes: completion per test (assigned / started / submitted) with export, and assignment. */
export function TestAssignmentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [assigning, setAssigning] = useState<TestCompletion | null>(null);
  const [following, setFollowing] = useState<TestCompletion | null>(null);
  const query = useQuery({ queryKey: [...TESTS_KEY, 'completion'], queryFn: fetchCompletion });
  // A student's request (the notification's link `?test=&student=`) opens that test's assignment with the student picked.
  const [params, setParams] = useSearchParams();
  const requestedTest = params.get('test');
  const requestedStudent = params.get('student') ?? undefined;
  useEffect(() => {
    const row = requestedTest ? query.data?.find((r) => r.id === requestedTest) : undefined;
    if (row) setAssigning(row);
  }, [requestedTest, query.data]);
  const closeAssign = () => {
    setAssigning(null);
    if (requestedTest) setParams({}, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={t('Penugasan Tes')}
        description={t('Siapa yang ditugaskan setiap tes, berapa yang sudah mulai dan selesai.')}
        actions={
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportCompletion('xlsx')}>
            {t('Unduh rekap')}
          </Button>
        }
      />
      {query.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={200} radius="md" />}
      {query.data?.length === 0 && (
        <Card withBorder radius="md" padding="xl">
          <Text c="dimmed" ta="center">
            {t('Belum ada tes.')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {(query.data ?? []).map((row) => {
          const pct = row.assigned ? Math.round((row.submitted / row.assigned) * 100) : 0;
          return (
            <Card key={row.id} withBorder radius="md" padding="md" data-testid="completion-row" component="article">
              <Stack gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {inLang(lang, row)}
                </Text>
                <Text size="sm" c="dimmed">
                  {[t(KIND_LABELS[row.kind]), row.published ? null : t('Draf')].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm">
                  {t('Ditugaskan {{assigned}} · mulai {{started}} · selesai {{submitted}}', {
                    assigned: row.assigned,
                    started: row.started,
                    submitted: row.submitted,
                  })}
                </Text>
                <Progress value={pct} aria-label={t('Selesai {{pct}}%', { pct })} />
                <Group>
                  <Button size="xs" variant="default" leftSection={<IconUsersPlus size={14} aria-hidden />} onClick={() => setAssigning(row)}>
                    {t('Tugaskan')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconListCheck size={14} aria-hidden />}
                    onClick={() => setFollowing(row)}
                    disabled={!row.assigned}
                  >
                    {t('Lihat siswa')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {assigning && <AssignDialog test={assigning} onClose={closeAssign} studentId={assigning.id === requestedTest ? requestedStudent : undefined} />}
      {following && <StudentProgressDialog test={following} onClose={() => setFollowing(null)} />}
    </>
  );
}
