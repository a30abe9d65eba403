import { lazy, Suspense, type ComponentType } from 'react';
import { useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';
import { HOME_PAGES, homeKindOf, loadedHomePages, type HomeKind } from './home-kind';

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

/** `/`: the home of the signed-in user; a change of the stored record (a verification) switches it. */
export function HomePage() {
  const kind = homeKindOf(useSessionUser());
  const Page = loadedHomePages.get(kind) ?? LAZY[kind];
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
