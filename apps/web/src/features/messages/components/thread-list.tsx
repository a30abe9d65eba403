import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/use-lang';
import type { MessageThreadSummary } from '../api/messages-api';
import classes from './messages.module.css';

/** Who the thread is with, as the caller sees it: the other side (a reader sees both). */
export function threadTitle(thread: MessageThreadSummary, meId: string | undefined): string {
  const other = thread.kind === 'company' ? thread.company?.name : thread.staff?.name;
  if (thread.reader_only) return `${thread.student.name} · ${other ?? ''}`;
  return thread.student.id === meId ? (other ?? '') : thread.student.name;
}

/** The caller's conversations, newest activity first; the selected one marked as current. */
export function ThreadList({
  threads,
  selected,
  meId,
  onSelect,
}: {
  threads: MessageThreadSummary[];
  selected: string | null;
  meId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="xs" component="ul" className={classes.list} aria-label={t('Daftar percakapan')}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <UnstyledButton
            onClick={() => onSelect(thread.id)}
            aria-current={thread.id === selected ? 'true' : undefined}
            className={classes.threadButton}
            data-testid="thread-item"
          >
            <Card withBorder radius="md" padding="sm" className={thread.id === selected ? classes.selected : undefined}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={thread.unread > 0 ? 700 : 600} truncate>
                  {threadTitle(thread, meId)}
                </Text>
                {thread.unread > 0 && (
                  <Badge size="sm" color="red.8" variant="filled">
                    <span aria-hidden>{thread.unread}</span>
                    <span className={classes.srOnly}>{t('{{count}} pesan belum dibaca', { count: thread.unread })}</span>
                  </Badge>
                )}
              </Group>
              {thread.opening && (
                <Text size="xs" c="dimmed" truncate>
                  {thread.opening}
                </Text>
              )}
              <Text size="sm" c="dimmed" lineClamp={1}>
                {thread.last_body === null ? t('Belum ada pesan') : thread.last_body || t('Lampiran')}
              </Text>
              <Group gap={6} mt={4}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(thread.last_message_at, lang)}
                </Text>
                {thread.reader_only && (
                  <Badge size="xs" variant="light" color="gray" leftSection={<IconEye size={12} aria-hidden />}>
                    {t('Dibaca sebagai pengawas')}
                  </Badge>
                )}
              </Group>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
