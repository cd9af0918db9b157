import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Actor } from './session.ts';

/**
 * What a route needs, declared once in its config (`config: { access: ... }`):
 *  - public:     anyone
 *  - signed-in:  any signed-in user
 *  - admin:      a signed-in user whose active role has role_view 'admin'
 *  - menu:       a permission on a menu of SPEC §6 (e.g. read on 'Admin Center')
 * Every /api route must declare one; start-up fails otherwise.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'admin' }
  | { kind: 'menu'; menu: string; permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export const access = {
  public: { kind: 'public' } as AccessRule,
  signedIn: { kind: 'signed-in' } as AccessRule,
  admin: { kind: 'admin' } as AccessRule,
  menu: (menu: string, permission: string): AccessRule => ({ kind: 'menu', menu, permission }),
};

/**
 * The one place an access decision is made. Until per-menu privileges are enforced (the
 * access-control issue), a menu rule needs a signed-in user to read and an administrator to
 * create, update or delete.
 */
export function isAllowed(actor: Actor | null, rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return actor !== null;
    case 'admin':
      return actor?.isAdmin === true;
    case 'menu':
      if (!actor) return false;
      return rule.permission.toLowerCase() === 'read' ? true : actor.isAdmin;
  }
}

const UNGUARDED = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNGUARDED.some((re) => re.test(route.url))) return;
    if (!route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares no access rule`);
    }
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const rule = req.routeOptions.config.access;
    if (!rule) return;
    if (rule.kind !== 'public' && !req.actor) throw unauthorized();
    if (!isAllowed(req.actor, rule)) throw forbidden();
  });
});
