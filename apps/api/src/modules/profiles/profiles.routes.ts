import { ZError } from '@ankur/shared/schemas/common';
import {
  PHOTO_MAX_BYTES,
  ZMyProfile,
  ZNextSteps,
  ZPersonalityAnswers,
  ZPersonalityHistory,
  ZProfileInput,
  ZProfileView,
  ZUserIdParams,
} from '@ankur/shared/schemas/profiles';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dataTenant } from '../../db/tenant.ts';
import { badRequest, HttpError, notFound, payloadTooLarge } from '../../lib/errors.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { isCommunityModerator } from './moderators.ts';
import { nextSteps } from './next-steps.service.ts';
import { personalityOf, takePersonality } from './personality.service.ts';
import { PHOTO_TYPE_ERROR, processPhoto } from './photo.ts';
import { loadMyProfile, readablePhotoKey, saveMyProfile, setPhotoKey, viewProfile } from './profiles.service.ts';

const tags = ['Profiles'];
const errors = { 400: ZError, 401: ZError };
const TOO_LARGE = 'The picture is larger than 5 MB';

/**
 * /api/profiles (issue 20): a person's profile as the viewer may see it (no session needed: then
 * only 'public' sections of the main platform's profiles show), the own profile, its photo,
 * the personality profile and the home's next steps.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const viewerOf = (req: FastifyRequest) => ({
    tenantId: dataTenant(req.actor, app.config.defaultTenant),
    viewer: { userId: req.actor?.userId ?? null, moderator: req.actor ? isCommunityModerator(req.actor) : false },
  });

  app.get(
    '/profiles/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The own profile in the session’s tenant with its visibility and onboarding progress',
        response: { 200: ZMyProfile, 401: ZError },
      },
    },
    async (req) => loadMyProfile(db, scopeOf(req)),
  );

  app.put(
    '/profiles/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Change any fields of the own profile (400 names a bad field); role details merge per role',
        body: ZProfileInput,
        response: { 200: ZMyProfile, ...errors },
      },
    },
    async (req) => saveMyProfile(db, scopeOf(req), req.body),
  );

  app.get(
    '/profiles/me/next-steps',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'What the home suggests next, from the role, the onboarding answers and what the profile lacks',
        response: { 200: ZNextSteps, 401: ZError },
      },
    },
    async (req) => nextSteps(db, scopeOf(req)),
  );

  app.post(
    '/profiles/me/photo',
    {
      config: { access: access.signedIn },
      validatorCompiler: (req) =>
        req.httpPart === 'body'
          ? (data) => ({ value: data })
          : validatorCompiler(req as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        tags,
        summary:
          'Sets the own photo (multipart/form-data, one file field): JPEG, PNG or WebP up to 5 MB, cropped square to 512 px',
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) }),
        response: { 200: ZMyProfile, ...errors, 413: ZError, 415: ZError },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new HttpError(415, 'Send the picture as multipart/form-data');
      let bytes: Buffer;
      try {
        const part = await req.file();
        if (!part)
          throw badRequest('Invalid body.file: attach a picture', [{ path: 'body.file', message: 'is required' }]);
        bytes = await part.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(TOO_LARGE);
        if (err instanceof HttpError) throw err;
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          throw new HttpError(415, 'Send the picture as multipart/form-data');
        throw badRequest(PHOTO_TYPE_ERROR, [{ path: 'body.file', message: 'the form is incomplete' }]);
      }
      const photo = await processPhoto(bytes);
      const key = newStorageKey();
      await storage.put(key, photo);
      const scope = scopeOf(req);
      let replaced: string | null;
      try {
        replaced = await setPhotoKey(db, scope, key);
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      if (replaced) await storage.delete(replaced);
      return loadMyProfile(db, scope);
    },
  );

  app.delete(
    '/profiles/me/photo',
    {
      config: { access: access.signedIn },
      schema: { tags, summary: 'Removes the own photo', response: { 200: ZMyProfile, 401: ZError } },
    },
    async (req) => {
      const scope = scopeOf(req);
      const replaced = await setPhotoKey(db, scope, null);
      if (replaced) await storage.delete(replaced);
      return loadMyProfile(db, scope);
    },
  );

  app.post(
    '/profiles/me/personality',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Takes (or retakes) the 50-item IPIP Big-Five markers; earlier results are kept',
        body: ZPersonalityAnswers,
        response: { 201: ZPersonalityHistory, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await takePersonality(db, scopeOf(req), req.body.answers)),
  );

  app.get(
    '/profiles/:userId',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A person’s profile as the caller may see it: each section per its visibility (404 when nothing)',
        params: ZUserIdParams,
        response: { 200: ZProfileView, 400: ZError, 404: ZError },
      },
    },
    async (req) => {
      const { tenantId, viewer } = viewerOf(req);
      return viewProfile(db, tenantId, viewer, req.params.userId);
    },
  );

  app.get(
    '/profiles/:userId/photo',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A person’s photo (WebP, 512 px) when the caller may see their basic section',
        params: ZUserIdParams,
        response: { 200: z.any().describe('The picture'), 400: ZError, 404: ZError },
      },
    },
    async (req, reply) => {
      const { tenantId, viewer } = viewerOf(req);
      const key = await readablePhotoKey(db, tenantId, viewer, req.params.userId);
      const file = await storage.get(key);
      if (!file) throw notFound('No photo.');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(file.size))
        .header('content-disposition', 'inline; filename="photo.webp"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  );

  app.get(
    '/profiles/:userId/personality',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A person’s personality profile as its visibility allows (the owner also sees earlier results)',
        params: ZUserIdParams,
        response: { 200: ZPersonalityHistory, 400: ZError, 404: ZError },
      },
    },
    async (req) => {
      const { tenantId, viewer } = viewerOf(req);
      return personalityOf(db, tenantId, viewer, req.params.userId);
    },
  );
};
