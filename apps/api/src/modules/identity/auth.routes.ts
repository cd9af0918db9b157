import { randomBytes } from 'node:crypto';
import { TEMP_ROLE } from '@ankur/shared/roles';
import { ZProfile, ZSignin } from '@ankur/shared/schemas/auth';
import { ZError } from '@ankur/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { endSession, startSession } from '../../plugins/session.ts';
import { findCredentials, loadProfile } from './identity.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** A hash of a random password: unknown users cost the same argon2 time as wrong passwords. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

const INVALID = 'Incorrect username or password.';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/auth/signin',
    {
      config: { access: access.public },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with username or e-mail and password; sets the session cookie',
        body: ZSignin,
        response: { 200: ZProfile, 400: ZError, 401: ZError },
      },
    },
    async (req, reply) => {
      const cred = await findCredentials(db, req.body.username);
      const ok = await verifyPassword(cred?.password_hash ?? (await getDummyHash()), req.body.password);
      // unknown user, wrong password and disabled account look the same to the caller
      if (!cred || !ok || !cred.enabled) throw unauthorized(INVALID);
      await startSession(db, reply, app.config, cred.user_id, req.headers['user-agent']);
      return (await loadProfile(db, cred.user_id, TEMP_ROLE))!;
    },
  );

  for (const path of ['/auth/signout', '/auth/logout']) {
    app.post(
      path,
      {
        config: { access: access.public },
        schema: { tags: ['Auth'], summary: 'End the session (idempotent)', response: { 204: z.null() } },
      },
      async (req, reply) => {
        await endSession(db, reply, req.actor);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/auth/profile',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user (SPEC §3), or 401',
        response: { 200: ZProfile, 401: ZError },
      },
    },
    async (req) => {
      const profile = await loadProfile(db, req.actor!.userId, TEMP_ROLE);
      if (!profile) throw unauthorized();
      return profile;
    },
  );
};
