import { lazy, Suspense, type ComponentType } from 'react';
import type { TStoredUser } from '@jalurkarir/shared';
import { getStoredUser, useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';

type HomeKind = 'student' | 'assessor' | 'company' | 'school' | 'dashboard';

/** Each home's page, as its own chunk. */
const IMPORTS: Record<HomeKind, () => Promise<ComponentType>> = {
  student: async () => (await import('./student-home')).StudentHomePage,
  assessor: async () => (await import('../features/assessment/components/assessor-home')).AssessorHome,
  company: async () => (await import('./company-home')).CompanyHomePage,
  school: async () => (await import('./school-home')).SchoolHomePage,
  dashboard: async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
};
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
const LAZY: Record<HomeKind, ComponentType> = {
  student: lazyPage(IMPORTS.student),
  assessor: lazyPage(IMPORTS.assessor),
  company: lazyPage(IMPORTS.company),
  school: lazyPage(IMPORTS.school),
  dashboard: lazyPage(IMPORTS.dashboard),
};
/** The pages the route's loader has loaded, shown without a Suspense fallback. */
const loaded = new Map<HomeKind, ComponentType>();

/**
 * What `/` shows: a verified student their profile (spec §2), a verified assessor their
 * assessments, a verified company admin the company's dashboard (openings per stage, partnerships,
 * activity), a verified school admin or headmaster the school's dashboard with the competency
 * results; everyone else the dashboard.
 */
function homeKindOf(user: TStoredUser | null): HomeKind {
  if (!user?.verified) return 'dashboard';
  if (user.role === 'siswa') return 'student';
  if (user.role === 'asesor') return 'assessor';
  if (user.role === 'admin_perusahaan') return 'company';
  if (user.role === 'admin_sekolah' || user.role === 'kepala_sekolah') return 'school';
  return 'dashboard';
}

/**
 * Loads the page `/` will show for the stored user (awaited by the route's loader, so the page
 * renders with the layout, with no placeholder that the page then pushes down). Only that page
 * loads: a student does not download the dashboard and its chart library.
 */
export async function preloadHomePage(): Promise<void> {
  const kind = homeKindOf(getStoredUser());
  loaded.set(kind, await IMPORTS[kind]());
}

/** `/`: the home of the signed-in user; a change of the stored record (a verification) switches it. */
export function HomePage() {
  const kind = homeKindOf(useSessionUser());
  const Page = loaded.get(kind) ?? LAZY[kind];
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
