import { useSessionUser } from '../lib/session';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { StudentProfilePage } from '../features/student/pages/student-profile-page';

/** `/`: a verified student's home is the student profile (spec §2); everyone else sees the dashboard. */
export function HomePage() {
  const user = useSessionUser();
  if (user?.role === 'siswa' && user.verified) return <StudentProfilePage />;
  return <DashboardPage />;
}
