import { BULK_MAX, ZError } from '@ankur/shared/schemas/common';
import { ZIsOtpVerified, ZUpdatePassword } from '@ankur/shared/schemas/identity';
import {
  ZAuthUserPatch,
  ZAuthUserPatchItem,
  ZCreatedUser,
  ZDeleteUsers,
  ZNewUsers,
  ZUserRecord,
  zIdParam,
} from '@ankur/shared/schemas/user-admin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { dropAuditInput } from '../../resources/audit-input.ts';
import { limitBatch } from '../../resources/batch.ts';
import { listResponseSchema } from '../../resources/routes.ts';
import { createUsers, deleteUsers, isOtpVerified, updateOwnPassword, updateUsers } from './auth-users.service.ts';
import { searchUsers, ZSearchUsersQuery } from './search-users.ts';

/**
 * The user-administration calls under auth/ (SPEC §7 "Profile and auth"). Access:
 *   updatePassword            signed-in, own e-mail only (403 otherwise)
 *   isOtpVerified/:user_id    signed-in, own user or an administrator
 *   updateAuthUser/:id        signed-in, own user or an administrator; enabled and e-mail: administrators
 *   searchUsers, createMany, updateMany, deleteMany   administrators
 * The actor is always the session's user; deleted_by in a body is ignored.
 */

const tags = ['Auth'];
const errors = { 400: ZError, 401: ZError, 403: ZError };

/** POST <prefix>createMany (auth/ and global-user/profile/ share it): administrators only. */
export function registerCreateMany(parent: FastifyInstance, url: string, db: Db) {
  parent.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: { access: access.adminCenter('create') },
      preValidation: limitBatch,
      preHandler: dropAuditInput,
      schema: {
        tags: [url.startsWith('/auth/') ? 'Auth' : 'Profile'],
        summary: `Create up to ${BULK_MAX} enabled, e-mail-verified accounts, all or none`,
        description:
          'A duplicate answers 409 naming the item (body[3].email). Without a password the account must reset it first.',
        body: ZNewUsers,
        response: { 201: z.object({ data: z.array(ZCreatedUser) }), ...errors, 409: ZError, 413: ZError },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createUsers(db, scopeOf(req), req.body, (i) => `body[${i}]`) }),
  );
}

export const authUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/auth/updatePassword',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Change the signed-in user's password; ends their other sessions",
        body: ZUpdatePassword,
        response: { 204: z.null(), ...errors, 429: ZError },
      },
    },
    async (req, reply) => {
      await updateOwnPassword(db, scopeOf(req), req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/isOtpVerified/:user_id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Whether a user's e-mail address is verified (own user or an administrator)",
        params: z.object({ user_id: zIdParam }),
        response: { 200: ZIsOtpVerified, ...errors, 404: ZError },
      },
    },
    async (req) => isOtpVerified(db, scopeOf(req), req.params.user_id),
  );

  app.put(
    '/auth/updateAuthUser/:id',
    {
      config: { access: access.signedIn },
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: 'Update a user and their login together (own user, or an administrator)',
        description: 'enabled and email may be changed by administrators only; enabled=false ends every session.',
        params: z.object({ id: zIdParam }),
        body: ZAuthUserPatch,
        response: { 200: ZUserRecord, ...errors, 404: ZError, 409: ZError },
      },
    },
    async (req) => {
      const [record] = await updateUsers(db, scopeOf(req), [
        { user_id: req.params.id, patch: req.body, at: 'params.id', prefix: 'body' },
      ]);
      return record!;
    },
  );

  app.get(
    '/auth/searchUsers',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags,
        summary: 'Search users with their roles (page, limit, search, any user column as a filter)',
        querystring: ZSearchUsersQuery,
        response: { 200: listResponseSchema(ZUserRecord), ...errors },
      },
    },
    async (req) => searchUsers(db, req.query),
  );

  registerCreateMany(app, '/auth/createMany', db);

  app.post(
    '/auth/updateMany',
    {
      config: { access: access.adminCenter('update') },
      preValidation: limitBatch,
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: `Update up to ${BULK_MAX} users (each with its user_id), all or none`,
        body: z.array(ZAuthUserPatchItem).min(1, 'must hold at least one item').max(BULK_MAX),
        response: { 200: z.object({ data: z.array(ZUserRecord) }), ...errors, 404: ZError, 409: ZError, 413: ZError },
      },
    },
    async (req) => {
      const items = req.body.map(({ user_id, ...patch }, i) => ({
        user_id,
        patch,
        at: `body[${i}].user_id`,
        prefix: `body[${i}]`,
      }));
      return { data: await updateUsers(db, scopeOf(req), items) };
    },
  );

  app.put(
    '/auth/deleteMany',
    {
      config: { access: access.adminCenter('delete') },
      preValidation: limitBatch,
      schema: {
        tags,
        summary: 'Soft-delete users and their logins and end their sessions, all or none',
        description:
          'deleted_by is ignored (the signed-in user is recorded). Refuses the actor and the last administrator.',
        body: ZDeleteUsers,
        response: { 200: z.object({ deleted: z.number().int() }), ...errors, 404: ZError, 409: ZError, 413: ZError },
      },
    },
    async (req) => ({ deleted: await deleteUsers(db, scopeOf(req), req.body.user_ids) }),
  );
};
