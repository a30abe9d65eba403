import { Anchor, Card, Group, Skeleton, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INSTRUMENTS } from '@jalurkarir/shared';
import { BilingualText } from '../../../components/bilingual-text';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchLatestResults, fetchSharedResults, TEST_RESULTS_KEY, type LatestResult } from '../api/test-results-api';
import { formatScore, resultHeadline } from '../result-data';

/** Where a result opens: the engine's result page of the attempt. */
export const resultPath = (r: Pick<LatestResult, 'attempt_id' | 'kind'>) =>
  `${r.kind === 'personality' ? '/personality-test-history' : '/student-test-history'}/${r.attempt_id}`;

/**
 * The student's latest result per instrument, for the profile page: the test, its date
 * and the headline figure, each linking to the full result. Renders nothing while there is none
 * (and nothing on an error: the profile is still useful without it). `shared`: what an applicant's
 * application shares with the company (no link: the company reads the headline, not the attempt).
 */
export function StudentTestResultsCard({ studentId, shared = false, mt = 'lg' }: { studentId?: string; shared?: boolean; mt?: MantineSpacing }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({
    queryKey: [...TEST_RESULTS_KEY, shared ? 'shared' : 'latest', studentId ?? 'self'],
    queryFn: () => (shared && studentId ? fetchSharedResults(studentId) : fetchLatestResults(studentId)),
  });
  if (query.isLoading) return <Skeleton h={120} radius="md" mt={mt} />;
  const results = [...(query.data ?? [])].sort((a, b) => INSTRUMENTS.indexOf(a.instrument) - INSTRUMENTS.indexOf(b.instrument));
  if (results.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" mt={mt} component="section" aria-labelledby="student-test-results" data-testid="student-test-results">
      <Title order={2} size="h4" id="student-test-results" mb="sm">
        {t('Hasil Tes Terakhir')}
      </Title>
      <Stack gap="sm">
        {results.map((r) => {
          const headline = resultHeadline(r.result);
          return (
            <Group key={r.attempt_id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                {shared ? (
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <BilingualText id={r.test_name_id} en={r.test_name_en} />
                  </Text>
                ) : (
                  <Anchor component={Link} to={resultPath(r)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <BilingualText id={r.test_name_id} en={r.test_name_en} />
                  </Anchor>
                )}
                {r.submitted_at && (
                  <Text size="xs" c="dimmed">
                    {formatDate(r.submitted_at, lang)}
                  </Text>
                )}
              </Stack>
              {headline.kind === 'points' && (
                <StatusBadge tone={headline.passed === false ? 'danger' : 'success'}>{formatScore(headline.percent, lang)}%</StatusBadge>
              )}
              {headline.kind === 'code' && <StatusBadge tone="info">{headline.code}</StatusBadge>}
              {headline.kind === 'overall' && <StatusBadge tone="info">{formatScore(headline.value, lang)}</StatusBadge>}
              {headline.kind === 'profile' && <StatusBadge tone="neutral">{t('Profil Big Five')}</StatusBadge>}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
