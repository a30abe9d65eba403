import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconClipboardCheck, IconFlag, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PKL_MESSAGES, can, type Principal } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';
import { apiErrorMessage } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import {
  PKL_KEY,
  answerPlacement,
  approvePlacement,
  cancelPlacement,
  fetchSupervisors,
  finishPlacement,
  updateSupervisors,
  type TPklPlacementDetail,
} from '../api/pkl-api';
import { SUPERVISORS_KEY } from './supervisors-section';
import { TextDialog } from './text-dialog';

const teachers = crudClient('guru');

type Pending = 'decline' | 'reject' | 'cancel' | null;

/**
 * A person picker: the company's admins and active PKL supervisor accounts (`/pkl-supervisor/list`), or the
 * school's teachers (`/guru/all`).
 */
function PersonSelect({
  model,
  label,
  value,
  onChange,
  testId,
}: {
  model: 'company' | 'guru';
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const people = useQuery({
    queryKey: model === 'guru' ? [...PKL_KEY, 'people', model] : [...SUPERVISORS_KEY, 'options'],
    queryFn: async () =>
      model === 'guru'
        ? (await teachers.all()).map((p) => ({ value: p.id, label: String(p.name) }))
        : (await fetchSupervisors())
            .filter((s) => s.status === 'active')
            .map((s) => ({ value: s.id, label: s.pkl_supervisor ? `${s.name} (${t('akun pembimbing')})` : s.name })),
  });
  return (
    <Select
      label={label}
      data={people.data ?? []}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('Tidak ditemukan')}
      w={{ base: '100%', sm: 320 }}
      data-testid={testId}
    />
  );
}

/** The company admin names (or changes) the industry supervisor of a confirmed or running placement. */
function AssignSupervisor({ placement, onDone }: { placement: TPklPlacementDetail; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [person, setPerson] = useState<string | null>(placement.industry_supervisor_id);
  const save = useMutation({
    mutationFn: () => updateSupervisors(placement.id, { industry_supervisor_id: person }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Pembimbing industri disimpan') });
      await onDone();
    },
  });
  return (
    <Group align="flex-end" gap="xs">
      <PersonSelect model="company" label={t('Pembimbing industri')} value={person} onChange={setPerson} testId="pkl-assign-supervisor" />
      <Button
        variant="light"
        onClick={() => save.mutate()}
        loading={save.isPending}
        disabled={person === placement.industry_supervisor_id}
        data-testid="pkl-assign-save"
      >
        {t('Simpan pembimbing')}
      </Button>
      {save.isError && (
        <Alert color="red" role="alert" w="100%">
          {apiErrorMessage(save.error, t)}
        </Alert>
      )}
    </Group>
  );
}

/**
 * What the reader may do with the placement now, by its state and their cells: the company confirms
 * (naming its supervisor) or declines; the school approves or rejects a student's proposal, cancels,
 * and finishes an evaluated placement (the grade and the verified CV record); the company scores it.
 */
export function PlacementActions({ placement, role }: { placement: TPklPlacementDetail; role: Principal }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [person, setPerson] = useState<string | null>(placement.industry_supervisor_id ?? placement.school_supervisor_id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PKL_KEY });
  const done = (message: string) => async () => {
    notifications.show({ color: 'green', message });
    setPending(null);
    await refresh();
  };
  const answer = useMutation({
    mutationFn: () => answerPlacement(placement.id, { decision: 'confirm', industry_supervisor_id: person }),
    onSuccess: done(t('Penempatan PKL dikonfirmasi')),
  });
  const approve = useMutation({
    mutationFn: () => approvePlacement(placement.id, { decision: 'approve', school_supervisor_id: person }),
    onSuccess: done(t('Usulan disetujui; perusahaan diminta konfirmasi')),
  });
  const finish = useMutation({ mutationFn: () => finishPlacement(placement.id), onSuccess: done(t('PKL selesai dan dinilai')) });
  const s = placement.status;
  const canAnswer = s === 'awaiting_company' && can(role, 'pkl-placement', 'answer');
  const canApprove = s === 'proposed' && can(role, 'pkl-placement', 'approve');
  const canCancel = ['proposed', 'awaiting_company', 'confirmed', 'ongoing'].includes(s) && can(role, 'pkl-placement', 'cancel');
  const canFinish = s === 'ongoing' && placement.evaluated && can(role, 'pkl-placement', 'finish');
  const canScore = s === 'ongoing' && can(role, 'pkl-evaluation', 'score');
  // The company admin (its answer's cell) names its supervisor again while the placement runs.
  const canAssign = (s === 'confirmed' || s === 'ongoing') && can(role, 'pkl-placement', 'answer') && can(role, 'pkl-placement', 'update');
  const failure = answer.error ?? approve.error ?? finish.error;
  if (!canAnswer && !canApprove && !canCancel && !canFinish && !canScore && !canAssign) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-actions-title" data-testid="pkl-actions">
      <Title order={2} size="h4" id="pkl-actions-title" mb="sm">
        {t('Tindakan')}
      </Title>
      <Stack gap="sm">
        {canAnswer && <Text size="sm">{t('Sekolah menempatkan siswa ini di perusahaan Anda. Konfirmasi dan tunjuk pembimbing industrinya.')}</Text>}
        {canApprove && <Text size="sm">{t('Siswa mengusulkan perusahaan ini: {{note}}', { note: placement.proposal_note ?? '' })}</Text>}
        {(canAnswer || canApprove) && (
          <PersonSelect
            model={canAnswer ? 'company' : 'guru'}
            label={canAnswer ? t('Pembimbing industri') : t('Guru pembimbing')}
            value={person}
            onChange={setPerson}
            testId="pkl-supervisor"
          />
        )}
        {canAssign && <AssignSupervisor placement={placement} onDone={refresh} />}
        <Group gap="xs">
          {canAnswer && (
            <>
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => answer.mutate()}
                loading={answer.isPending}
                data-testid="pkl-confirm"
              >
                {t('Konfirmasi')}
              </Button>
              <Button
                variant="outline"
                color="red.8"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => setPending('decline')}
                data-testid="pkl-decline"
              >
                {t('Tolak')}
              </Button>
            </>
          )}
          {canApprove && (
            <>
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => approve.mutate()}
                loading={approve.isPending}
                data-testid="pkl-approve"
              >
                {t('Setujui usulan')}
              </Button>
              <Button
                variant="outline"
                color="red.8"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => setPending('reject')}
                data-testid="pkl-reject"
              >
                {t('Tolak usulan')}
              </Button>
            </>
          )}
          {canScore && (
            <Button
              component={Link}
              to={`/pkl/evaluation/${placement.id}`}
              leftSection={<IconClipboardCheck size={16} aria-hidden />}
              variant={placement.evaluated ? 'light' : 'filled'}
              data-testid="pkl-evaluate"
            >
              {placement.evaluated ? t('Ubah penilaian') : t('Isi penilaian')}
            </Button>
          )}
          {canFinish && (
            <Button
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => finish.mutate()}
              loading={finish.isPending}
              data-testid="pkl-finish"
            >
              {t('Selesaikan PKL dan hitung nilai')}
            </Button>
          )}
          {canCancel && (
            <Button variant="outline" color="red.8" onClick={() => setPending('cancel')} data-testid="pkl-cancel">
              {t('Batalkan penempatan')}
            </Button>
          )}
        </Group>
        {s === 'ongoing' && !placement.evaluated && can(role, 'pkl-placement', 'finish') && (
          <Text size="sm" c="dimmed">
            {PKL_MESSAGES.NOT_EVALUATED[lang]}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {apiErrorMessage(failure, t)}
          </Alert>
        )}
      </Stack>
      {pending && (
        <TextDialog
          title={pending === 'decline' ? t('Tolak penempatan PKL') : pending === 'reject' ? t('Tolak usulan siswa') : t('Batalkan penempatan')}
          label={t('Alasan')}
          submitLabel={pending === 'cancel' ? t('Batalkan penempatan') : t('Tolak')}
          field="reason"
          danger
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            if (pending === 'decline') await answerPlacement(placement.id, { decision: 'decline', reason });
            else if (pending === 'reject') await approvePlacement(placement.id, { decision: 'reject', reason });
            else await cancelPlacement(placement.id, reason);
            await done(t('Penempatan diperbarui'))();
          }}
        />
      )}
    </Card>
  );
}
