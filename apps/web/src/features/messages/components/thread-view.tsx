import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconFlag, IconPhoto, IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, type Principal } from '@jalurkarir/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/use-lang';
import { notifications } from '@mantine/notifications';
import { downloadAttachment, fetchThread, markThreadRead, MESSAGES_KEY, type MessageItem, type MessageThread } from '../api/messages-api';
import { ComposeBox } from './compose-box';
import { ReportDialog } from './report-dialog';
import { threadTitle } from './thread-list';
import classes from './messages.module.css';

/** What the reader is told about the school reading along: the student, the company, or the school itself. */
function SupervisionNotice({ thread, meId }: { thread: MessageThread; meId: string | undefined }) {
  const { t } = useTranslation();
  if (!thread.supervised) return null;
  const text = thread.reader_only
    ? t('Anda membaca percakapan ini sebagai Admin Sekolah karena siswa belum berusia 18 tahun. Anda tidak dapat mengirim pesan di sini.')
    : thread.student.id === meId
      ? t(
          'Karena kamu belum berusia 18 tahun, Admin Sekolah (BKK) sekolahmu dapat membaca percakapan ini. Jangan bagikan nomor pribadi; laporkan pesan yang membuatmu tidak nyaman.',
        )
      : t('Siswa ini belum berusia 18 tahun: Admin Sekolah (BKK) sekolahnya dapat membaca percakapan ini.');
  return (
    <Alert color="blue" icon={<IconShieldCheck size={18} aria-hidden />} data-testid="supervision-notice">
      {text}
    </Alert>
  );
}

function MessageBubble({ message, onReport }: { message: MessageItem; onReport: (() => void) | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className={`${classes.bubble} ${message.mine ? classes.mine : classes.theirs}`} data-testid="message" data-side={message.side}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600}>
          {message.mine ? t('Anda') : message.sender_name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.created_at, lang)}
        </Text>
      </Group>
      {message.body && <Text size="sm">{message.body}</Text>}
      {message.attachment && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void downloadAttachment(message).catch((e: unknown) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }))}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
          data-testid="message-attachment"
        >
          {message.attachment.kind === 'pdf' ? <IconFileTypePdf size={16} aria-hidden /> : <IconPhoto size={16} aria-hidden />}
          {message.attachment.name}
        </Anchor>
      )}
      {message.reported && (
        <Badge size="xs" color="red.9" variant="filled" mt={4}>
          {t('Dilaporkan')}
        </Badge>
      )}
      {onReport && !message.reported && (
        <Anchor component="button" type="button" size="xs" c="red.9" onClick={onReport} mt={4} data-testid="report-message">
          <IconFlag size={12} aria-hidden /> {t('Laporkan')}
        </Anchor>
      )}
    </li>
  );
}

/** One conversation: who, the supervision notice, the messages, and the reply box (or why there is none). */
export function ThreadView({
  id,
  meId,
  principal,
  onBack,
}: {
  id: string;
  meId: string | undefined;
  principal: Principal;
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reporting, setReporting] = useState<MessageItem | null>(null);
  const thread = useQuery({ queryKey: [...MESSAGES_KEY, 'thread', id], queryFn: () => fetchThread(id), refetchInterval: 30_000 });
  const data = thread.data;
  const unread = data && !data.reader_only ? data.unread : 0;
  useEffect(() => {
    if (unread > 0) void markThreadRead(id).then(() => client.invalidateQueries({ queryKey: MESSAGES_KEY }));
  }, [id, unread, client]);
  // On a phone the list is hidden while a thread is open: the way back to it.
  const back = onBack && (
    <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} aria-hidden /> {t('Semua percakapan')}
    </Anchor>
  );
  if (thread.isLoading) return <Skeleton h={320} />;
  if (!data) {
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" role="alert">
          {apiErrorMessage(thread.error, t)}
        </Alert>
      </Stack>
    );
  }
  const canReport = can(principal, 'message', 'report');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="thread-title" data-testid="thread-view">
      <Stack gap="sm">
        {back}
        <div>
          <Title order={2} size="h4" id="thread-title">
            {threadTitle(data, meId)}
          </Title>
          {data.opening && (
            <Text size="sm" c="dimmed">
              {data.opening}
            </Text>
          )}
        </div>
        <SupervisionNotice thread={data} meId={meId} />
        {data.messages.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('Belum ada pesan. Mulailah percakapan dengan sopan dan jelas.')}
          </Text>
        ) : (
          <ul className={classes.messages} aria-label={t('Pesan')}>
            {data.messages.map((m) => (
              <MessageBubble key={m.id} message={m} onReport={canReport && !m.mine ? () => setReporting(m) : null} />
            ))}
          </ul>
        )}
        {data.can_send ? (
          <ComposeBox threadId={data.id} warnContacts={data.contact_details_blocked && data.student.id !== meId} />
        ) : (
          data.closed_reason && (
            <Alert color="gray" data-testid="thread-closed">
              {data.closed_reason}
            </Alert>
          )
        )}
      </Stack>
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </Card>
  );
}
