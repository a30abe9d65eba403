import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Pagination, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { StatusBadge } from '../../../components/status-badge';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconSearch, IconUserCheck } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, VERIFIABLE_ROLES, userFields, type Role } from '@jalurkarir/shared';
import { isMobileWidth } from '../../../lib/layout-constants';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { BreakableText } from '../../../components/crud/breakable-text';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { listUnverifiedUsers, verifyUser } from '../api/dashboard-api';

const label = (name: string) => userFields.find((f) => f.name === name)?.label ?? name;

type QueueRow = Awaited<ReturnType<typeof listUnverifiedUsers>>['data'][number];

/** Verifying an account, then refetching the queue and the dashboard's figures. */
function useVerify() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    onSuccess: (user) => {
      notifications.show({ color: 'green', message: t('Akun {{name}} telah diverifikasi', { name: user.name }) });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorMessage(error, t) }),
  });
}

/** The Verify button for a role this verifier may verify, otherwise who does. */
function VerifyAction({
  row,
  allowed,
  verify,
  fullWidth = false,
}: {
  row: QueueRow;
  allowed: readonly Role[];
  verify: ReturnType<typeof useVerify>;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  return allowed.includes(row.role) ? (
    <Button
      size="xs"
      fullWidth={fullWidth}
      leftSection={<IconUserCheck size={16} aria-hidden />}
      loading={verify.isPending && verify.variables === row.id}
      onClick={() => verify.mutate(row.id)}
      aria-label={`${t('Verifikasi')} ${row.name}`}
      data-testid="verify-button"
    >
      {t('Verifikasi')}
    </Button>
  ) : (
    <Text size="xs" c="dimmed">
      {t('Diverifikasi oleh Admin')}
    </Text>
  );
}

function QueueCards({ rows, action }: { rows: QueueRow[]; action: (row: QueueRow, fullWidth?: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="sm" data-testid="verification-cards">
      {rows.map((row) => (
        <Card key={row.id} withBorder radius="md" padding="sm" data-testid="verification-row" data-email={row.email}>
          <Text fw={600} style={{ overflowWrap: 'break-word' }}>
            {row.name}
          </Text>
          <Text size="sm">
            <BreakableText text={row.email} />
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t(ROLE_LABELS[row.role])}
            {(row.school_name ?? row.company_name) ? ` · ${row.school_name ?? row.company_name}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('Mendaftar {{date}}', { date: formatDate(row.created_at, lang) })}
          </Text>
          <Group mt="sm">{action(row, true)}</Group>
        </Card>
      ))}
    </Stack>
  );
}

function QueueTable({ rows, action }: { rows: QueueRow[]; action: (row: QueueRow, fullWidth?: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(label('name'))}</Table.Th>
            <Table.Th scope="col">{t(label('email'))}</Table.Th>
            <Table.Th scope="col">{t(label('role'))}</Table.Th>
            <Table.Th scope="col">{t('Sekolah / Perusahaan')}</Table.Th>
            <Table.Th scope="col">{t(label('created_at'))}</Table.Th>
            <Table.Th scope="col">
              <span>{t('Aksi')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="verification-row" data-email={row.email}>
              <Table.Td fw={500}>{row.name}</Table.Td>
              <Table.Td>
                <BreakableText text={row.email} />
              </Table.Td>
              <Table.Td>{t(ROLE_LABELS[row.role])}</Table.Td>
              <Table.Td>{row.school_name ?? row.company_name ?? '—'}</Table.Td>
              <Table.Td>{formatDate(row.created_at, lang)}</Table.Td>
              <Table.Td>{action(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The queue's title with its count and the sentence under it. */
function QueueHeading({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id="verification-queue-title">
            {t('Antrean Verifikasi')}
          </Title>
          <StatusBadge tone="info" aria-label={t('{{count}} akun menunggu', { count: total })}>
            {total}
          </StatusBadge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('Akun baru menunggu verifikasi sebelum dapat memakai menu lengkap.')}
      </Text>
    </>
  );
}

/** Accounts awaiting verification, with a Verify button for the ones this verifier may verify. */
export function VerificationQueue({ verifierRole }: { verifierRole: Role }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const query = useQuery({
    queryKey: ['user', 'list', { verified: false, page, search, sort_by: 'created_at', sort_type: 'asc' }],
    queryFn: () => listUnverifiedUsers(page, search),
    placeholderData: keepPreviousData,
  });
  const allowed = VERIFIABLE_ROLES[verifierRole] ?? [];
  const verify = useVerify();

  const rows = query.data?.data ?? [];
  // Phones get cards (the table's Verify button would sit off-screen), as on the master-data lists.
  const cards = isMobileWidth(useLayoutWidth());
  const action = (row: QueueRow, fullWidth = false) => <VerifyAction row={row} allowed={allowed} verify={verify} fullWidth={fullWidth} />;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="verification-queue-title" data-testid="verification-queue">
      <QueueHeading total={query.data?.total ?? 0} />
      <TextInput
        mb="md"
        maw={360}
        type="search"
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          setPage(1);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('Cari nama atau email')}
        aria-label={t('Cari akun yang menunggu verifikasi')}
        data-testid="verification-search"
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && (
        <Stack gap="xs">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
      {query.isSuccess && rows.length === 0 && search !== '' && (
        <Text size="sm" c="dimmed" py="md">
          {t('Tidak ada akun yang cocok')}
        </Text>
      )}
      {query.isSuccess && rows.length === 0 && search === '' && (
        <Group gap="xs" c="dimmed" py="md" data-testid="verification-queue-empty">
          <IconCircleCheck size={20} aria-hidden />
          <Text size="sm">{t('Tidak ada akun yang menunggu verifikasi')}</Text>
        </Group>
      )}
      {rows.length > 0 && cards && <QueueCards rows={rows} action={action} />}
      {rows.length > 0 && !cards && <QueueTable rows={rows} action={action} />}
      {(query.data?.total_pages ?? 0) > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination
            total={query.data!.total_pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t('Halaman berikutnya') : control === 'previous' ? t('Halaman sebelumnya') : control,
            })}
            getItemProps={(p) => ({ 'aria-label': `${t('Halaman')} ${p}` })}
          />
        </Group>
      )}
    </Card>
  );
}
