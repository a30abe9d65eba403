import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_TYPE_LABELS } from '@jalurkarir/shared';
import { EmptyListCard, ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { fetchSaved, SAVED_KEY, unsaveOpening, type SavedOpening } from '../../../lib/saved-openings';
import { AlertSettingsCard } from '../components/alert-settings-card';

/**
 * Lowongan Tersimpan (`/opportunity/saved`, beside the student's recommendations): the openings the
 * student saved, newest first — a closed one stays, marked closed — and the job alert settings.
 */
export function SavedJobsPage() {
  const { t } = useTranslation();
  const saved = useQuery({ queryKey: SAVED_KEY, queryFn: fetchSaved });
  return (
    <>
      <PageHeader
        title={t('Lowongan Tersimpan')}
        description={t('Lowongan yang Anda simpan untuk dilamar nanti, dan notifikasi lowongan baru.')}
        actions={
          <Button component={Link} to="/opportunity" variant="default" size="sm">
            {t('Rekomendasi Pekerjaan')}
          </Button>
        }
      />
      <Stack gap="md">
        <section aria-labelledby="saved-title">
          <Title order={2} size="h4" id="saved-title" mb="xs">
            {t('Daftar Tersimpan')}
          </Title>
          <ListLoadState loading={saved.isLoading} error={saved.isError ? saved.error : null} withIcon />
          {saved.data?.length === 0 && (
            <EmptyListCard
              icon={<IconBookmark size={40} aria-hidden />}
              title={t('Belum ada lowongan tersimpan')}
              hint={t('Tekan “Simpan” pada lowongan untuk menyimpannya di sini.')}
              testId="saved-empty"
            />
          )}
          <Stack gap="sm">
            {saved.data?.map((o) => (
              <SavedCard key={o.id} opening={o} />
            ))}
          </Stack>
        </section>
        <AlertSettingsCard />
      </Stack>
    </>
  );
}

function SavedCard({ opening: o }: { opening: SavedOpening }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => unsaveOpening(o.id),
    onSuccess: () => notifications.show({ color: 'green', message: t('Dihapus dari Lowongan Tersimpan') }),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_KEY }),
  });
  const contract = CONTRACT_TYPE_LABELS[o.contract_type];
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`saved-${o.id}`} data-testid="saved-opening">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {o.open ? (
            <Anchor component={Link} to={`/jobs/${o.id}`} fw={600} id={`saved-${o.id}`} style={{ overflowWrap: 'anywhere' }}>
              {o.title}
            </Anchor>
          ) : (
            <Text fw={600} id={`saved-${o.id}`} style={{ overflowWrap: 'anywhere' }}>
              {o.title}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {[o.company_name, o.city_name, contract ? t(contract) : null].filter(Boolean).join(' · ')}
            {o.deadline ? ` · ${t('Batas')} ${formatDate(o.deadline, i18n.language)}` : ''}
          </Text>
        </Stack>
        {!o.open && (
          <StatusBadge tone="neutral" style={{ flexShrink: 0 }} data-testid="saved-closed">
            {t('Ditutup')}
          </StatusBadge>
        )}
      </Group>
      <Group mt="sm">
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={t('Hapus {{title}} dari Lowongan Tersimpan', { title: o.title })}
          data-testid="saved-remove"
        >
          {t('Hapus')}
        </Button>
      </Group>
    </Card>
  );
}
