import { SimpleGrid, Stack } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { IconBuilding, IconBuildingStore, IconSchool, IconUserQuestion, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES, ROLE_LABELS } from '@jalurkarir/shared';
import { isMobileWidth } from '../../../lib/layout-constants';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { StatCard } from '../../../components/stat-card';
import { formatNumber } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import type { AdminSummary } from '../api/dashboard-api';
import { ChartCard } from './chart-card';
import { VerificationQueue } from './verification-queue';

export function AdminDashboard({ summary }: { summary: AdminSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const phone = isMobileWidth(useLayoutWidth());
  const byRole = ROLES.map((role) => ({ role: t(ROLE_LABELS[role]), accounts: summary.users_by_role[role] ?? 0 }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="md">
        <StatCard label={t('Total Akun')} value={n(summary.users_total)} icon={<IconUsers size={24} />} testId="stat-users-total" to="/md-user" />
        <StatCard
          label={t('Menunggu Verifikasi')}
          value={n(summary.users_pending)}
          icon={<IconUserQuestion size={24} />}
          color="orange"
          testId="stat-users-pending"
          to="/md-user?verified=false"
        />
        <StatCard
          label={t('Jumlah Sekolah')}
          value={n(summary.schools)}
          icon={<IconSchool size={24} />}
          color="teal"
          testId="stat-schools"
          to="/md-school"
        />
        <StatCard
          label={t('Jumlah Perusahaan')}
          value={n(summary.companies)}
          icon={<IconBuilding size={24} />}
          color="grape"
          testId="stat-companies"
          to="/md-company"
        />
        <StatCard
          label={t('Perusahaan Menunggu Persetujuan')}
          value={n(summary.companies_pending)}
          icon={<IconBuildingStore size={24} />}
          color="orange"
          testId="stat-companies-pending"
          to="/md-company?status=pending"
        />
      </SimpleGrid>
      <ChartCard title={t('Akun per Peran')} id="chart-accounts-by-role" rows={byRole.map((r) => ({ label: r.role, value: r.accounts }))}>
        {/* Seven role names do not fit under columns on a phone: there the bars lie down, names beside them. */}
        {phone ? (
          <BarChart
            h={ROLES.length * 36 + 40}
            data={byRole}
            dataKey="role"
            orientation="vertical"
            series={[{ name: 'accounts', label: t('Jumlah Akun'), color: 'jalur.6' }]}
            gridAxis="x"
            barProps={{ radius: [0, 6, 6, 0] }}
            yAxisProps={{ width: 124, interval: 0 }}
          />
        ) : (
          <BarChart
            h={260}
            data={byRole}
            dataKey="role"
            series={[{ name: 'accounts', label: t('Jumlah Akun'), color: 'jalur.6' }]}
            tickLine="y"
            gridAxis="y"
            barProps={{ radius: [6, 6, 0, 0] }}
            xAxisProps={{ interval: 0, angle: -20, textAnchor: 'end', height: 70 }}
          />
        )}
      </ChartCard>
      <VerificationQueue verifierRole="admin" />
    </Stack>
  );
}
