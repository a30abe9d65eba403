import { lazy, Suspense } from 'react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { hasSession, useSessionUser } from '../../lib/session';
import classes from './auth-layout.module.css';
import { PageLoader } from './root-layout';

// Loaded only for a signed-in user: a visitor on a 404 does not download the main layout.
const MainLayout = lazy(async () => {
  const { MainLayout: Layout, withQueries } = await import('../signed-in');
  return { default: withQueries(Layout) };
});

/** Error pages use the full layout when the stored user is validated, a bare one otherwise (spec §2, §4). */
export function ErrorLayout() {
  const user = useSessionUser();
  if (user?.validated && hasSession()) {
    return (
      <Suspense fallback={<PageLoader />}>
        <MainLayout />
      </Suspense>
    );
  }
  return <BareLayout />;
}

function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.formSide} style={{ minHeight: '100vh' }} data-testid="bare-layout">
      <header className={classes.topBar}>
        <Anchor component={Link} to="/" aria-label={t('JalurKarir — Beranda')} style={{ textDecoration: 'none' }}>
          <Logo />
        </Anchor>
        <LanguageSwitch />
      </header>
      <main className={classes.main} id="main-content">
        <Outlet />
      </main>
    </div>
  );
}
