import { lazy, Suspense } from 'react';
import type { TStoredUser } from '@jalurkarir/shared';
import { getStoredUser, useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';

const importDashboard = () => import('../features/dashboard/pages/dashboard-page');
const importStudentProfile = () => import('./student-home');
const DashboardPage = lazy(async () => ({ default: (await importDashboard()).DashboardPage }));
const StudentProfilePage = lazy(async () => ({ default: (await importStudentProfile()).StudentHomePage }));

function showsStudentProfile(user: TStoredUser | null): boolean {
  return user?.role === 'siswa' && !!user.verified;
}

/**
 * Starts loading the page `/` will show for the stored user (called by the route's loader, before
 * the first render). Only that page loads: a student does not download the dashboard and its chart
 * library.
 */
export function preloadHomePage(): void {
  void (showsStudentProfile(getStoredUser()) ? importStudentProfile() : importDashboard());
}

/** `/`: a verified student's home is the student profile (spec §2); everyone else sees the dashboard. */
export function HomePage() {
  const user = useSessionUser();
  return <Suspense fallback={<PageLoader />}>{showsStudentProfile(user) ? <StudentProfilePage /> : <DashboardPage />}</Suspense>;
}
