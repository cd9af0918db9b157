import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';

/**
 * Issue 24's routes in one chunk of the entry (lib/route-parts): the readiness journey and its four
 * assessments, the innovation workspace and the Engine. Each feature picks its own part further.
 */
const JOURNEY_PARTS: RoutePart[] = [
  [
    /^\/(readiness-journey|entrepreneurial-readiness|idea-readiness|technology-readiness|investor-readiness)(\/.*)?$/,
    part(() => import('../../features/readiness/readiness-routes')),
  ],
  [/^\/innovation-workspace(\/.*)?$/, part(() => import('../../features/innovation/innovation-routes'))],
  [/^\/engine$/, part(() => import('../../features/engine/engine-routes'))],
];

export default function JourneyScreens() {
  return <RouteParts parts={JOURNEY_PARTS} />;
}
