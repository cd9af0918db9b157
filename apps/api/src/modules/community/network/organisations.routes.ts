import { ZError } from '@ankur/shared/schemas/common';
import {
  ORGANISATION_LOGO_MAX_BYTES,
  ZOrganisationDetail,
  ZOrganisationInput,
  ZOrganisationMemberInput,
  ZOrganisationPage,
  ZOrganisationPatch,
  ZOrganisationsQuery,
} from '@ankur/shared/schemas/community-network';
import fastifyMultipart from '@fastify/multipart';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { badRequest, HttpError, notFound, payloadTooLarge } from '../../../lib/errors.ts';
import { type FileStorage, newStorageKey } from '../../../lib/storage.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import { PHOTO_TYPE_ERROR, processPhoto } from '../../profiles/index.ts';
import {
  createOrganisation,
  editOrganisation,
  organisationBySlug,
  organisationPage,
  putMember,
  readableLogoKey,
  removeMember,
  setLogoKey,
} from './organisations.service.ts';

const tags = ['Community organisations'];
const errors = { 400: ZError, 401: ZError, 403: ZError };
const zId = z.coerce.number().int().positive().max(2147483647);
const ZIdParams = z.object({ id: zId });
const TOO_LARGE = 'The logo is larger than 5 MB';

/**
 * /api/community/organisations (issue 21, decision 36): organisation pages with members and
 * admins. Any member reads and follows them; moderators and Organisation role holders create
 * them; a page's admins (and moderators) edit it, its logo and its members.
 */
export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: ORGANISATION_LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const member = { access: access.roleHolder };

  app.get(
    '/community/organisations',
    {
      config: member,
      schema: {
        tags,
        summary: 'Organisation pages: search by name or city, filter by category, newest first',
        querystring: ZOrganisationsQuery,
        response: { 200: ZOrganisationPage, ...errors },
      },
    },
    async (req) => organisationPage(db, scopeOf(req), req.query),
  );

  app.get(
    '/community/organisations/by-slug/:slug',
    {
      config: member,
      schema: {
        tags,
        summary: 'One organisation’s page with its members and admins (404 when unknown or hidden)',
        params: z.object({ slug: z.string().trim().min(1).max(80) }),
        response: { 200: ZOrganisationDetail, ...errors, 404: ZError },
      },
    },
    async (req) => organisationBySlug(db, scopeOf(req), req.params.slug),
  );

  app.post(
    '/community/organisations',
    {
      config: member,
      schema: {
        tags,
        summary: 'Create an organisation page (moderators and Organisation role holders); the creator is its admin',
        body: ZOrganisationInput,
        response: { 201: ZOrganisationDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createOrganisation(db, scopeOf(req), req.body)),
  );

  app.patch(
    '/community/organisations/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Edit the page (its admins and moderators); a tenant’s page keeps the tenant’s name and category',
        params: ZIdParams,
        body: ZOrganisationPatch,
        response: { 200: ZOrganisationDetail, ...errors, 404: ZError },
      },
    },
    async (req) => editOrganisation(db, scopeOf(req), req.params.id, req.body),
  );

  app.post(
    '/community/organisations/:id/members',
    {
      config: member,
      schema: {
        tags,
        summary: 'Add a member or admin, or change their role and title (never leaving the page without an admin)',
        params: ZIdParams,
        body: ZOrganisationMemberInput,
        response: { 200: ZOrganisationDetail, ...errors, 404: ZError },
      },
    },
    async (req) => putMember(db, scopeOf(req), req.params.id, req.body),
  );

  app.delete(
    '/community/organisations/:id/members/:userId',
    {
      config: member,
      schema: {
        tags,
        summary: 'Remove a member (not the last admin)',
        params: z.object({ id: zId, userId: zId }),
        response: { 200: ZOrganisationDetail, ...errors, 404: ZError },
      },
    },
    async (req) => removeMember(db, scopeOf(req), req.params.id, req.params.userId),
  );

  app.post(
    '/community/organisations/:id/logo',
    {
      config: member,
      validatorCompiler: (req) =>
        req.httpPart === 'body'
          ? (data) => ({ value: data })
          : validatorCompiler(req as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        tags,
        summary: 'Set the logo (multipart/form-data, one file): JPEG, PNG or WebP up to 5 MB, made a 512 px square',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        body: z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) }),
        response: { 200: z.object({ logo_url: z.string() }), ...errors, 404: ZError, 413: ZError, 415: ZError },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new HttpError(415, 'Send the logo as multipart/form-data');
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
          throw new HttpError(415, 'Send the logo as multipart/form-data');
        throw badRequest(PHOTO_TYPE_ERROR, [{ path: 'body.file', message: 'the form is incomplete' }]);
      }
      const logo = await processPhoto(bytes);
      const key = newStorageKey();
      await storage.put(key, logo);
      let replaced: string | null;
      try {
        replaced = await setLogoKey(db, scopeOf(req), req.params.id, key);
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      if (replaced) await storage.delete(replaced);
      return { logo_url: `/api/community/organisations/${req.params.id}/logo?v=${key.slice(0, 8)}` };
    },
  );

  app.get(
    '/community/organisations/:id/logo',
    {
      config: member,
      schema: {
        tags,
        summary: 'The organisation’s logo (WebP, 512 px)',
        params: ZIdParams,
        response: { 200: z.any().describe('The picture'), ...errors, 404: ZError },
      },
    },
    async (req, reply) => {
      const key = await readableLogoKey(db, scopeOf(req), req.params.id);
      const file = await storage.get(key);
      if (!file) throw notFound('No logo.');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(file.size))
        .header('content-disposition', 'inline; filename="logo.webp"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  );
};
