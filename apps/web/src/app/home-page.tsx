import { lazy, Suspense, type ComponentType } from 'react';
import { getStoredUser, useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';
import { homeKindOf, type HomeKind } from './home-kind';

/** Each home's page, as its own chunk. */
const IMPORTS: Record<HomeKind, () => Promise<ComponentType>> = {
  student: async () => (await import('./student-home')).StudentHomePage,
  pendingStudent: async () => (await import('./pending-student-home')).PendingStudentHomePage,
  assessor: async () => (await import('../features/assessment/components/assessor-home')).AssessorHome,
  company: async () => (await import('./company-home')).CompanyHomePage,
  pklSupervisor: async () => (await import('../features/pkl/pages/pkl-home-page')).PklHomePage,
  school: async () => (await import('./school-home')).SchoolHomePage,
  admin: async () => (await import('./admin-home')).AdminHomePage,
  dashboard: async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
};
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
const LAZY: Record<HomeKind, ComponentType> = {
  student: lazyPage(IMPORTS.student),
  pendingStudent: lazyPage(IMPORTS.pendingStudent),
  assessor: lazyPage(IMPORTS.assessor),
  company: lazyPage(IMPORTS.company),
  pklSupervisor: lazyPage(IMPORTS.pklSupervisor),
  school: lazyPage(IMPORTS.school),
  admin: lazyPage(IMPORTS.admin),
  dashboard: lazyPage(IMPORTS.dashboard),
};
/** The pages the route's loader has loaded, shown without a Suspense fallback. */
const loaded = new Map<HomeKind, ComponentType>();

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
