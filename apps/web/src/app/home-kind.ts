import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TStoredUser } from '@jalurkarir/shared';
import { getStoredUser } from '../lib/session';
import { loadEnglishDomains } from '../lib/i18n';

export type HomeKind = 'student' | 'pendingStudent' | 'assessor' | 'company' | 'pklSupervisor' | 'school' | 'admin' | 'dashboard';

/**
 * What `/` shows: a verified student their profile (spec §2), a verified assessor their
 * assessments, a verified company admin the company's dashboard (openings per stage, partnerships,
 * activity), a verified school admin or headmaster the school's dashboard with the competency
 * results; a student awaiting verification the waiting welcome with their CV and the interest
 * inventory to start; the Admin the accounts' dashboard, both school and Admin with the door to the
 * graduates' outcomes; a company's PKL supervisor account its PKL students; everyone else the dashboard.
 */
export function homeKindOf(user: TStoredUser | null): HomeKind {
  if (user?.role === 'siswa' && !user.verified) return 'pendingStudent';
  if (!user?.verified) return 'dashboard';
  if (user.role === 'siswa') return 'student';
  if (user.role === 'asesor') return 'assessor';
  // A company's PKL supervisor account: its PKL students are its whole home.
  if (user.role === 'admin_perusahaan' && user.pkl_supervisor) return 'pklSupervisor';
  if (user.role === 'admin_perusahaan') return 'company';
  if (user.role === 'admin_sekolah' || user.role === 'kepala_sekolah') return 'school';
  if (user.role === 'admin') return 'admin';
  return 'dashboard';
}

/** A home of another role, with every English domain phrase (the student's home needs only its own). */
const withAllPhrases =
  (load: () => Promise<ComponentType>): (() => Promise<ComponentType>) =>
  async () =>
    (await Promise.all([load(), loadEnglishDomains('all')]))[0];

/**
 * Each home's page, as its own chunk. The route of `/` fetches the stored user's one beside the
 * chooser (`home-page.tsx`) rather than after it: a level of chunks less before a student's CV.
 */
export const HOME_PAGES: Record<HomeKind, () => Promise<ComponentType>> = {
  student: async () => (await import('./student-home')).StudentHomePage,
  pendingStudent: withAllPhrases(async () => (await import('./pending-student-home')).PendingStudentHomePage),
  assessor: withAllPhrases(async () => (await import('../features/assessment/components/assessor-home')).AssessorHome),
  company: withAllPhrases(async () => (await import('./company-home')).CompanyHomePage),
  pklSupervisor: withAllPhrases(async () => (await import('../features/pkl/pages/pkl-home-page')).PklHomePage),
  school: withAllPhrases(async () => (await import('./school-home')).SchoolHomePage),
  admin: withAllPhrases(async () => (await import('./admin-home')).AdminHomePage),
  dashboard: withAllPhrases(async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage),
};

/** The pages the route's loader has loaded, which the chooser shows without a Suspense fallback. */
export const loadedHomePages = new Map<HomeKind, ComponentType>();

/**
 * Loads the page `/` will show for the stored user (awaited by the route's loader beside the
 * chooser's chunk, so the page renders with the layout, with no placeholder that the page then
 * pushes down). Only that page loads: a student does not download the dashboard and its chart library.
 */
export async function preloadHomePage(): Promise<void> {
  const kind = homeKindOf(getStoredUser());
  loadedHomePages.set(kind, await HOME_PAGES[kind]());
}

/**
 * The first request of the home `/` will show, for the route to start beside the page's code: a
 * student's home is their profile, named by the stored record. The other homes start their own.
 */
export async function homeQueries(): Promise<(client: QueryClient) => Promise<unknown>> {
  const user = getStoredUser();
  if (!user || homeKindOf(user) !== 'student') return async () => undefined;
  const { fullProfileQuery } = await import('../features/student/api/profile-api');
  return (client) => client.prefetchQuery(fullProfileQuery(user.id));
}
