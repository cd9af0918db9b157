import type { ComponentType } from 'react';
import { lazyPart as part, partFor, type RoutePart, RouteParts } from '../../lib/route-parts';

/**
 * The community's routes (issue 21) in one screen that picks its part by the address: app/routes.ts
 * points them all here, so the entry chunk carries one dynamic import instead of sixteen (the
 * landing page's initial JavaScript is at its budget). Each part stays its own chunk. /community
 * itself is composed across features in app/screens/community-screen.tsx.
 */
const PARTS: RoutePart[] = [
  [/^\/community\/my-posts$/, part(() => import('./feed/screens/my-posts-screen'))],
  [/^\/community\/groups$/, part(() => import('./circles/screens/groups-screen'))],
  [/^\/community\/my-community-circles$/, part(() => import('./circles/screens/my-circles-screen'))],
  [/^\/community-group\/[^/]+$/, part(() => import('./circles/screens/circle-screen'))],
  [/^\/community\/manage$/, part(() => import('./circles/screens/manage-screen'))],
  [/^\/community\/forum$/, part(() => import('./forum/screens/forum-screen'))],
  [/^\/community\/members$/, part(() => import('./network/screens/members-screen'))],
  [/^\/community\/connections$/, part(() => import('./network/screens/connections-screen'))],
  [/^\/community\/my-connections$/, part(() => import('./network/screens/my-connections-screen'))],
  [/^\/community\/following$/, part(() => import('./network/screens/following-screen'))],
  [/^\/community\/network$/, part(() => import('./network/screens/network-screen'))],
  [/^\/(organization|community\/organization\/[^/]+)$/, part(() => import('./network/screens/organisations-screen'))],
  [/^\/community\/get-involved$/, part(() => import('./involvement/screens/get-involved-screen'))],
  [/^\/collab-hub$/, part(() => import('./involvement/screens/collab-hub-screen'))],
  [/^\/collab-hub\/community$/, part(() => import('./involvement/screens/collab-community-screen'))],
  [/^\/community-hub$/, part(() => import('./involvement/screens/community-hub-screen'))],
];

/** The part of the community an address shows (undefined: not one of these routes). */
export const communityPartOf = (pathname: string): ComponentType | undefined => partFor(PARTS, pathname);

export default function CommunityRoutes() {
  return <RouteParts parts={PARTS} />;
}
