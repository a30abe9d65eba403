import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { IconChalkboard, IconSchool, IconUserQuestion, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { formatNumber } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { useSessionUser } from '../../../lib/session';
import { canOpen } from '../../../app/access';
import type { SchoolSummary } from '../api/dashboard-api';
import { ChartCard } from './chart-card';
import { VerificationQueue } from './verification-queue';

/** Admin Sekolah, Kepala Sekolah and Guru: their school's figures; the school admin also verifies. */
export function SchoolDashboard({ summary }: { summary: SchoolSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number | undefined) => formatNumber(value ?? 0, lang);
  const user = useSessionUser();
  // A count opens its list where the role may open that list (a teacher sees students, not teachers).
  const listOf = (path: '/md-student' | '/md-teacher', query = '') => (canOpen(user, path) ? `${path}${query}` : undefined);
  if (!summary.school) {
    return (
      <Alert color="orange" icon={<IconSchool size={18} aria-hidden />}>
        {t('Akun Anda belum terhubung dengan sekolah.')}
      </Alert>
    );
  }
  const students = summary.students ?? 0;
  const teachers = summary.teachers ?? 0;
  const studentsPending = summary.students_pending ?? 0;
  const teachersPending = summary.teachers_pending ?? 0;
  const chartData = [
    { group: t('Siswa'), verified: students - studentsPending, pending: studentsPending },
    { group: t('Guru'), verified: teachers - teachersPending, pending: teachersPending },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard label={t('Jumlah Siswa')} value={n(students)} icon={<IconUsers size={24} />} testId="stat-students" to={listOf('/md-student')} />
        <StatCard
          label={t('Jumlah Guru')}
          value={n(teachers)}
          icon={<IconChalkboard size={24} />}
          color="teal"
          testId="stat-teachers"
          to={listOf('/md-teacher')}
        />
        <StatCard
          label={t('Siswa Menunggu Verifikasi')}
          value={n(studentsPending)}
          icon={<IconUserQuestion size={24} />}
          color="orange"
          testId="stat-students-pending"
          to={listOf('/md-student', '?verified=false')}
        />
        <StatCard
          label={t('Guru Menunggu Verifikasi')}
          value={n(teachersPending)}
          icon={<IconUserQuestion size={24} />}
          color="orange"
          testId="stat-teachers-pending"
          to={listOf('/md-teacher', '?verified=false')}
        />
      </SimpleGrid>
      <ChartCard
        title={t('Status Verifikasi Akun')}
        id="chart-verification-status"
        rows={chartData.flatMap((row) => [
          { label: `${row.group} · ${t('Terverifikasi')}`, value: row.verified },
          { label: `${row.group} · ${t('Menunggu Verifikasi')}`, value: row.pending },
        ])}
      >
        <BarChart
          h={220}
          data={chartData}
          dataKey="group"
          type="stacked"
          orientation="vertical"
          withLegend
          series={[
            { name: 'verified', label: t('Terverifikasi'), color: 'jalur.6' },
            { name: 'pending', label: t('Menunggu Verifikasi'), color: 'orange.5' },
          ]}
          yAxisProps={{ width: 70, interval: 0 }}
          gridAxis="x"
        />
      </ChartCard>
      {summary.role === 'admin_sekolah' && <VerificationQueue verifierRole="admin_sekolah" />}
    </Stack>
  );
}
