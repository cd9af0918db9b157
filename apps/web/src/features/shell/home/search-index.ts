import { LOCKED_APPS } from '@ankur/shared/menus';
import { ROUTES, type RouteArea } from '@ankur/shared/routes';

/** One thing the header's search can open: a hub (an app of the grid) or a page of the platform. */
export interface SearchEntry {
  kind: 'hub' | 'page';
  /** The English name (a hub's menu name, a page's route title). */
  name: string;
  /** The name on screen when it differs (a hub in Hindi); searched too. */
  label?: string;
  route: string;
  /** SPEC §2 locked apps: choosing one alerts instead of opening it. */
  locked: boolean;
}

/** The areas whose pages the search offers (no test screens, account flows or tenant paths). */
const SEARCHABLE_AREAS: ReadonlySet<RouteArea> = new Set([
  'home',
  'community',
  'library',
  'communication',
  'journeys',
  'programs',
  'maps',
  'publications',
  'admin-events',
]);

const LOCKED: ReadonlySet<string> = new Set(LOCKED_APPS);

/**
 * The pages of SPEC §2 a signed-in user can open directly: no dynamic segments, each path once,
 * hubs left out (they come from the apps the role may read).
 */
export const SEARCHABLE_PAGES: readonly SearchEntry[] = ROUTES.filter(
  (route) => SEARCHABLE_AREAS.has(route.area) && !route.path.includes(':'),
).map((route) => ({ kind: 'page', name: route.title, route: route.path, locked: false }));

/** The hubs (apps) the active role may read, as search entries. */
export function hubEntries(apps: readonly { name: string; route: string; locked?: boolean }[]): SearchEntry[] {
  return apps.map((app) => ({
    kind: 'hub',
    name: app.name,
    route: app.route,
    locked: app.locked ?? LOCKED.has(app.name),
  }));
}

function score(entry: SearchEntry, needle: string): number {
  const ranks = [entry.name, entry.label]
    .filter((name): name is string => Boolean(name))
    .map((name) => nameScore(name.toLowerCase(), needle))
    .filter((rank) => rank >= 0);
  if (ranks.length > 0) return Math.min(...ranks);
  if (entry.route.toLowerCase().includes(needle.replace(/\s+/g, '-'))) return 4;
  return -1;
}

function nameScore(name: string, needle: string): number {
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.split(/[\s/&-]+/).some((word) => word.startsWith(needle))) return 2;
  if (name.includes(needle)) return 3;
  return -1;
}

/**
 * The entries matching `query` (case-insensitive, on the name or the path), best first: exact,
 * then prefix, then word prefix, then anywhere; hubs before pages on a tie; at most `limit`.
 * A route reachable both as a hub and as a page is listed once, as the hub.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 8): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  return entries
    .map((entry, index) => ({ entry, index, rank: score(entry, needle) }))
    .filter((item) => item.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank || Number(a.entry.kind === 'page') - Number(b.entry.kind === 'page') || a.index - b.index,
    )
    .filter(({ entry }) => {
      if (seen.has(entry.route)) return false;
      seen.add(entry.route);
      return true;
    })
    .slice(0, limit)
    .map(({ entry }) => entry);
}
