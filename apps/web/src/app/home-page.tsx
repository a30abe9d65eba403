import { lazy, Suspense, type ComponentType } from 'react';
import { getStoredUser, useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';
import { HOME_PAGES, homeKindOf, type HomeKind } from './home-kind';

const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
const LAZY: Record<HomeKind, ComponentType> = {
  student: lazyPage(HOME_PAGES.student),
  pendingStudent: lazyPage(HOME_PAGES.pendingStudent),
  assessor: lazyPage(HOME_PAGES.assessor),
  company: lazyPage(HOME_PAGES.company),
  pklSupervisor: lazyPage(HOME_PAGES.pklSupervisor),
  school: lazyPage(HOME_PAGES.school),
  admin: lazyPage(HOME_PAGES.admin),
  dashboard: lazyPage(HOME_PAGES.dashboard),
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
  loaded.set(kind, await HOME_PAGES[kind]());
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
