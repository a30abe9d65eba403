import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TMessageStart } from '@jalurkarir/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-errors';

/** `POST /message/start`: the thread's id (features/messages reads it at `#/messages?thread=`). */
const startThread = async (body: TMessageStart) => (await api.post<{ data: { thread_id: string } }>('/message/start', body)).data.thread_id;

/**
 * "Pesan": opens the conversation of an application, an invitation or (school staff) a student — made on
 * first use — and goes to it. The API decides whether a thread may exist; a refusal is shown as it says.
 */
export function StartThreadButton({ target, label, ...props }: { target: TMessageStart; label?: string } & ButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startThread(target),
    onSuccess: (threadId) => navigate(`/messages?thread=${threadId}`),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconMessage size={16} aria-hidden />}
      loading={start.isPending}
      onClick={() => start.mutate()}
      data-testid="start-thread"
      {...props}
    >
      {label ?? t('Pesan')}
    </Button>
  );
}

/** The same as an icon, for a list row ("Kirim pesan kepada {{name}}"). */
export function StartThreadIcon({ target, name }: { target: TMessageStart; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startThread(target),
    onSuccess: (threadId) => navigate(`/messages?thread=${threadId}`),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const label = t('Kirim pesan kepada {{name}}', { name });
  return (
    <ActionIcon
      variant="subtle"
      data-hint={label}
      aria-label={label}
      loading={start.isPending}
      onClick={() => start.mutate()}
      data-testid="start-thread-icon"
    >
      <IconMessage size={18} aria-hidden />
    </ActionIcon>
  );
}
