import { CUSTOM_ROLE_TYPE, SYSTEM_ROLE_TYPE } from '@ankur/shared/roles';
import { ZPrivilege } from '@ankur/shared/schemas/access';
import { ZMyPrivileges, ZSetRolePrivileges, ZSignInState, ZUserRolesBody } from '@ankur/shared/schemas/admin';
import { ZError, zId } from '@ankur/shared/schemas/common';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loadRolePrivileges } from '../../db/role-privileges.ts';
import { menus } from '../../db/schema/access.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { access, isAllowed } from '../../plugins/access.ts';
import { SESSION_IDLE_MS } from '../../plugins/session.ts';
import { auditRoutes } from './audit.routes.ts';
import { setRolePrivileges } from './role-privileges.ts';
import { setUserRoles } from './user-roles.ts';

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
    async (req) => {
      const actor = req.actor!;
      if (actor.activeRole === null) return { role_id: null, role_type: null, privileges: [] };
      return {
        role_id: actor.activeRole,
        role_type: actor.activeRoleIsCustom ? CUSTOM_ROLE_TYPE : SYSTEM_ROLE_TYPE,
        privileges: await loadRolePrivileges(db, actor.activeRole, actor.activeRoleIsCustom),
      };
    },
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
    async (req) => {
      const { menu, permission } = req.query;
      const [found] = await db
        .select({ menu_id: menus.menu_id, menu_name: menus.menu_name })
        .from(menus)
        .where(sql`lower(${menus.menu_name}) = ${menu.toLowerCase()} and ${menus.is_deleted} = false`);
      if (!found) throw notFound(`No menu named '${menu}'`);
      if (!isAllowed(req.actor, access.menu(found.menu_name, permission))) {
        throw forbidden(`Your role may not ${permission.toLowerCase()} '${found.menu_name}'.`);
      }
      return { allowed: true as const, menu_id: found.menu_id, menu_name: found.menu_name, permission };
    },
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
      async (req) => ({ data: await setRolePrivileges(db, req.actor!, req.params.roleId, custom, req.body) }),
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
          200: z.object({
            user_id: zId,
            roles: z.array(z.object({ role_id: zId, role_name: z.string(), display_name: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (req) => setUserRoles(db, req.actor!, req.params.id, req.body.role_ids),
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
    async (req) => {
      const r = await db.execute<Record<string, unknown>>(sql`
        select u.user_id, u.enabled,
          coalesce(a.email_verified, false) as email_verified,
          (a.password_hash is not null) as has_password,
          coalesce(a.failed_login_count, 0) as failed_login_count,
          case when a.locked_until > now() then a.locked_until end as locked_until,
          a.last_login_at as last_sign_in_at,
          (select count(*)::int from sessions s where s.user_id = u.user_id and s.revoked_at is null
            and s.expires_at > now()
            and s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})) as active_sessions
        from users u left join auth_users a on a.user_id = u.user_id and a.is_deleted = false
        where u.user_id = ${req.params.id} and u.is_deleted = false
        limit 1`);
      const row = (r as unknown as { rows: Record<string, unknown>[] }).rows[0];
      if (!row) throw notFound(`No user with user_id ${req.params.id}`);
      const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
      return {
        user_id: row.user_id as number,
        enabled: row.enabled as boolean,
        email_verified: row.email_verified as boolean,
        has_password: row.has_password as boolean,
        failed_login_count: Number(row.failed_login_count),
        locked_until: iso(row.locked_until),
        last_sign_in_at: iso(row.last_sign_in_at),
        active_sessions: Number(row.active_sessions),
      };
    },
  );

  await app.register(auditRoutes, { db });
};
