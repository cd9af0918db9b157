import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * Wraps a lazily loaded component in the app's one QueryClient (one cache everywhere). The
 * provider travels with the screens that fetch, not with the entry, so the public pages that
 * fetch nothing do not download TanStack Query.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithQueryClient;
}
