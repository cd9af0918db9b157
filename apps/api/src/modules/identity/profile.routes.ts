/**
 * global-user/profile/ (SPEC §7 "Profile and auth"). Every call works with the session cookie
 * or an `Authorization: Bearer <session token>` header; the actor always comes from the session.
 *
 * Access:
 *   PUT  update            signed-in: the actor's own profile only
 *   PUT  update-password   signed-in: the actor's own password (same rules as auth/updatePassword)
 *   POST createUser        public: an administrator creates an enabled account; an anonymous
 *                          caller signs up (a disabled account waiting for its e-mail code);
 *                          any other signed-in user gets 403
 *   POST createMany        administrators
 *   GET  getUser           public directory: one user by id
 *   GET  getAll            signed-in: the directory list (nothing lists all users anonymously)
 *
 * What an anonymous caller may see (the decision the issue asks for): the directory shows only
 * enabled, non-deleted users, and only user_id, username, firstName, lastName and profile_image.
 * Never e-mail addresses, phone numbers, age, gender, roll number or parent data of others.
 * A signed-in user also sees the email and phone_number of their own record; administrators
 * see them on every record. Unknown, disabled and deleted users are 404 alike. Selecting,
 * filtering, sorting and searching are limited to the visible columns, so a filter or search
 * cannot probe a hidden e-mail address.
 */
import { ZError } from '@ankur/shared/schemas/common';
import { ZInteractionPassword, ZSignupResult } from '@ankur/shared/schemas/identity';
import { ZCreatedUser, ZDirectoryUser, ZNewUser, ZOwnProfile, ZProfilePatch } from '@ankur/shared/schemas/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { dropAuditInput } from '../../resources/audit-input.ts';
import { ZListQuery } from '../../resources/query.ts';
import { listResponseSchema } from '../../resources/routes.ts';
import { registerCreateMany } from './auth-users.routes.ts';
import { changeOwnPassword, createUsers } from './auth-users.service.ts';
import { parseBody } from './parse-body.ts';
import { registerAccount, SIGNUP_PER_IP_HOUR } from './registration.ts';
import { getDirectoryUser, listDirectory, updateOwnProfile, ZDirectoryGetQuery } from './user-directory.ts';

const P = '/global-user/profile/';
const tags = ['Profile'];
const errors = { 400: ZError, 401: ZError, 403: ZError };

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    `${P}update`,
    {
      config: { access: access.signedIn },
      preHandler: dropAuditInput,
      schema: {
        tags,
        summary: "Update the signed-in user's own profile",
        body: ZProfilePatch,
        response: { 200: ZOwnProfile, ...errors },
      },
    },
    async (req) => updateOwnProfile(db, scopeOf(req), req.body),
  );

  app.put(
    `${P}update-password`,
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Change the signed-in user's password; ends their other sessions",
        body: ZInteractionPassword,
        response: { 204: z.null(), ...errors, 429: ZError },
      },
    },
    async (req, reply) => {
      const { actor } = scopeOf(req);
      await changeOwnPassword(
        db,
        { userId: actor.userId, keepSessionId: actor.sessionId },
        req.body.old_password,
        req.body.new_password,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${P}createUser`,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Administrators: create an enabled account. Anonymous callers: sign up.',
        description:
          'An administrator sends { firstName, lastName, username, email, password?, phone_number?, roles? } and gets ' +
          '{ user_id, username, email }. An anonymous caller sends the sign-up payload (SPEC §3) and gets ' +
          "{ user_id, email, next: 'verify-email' }: the account stays disabled until its e-mail code is verified. " +
          `At most ${SIGNUP_PER_IP_HOUR} sign-ups per address and hour (429).`,
        body: z.record(z.string(), z.unknown()),
        response: { 201: z.union([ZCreatedUser, ZSignupResult]), ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) => {
      const actor = req.actor;
      if (actor?.isAdmin) {
        const [created] = await createUsers(db, scopeOf(req), [parseBody(ZNewUser, req.body)], () => 'body');
        return reply.status(201).send(created!);
      }
      if (actor) throw forbidden('You are signed in already; only an administrator may create accounts.');
      const identity = { ...app.identity, brandName: app.config.brandName };
      return reply.status(201).send(await registerAccount(db, identity, req.body, req.ip));
    },
  );

  registerCreateMany(app, `${P}createMany`, db);

  app.get(
    `${P}getUser`,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "One user's directory record (email and phone_number for oneself and administrators)",
        querystring: ZDirectoryGetQuery,
        response: { 200: ZDirectoryUser.partial(), 400: ZError, 404: ZError },
      },
    },
    async (req) => getDirectoryUser(db, req.actor, req.query),
  );

  app.get(
    `${P}getAll`,
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Signed-in: the user directory (page, limit, search, fields, filterFields, sortField, sortOrder)',
        querystring: ZListQuery,
        response: { 200: listResponseSchema(ZDirectoryUser), 400: ZError, 401: ZError },
      },
    },
    async (req) => listDirectory(db, req.actor, req.query),
  );
};
