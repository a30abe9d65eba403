import { useMemo, useState } from 'react';
import { Alert, Button, Card, FileInput, Group, Modal, Select, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconFileCheck, IconPlus, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_RELATIONS } from '@jalurkarir/shared';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { formatDate } from '../../../lib/text';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import {
  decideErasure,
  fetchConsents,
  fetchErasureRequests,
  openConsentForm,
  PRIVACY_KEY,
  recordPaperConsent,
  withdrawConsentOf,
  type ConsentRow,
  type ErasureRow,
} from '../api/privacy-api';
import { CONSENT_STATUS_LABELS, ERASURE_STATUS_LABELS, METHOD_LABELS, RELATION_LABELS } from '../components/labels';
import { toPaperConsentForm, validatePaperConsent, type PaperConsentValues } from '../components/paper-consent-form';

const students = crudClient('siswa');

/**
 * Privasi Siswa (the school admin's and the Admin's screen, docs/privacy.md): guardian consents of
 * the school's students — record a signed paper form, see the scan, withdraw — and the students'
 * erasure requests to approve or reject.
 */
export function PrivacyRequestsPage() {
  const { t } = useTranslation();
  const [recording, setRecording] = useState(false);
  return (
    <>
      <PageHeader
        title={t('Privasi Siswa')}
        description={t('Persetujuan orang tua/wali dan permintaan penghapusan data siswa')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRecording(true)} data-testid="consent-record-open">
            {t('Catat formulir persetujuan')}
          </Button>
        }
      />
      <Tabs defaultValue="consents" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="consents" leftSection={<IconShieldLock size={16} aria-hidden />} data-testid="tab-consents">
            {t('Persetujuan Wali')}
          </Tabs.Tab>
          <Tabs.Tab value="erasure" leftSection={<IconTrash size={16} aria-hidden />} data-testid="tab-erasure">
            {t('Permintaan Penghapusan')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="consents">
          <ConsentList />
        </Tabs.Panel>
        <Tabs.Panel value="erasure">
          <ErasureList />
        </Tabs.Panel>
      </Tabs>
      <RecordConsentModal opened={recording} onClose={() => setRecording(false)} />
    </>
  );
}

function Loading({ query }: { query: { isLoading: boolean; isError: boolean; error: unknown } }) {
  const { t } = useTranslation();
  if (query.isLoading) return <Skeleton h={160} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {apiErrorMessage(query.error, t)}
      </Alert>
    );
  return null;
}

function ConsentList() {
  const { t } = useTranslation();
  const consents = useQuery({ queryKey: [...PRIVACY_KEY, 'consents'], queryFn: fetchConsents });
  return (
    <Stack gap="sm" data-testid="consent-list">
      <Loading query={consents} />
      {consents.data?.length === 0 && <Text c="dimmed">{t('Belum ada persetujuan wali')}</Text>}
      {consents.data?.map((row) => (
        <ConsentItem key={row.id} row={row} />
      ))}
    </Stack>
  );
}

function ConsentItem({ row }: { row: ConsentRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawConsentOf(row.studentId),
    onSuccess: async () => {
      setConfirming(false);
      notifications.show({ color: 'green', message: t('Persetujuan ditarik. Siswa tidak lagi terlihat oleh perusahaan.') });
      await queryClient.invalidateQueries({ queryKey: PRIVACY_KEY });
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const form = useMutation({
    mutationFn: () => openConsentForm(row.id),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const status = CONSENT_STATUS_LABELS[row.status];
  return (
    <Card withBorder radius="md" padding="md" data-testid="consent-row" data-student={row.student}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.student}
          </Text>
          {row.school && (
            <Text size="sm" c="dimmed">
              {row.school}
            </Text>
          )}
          <Text size="sm">
            {row.guardianName
              ? t('{{name}} ({{relation}}) · {{method}}', {
                  name: row.guardianName,
                  relation: row.relation ? t(RELATION_LABELS[row.relation]) : '-',
                  method: t(METHOD_LABELS[row.method]),
                })
              : t(METHOD_LABELS[row.method])}
          </Text>
          <Text size="xs" c="dimmed">
            {t('Versi teks {{version}} · {{date}}', { version: row.textVersion, date: formatDate(row.answeredAt ?? row.createdAt, lang) })}
          </Text>
        </Stack>
        <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
      </Group>
      {(row.hasForm || row.status === 'granted') && (
        <Group gap="xs" mt="sm">
          {row.hasForm && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileCheck size={14} aria-hidden />}
              loading={form.isPending}
              onClick={() => form.mutate()}
            >
              {t('Lihat formulir')}
            </Button>
          )}
          {row.status === 'granted' && (
            <Button size="xs" variant="default" onClick={() => setConfirming(true)} data-testid="consent-withdraw">
              {t('Tarik persetujuan')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        message={t('Persetujuan untuk {{student}} ditarik dan siswa tidak lagi terlihat oleh perusahaan.', { student: row.student })}
        confirmLabel={t('Tarik persetujuan')}
        loading={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

function ErasureList() {
  const { t } = useTranslation();
  const requests = useQuery({ queryKey: [...PRIVACY_KEY, 'erasure'], queryFn: fetchErasureRequests });
  return (
    <Stack gap="sm" data-testid="erasure-list">
      <Loading query={requests} />
      {requests.data?.length === 0 && <Text c="dimmed">{t('Belum ada permintaan penghapusan data')}</Text>}
      {requests.data?.map((row) => (
        <ErasureItem key={row.id} row={row} />
      ))}
    </Stack>
  );
}

function ErasureItem({ row }: { row: ErasureRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideErasure(row.id, decision),
    onSuccess: async (_data, decision) => {
      setConfirming(null);
      notifications.show({
        color: 'green',
        message: decision === 'approve' ? t('Akun siswa dan datanya telah dihapus') : t('Permintaan penghapusan ditolak'),
      });
      await queryClient.invalidateQueries({ queryKey: PRIVACY_KEY });
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const status = ERASURE_STATUS_LABELS[row.status];
  const name = row.student ?? t('Akun telah dihapus');
  return (
    <Card withBorder radius="md" padding="md" data-testid="erasure-row" data-student={row.student ?? ''}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {row.school && (
            <Text size="sm" c="dimmed">
              {row.school}
            </Text>
          )}
          {row.reason && <Text size="sm">{t('Alasan: {{reason}}', { reason: row.reason })}</Text>}
          <Text size="xs" c="dimmed">
            {t('Diajukan {{date}}', { date: formatDate(row.createdAt, lang) })}
          </Text>
        </Stack>
        <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
      </Group>
      {row.status === 'pending' && (
        <Group gap="xs" mt="sm">
          <Button size="xs" color="red.8" onClick={() => setConfirming('approve')} data-testid="erasure-approve">
            {t('Setujui dan hapus')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming('reject')} data-testid="erasure-reject">
            {t('Tolak permintaan')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        message={
          confirming === 'approve'
            ? t('Akun {{student}} beserta profil, lamaran, hasil tes, dan berkasnya dihapus permanen. Tindakan ini tidak dapat dibatalkan.', {
                student: name,
              })
            : t('Permintaan penghapusan {{student}} ditolak; datanya tetap tersimpan.', { student: name })
        }
        confirmLabel={confirming === 'approve' ? t('Setujui dan hapus') : t('Tolak permintaan')}
        loading={decide.isPending}
        onConfirm={() => confirming && decide.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}

function RecordConsentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  // The same rules as the API (ZRecordPaperConsent), and the scan it requires beside them.
  const form = useForm<PaperConsentValues>({
    initialValues: { studentId: null, guardianName: '', relation: null, signedOn: new Date().toISOString().slice(0, 10), file: null },
    validate: (values) => validatePaperConsent(values, lang),
  });
  useRevalidateOnLangChange(form);
  const [failure, setFailure] = useState<string | null>(null);
  const options = useQuery({ queryKey: [...PRIVACY_KEY, 'students', search], queryFn: () => students.all(search || undefined), enabled: opened });
  const data = useMemo(
    () => (options.data ?? []).map((row) => ({ value: row.id, label: [row.name, row.nisn].filter((v) => typeof v === 'string' && v).join(' · ') })),
    [options.data],
  );
  const save = useMutation({
    mutationFn: (values: PaperConsentValues) => recordPaperConsent(toPaperConsentForm(values)),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Persetujuan wali dicatat') });
      form.reset();
      onClose();
      await queryClient.invalidateQueries({ queryKey: PRIVACY_KEY });
    },
    onError: (e) => {
      form.setErrors(apiFieldErrors(e));
      setFailure(apiErrorMessage(e, t));
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('Catat formulir persetujuan')} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm" data-testid="consent-record-form">
          <Text size="sm" c="dimmed">
            {t('Unggah pindaian atau foto formulir persetujuan yang ditandatangani orang tua/wali.')}
          </Text>
          <Select
            label={t('Siswa')}
            searchable
            data={data}
            {...form.getInputProps('studentId')}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={t('Tidak ada data')}
            required
            data-testid="consent-student"
          />
          <TextInput
            label={t('Nama lengkap orang tua/wali')}
            {...form.getInputProps('guardianName')}
            required
            maxLength={120}
            data-testid="consent-guardian-name"
          />
          <Select
            label={t('Hubungan dengan siswa')}
            data={GUARDIAN_RELATIONS.map((r) => ({ value: r, label: t(RELATION_LABELS[r]) }))}
            {...form.getInputProps('relation')}
            onChange={(v) => form.setFieldValue('relation', GUARDIAN_RELATIONS.find((r) => r === v) ?? null)}
            required
            data-testid="consent-relation"
          />
          <TextInput type="date" label={t('Tanggal ditandatangani')} {...form.getInputProps('signedOn')} required />
          <FileInput
            label={t('Pindaian formulir (JPG, PNG, atau WebP, maks. 2 MB)')}
            accept="image/jpeg,image/png,image/webp"
            {...form.getInputProps('file')}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('Hapus berkas') }}
            data-testid="consent-file"
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('Batal')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="consent-record-save">
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
