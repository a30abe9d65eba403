import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyListCard, ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { programLabel } from '../api/recommendations-api';
import { fetchPools, removeFromPool, TALENT_POOL_KEY, type PooledStudent, type TalentPool } from '../api/talent-pools-api';
import { CertificateBadges } from '../components/certificate-badges';
import { PoolInviteDialog } from '../components/pool-invite-dialog';

/**
 * Talent Pool (`/talent-pool`, company admins): the company's named pools of students kept from its
 * recommendations, each student as the company may see them (first name and initial, program,
 * grade, the school's city), to invite to an open opening or take out.
 */
export function TalentPoolPage() {
  const { t } = useTranslation();
  const pools = useQuery({ queryKey: TALENT_POOL_KEY, queryFn: fetchPools });
  return (
    <>
      <PageHeader
        title={t('Talent Pool')}
        description={t('Siswa yang Anda simpan dari Rekomendasi Siswa untuk diundang nanti.')}
        actions={
          <Button component={Link} to="/recommended-student" variant="default" size="sm">
            {t('Rekomendasi Siswa')}
          </Button>
        }
      />
      <ListLoadState loading={pools.isLoading} error={pools.isError ? pools.error : null} withIcon />
      {pools.data?.length === 0 && (
        <EmptyListCard
          icon={<IconUsers size={40} aria-hidden />}
          title={t('Belum ada talent pool')}
          hint={t('Tekan “Simpan ke Talent Pool” pada siswa di Rekomendasi Siswa untuk menyimpannya di sini.')}
          testId="pool-empty"
        />
      )}
      <Stack gap="lg">
        {pools.data?.map((pool) => (
          <PoolSection key={pool.id} pool={pool} />
        ))}
      </Stack>
    </>
  );
}

function PoolSection({ pool }: { pool: TalentPool }) {
  const { t } = useTranslation();
  const titleId = `pool-${pool.id}`;
  return (
    <section aria-labelledby={titleId} data-testid="talent-pool">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {pool.name}
        </Title>
        <StatusBadge tone="neutral" tt="none">
          {t('{{count}} siswa', { count: pool.students.length })}
        </StatusBadge>
      </Group>
      {pool.students.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('Tidak ada siswa yang dapat ditampilkan di talent pool ini.')}
        </Text>
      )}
      <Stack gap="sm">
        {pool.students.map((entry) => (
          <PooledStudentCard key={entry.student.id} poolId={pool.id} poolName={pool.name} entry={entry} />
        ))}
      </Stack>
    </section>
  );
}

function PooledStudentCard({ poolId, poolName, entry }: { poolId: string; poolName: string; entry: PooledStudent }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const s = entry.student;
  const remove = useMutation({
    mutationFn: () => removeFromPool(poolId, s.id),
    onSuccess: () => notifications.show({ color: 'green', message: t('{{name}} dihapus dari {{pool}}', { name: s.displayName, pool: poolName }) }),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
    onSettled: () => client.invalidateQueries({ queryKey: TALENT_POOL_KEY }),
  });
  const program = programLabel(s.program);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={s.displayName} data-testid="pooled-student">
      <Text fw={600}>{s.displayName}</Text>
      <Text size="sm" c="dimmed">
        {[program ? t(program) : null, s.grade ? `${t('Kelas')} ${s.grade}` : null, s.schoolCity].filter(Boolean).join(' · ')}
      </Text>
      <CertificateBadges certificates={s.certificates} mt={4} />
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => setInviting(true)} data-testid="pool-invite">
          {t('Undang')}
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={t('Hapus {{name}} dari {{pool}}', { name: s.displayName, pool: poolName })}
          data-testid="pool-remove"
        >
          {t('Hapus')}
        </Button>
      </Group>
      <PoolInviteDialog opened={inviting} studentId={s.id} studentName={s.displayName} onClose={() => setInviting(false)} />
    </Card>
  );
}
