import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@jalurkarir/shared';
import { ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchTracerRounds, OUTCOMES_KEY, type TracerRoundSummary } from '../api/outcomes-api';
import { EmployerFeedbackCard } from '../components/employer-feedback-card';
import { NewRoundDialog } from '../components/new-round-dialog';
import { RoundStatusBadge } from '../components/round-status-badge';

/** One round as a card: who it asks, its period, and how many answered so far. */
function RoundCard({ round, showSchool }: { round: TracerRoundSummary; showSchool: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { graduates, responded, unreachable } = round.counts;
  const percent = graduates ? (responded / graduates) * 100 : 0;
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={`/tracer/${round.id}`} data-testid="tracer-round" data-title={round.title}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600}>{round.title}</Text>
        <RoundStatusBadge status={round.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {[
          showSchool ? round.school_name : null,
          t('Lulusan {{year}}', { year: round.graduation_year }),
          `${formatDate(round.starts_on, lang)} – ${formatDate(round.ends_on, lang)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Progress value={percent} mt="sm" aria-hidden color="jalur" />
      <Text size="sm" mt={4}>
        {t('{{responded}} dari {{graduates}} alumni menjawab · {{unreachable}} tidak dapat dihubungi', { responded, graduates, unreachable })}
      </Text>
      {round.status === 'open' && round.reminders_due > 0 && (
        <Text size="xs" c="#8a4200" mt={2}>
          {t('{{count}} alumni perlu diingatkan', { count: round.reminders_due })}
        </Text>
      )}
    </Card>
  );
}

/**
 * Tracer Study (`#/tracer`; docs/outcomes.md): the school's rounds, newest first, each opening its
 * response tracking; the school admin (and the Admin) open a new one. Below, employer feedback.
 */
export function TracerRoundsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const role = user?.role ?? 'siswa';
  const admin = role === 'admin';
  const [creating, setCreating] = useState(false);
  const rounds = useQuery({ queryKey: [...OUTCOMES_KEY, 'rounds'], queryFn: () => fetchTracerRounds() });
  return (
    <>
      <PageHeader
        title={t('Tracer Study')}
        description={t('Putaran penelusuran alumni: siapa yang sudah menjawab, tautan pribadi untuk WhatsApp, pengingat, dan ekspor laporan.')}
        actions={
          can(role, 'tracer', 'create') ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-testid="tracer-new">
              {t('Buka putaran tracer')}
            </Button>
          ) : undefined
        }
      />
      <Stack gap="lg">
        <ListLoadState loading={rounds.isLoading} error={rounds.error} />
        {rounds.data?.length === 0 && (
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" gap="xs" data-testid="tracer-empty">
              <IconClipboardList size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" ta="center">
                {t('Belum ada putaran tracer study. Buka putaran untuk lulusan satu tahun, lalu bagikan tautan pribadi kepada setiap alumni.')}
              </Text>
            </Stack>
          </Card>
        )}
        {rounds.isLoading && <Skeleton h={120} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="tracer-rounds">
          {rounds.data?.map((round) => (
            <RoundCard key={round.id} round={round} showSchool={admin} />
          ))}
        </SimpleGrid>
        <EmployerFeedbackCard role={role} />
      </Stack>
      <NewRoundDialog opened={creating} admin={admin} onClose={() => setCreating(false)} onCreated={(round) => navigate(`/tracer/${round.id}`)} />
    </>
  );
}
