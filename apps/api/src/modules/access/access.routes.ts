import { ZPrivilege } from '@ankur/shared/schemas/access';
import { ZMyPrivileges, ZSetRolePrivileges, ZSignInState, ZUserRolesBody } from '@ankur/shared/schemas/admin';
import { ZError, zId } from '@ankur/shared/schemas/common';
import { ZUserRoles } from '@ankur/shared/schemas/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { checkAccess, myPrivileges, signInState } from './access.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { setRolePrivileges } from './role-privileges.service.ts';
import { setUserRoles } from './user-roles.service.ts';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const ZIdParam = z.object({ id: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
const ZRoleParam = z.object({ roleId: z.coerce.number({ error: 'must be a number' }).pipe(zId) });

/** The access-control calls beyond the resource groups: own privileges, matrix save, role assignment. */
export const accessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/auth/privileges',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Access'],
        summary: "The active role's permissions per menu (custom-role privileges for a custom role)",
        response: { 200: ZMyPrivileges, 401: ZError },
      },
    },
    async (req) => myPrivileges(db, scopeOf(req)),
  );

  app.get(
    '/auth/checkAccess',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Access'],
        summary: 'SPEC §5 check on the server: may the active role do `permission` on the menu named `menu`?',
        description: '200 when allowed; 403 naming the menu when not; 404 when no menu has that name.',
        querystring: z.object({
          menu: z.string().trim().min(1, 'is required').max(100),
          permission: z.string().trim().min(1).max(64).default('read'),
        }),
        response: {
          200: z.object({ allowed: z.literal(true), menu_id: zId, menu_name: z.string(), permission: z.string() }),
          ...errors,
        },
      },
    },
    async (req) => checkAccess(db, scopeOf(req), req.query.menu, req.query.permission),
  );

  for (const [prefix, custom] of [
    ['user/privileges/', false],
    ['user/customRolePrivilege/', true],
  ] as const) {
    app.put(
      `/${prefix}setRolePrivileges/:roleId`,
      {
        config: { access: access.adminCenter('update') },
        schema: {
          tags: [custom ? 'Custom role privileges' : 'Privileges'],
          summary: `Save one ${custom ? 'custom ' : ''}role's privilege matrix in one transaction (empty list removes)`,
          params: ZRoleParam,
          body: ZSetRolePrivileges,
          response: { 200: z.object({ data: z.array(ZPrivilege) }), ...errors },
        },
      },
      async (req) => ({ data: await setRolePrivileges(db, scopeOf(req), req.params.roleId, custom, req.body) }),
    );
  }

  app.put(
    '/auth/userRoles/:id',
    {
      config: { access: access.adminCenter('update') },
      schema: {
        tags: ['Auth'],
        summary: "Replace a user's system roles (within the editor's reach; an administrator must remain)",
        params: ZIdParam,
        body: ZUserRolesBody,
        response: {
          200: ZUserRoles,
          ...errors,
        },
      },
    },
    async (req) => setUserRoles(db, scopeOf(req), req.params.id, req.body.role_ids),
  );

  app.get(
    '/auth/signInState/:id',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags: ['Auth'],
        summary: "A user's sign-in state: verified, locked, last sign-in, live sessions",
        params: ZIdParam,
        response: { 200: ZSignInState, ...errors },
      },
    },
    async (req) => signInState(db, req.params.id),
  );

  await app.register(auditRoutes, { db });
};
