import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';

/** The Engine (issue 24): app/screens/journey-screens.tsx sends /engine here. */
export const ENGINE_PARTS: RoutePart[] = [[/^\/engine$/, part(() => import('./screens/engine-screen'))]];

export default function EngineRoutes() {
  return <RouteParts parts={ENGINE_PARTS} />;
}
