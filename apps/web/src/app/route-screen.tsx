import { type ComponentType, Suspense } from 'react';
import { ScreenLoader } from '../components/ui/loaders';
import { MenuGate } from '../features/access/menu-gate';
import { PrivateRoute } from './private-route';

interface RouteScreenProps {
  Screen: ComponentType;
  isPrivate: boolean;
  redirectTo?: string;
  /** the menu whose read access the screen needs (SPEC §6) */
  menu?: string | undefined;
}

/** A lazily loaded screen, behind the sign-in guard when its route is private, and its menu's read check. */
export function RouteScreen({ Screen, isPrivate, redirectTo, menu }: RouteScreenProps) {
  const loaded = (
    <Suspense fallback={<ScreenLoader />}>
      <Screen />
    </Suspense>
  );
  const screen = isPrivate && menu ? <MenuGate menu={menu}>{loaded}</MenuGate> : loaded;
  return isPrivate ? <PrivateRoute redirectTo={redirectTo}>{screen}</PrivateRoute> : screen;
}
