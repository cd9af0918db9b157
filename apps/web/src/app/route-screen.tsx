import { type ComponentType, Suspense } from 'react';
import { ScreenLoader } from '../features/shell/components/full-screen-loader';
import { PrivateRoute } from './private-route';

interface RouteScreenProps {
  Screen: ComponentType;
  isPrivate: boolean;
  redirectTo?: string;
}

/** A lazily loaded screen, behind the sign-in guard when its route is private. */
export function RouteScreen({ Screen, isPrivate, redirectTo }: RouteScreenProps) {
  const screen = (
    <Suspense fallback={<ScreenLoader />}>
      <Screen />
    </Suspense>
  );
  return isPrivate ? <PrivateRoute redirectTo={redirectTo}>{screen}</PrivateRoute> : screen;
}
