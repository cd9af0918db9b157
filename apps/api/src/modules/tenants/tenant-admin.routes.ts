import { ZError, zId, zList } from '@ankur/shared/schemas/common';
import {
  ZCurrentTenant,
  ZTenant,
  ZTenantBrandingUpdate,
  ZTenantMember,
  ZTenantMemberUpdate,
  ZTenantRole,
} from '@ankur/shared/schemas/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { members, removeMember, tenantRoles, updateMember } from './members.service.ts';
import { tenantAdmin } from './tenant-access.ts';
import { ZTenantPaging } from './tenants.schemas.ts';
import { currentTenantOf, updateBranding } from './tenants.service.ts';

const ZMembersQuery = ZTenantPaging.extend({
  search: z.string().trim().max(200).optional().describe('Text to find in username, names and e-mail'),
  status: z.enum(['active', 'suspended']).optional(),
});

const UserParams = z.object({ userId: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const tags = ['Tenant administration'];

/**
 * The session's tenant, and its administration by the tenant's administrators (read / update /
 * delete on 'Tenant Admin Center'): branding, the roles it may give, its members.
 */
export const tenantAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/tenant/current',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The session's tenant (null on the main platform) and your active membership role there",
        response: { 200: ZCurrentTenant, 401: ZError },
      },
    },
    async (req) => currentTenantOf(db, scopeOf(req)),
  );

  app.put(
    '/tenant/branding',
    {
      config: { access: tenantAdmin('update') },
      schema: {
        tags,
        summary: "Change the tenant's display name and branding (branding is replaced as a whole)",
        body: ZTenantBrandingUpdate,
        response: { 200: ZTenant, ...errors },
      },
    },
    async (req) => updateBranding(db, scopeOf(req), req.body),
  );

  app.get(
    '/tenant/roles',
    {
      config: { access: tenantAdmin('read') },
      schema: {
        tags,
        summary: 'The roles a tenant administrator may give members and invitees',
        response: { 200: z.object({ data: z.array(ZTenantRole) }), ...errors },
      },
    },
    async (req) => ({ data: await tenantRoles(db, scopeOf(req)) }),
  );

  app.get(
    '/tenant/members',
    {
      config: { access: tenantAdmin('read') },
      schema: {
        tags,
        summary: "The tenant's members with their role and status (page, limit, search, status)",
        querystring: ZMembersQuery,
        response: { 200: zList(ZTenantMember), ...errors },
      },
    },
    async (req) => members(db, scopeOf(req), req.query),
  );

  app.put(
    '/tenant/members/:userId',
    {
      config: { access: tenantAdmin('update') },
      schema: {
        tags,
        summary:
          "Change a member's role (one of GET tenant/roles) or status; the last active Tenant Administrator stays",
        params: UserParams,
        body: ZTenantMemberUpdate,
        response: { 200: ZTenantMember, ...errors },
      },
    },
    async (req) => updateMember(db, scopeOf(req), req.params.userId, req.body),
  );

  app.delete(
    '/tenant/members/:userId',
    {
      config: { access: tenantAdmin('delete') },
      schema: {
        tags,
        summary: 'Remove a member from the tenant (their sessions in it lose access at once)',
        params: UserParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeMember(db, scopeOf(req), req.params.userId);
      return reply.status(204).send(null);
    },
  );
};
