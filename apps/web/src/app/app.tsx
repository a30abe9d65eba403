import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router/dom';
import { cssVariablesResolver, theme } from './theme';
import type { AppRouter } from './router';

/**
 * The toast host (with its transitions) loads with the first toast, not with the first screen:
 * `notifications.show()` only writes to a small store, and the host, once loaded, shows what the
 * store holds. It stays mounted afterwards.
 */
const ToastHostView = lazy(async () => ({ default: (await import('./toast-host')).ToastHostView }));

function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHostView />
    </Suspense>
  );
}

/** Mantine with the app's theme: around the app, and around the start screen the build renders. */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppMantineProvider>
      <ToastHost />
      {/* The query cache's provider is on the routes that fetch (./query-provider.tsx). */}
      <RouterProvider router={router} />
    </AppMantineProvider>
  );
}
