import { useState } from 'react';
import { Alert, Button, Card, Divider, Group, Modal, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconDownload, IconEye, IconMail, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrivacySettings } from '@jalurkarir/shared';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import {
  downloadMyData,
  fetchPrivacySettings,
  fetchProfileViews,
  PRIVACY_KEY,
  requestConsent,
  requestErasure,
  setVisibility,
  withdrawMyConsent,
} from '../api/privacy-api';
import { CONSENT_STATUS_LABELS, ERASURE_STATUS_LABELS, METHOD_LABELS, RELATION_LABELS, VIEWER_ROLE_LABELS } from './labels';
import { SharedDataList } from './shared-data-list';

/** Date and time in the UI language. */
export function formatDateTime(value: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/**
 * The student's privacy card on their profile (docs/privacy.md): whether companies may see them,
 * their guardian's consent (asked by e-mail), who viewed their full profile, "download my data"
 * and the erasure request.
 */
export function PrivacyCard() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: [...PRIVACY_KEY, 'settings'], queryFn: fetchPrivacySettings });
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" data-testid="privacy-card" component="section" aria-labelledby="privacy-card-title">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconShieldLock size={22} aria-hidden />
        <Title order={2} size="h4" id="privacy-card-title">
          {t('Privasi & Data Saya')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t(
          'Anda yang menentukan apakah perusahaan dapat menemukan Anda. Data kontak dan data pribadi tidak pernah ditampilkan sebelum Anda melamar.',
        )}
      </Text>
      {settings.isLoading && <Skeleton h={160} radius="md" />}
      {settings.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(settings.error, t)}
        </Alert>
      )}
      {settings.data && (
        <Stack gap="lg">
          <VisibilitySection settings={settings.data} />
          {settings.data.needsConsent && (
            <>
              <Divider />
              <ConsentSection settings={settings.data} />
            </>
          )}
          <Divider />
          <ViewsSection />
          <Divider />
          <DataSection settings={settings.data} />
        </Stack>
      )}
    </Card>
  );
}

function VisibilitySection({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: setVisibility,
    onSuccess: (data) => queryClient.setQueryData([...PRIVACY_KEY, 'settings'], data),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  return (
    <Stack gap="xs">
      <Switch
        // The switch moves at once (the answer follows); a refused change flips it back.
        checked={change.isPending ? change.variables : settings.visibleToCompanies}
        onChange={(e) => change.mutate(e.currentTarget.checked)}
        label={t('Perusahaan mitra boleh melihat profil saya')}
        description={t('Yang dilihat perusahaan sebelum Anda melamar:')}
        data-testid="privacy-visibility"
      />
      <SharedDataList compact />
      <Group gap="xs">
        <StatusBadge tone={settings.effectivelyVisible ? 'success' : 'neutral'} data-testid="privacy-effective">
          {settings.effectivelyVisible ? t('Terlihat oleh perusahaan') : t('Tidak terlihat oleh perusahaan')}
        </StatusBadge>
      </Group>
      {settings.visibleToCompanies && !settings.effectivelyVisible && settings.needsConsent && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('Anda berusia di bawah 18 tahun: Anda baru terlihat oleh perusahaan setelah orang tua/wali memberikan persetujuan.')}
        </Alert>
      )}
    </Stack>
  );
}

function ConsentSection({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const consent = settings.consent;
  const refresh = (data: PrivacySettings) => queryClient.setQueryData([...PRIVACY_KEY, 'settings'], data);
  const ask = useMutation({
    mutationFn: () => requestConsent(email.trim()),
    onSuccess: (data) => {
      refresh(data);
      setEmail('');
      setError(undefined);
      notifications.show({ color: 'green', message: t('Email permintaan persetujuan telah dikirim ke wali Anda') });
    },
    onError: (e) => setError(apiFieldErrors(e).guardianEmail ?? apiErrorMessage(e, t)),
  });
  const withdraw = useMutation({
    mutationFn: withdrawMyConsent,
    onSuccess: (data) => {
      refresh(data);
      setConfirming(false);
      notifications.show({ color: 'green', message: t('Persetujuan ditarik. Anda tidak lagi terlihat oleh perusahaan.') });
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const status = consent ? CONSENT_STATUS_LABELS[consent.status] : null;
  return (
    <Stack gap="xs" data-testid="privacy-consent">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('Persetujuan orang tua/wali')}
        </Title>
        <StatusBadge tone={status?.tone ?? 'neutral'} data-testid="privacy-consent-status">
          {status ? t(status.label) : t('Belum ada persetujuan')}
        </StatusBadge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('Menurut UU Pelindungan Data Pribadi, data anak di bawah 18 tahun dibagikan hanya dengan persetujuan orang tua/wali.')}
      </Text>
      {consent?.status === 'granted' && (
        <>
          <Text size="sm">
            {t('Disetujui oleh {{name}} ({{relation}}) pada {{date}} melalui {{method}}.', {
              name: consent.guardianName ?? '-',
              relation: consent.relation ? t(RELATION_LABELS[consent.relation]) : '-',
              date: consent.answeredAt ? formatDate(consent.answeredAt, lang) : '-',
              method: t(METHOD_LABELS[consent.method]),
            })}
          </Text>
          <Group>
            <Button variant="default" color="red" onClick={() => setConfirming(true)} data-testid="privacy-withdraw">
              {t('Tarik persetujuan')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={confirming}
            message={t('Setelah persetujuan ditarik, perusahaan tidak dapat melihat profil Anda lagi.')}
            confirmLabel={t('Tarik persetujuan')}
            loading={withdraw.isPending}
            onConfirm={() => withdraw.mutate()}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      {consent?.status === 'pending' && (
        <Text size="sm" data-testid="privacy-consent-pending">
          {t('Tautan persetujuan dikirim ke {{email}} pada {{date}}. Minta wali Anda membuka email tersebut.', {
            email: consent.guardianEmail ?? '-',
            date: formatDate(consent.createdAt, lang),
          })}
        </Text>
      )}
      {consent?.status !== 'granted' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            ask.mutate();
          }}
        >
          <Stack gap="xs">
            <TextInput
              type="email"
              label={t('Email orang tua/wali')}
              placeholder="nama@contoh.id"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              required
              maxLength={254}
              autoComplete="off"
              data-testid="privacy-guardian-email"
            />
            <Group>
              <Button type="submit" leftSection={<IconMail size={16} aria-hidden />} loading={ask.isPending} data-testid="privacy-ask-guardian">
                {consent?.status === 'pending' ? t('Kirim ulang ke wali') : t('Minta persetujuan wali')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function ViewsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const views = useQuery({ queryKey: [...PRIVACY_KEY, 'views'], queryFn: fetchProfileViews });
  return (
    <Stack gap="xs" data-testid="privacy-views">
      <Group gap="xs">
        <IconEye size={18} aria-hidden />
        <Title order={3} size="h5">
          {t('Siapa yang melihat profil saya')}
        </Title>
      </Group>
      {views.isLoading && <Skeleton h={48} />}
      {views.isError && (
        <Text size="sm" c="red.8" role="alert">
          {apiErrorMessage(views.error, t)}
        </Text>
      )}
      {views.data && views.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('Belum ada pihak di luar sekolah yang melihat profil lengkap Anda.')}
        </Text>
      )}
      {views.data && views.data.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {views.data.slice(0, 10).map((view) => (
            <Group key={view.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {view.company ?? t(VIEWER_ROLE_LABELS[view.viewerRole] ?? 'Perusahaan')}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(view.viewedAt, lang)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DataSection({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const download = useMutation({
    mutationFn: downloadMyData,
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const erase = useMutation({
    mutationFn: () => requestErasure(reason.trim()),
    onSuccess: async () => {
      setAsking(false);
      setReason('');
      notifications.show({ color: 'green', message: t('Permintaan penghapusan data dikirim ke admin sekolah') });
      await queryClient.invalidateQueries({ queryKey: PRIVACY_KEY });
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const erasure = settings.erasure;
  const pending = erasure?.status === 'pending';
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('Data saya')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('Unduh semua data yang tersimpan tentang Anda, atau minta agar akun dan datanya dihapus.')}
      </Text>
      {erasure && (
        <Group gap="xs">
          <StatusBadge tone={ERASURE_STATUS_LABELS[erasure.status].tone} data-testid="privacy-erasure-status">
            {t(ERASURE_STATUS_LABELS[erasure.status].label)}
          </StatusBadge>
          <Text size="sm" c="dimmed">
            {t('Diajukan {{date}}', { date: formatDate(erasure.createdAt, lang) })}
          </Text>
        </Group>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="privacy-download"
        >
          {t('Unduh data saya (JSON)')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={pending}
          onClick={() => setAsking(true)}
          data-testid="privacy-erasure"
        >
          {t('Minta penghapusan data')}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('Apakah kamu yakin?')}
        centered
        closeButtonProps={{ 'aria-label': t('Tutup') }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('Jika admin sekolah menyetujui, akun Anda beserta profil, lamaran, hasil tes, dan berkas yang diunggah dihapus permanen.')}
          </Text>
          <Textarea
            label={t('Alasan (opsional)')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="privacy-erasure-reason"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('Batal')}
            </Button>
            <Button color="red.8" loading={erase.isPending} onClick={() => erase.mutate()} data-testid="privacy-erasure-confirm">
              {t('Kirim permintaan')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
