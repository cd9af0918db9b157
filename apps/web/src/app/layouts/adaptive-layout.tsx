import type { ReactNode } from 'react';
import { FullScreenLoader } from '../../components/ui/loaders';
import { useSessionStore } from '../../stores/session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/** The signed-in shell when there is a user, the public shell otherwise. */
export function AdaptiveLayout({ children }: { children?: ReactNode }) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const rehydration = useSessionStore((state) => state.rehydrationStatus);
  if (rehydration === 'idle' || rehydration === 'loading') return <FullScreenLoader />;
  return isLoggedIn ? <AppLayout>{children}</AppLayout> : <PublicLayout>{children}</PublicLayout>;
}
