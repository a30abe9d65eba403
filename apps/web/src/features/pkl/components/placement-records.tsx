import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NATIVE_CHECKS_OFF } from '../form-props';
import { PKL_EVENT_LABELS, ZPklVisitInput, businessToday } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { formatDate } from '../../../lib/text';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, recordVisit, type TPklPlacementDetail } from '../api/pkl-api';
import { predicateText } from './placement-summary';

/** The school supervisor's visits to the company, and (for those who may) a form to record one. */
export function VisitsCard({ placement, canRecord }: { placement: TPklPlacementDetail; canRecord: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(businessToday());
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: recordVisit,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Kunjungan dicatat') });
      setNotes('');
      await queryClient.invalidateQueries({ queryKey: PKL_KEY });
    },
    onError: (error) => setErrors(apiFieldErrors(error)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { placement_id: placement.id, date, notes: notes.trim() };
    const found = validateWith(ZPklVisitInput, body, lang);
    setErrors(found);
    if (!Object.keys(found).length) save.mutate(body);
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-visits-title" data-testid="pkl-visits">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id="pkl-visits-title">
          {t('Kunjungan guru pembimbing')}
        </Title>
        {placement.visit_due && (
          <Text size="sm" c="orange.9" fw={600} data-testid="pkl-visit-due">
            {t('Sudah waktunya berkunjung')}
          </Text>
        )}
      </Group>
      {placement.visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('Belum ada kunjungan.')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {placement.visits.map((v) => (
            <li key={v.id} data-testid="pkl-visit">
              <Text size="sm" fw={600}>
                {formatDate(v.date, lang)} · {v.teacher_name ?? '—'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {v.notes}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {canRecord && (
        <Stack gap="sm" mt="md" component="form" onSubmit={submit} {...NATIVE_CHECKS_OFF}>
          <TextInput
            type="date"
            label={t('Tanggal kunjungan')}
            value={date}
            max={businessToday()}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
            required
          />
          <Textarea
            label={t('Catatan kunjungan')}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={errors.notes}
            autosize
            minRows={2}
            maxLength={4000}
            required
            data-testid="pkl-visit-notes"
          />
          {save.isError && !Object.keys(apiFieldErrors(save.error)).length && (
            <Alert color="red" role="alert">
              {apiErrorMessage(save.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" leftSection={<IconMapPin size={16} aria-hidden />} loading={save.isPending} data-testid="pkl-visit-save">
              {t('Catat kunjungan')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** The company's scores per aspect and, once the school finished the placement, the grade. */
export function EvaluationCard({ placement }: { placement: TPklPlacementDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const e = placement.evaluation;
  if (!e) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-evaluation-title" data-testid="pkl-evaluation">
      <Title order={2} size="h4" id="pkl-evaluation-title" mb="xs">
        {t('Penilaian pembimbing industri')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Aspek')}</Table.Th>
            <Table.Th ta="right">{t('Nilai')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {e.scores.map((s) => (
            <Table.Tr key={s.code}>
              <Table.Td>{lang === 'id' ? s.name_id : s.name_en}</Table.Td>
              <Table.Td ta="right">{s.score}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('Nilai industri')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {e.industry_score}
            </Table.Td>
          </Table.Tr>
          {e.final_grade !== null && (
            <Table.Tr>
              <Table.Th scope="row">{t('Nilai PKL')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {e.final_grade} · {predicateText(e.predicate, lang)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {e.note && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {e.note}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('Dinilai oleh {{name}}, {{date}}', { name: e.evaluated_by_name ?? '—', date: formatDateTime(e.evaluated_at, lang) })}
      </Text>
    </Card>
  );
}

/** Every change of the placement: what, who, when. */
export function HistoryCard({ placement }: { placement: TPklPlacementDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (placement.events.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-history-title">
      <Title order={2} size="h4" id="pkl-history-title" mb="sm">
        {t('Riwayat')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {placement.events.map((e) => (
          <Timeline.Item key={e.id} title={t(PKL_EVENT_LABELS[e.action])}>
            <Text size="xs" c="dimmed">
              {[e.actor_name, formatDateTime(e.created_at, lang)].filter(Boolean).join(' · ')}
            </Text>
            {e.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
