import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { hasSession, useSessionUser } from '../../lib/session';
import { MainLayout } from './main-layout';
import classes from './auth-layout.module.css';

/** Error pages use the full layout when the stored user is validated, a bare one otherwise (spec §2, §4). */
export function ErrorLayout() {
  const user = useSessionUser();
  if (user?.validated && hasSession()) return <MainLayout />;
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
        <LanguageMenu variant="default" />
      </header>
      <main className={classes.main} id="main-content">
        <Outlet />
      </main>
    </div>
  );
}
