import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { currentLang } from '../../lib/i18n';
import { ProfileSync } from '../../lib/profile';
import { HintLayer } from '../../components/hint';
import { useSessionUser } from '../../lib/session';
import { buildMenu } from '../menu/menu-config';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Header } from './header';
import { hasFixedHeader, isMobileWidth } from '../../lib/layout-constants';
import { Sidebar } from './sidebar';
import { useLayoutWidth } from '../../lib/use-layout-width';
import { useScrollY } from '../../lib/use-scroll-y';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type { MenuItem } from '../menu/menu-types';
import classes from './main-layout.module.css';

const NO_ITEMS: MenuItem[] = [];

/** Header, side menu, content, footer, back-to-top (spec §2 Layout). */
export function MainLayout() {
  const user = useSessionUser();
  const { t } = useTranslation();
  const lang = currentLang();
  const location = useLocation();
  const width = useLayoutWidth();
  const mobile = isMobileWidth(width);
  const [sidebarOpen, setSidebarOpen] = useState(!mobile);
  const scrollY = useScrollY();

  // Crossing the 991 px breakpoint (after the 1000 ms debounce): collapsed on mobile, shown on desktop.
  useEffect(() => {
    setSidebarOpen(!mobile);
  }, [mobile]);

  // On mobile a navigation closes the menu, like a tap on the overlay. Adjusted while rendering, from
  // the layout width: reading window.innerWidth in an effect right after the first render made the
  // browser lay out the whole new page inside that task (a third of a list page's longest task on
  // a slow phone).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    if (mobile) setSidebarOpen(false);
  }

  useEffect(() => {
    if (!sidebarOpen || !mobile) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen, mobile]);

  const menu = useMemo(() => buildMenu(user, lang), [user, lang]);
  // On a phone the menu is off screen until its button opens it: its links (a few hundred elements
  // for an Admin) are rendered the first time it opens, not with every page's first render. The
  // empty <nav> stays, so the first opening still slides in.
  const sidebarUsed = useOpenedOnce(sidebarOpen);
  const toggleSidebar = useCallback(() => setSidebarOpen((open) => !open), []);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain `#main-content` would be read as a route by the hash router.
    event.preventDefault();
    const main = document.getElementById('main-content');
    main?.focus();
    main?.scrollIntoView();
  };

  if (!user) return <Navigate to="/auth/login" replace />;
  const verified = user.verified;

  return (
    <div className={classes.shell} data-sidebar={verified ? (sidebarOpen ? 'open' : 'closed') : 'none'} data-testid="main-layout">
      <a href="#main-content" className="skip-link" onClick={skipToContent}>
        {t('Lewati ke konten utama')}
      </a>
      <Header
        user={user}
        menu={menu}
        verified={verified}
        fixed={hasFixedHeader(scrollY)}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={toggleSidebar}
        width={width}
      />
      {verified && (
        <>
          <div className={classes.overlay} aria-hidden="true" onClick={() => setSidebarOpen(false)} data-testid="sidebar-overlay" />
          <Sidebar items={sidebarUsed ? menu : NO_ITEMS} pathname={location.pathname} className={classes.sidebar} />
        </>
      )}
      <div className={classes.body}>
        <main id="main-content" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer className={classes.footer} />
      </div>
      <BackToTop scrollY={scrollY} />
      <ProfileSync />
      <HintLayer />
    </div>
  );
}
