import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPklSupervisorInput } from '@jalurkarir/shared';
import { ListLoadState } from '../../../components/list-page';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { compactBody, validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { NATIVE_CHECKS_OFF } from '../form-props';
import { PKL_KEY, createSupervisor, fetchSupervisors, setSupervisorActive, type TPklSupervisor } from '../api/pkl-api';
import { HomeSection } from './home-section';

export const SUPERVISORS_KEY = [...PKL_KEY, 'supervisors'] as const;

/** The new supervisor's form: name, e-mail, phone; checked with the API's schema, the API's field errors beside. */
function SupervisorForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => createSupervisor(body as Parameters<typeof createSupervisor>[0]),
    onSuccess: async (s) => {
      notifications.show({
        color: 'green',
        message: t('Akun pembimbing dibuat; {{email}} menerima email untuk mengatur kata sandi', { email: s.email }),
      });
      await queryClient.invalidateQueries({ queryKey: PKL_KEY });
      onClose();
    },
    onError: (e) => setErrors(apiFieldErrors(e)),
  });
  const submit = () => {
    const body = compactBody(values);
    const found = validateWith(ZPklSupervisorInput, body, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(body);
  };
  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.currentTarget.value }))}
      error={errors[name]}
      data-testid={`pkl-supervisor-${name}`}
      {...extra}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('Tambah pembimbing industri')} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack
        component="form"
        {...NATIVE_CHECKS_OFF}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Text size="sm">
          {t(
            'Pembimbing hanya melihat siswa PKL yang ia bimbing: jurnal, kehadiran, validasi dan penilaian. Ia mengatur kata sandinya dari email undangan.',
          )}
        </Text>
        {field('name', t('Nama'), { required: true, 'data-autofocus': true })}
        {field('email', t('Email'), { required: true, type: 'email' })}
        {field('phone', t('Telepon'), { type: 'tel' })}
        {create.isError && !Object.keys(apiFieldErrors(create.error)).length && (
          <Alert color="red" role="alert">
            {apiErrorMessage(create.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="pkl-supervisor-save">
            {t('Simpan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SupervisorRow({ supervisor }: { supervisor: TPklSupervisor }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const active = supervisor.status === 'active';
  const toggle = useMutation({
    mutationFn: () => setSupervisorActive(supervisor.id, !active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PKL_KEY }),
  });
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="pkl-supervisor-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={600}>{supervisor.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[supervisor.email, supervisor.phone].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Button
          size="xs"
          variant="outline"
          color={active ? 'red.8' : undefined}
          onClick={() => toggle.mutate()}
          loading={toggle.isPending}
          aria-label={`${active ? t('Nonaktifkan') : t('Aktifkan')} ${supervisor.name}`}
          data-testid="pkl-supervisor-toggle"
        >
          {active ? t('Nonaktifkan') : t('Aktifkan')}
        </Button>
      </Group>
      <Group gap="xs">
        <StatusBadge tone={active ? 'success' : 'neutral'}>{active ? t('Aktif') : t('Tidak Aktif')}</StatusBadge>
        {!supervisor.has_password && <StatusBadge tone="warning">{t('Belum mengatur kata sandi')}</StatusBadge>}
        <Text size="sm">{t('Siswa dibimbing: {{count}}', { count: supervisor.placements })}</Text>
      </Group>
      {toggle.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(toggle.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Pembimbing Industri (the company admin's part of `#/pkl`): the company's PKL supervisor accounts, each
 * seeing only the PKL students it is named on; add one (invited by e-mail), deactivate or reactivate it.
 */
export function SupervisorsSection() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const list = useQuery({ queryKey: SUPERVISORS_KEY, queryFn: fetchSupervisors });
  const rows = (list.data ?? []).filter((s) => s.pkl_supervisor);
  return (
    <HomeSection id="pkl-supervisors-title" title={t('Pembimbing Industri')} testId="pkl-supervisors">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('Akun untuk pembimbing di perusahaan Anda: hanya melihat siswa PKL yang ia bimbing.')}
        </Text>
        <ListLoadState loading={list.isLoading} error={list.isError ? list.error : null} />
        {list.data && rows.length === 0 && (
          <Text size="sm" data-testid="pkl-supervisors-empty">
            {t('Belum ada akun pembimbing industri.')}
          </Text>
        )}
        {rows.length > 0 && (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((s) => (
              <SupervisorRow key={s.id} supervisor={s} />
            ))}
          </Stack>
        )}
        <Group>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)} data-testid="pkl-supervisor-add">
            {t('Tambah pembimbing')}
          </Button>
        </Group>
      </Stack>
      {adding && <SupervisorForm onClose={() => setAdding(false)} />}
    </HomeSection>
  );
}
