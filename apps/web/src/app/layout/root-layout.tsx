import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation, useRouteError } from 'react-router';
import classes from './root-layout.module.css';

/** The global loader (spec §2, §4): shown from the start of a navigation until it ends, is cancelled or fails. */
export function NavigationLoader() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={classes.loader} role="progressbar" aria-label={t('Memuat halaman')} aria-busy="true" data-testid="nav-loader">
      <div className={classes.loaderBar} />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationLoader />
      <Outlet />
    </>
  );
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t('Memuat')} />
    </Center>
  );
}

/** A route that failed to load (typically a chunk missing after a redeploy): offer a reload. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main>
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <Title order={1} size="h2">
            {t('Terjadi kesalahan')}
          </Title>
          <Text c="dimmed">{t('Halaman tidak dapat dimuat. Muat ulang untuk mencoba lagi.')}</Text>
          <Button onClick={() => window.location.reload()}>{t('Muat Ulang')}</Button>
        </Stack>
      </Center>
    </main>
  );
}
