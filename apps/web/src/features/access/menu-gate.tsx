import { ACCOUNT_MENUS, HUB_MENUS, WORKSPACE_MENU } from '@ankur/shared/menus';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenLoader } from '../../components/ui/loaders';
import { useAccessStatus, useCan } from '../../stores/access';
import { activeRoleOf, useSessionStore } from '../../stores/session';

/**
 * The menu whose read access a screen needs, by route path (SPEC §6 menus with a route). /home
 * is where every non-admin role lands (SPEC §6), so it is never gated.
 */
export const MENU_BY_ROUTE: ReadonlyMap<string, string> = new Map([
  ...HUB_MENUS.filter((m) => m.route !== '/home').map((m) => [m.route, m.name] as const),
  ...ACCOUNT_MENUS.map((m) => [m.route, m.name] as const),
  ['/innovation-workspace', WORKSPACE_MENU] as const,
]);

function NoAccess({ menu }: { menu: string }) {
  const role = useSessionStore((s) => s.currentRole ?? activeRoleOf(s.user));
  const failed = useAccessStatus() === 'failed';
  return (
    <section aria-labelledby="no-access-heading" className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldOff className="size-7" aria-hidden />
      </span>
      <h1 id="no-access-heading" className="mt-6 text-2xl font-bold text-stone-900">
        {failed ? 'We could not check your access' : `${menu} is not part of your role`}
      </h1>
      <p className="mt-3 text-stone-700">
        {failed
          ? 'Your permissions did not load. Reload the page to try again.'
          : `Your role${role ? ` (${role.display_name})` : ''} does not include ${menu}. Ask an administrator for access, or switch to another role from your account menu.`}
      </p>
      <Link to="/home" className="btn-primary mt-8">
        Go to your home
      </Link>
    </section>
  );
}

/**
 * Shows a screen only when the active role may read its menu (the server refuses the data
 * anyway; this spares a person a screen of errors). Waits while privileges load.
 */
export function MenuGate({ menu, children }: { menu: string; children: ReactNode }) {
  const allowed = useCan(menu, 'read');
  const status = useAccessStatus();
  if (allowed) return children;
  if (status === 'loading') return <ScreenLoader />;
  return <NoAccess menu={menu} />;
}
