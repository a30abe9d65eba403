import { useState } from 'react';
import { Alert, Badge, Card, Group, Modal, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { LabeledPagination } from '../../../components/labeled-pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconMail, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';
import { useLang } from '../../../lib/use-lang';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  status: 'queued' | 'sending' | 'sent' | 'retry' | 'failed';
  created_at: string;
  sent_at: string | null;
}

interface OutboxPage {
  data: OutboxMessage[];
  total: number;
  total_pages: number;
}

const PER_PAGE = 20;

const STATUS = {
  queued: { label: tk('Dalam antrean'), color: 'gray' },
  sending: { label: tk('Sedang dikirim'), color: 'blue' },
  sent: { label: tk('Terkirim'), color: 'green' },
  retry: { label: tk('Dicoba lagi'), color: 'yellow' },
  failed: { label: tk('Gagal'), color: 'red' },
} as const;

/**
 * Kotak Keluar Email (Admin): every message the product sent or queued. Without SMTP this is how a
 * single-school install hands over confirmation and reset links (README, docs/operations.md).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const list = useQuery({
    queryKey: ['outbox', debounced, page],
    queryFn: () => api.get<OutboxPage>('/outbox/list', { search: debounced || undefined, page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const when = (iso: string) => new Date(iso).toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <PageHeader title={t('Kotak Keluar Email')} description={t('Semua email yang dikirim atau menunggu dikirim oleh JalurKarir')} />
      <Card withBorder radius="md" padding="md" maw={960}>
        <TextInput
          mb="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('Cari penerima atau subjek')}
          aria-label={t('Cari penerima atau subjek')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isLoading && <Skeleton h={240} radius="md" />}
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(list.error, t)}
          </Alert>
        )}
        {list.data && list.data.data.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {t('Tidak ada email')}
          </Text>
        )}
        {list.data && list.data.data.length > 0 && (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="outbox-list">
            {list.data.data.map((message) => (
              <li key={message.id}>
                <UnstyledButton
                  onClick={() => setOpen(message)}
                  w="100%"
                  py={8}
                  px={4}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                      <IconMail size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {message.subject}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {message.to} · <time dateTime={message.created_at}>{when(message.created_at)}</time>
                        </Text>
                      </Stack>
                    </Group>
                    <Badge color={STATUS[message.status].color} variant="light" style={{ flex: 'none' }}>
                      {t(STATUS[message.status].label)}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {list.data && list.data.total_pages > 1 && (
          <Group justify="center" mt="md">
            <LabeledPagination total={list.data.total_pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Card>
      <Modal opened={!!open} onClose={() => setOpen(null)} title={open?.subject} size="lg" closeButtonProps={{ 'aria-label': t('Tutup') }}>
        {open && (
          <Stack gap="xs">
            <Text size="sm">
              {t('Kepada')}: <span style={{ overflowWrap: 'anywhere' }}>{open.to}</span>
            </Text>
            <Text size="sm" c="dimmed">
              {when(open.created_at)} · {t(STATUS[open.status].label)}
            </Text>
            <Text
              component="pre"
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
              data-testid="outbox-body"
            >
              {open.body}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
