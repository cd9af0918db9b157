import type { RouteDefinition } from '@ankur/shared/routes';
import { useMatches } from 'react-router';

/** What every leaf route of the table carries in its React Router `handle`. */
export interface RouteHandle {
  route: RouteDefinition;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table entry of the deepest matched route, if any. */
export function useRouteMeta(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
