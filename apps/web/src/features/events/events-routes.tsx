import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';

/**
 * The events' routes (issue 23) in one screen that picks its part by the address (lib/route-parts):
 * app/routes.ts points them all here. /community/events is the finder limited to community events.
 */
export const EVENT_PARTS: RoutePart[] = [
  [/^\/(events|community\/events)$/, part(() => import('./screens/events-screen'))],
  [/^\/events\/[^/]+$/, part(() => import('./screens/event-screen'))],
  [/^\/event-hub$/, part(() => import('./screens/event-hub-screen'))],
  [/^\/manage-event\/[^/]+$/, part(() => import('./screens/event-editor-screen'))],
  [/^\/event\/manage\/[^/]+$/, part(() => import('./screens/event-manage-screen'))],
  [/^\/my-tickets$/, part(() => import('./screens/my-tickets-screen'))],
  [/^\/outside-registrations$/, part(() => import('./screens/outside-registrations-screen'))],
];

export default function EventRoutes() {
  return <RouteParts parts={EVENT_PARTS} />;
}
