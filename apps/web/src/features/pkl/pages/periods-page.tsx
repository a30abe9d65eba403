import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PKL_WEEKDAY_LABELS, can } from '@jalurkarir/shared';
import { ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, fetchPeriods, type TPklPeriod } from '../api/pkl-api';
import { PeriodForm } from '../components/period-form';
import { programName } from '../components/pkl-badges';
import { periodText } from '../components/placement-summary';

function PeriodCard({ period: p, editable, onEdit }: { period: TPklPeriod; editable: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const program = programName(p.program);
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="pkl-period" data-name={p.name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} size="h5">
          {p.name}
        </Title>
        {editable && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`${t('Ubah')} ${p.name}`}
          >
            {t('Ubah')}
          </Button>
        )}
      </Group>
      <Text size="sm">{periodText(p, lang)}</Text>
      <Text size="sm" c="dimmed">
        {[p.class_names.join(', '), program ? t(program) : null].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('{{hours}} jam per hari · {{days}}', {
          hours: p.hours_per_day,
          days: p.working_days.map((d) => t(PKL_WEEKDAY_LABELS[d] ?? '')).join(', '),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('{{count}} penempatan · bobot industri {{weight}}%', { count: p.placements, weight: p.industry_weight })}
        {p.coordinator_name ? ` · ${t('Koordinator: {{name}}', { name: p.coordinator_name })}` : ''}
      </Text>
      {p.quotas.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('Kuota')}: {p.quotas.map((q) => `${q.company_name} ${q.placed}/${q.quota}`).join(' · ')}
        </Text>
      )}
    </Card>
  );
}

/** Periode PKL (`#/pkl/periods`): the school's PKL periods per class group; the school admin creates and edits them, a coordinator edits theirs. */
export function PeriodsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const role = user?.role ?? 'guru';
  const [editing, setEditing] = useState<TPklPeriod | 'new' | null>(null);
  const periods = useQuery({ queryKey: [...PKL_KEY, 'periods', 'all'], queryFn: () => fetchPeriods({ per_page: 100 }) });
  const editable = (p: TPklPeriod) => can(role, 'pkl-period', 'update') && (role !== 'guru' || p.coordinator_id === user?.id);
  return (
    <>
      <Anchor component={Link} to="/pkl" size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke PKL')}
      </Anchor>
      <PageHeader
        title={t('Periode PKL')}
        description={t('Periode PKL per kelas: tanggal, jam kerja, hari kerja, koordinator, dan kuota perusahaan.')}
        actions={
          can(role, 'pkl-period', 'create') && role !== 'admin' ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="pkl-period-new">
              {t('Periode baru')}
            </Button>
          ) : undefined
        }
      />
      <ListLoadState loading={periods.isLoading} error={periods.isError ? periods.error : null} withIcon />
      {periods.data && periods.data.data.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="pkl-periods-empty">
          {t('Belum ada periode PKL.')}
        </Text>
      )}
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(periods.data?.data ?? []).map((p) => (
            <PeriodCard key={p.id} period={p} editable={editable(p)} onEdit={() => setEditing(p)} />
          ))}
        </SimpleGrid>
      </Stack>
      {editing && (
        <PeriodForm
          period={editing === 'new' ? null : editing}
          role={role}
          onClose={() => setEditing(null)}
          onDone={async () => {
            setEditing(null);
            notifications.show({ color: 'green', message: t('Periode PKL disimpan') });
            await queryClient.invalidateQueries({ queryKey: PKL_KEY });
          }}
        />
      )}
    </>
  );
}
