import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlayerPause, IconPlayerPlay, IconUserCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VERIFIABLE_ROLES, type Role } from '@jalurkarir/shared';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import type { Row } from '../../../lib/crud-client';

type Action = 'verify' | 'activate' | 'deactivate' | 'reset';

/**
 * Account actions on a row whose record is an account: verify (for the roles the signed-in user
 * may verify) and, on the user screen, activate / deactivate and a password-reset e-mail.
 */
export function AccountActions({
  row,
  accountRole,
  viewerRole,
  manageAccounts,
}: {
  row: Row;
  accountRole: Role;
  viewerRole: Role;
  manageAccounts: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const name = String(row.name ?? '');
  const mutation = useMutation({
    mutationFn: async (action: Action) => {
      if (action === 'verify') return api.post('/user/verify', {}, { id: row.id });
      if (action === 'reset') return api.post('/user/send-password-reset', {}, { id: row.id });
      return api.post('/user/update', { status: action === 'activate' ? 'active' : 'not_activated' }, { id: row.id });
    },
    onSuccess: (_data, action) => {
      const messages: Record<Action, string> = {
        verify: t('Akun {{name}} telah diverifikasi', { name }),
        activate: t('Akun {{name}} diaktifkan', { name }),
        deactivate: t('Akun {{name}} dinonaktifkan', { name }),
        reset: t('Tautan atur ulang kata sandi dikirim ke {{email}}', { email: String(row.email ?? '') }),
      };
      notifications.show({ color: 'green', message: messages[action] });
      setConfirming(null);
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      setConfirming(null);
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    },
  });
  const canVerify = !row.verified && (VERIFIABLE_ROLES[viewerRole] ?? []).includes(accountRole);
  const active = row.status !== 'not_activated';
  const button = (action: Action, label: string, icon: React.ReactNode, color?: string) => (
    <ActionIcon
      data-hint={label}
      variant="subtle"
      color={color}
      aria-label={`${label} ${name}`}
      loading={mutation.isPending && mutation.variables === action}
      onClick={() => (action === 'verify' || action === 'activate' ? mutation.mutate(action) : setConfirming(action))}
      data-testid={`row-${action}`}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <>
      {canVerify && button('verify', t('Verifikasi'), <IconUserCheck size={18} aria-hidden />, 'green')}
      {manageAccounts &&
        (active
          ? button('deactivate', t('Nonaktifkan'), <IconPlayerPause size={18} aria-hidden />, 'orange')
          : button('activate', t('Aktifkan'), <IconPlayerPlay size={18} aria-hidden />, 'green'))}
      {manageAccounts && button('reset', t('Kirim tautan atur ulang kata sandi'), <IconKey size={18} aria-hidden />)}
      <ConfirmDialog
        opened={confirming !== null}
        message={
          confirming === 'deactivate'
            ? t('{{name}} tidak akan dapat masuk sampai akunnya diaktifkan lagi.', { name })
            : t('{{name}} akan menerima email berisi tautan untuk membuat kata sandi baru.', { name })
        }
        confirmLabel={confirming === 'deactivate' ? t('Nonaktifkan') : t('Kirim')}
        loading={mutation.isPending}
        onConfirm={() => confirming && mutation.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
