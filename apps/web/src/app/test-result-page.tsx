import { Alert, Anchor, Card, Skeleton, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { apiErrorMessage } from '../lib/api-errors';
import { textIn } from '../lib/bilingual';
import { getStoredUser } from '../lib/session';
import { useLang } from '../lib/use-lang';
import { attemptQuery } from '../features/tests/api/tests-api';
import { TestResultView } from '../features/test-results';

/**
 * One attempt's result (`student-test-history/:id`, `personality-test-history/:id`): the tests
 * engine's attempt shown with the result view of test-results (composed here: features do not
 * import each other).
 */
export function TestResultPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const staff = getStoredUser()?.role !== 'siswa';
  const query = useQuery(attemptQuery(id));
  const view = query.data;
  const name = view ? textIn(lang, view.test.name_id, view.test.name_en) : null;
  const back = view?.test.kind === 'personality' ? '/personality-test-history' : '/student-test-history';
  return (
    <>
      <PageHeader
        title={t('Hasil Tes')}
        actions={
          <Anchor component={Link} to={back}>
            {t('Kembali ke riwayat')}
          </Anchor>
        }
      />
      {query.isLoading && <Skeleton h={320} radius="md" />}
      {query.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {view && view.attempt.status !== 'submitted' && (
        <Card withBorder radius="md" padding="xl">
          <Text ta="center">{t('Tes ini belum selesai dikerjakan.')}</Text>
        </Card>
      )}
      {view && view.attempt.status === 'submitted' && !view.attempt.result && (
        <Card withBorder radius="md" padding="xl">
          <Text ta="center">{t('Tes dikumpulkan tanpa jawaban, sehingga tidak ada hasil.')}</Text>
        </Card>
      )}
      {view?.attempt.result && name && (
        <TestResultView
          result={view.attempt.result}
          test={{
            name: name.text,
            nameUntranslated: name.untranslated,
            kind: view.test.kind,
            passingScore: view.test.passing_score,
            submittedAt: view.attempt.submitted_at,
            studentName: staff ? view.attempt.student_name : null,
          }}
        />
      )}
    </>
  );
}
