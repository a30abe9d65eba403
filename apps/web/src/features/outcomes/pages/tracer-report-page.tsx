import { Alert, Button, Group, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TRACER_RESPONSE_STATUSES, TRACER_RESPONSE_STATUS_LABELS, TRACER_ROUND_STATUS_LABELS } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchTracerResponses, fetchTracerRound, OUTCOMES_KEY } from '../api/outcomes-api';
import { formatWib } from '../components/report-view';
import { ResponseGroups } from '../components/response-groups';
import '../components/outcomes.css';

/**
 * A tracer round's printable summary (`#/tracer/:id/report`, A4, in the UI language): the round,
 * its period and state, how many graduates answered, were not reached or have not answered yet —
 * in all, per class group and per program — and the questionnaire asked. Names stay off the paper.
 */
export function TracerReportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const round = useQuery({ queryKey: [...OUTCOMES_KEY, 'round', id], queryFn: () => fetchTracerRound(id) });
  const responses = useQuery({ queryKey: [...OUTCOMES_KEY, 'responses', id], queryFn: () => fetchTracerResponses(id) });
  const error = round.error ?? responses.error;
  const totals = responses.data?.totals;
  return (
    <Stack gap="md" className="outcomes-report" data-testid="tracer-report">
      <Group justify="space-between" data-no-print>
        <Button variant="default" component={Link} to={`/tracer/${id}`} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('Kembali ke putaran')}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!totals}
          data-testid="tracer-report-print"
        >
          {t('Cetak')}
        </Button>
      </Group>
      <Title order={1} size="h2">
        {t('Ringkasan Putaran Tracer Study')}
      </Title>
      {(round.isLoading || responses.isLoading) && <Skeleton h={300} />}
      {error && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      {round.data && totals && responses.data && (
        <>
          <Stack gap={2}>
            <Text fw={600}>{round.data.title}</Text>
            <Text size="sm">
              {[
                round.data.school_name,
                t('Lulusan {{year}}', { year: round.data.graduation_year }),
                `${formatDate(round.data.starts_on, lang)} – ${formatDate(round.data.ends_on, lang)}`,
                t(TRACER_ROUND_STATUS_LABELS[round.data.status]),
              ].join(' · ')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Dibuat {{date}}', { date: formatWib(new Date().toISOString(), lang) })}
            </Text>
          </Stack>
          <Table withTableBorder fz="sm" data-testid="tracer-report-totals">
            <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
              {t('Jawaban dari {{count}} alumni', { count: totals.graduates })}
            </caption>
            <Table.Tbody>
              {TRACER_RESPONSE_STATUSES.map((s) => (
                <Table.Tr key={s}>
                  <Table.Th scope="row" fw={400}>
                    {t(TRACER_RESPONSE_STATUS_LABELS[s])}
                  </Table.Th>
                  <Table.Td ta="end">{t('{{count}} dari {{of}}', { count: totals[s], of: totals.graduates })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ResponseGroups rows={responses.data.by_class} by="class" testId="tracer-report-by-class" />
          <ResponseGroups rows={responses.data.by_program} by="program" testId="tracer-report-by-program" />
          <section className="outcomes-section" aria-labelledby="tracer-report-questions">
            <Title order={2} size="h4" id="tracer-report-questions" mb="xs">
              {t('Kuesioner')}
            </Title>
            <List type="ordered" size="sm" spacing={2}>
              {round.data.questions.map((q) => (
                <List.Item key={q.key}>{q.label[lang]}</List.Item>
              ))}
            </List>
          </section>
        </>
      )}
    </Stack>
  );
}
