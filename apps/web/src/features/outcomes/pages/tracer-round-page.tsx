import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, TRACER_RESPONSE_STATUSES, TRACER_RESPONSE_STATUS_LABELS, type TracerResponseStatus } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchTracerResponses, fetchTracerRound, makeTracerLink, markUnreachable, OUTCOMES_KEY, type TracerRow } from '../api/outcomes-api';
import { PhoneAnswerDialog } from '../components/phone-answer-dialog';
import { ResponseGroups } from '../components/response-groups';
import { ResponseRows } from '../components/response-rows';
import { RoundActions } from '../components/round-actions';
import { RoundStatusBadge } from '../components/round-status-badge';
import { ShareLinkDialog } from '../components/share-link-dialog';

type Shown = TracerResponseStatus | 'all';

/** The graduates' lines shown: by status and by a name typed (case and accents of the typing aside). */
function useShownRows(rows: TracerRow[] | undefined) {
  const [status, setStatus] = useState<Shown>('pending');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase('id');
  const shown = (rows ?? []).filter((r) => (status === 'all' || r.status === status) && (!needle || r.name.toLocaleLowerCase('id').includes(needle)));
  return { status, setStatus, search, setSearch, shown };
}

/**
 * One tracer round (`#/tracer/:id`): the counts, response tracking per class group and program,
 * and every graduate's line — their personal link to copy or share on WhatsApp, an answer taken by
 * phone, or "could not be reached". The headmaster reads it; the school admin runs it.
 */
export function TracerRoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const role = useSessionUser()?.role ?? 'kepala_sekolah';
  const queryClient = useQueryClient();
  const round = useQuery({ queryKey: [...OUTCOMES_KEY, 'round', id], queryFn: () => fetchTracerRound(id) });
  const responses = useQuery({ queryKey: [...OUTCOMES_KEY, 'responses', id], queryFn: () => fetchTracerResponses(id) });
  const rows = useShownRows(responses.data?.rows);
  const [link, setLink] = useState<{ row: TracerRow; url: string; expires_at: string } | null>(null);
  const [phoneRow, setPhoneRow] = useState<TracerRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
  const onError = (e: unknown) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
  const makeLink = useMutation({
    mutationFn: (row: TracerRow) => makeTracerLink(id, row.alumni_id),
    onSuccess: (l, row) => setLink({ row, ...l }),
    onError,
  });
  const unreachable = useMutation({
    mutationFn: ({ row, value }: { row: TracerRow; value: boolean }) => markUnreachable(id, row.alumni_id, value),
    onSuccess: () => void refresh(),
    onError,
  });
  const open = round.data?.status !== 'closed';
  const totals = responses.data?.totals;

  if (round.isError)
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(round.error, t)}
      </Alert>
    );
  return (
    <>
      <PageHeader
        title={round.data?.title ?? t('Tracer Study')}
        description={
          round.data &&
          [
            round.data.school_name,
            t('Lulusan {{year}}', { year: round.data.graduation_year }),
            `${formatDate(round.data.starts_on, lang)} – ${formatDate(round.data.ends_on, lang)}`,
          ].join(' · ')
        }
        actions={round.data && <RoundStatusBadge status={round.data.status} />}
      />
      {round.isLoading && <Skeleton h={60} mb="lg" />}
      <Stack gap="lg">
        {round.data && <RoundActions round={round.data} role={role} />}
        {totals && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="round-totals">
            {TRACER_RESPONSE_STATUSES.map((s) => (
              <Card key={s} withBorder radius="md" padding="sm">
                <Text size="sm" c="dimmed">
                  {t(TRACER_RESPONSE_STATUS_LABELS[s])}
                </Text>
                <Text fz={24} fw={700} data-testid={`round-total-${s}`}>
                  {t('{{count}} dari {{of}}', { count: totals[s], of: totals.graduates })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {responses.isLoading && <Skeleton h={200} />}
        {responses.isError && (
          <Alert color="red" role="alert">
            {apiErrorMessage(responses.error, t)}
          </Alert>
        )}
        {responses.data && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder radius="md" padding="md">
              <ResponseGroups rows={responses.data.by_class} by="class" testId="round-by-class" />
            </Card>
            <Card withBorder radius="md" padding="md">
              <ResponseGroups rows={responses.data.by_program} by="program" testId="round-by-program" />
            </Card>
          </SimpleGrid>
        )}
        {responses.data && (
          <Card withBorder radius="md" padding="md" component="section" aria-label={t('Daftar alumni putaran ini')}>
            <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
              <SegmentedControl
                value={rows.status}
                onChange={(v) => rows.setStatus(v as Shown)}
                data={[
                  { value: 'pending', label: t('Belum') },
                  { value: 'responded', label: t('Sudah') },
                  { value: 'unreachable', label: t('Tak terjangkau') },
                  { value: 'all', label: t('Semua') },
                ]}
                aria-label={t('Tampilkan alumni')}
                data-testid="tracer-status-filter"
              />
              <TextInput
                aria-label={t('Cari nama alumni')}
                placeholder={t('Cari nama alumni')}
                value={rows.search}
                onChange={(e) => rows.setSearch(e.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: '1 1 200px' }}
                data-testid="tracer-search"
              />
            </Group>
            {rows.shown.length === 0 ? (
              <Text c="dimmed" size="sm" py="md" data-testid="tracer-rows-empty">
                {t('Tidak ada alumni dengan status ini.')}
              </Text>
            ) : (
              <ResponseRows
                rows={rows.shown}
                actions={{
                  link: open && can(role, 'tracer', 'link') ? (row) => makeLink.mutate(row) : undefined,
                  phone: open && can(role, 'tracer', 'record') ? setPhoneRow : undefined,
                  unreachable: open && can(role, 'tracer', 'record') ? (row, value) => unreachable.mutate({ row, value }) : undefined,
                  busy: makeLink.isPending ? (makeLink.variables?.alumni_id ?? null) : null,
                }}
              />
            )}
          </Card>
        )}
      </Stack>
      <ShareLinkDialog
        title={t('Tautan tracer untuk {{name}}', { name: link?.row.name ?? '' })}
        link={link}
        message={t('Halo {{name}}, sekolah mengajak Anda mengisi tracer study alumni (sekitar 3 menit) lewat tautan pribadi ini:', {
          name: link?.row.name ?? '',
        })}
        onClose={() => setLink(null)}
      />
      {round.data && (
        <PhoneAnswerDialog
          roundId={id}
          questions={round.data.questions}
          row={phoneRow}
          onClose={() => setPhoneRow(null)}
          onSaved={() => {
            setPhoneRow(null);
            notifications.show({ color: 'green', message: t('Jawaban disimpan') });
            void refresh();
          }}
        />
      )}
    </>
  );
}
