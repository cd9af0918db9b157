import { lazy, type ReactNode, Suspense } from 'react';
import { FullScreenLoader } from '../../components/ui/loaders';
import { lazyQueryScreen } from '../../lib/chunk-reload';
import { useSessionStore } from '../../stores/session';
import { PublicLayout } from './public-layout';

// The signed-in shell (menus, apps grid, search, tenant switcher) loads only for signed-in users,
// with the QueryClient provider, so a first visit to the public site downloads neither.
const AppLayout = lazy(lazyQueryScreen(() => import('./app-layout').then((m) => ({ default: m.AppLayout }))));

/** The signed-in shell when there is a user, the public shell otherwise. */
export function AdaptiveLayout({ children }: { children?: ReactNode }) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const rehydration = useSessionStore((state) => state.rehydrationStatus);
  if (rehydration === 'idle' || rehydration === 'loading') return <FullScreenLoader />;
  if (!isLoggedIn) return <PublicLayout>{children}</PublicLayout>;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
