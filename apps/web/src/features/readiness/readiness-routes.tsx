import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';

/** The readiness journey (issue 24): app/screens/journey-screens.tsx sends its routes here. */
export const READINESS_PARTS: RoutePart[] = [
  [/^\/readiness-journey$/, part(() => import('./screens/journey-screen'))],
  [/^\/readiness-journey\/manage$/, part(() => import('./screens/manage-screen'))],
  [/^\/readiness-journey\/results\/[^/]+$/, part(() => import('./screens/result-screen'))],
  [/^\/(entrepreneurial|idea|technology|investor)-readiness$/, part(() => import('./screens/assessment-screen'))],
];

export default function ReadinessRoutes() {
  return <RouteParts parts={READINESS_PARTS} />;
}
