import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';
// the namespace's messages load with this module (every screen needs them)
import './i18n';

/**
 * The competitions' routes (issue 23) in one screen that picks its part by the address
 * (lib/route-parts): app/routes.ts points them all here. The addresses' {eventId} is the
 * competition's id (SPEC §2 names it so); /community/competitions is the finder.
 */
export const COMPETITION_PARTS: RoutePart[] = [
  [/^\/(competitions|community\/competitions)$/, part(() => import('./screens/competitions-screen'))],
  [/^\/competition-hub$/, part(() => import('./screens/competition-hub-screen'))],
  [/^\/competition\/manage\/[^/]+$/, part(() => import('./screens/competition-manage-screen'))],
  [/^\/competition\/[^/]+\/judge$/, part(() => import('./screens/judging-screen'))],
  [/^\/competition\/[^/]+$/, part(() => import('./screens/competition-screen'))],
];

export default function CompetitionRoutes() {
  return <RouteParts parts={COMPETITION_PARTS} />;
}
