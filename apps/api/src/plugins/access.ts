import { hasPermission } from '@ankur/shared/access';
import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Actor } from './session.ts';

/**
 * What a route needs, declared once in its config (`config: { access: ... }`):
 *  - public:     anyone
 *  - signed-in:  any signed-in user
 *  - role-holder: a signed-in user acting in a role other than temp
 *  - menu:       a permission on a menu of SPEC §6 (e.g. read on 'Admin Center'), held by the
 *                caller's active role (system-role privileges, or custom-role privileges)
 *  - any-of:     at least one of several rules (platform OR tenant administrators)
 * Every /api route must declare one; start-up fails otherwise.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'role-holder' }
  | { kind: 'menu'; menu: string; permission: string }
  | { kind: 'any-of'; rules: readonly AccessRule[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export const access = {
  public: { kind: 'public' } as AccessRule,
  signedIn: { kind: 'signed-in' } as AccessRule,
  /** signed in with an active role other than temp: the user has picked a role at /select-role */
  roleHolder: { kind: 'role-holder' } as AccessRule,
  menu: (menu: string, permission: string): AccessRule => ({ kind: 'menu', menu, permission }),
  /** a permission on the Admin Center menu: user, role and privilege administration */
  adminCenter: (permission: 'read' | 'create' | 'update' | 'delete'): AccessRule => ({
    kind: 'menu',
    menu: ADMIN_CENTER_MENU,
    permission,
  }),
  /** allowed when any one of `rules` allows (none given: nobody) */
  anyOf: (...rules: AccessRule[]): AccessRule => ({ kind: 'any-of', rules }),
};

/**
 * The one place an access decision is made (SPEC §5): a menu rule needs a signed-in user whose
 * active role holds the permission on that menu, compared case-insensitively. No active role, no
 * privilege row, or a failed lookup (an empty map) all deny.
 */
export function isAllowed(actor: Actor | null, rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return actor !== null;
    case 'role-holder': {
      const active = actor?.roles.find((r) => r.role_id === actor.activeRole);
      return active !== undefined && active.role_name.toLowerCase() !== 'temp';
    }
    case 'menu':
      if (!actor || actor.activeRole === null) return false;
      return hasPermission(actor.privileges, rule.menu, rule.permission);
    case 'any-of':
      return rule.rules.some((r) => isAllowed(actor, r));
  }
}

const UNGUARDED = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];

/** One guarded route and the rule it declared (the authorization matrix test reads these). */
export interface GuardedRoute {
  method: string;
  url: string;
  rule: AccessRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    guardedRoutes: GuardedRoute[];
  }
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNGUARDED.some((re) => re.test(route.url))) return;
    const rule = route.config?.access;
    if (!rule) {
      throw new Error(`route ${route.method} ${route.url} declares no access rule`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') guarded.push({ method, url: route.url, rule });
    }
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const rule = req.routeOptions.config.access;
    if (!rule) return;
    if (rule.kind !== 'public' && !req.actor) throw unauthorized();
    if (!isAllowed(req.actor, rule)) throw forbidden();
  });
});
