import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';

/** The innovation workspace (issue 24): app/screens/journey-screens.tsx sends its routes here. */
export const INNOVATION_PARTS: RoutePart[] = [
  [/^\/innovation-workspace$/, part(() => import('./screens/workspace-screen'))],
];

export default function InnovationRoutes() {
  return <RouteParts parts={INNOVATION_PARTS} />;
}
