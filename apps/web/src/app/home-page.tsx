import { lazy, Suspense, type ComponentType } from 'react';
import { useSessionUser } from '../lib/session';
import { PageLoader } from './layout/root-layout';
import { HOME_PAGES, homeKindOf, loadedHomePages, type HomeKind } from './home-kind';

/** Each home's page as a lazy component, made once, for a page the route's loader did not load (a switch of the stored record). */
const lazyPages = new Map<HomeKind, ComponentType>();
function lazyHomePage(kind: HomeKind): ComponentType {
  let page = lazyPages.get(kind);
  if (!page) lazyPages.set(kind, (page = lazy(async () => ({ default: await HOME_PAGES[kind]() }))));
  return page;
}

/** `/`: the home of the signed-in user; a change of the stored record (a verification) switches it. */
export function HomePage() {
  const kind = homeKindOf(useSessionUser());
  const Page = loadedHomePages.get(kind) ?? lazyHomePage(kind);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
