import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '../components/ui/loaders';
import { useSessionStore } from '../stores/session';

interface PrivateRouteProps {
  /** Where a signed-out visitor goes; "/" when not given (SPEC §2). */
  redirectTo?: string;
  children: ReactNode;
}

/** Renders its children only for a signed-in user. */
export function PrivateRoute({ redirectTo, children }: PrivateRouteProps) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const rehydration = useSessionStore((state) => state.rehydrationStatus);

  if (rehydration === 'idle' || rehydration === 'loading') return <FullScreenLoader />;
  if (!isLoggedIn) return <Navigate to={redirectTo ?? '/'} replace />;
  return children;
}
