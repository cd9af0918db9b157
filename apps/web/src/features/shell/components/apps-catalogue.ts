import { HUB_MENUS, LOCKED_APPS, MENU_SEEDS, WORKSPACE_MENU } from '@ankur/shared/menus';

/** One entry of the apps grid: a menu the active role may read, and where it leads. */
export interface GridApp {
  name: string;
  route: string;
  /** SPEC §2 locked apps without a membership unlocking them: choosing one alerts PREMIUM_ALERT, then opens /membership. */
  locked: boolean;
}

/** SPEC §8: the alert a locked app raises, in English (the apps grid raises apps.premiumAlert, in the language on screen). */
export const PREMIUM_ALERT = 'Unlock with Premium Access';

const WORKSPACE_ROUTE = MENU_SEEDS.find((menu) => menu.name === WORKSPACE_MENU)?.route ?? '/innovation-workspace';
const LOCKED: ReadonlySet<string> = new Set(LOCKED_APPS);

/**
 * The apps of the grid (SPEC §2): the Workspace when `workspace` allows it, then every hub app
 * the active role may read; a locked app is open when the membership unlocks it (`unlocked`).
 */
export function appsFor(
  can: (menu: string, permission?: string) => boolean,
  workspace: boolean,
  unlocked: ReadonlySet<string> = new Set(),
): GridApp[] {
  const apps: GridApp[] = workspace ? [{ name: WORKSPACE_MENU, route: WORKSPACE_ROUTE, locked: false }] : [];
  for (const hub of HUB_MENUS) {
    if (can(hub.name, 'read'))
      apps.push({ name: hub.name, route: hub.route, locked: LOCKED.has(hub.name) && !unlocked.has(hub.name) });
  }
  return apps;
}

/**
 * The apps whose name, or label in the language on screen (`label`), contains `query`, ignoring
 * case and surrounding spaces: in Hindi both "फ़ंडिंग" and "Funding" find the Funding Hub.
 */
export function matchApps(
  apps: readonly GridApp[],
  query: string,
  label: (name: string) => string = (name) => name,
): GridApp[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...apps];
  return apps.filter(
    (app) => app.name.toLowerCase().includes(needle) || label(app.name).toLowerCase().includes(needle),
  );
}
