import { lazy, Suspense } from 'react';
import type { TStoredUser } from '@jalurkarir/shared';
import { getStoredUser, useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';

const importDashboard = () => import('../features/dashboard/pages/dashboard-page');
const importStudentProfile = () => import('./student-home');
const DashboardPage = lazy(async () => ({ default: (await importDashboard()).DashboardPage }));
const StudentProfilePage = lazy(async () => ({ default: (await importStudentProfile()).StudentHomePage }));
const importCompanyHome = () => import('./company-home');
const CompanyHome = lazy(async () => ({ default: (await importCompanyHome()).CompanyHomePage }));
const importAssessorHome = () => import('../features/assessment/components/assessor-home');
const AssessorHome = lazy(async () => ({ default: (await importAssessorHome()).AssessorHome }));
const importSchoolHome = () => import('./school-home');
const SchoolHome = lazy(async () => ({ default: (await importSchoolHome()).SchoolHomePage }));

function showsStudentProfile(user: TStoredUser | null): boolean {
  return user?.role === 'siswa' && !!user.verified;
}

/** A verified company admin's home: the dashboard with openings per stage, partnerships and recent activity. */
function showsCompanyHome(user: TStoredUser | null): boolean {
  return user?.role === 'admin_perusahaan' && !!user.verified;
}

/** A verified assessor's home: upcoming assessments and those waiting for confirmation (docs/assessment.md). */
function showsAssessorHome(user: TStoredUser | null): boolean {
  return user?.role === 'asesor' && !!user.verified;
}

/** A verified school admin's or headmaster's home: the dashboard and the competency results per scheme. */
function showsSchoolHome(user: TStoredUser | null): boolean {
  return (user?.role === 'admin_sekolah' || user?.role === 'kepala_sekolah') && !!user.verified;
}

/**
 * Starts loading the page `/` will show for the stored user (called by the route's loader, before
 * the first render). Only that page loads: a student does not download the dashboard and its chart
 * library.
 */
export function preloadHomePage(): void {
  const user = getStoredUser();
  void (showsStudentProfile(user)
    ? importStudentProfile()
    : showsAssessorHome(user)
      ? importAssessorHome()
      : showsCompanyHome(user)
        ? importCompanyHome()
        : showsSchoolHome(user)
          ? importSchoolHome()
          : importDashboard());
}

/** `/`: a verified student's home is the student profile (spec §2), a verified assessor's their assessments; everyone else sees the dashboard. */
export function HomePage() {
  const user = useSessionUser();
  return (
    <Suspense fallback={<PageLoader />}>
      {showsStudentProfile(user) ? (
        <StudentProfilePage />
      ) : showsAssessorHome(user) ? (
        <AssessorHome />
      ) : showsCompanyHome(user) ? (
        <CompanyHome />
      ) : showsSchoolHome(user) ? (
        <SchoolHome />
      ) : (
        <DashboardPage />
      )}
    </Suspense>
  );
}
