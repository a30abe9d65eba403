import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { LabeledPagination } from '../../../components/labeled-pagination';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEST_KINDS, VOCATIONAL_PROGRAM_LABELS, type TestKind, type VocationalProgram } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { fetchTests, inLang, TESTS_KEY } from '../api/tests-api';
import { KIND_LABELS } from '../components/labels';

/** Bank Tes: the tests the caller may author (Admin: all; Guru: their school's competency and skills tests). */
export function TestsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<TestKind | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...TESTS_KEY, 'list', search, kind, page],
    queryFn: () => fetchTests({ search, kind: kind ?? undefined, page, per_page: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t('Bank Tes')}
        description={t('Tes, soal, dan kunci jawaban. Soal hanya dapat diubah sebelum ada siswa yang mengerjakan.')}
        actions={
          <Button component={Link} to="/tests/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('Tes baru')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-label={t('Saring')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('Cari tes')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t('Jenis tes')}
            data={TEST_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
            value={kind}
            onChange={(v) => {
              setKind(v as TestKind | null);
              setPage(1);
            }}
            clearable
          />
        </SimpleGrid>
      </Card>
      {query.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={200} radius="md" />}
      {query.data && query.data.data.length === 0 && (
        <Card withBorder radius="md" padding="xl">
          <Text c="dimmed" ta="center">
            {t('Belum ada tes.')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {(query.data?.data ?? []).map((test) => (
          <Card key={test.id} withBorder radius="md" padding="md" data-testid="test-row" component="article">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor component={Link} to={`/tests/${test.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {inLang(lang, test)}
                </Anchor>
                <StatusBadge tone={test.published ? 'success' : 'neutral'} style={{ flexShrink: 0 }}>
                  {test.published ? t('Terbit') : t('Draf')}
                </StatusBadge>
              </Group>
              <Text size="sm" c="dimmed">
                {[
                  t(KIND_LABELS[test.kind]),
                  test.program ? t(VOCATIONAL_PROGRAM_LABELS[test.program as VocationalProgram] ?? test.program) : null,
                  t('{{count}} soal', { count: test.question_count }),
                  t('{{count}} menit', { count: test.minutes }),
                  t('{{count}} percobaan', { count: test.attempts }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
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
