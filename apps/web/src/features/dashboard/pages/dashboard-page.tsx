import type { ReactNode } from 'react';
import { Alert, Skeleton, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { titleCase } from '../../../lib/text';
import { fetchSummary, SUMMARY_QUERY_KEY, type DashboardSummary } from '../api/dashboard-api';
import { AdminDashboard } from '../components/admin-dashboard';
import { AssessorDashboard } from '../components/assessor-dashboard';
import { CompanyDashboard } from '../components/company-dashboard';
import { PendingVerification } from '../components/pending-verification';
import { SchoolDashboard } from '../components/school-dashboard';
import { StudentDashboard } from '../components/student-dashboard';

/**
 * Beranda: each role's figures from `GET /dashboard/summary`; the verification welcome for unverified
 * accounts. `extra` is what a home composed in app/ adds below the figures (the company home).
 */
export function DashboardPage({ extra }: { extra?: ReactNode } = {}) {
  const user = useSessionUser();
  if (!user) return null;
  if (!user.verified) return <PendingVerification user={user} />;
  return <VerifiedDashboard name={user.name} role={ROLE_LABELS[user.role]} extra={extra} />;
}

function VerifiedDashboard({ name, role, extra }: { name: string; role: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: SUMMARY_QUERY_KEY, queryFn: fetchSummary });
  return (
    <>
      <PageHeader title={t('Beranda')} description={`${t('Selamat datang, {{name}}', { name: titleCase(name) })} · ${t(role)}`} />
      {query.isLoading && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.data && <RoleDashboard summary={query.data} />}
      {query.data && extra}
    </>
  );
}

function RoleDashboard({ summary }: { summary: DashboardSummary }) {
  switch (summary.role) {
    case 'admin':
      return <AdminDashboard summary={summary} />;
    case 'admin_sekolah':
    case 'kepala_sekolah':
    case 'guru':
      return <SchoolDashboard summary={summary} />;
    case 'admin_perusahaan':
      return <CompanyDashboard summary={summary} />;
    case 'siswa':
      return <StudentDashboard summary={summary} />;
    default:
      return <AssessorDashboard />;
  }
}
