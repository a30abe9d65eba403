import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/** The one query cache of the tab, shared by every screen that fetches (and the routes that start a page's queries). */
export const queryClient = createQueryClient();

/**
 * A route component inside the query cache's provider. The provider sits on the routes that fetch
 * (the main layout, the sign-up and password screens) rather than around the whole app, so the
 * login screen does not download TanStack Query (about 10 KB); all of them share one cache.
 */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
