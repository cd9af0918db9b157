import { ZError, zId } from '@ankur/shared/schemas/common';
import { ZTenant, ZTenantCreate, ZUserTenant } from '@ankur/shared/schemas/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { createTenantIfNotExists, tenantsOfUser } from './tenants.service.ts';

/** SPEC §7 tenant calls: a user's tenants, and onboarding a new organisation's tenant. */
export const tenantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/user/tenants/getUserTenants/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Tenants'],
        summary: "A user's tenants with the role held in each (yourself, or anyone for administrators)",
        params: z.object({ id: z.coerce.number({ error: 'must be a number' }).pipe(zId) }),
        response: { 200: z.object({ data: z.array(ZUserTenant) }), 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req) => ({ data: await tenantsOfUser(db, scopeOf(req), req.params.id) }),
  );

  app.post(
    '/user/tenants/createTenantIfNotExists',
    {
      config: { access: access.roleHolder },
      schema: {
        tags: ['Tenants'],
        summary: 'Create a tenant (its creator becomes its administrator); idempotent on tenant_type + tenant_name',
        body: ZTenantCreate,
        response: { 200: ZTenant, 201: ZTenant, 400: ZError, 401: ZError, 409: ZError },
      },
    },
    async (req, reply) => {
      const { created_by: _ignored, ...input } = req.body;
      const r = await createTenantIfNotExists(db, scopeOf(req), input);
      return reply.status(r.created ? 201 : 200).send(r.tenant);
    },
  );
};
