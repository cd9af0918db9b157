import { Transform } from 'node:stream';
import { ZError } from '@ankur/shared/schemas/common';
import { CONTENT_UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/content';
import { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, ZUpload, ZUploadParams } from '@ankur/shared/schemas/uploads';
import fastifyMultipart from '@fastify/multipart';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound, payloadTooLarge } from '../../lib/errors.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import type { UploadPurpose } from './upload-purposes.ts';
import { acceptedContentType, contentDisposition, parseRange, sanitizeFileName } from './uploads.files.ts';
import {
  assertMayUpload,
  createUpload,
  findReadableUpload,
  maxBytesOf,
  NO_SUCH_FILE,
  PURPOSE_ERROR,
  parsePurpose,
  TOO_LARGE,
} from './uploads.service.ts';

const tags = ['Programs'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const tooLarge = (cap: number) =>
  cap === UPLOAD_MAX_BYTES ? TOO_LARGE : `File is larger than ${cap / 1024 / 1024} MB`;
const NOT_MULTIPART = 'Send the file as multipart/form-data: a purpose field, then the file';

/** The form as OpenAPI shows it; the handler reads (and checks) the parts as they stream in. */
const ZUploadForm = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  file: z.any().meta({ type: 'string', format: 'binary' }),
});

/** The multipart parser's own errors, as clear 4xx; anything else (a disk failure) stays a 500. */
function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; message?: string };
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return badRequest('Invalid body.file: send one file per upload');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid body: send only the purpose field and one file');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, NOT_MULTIPART);
  }
  // busboy's messages for a broken body ("Unexpected end of form", "Malformed part header", ...)
  if (/unexpected end|malformed|terminated early|boundary|premature close/i.test(e.message ?? '')) {
    return badRequest('Invalid body: the multipart form is incomplete or malformed');
  }
  return err;
}

/**
 * POST uploads and GET uploads/{publicId}/{fileName} (issues 8, 18). The multipart parser is
 * registered in this plugin's own scope, so every other route still accepts JSON bodies only
 * (the CSRF plugin's premise) and answers a multipart body with 415.
 */
const PDF = 'application/pdf';

export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  await app.register(fastifyMultipart, {
    // the largest any purpose takes; each purpose's own cap is checked as the bytes stream in
    limits: {
      fileSize: Math.max(UPLOAD_MAX_BYTES, CONTENT_UPLOAD_MAX_BYTES),
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
    },
  });

  app.post(
    '/uploads',
    {
      // who may upload what is the purpose's rule (assertMayUpload): message files need only a session
      config: { access: access.signedIn },
      // the body is a stream, read part by part in the handler; it is documented, not validated
      validatorCompiler: (req) =>
        req.httpPart === 'body'
          ? (data) => ({ value: data })
          : validatorCompiler(req as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        tags,
        summary:
          "Uploads one file (multipart/form-data: 'purpose' = unit | submission | message | community | content, then 'file')",
        description:
          "Up to 20 MB of PDF, Word, Excel, PowerPoint, text, CSV, PNG, JPEG, WebP, MP4 or WebM (no video on a message). 'unit' files need program-manager rights, 'submission' files read on Programs and Courses. 'content' (the library): up to 200 MB, audio (MP3, M4A, OGG, WAV) and EPUB too, for authors (create on Content). Downloads answer Range requests (206).",
        consumes: ['multipart/form-data'],
        body: ZUploadForm,
        response: { 201: ZUpload, ...errors, 413: ZError, 415: ZError },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
      const scope = scopeOf(req);
      let purpose: UploadPurpose | undefined;
      let stored: { storageKey: string; fileName: string; contentType: string; size: number } | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'purpose') purpose = parsePurpose(part.value);
            continue;
          }
          // a refused file is read to its end (and dropped), so the client sees the answer
          const refuse = (err: HttpError) => {
            part.file.resume();
            return err;
          };
          if (part.fieldname !== 'file') throw refuse(badRequest("Invalid body: the file field must be named 'file'"));
          if (!purpose) throw refuse(badRequest('Invalid body.purpose: send the purpose field before the file'));
          const fileName = sanitizeFileName(part.filename);
          let contentType: string;
          try {
            assertMayUpload(scope.actor, purpose);
            contentType = acceptedContentType(part.mimetype, fileName, purpose);
          } catch (err) {
            throw refuse(err as HttpError);
          }
          const storageKey = newStorageKey();
          const cap = maxBytesOf(purpose);
          let seen = 0;
          const capped = part.file.pipe(
            new Transform({
              transform(chunk: Buffer, _enc, done) {
                seen += chunk.length;
                if (seen > cap) done(payloadTooLarge(tooLarge(cap)));
                else done(null, chunk);
              },
            }),
          );
          part.file.on('error', (err) => capped.destroy(err));
          try {
            const { size } = await storage.put(storageKey, capped);
            stored = { storageKey, fileName, contentType, size };
          } catch (err) {
            part.file.resume();
            await storage.delete(storageKey);
            throw err;
          }
          if (part.file.truncated) throw payloadTooLarge(tooLarge(cap));
        }
      } catch (err) {
        if (stored) await storage.delete(stored.storageKey);
        throw multipartError(err);
      }
      if (!stored) {
        throw badRequest(purpose ? 'Invalid body.file: attach a file' : PURPOSE_ERROR);
      }
      if (stored.size === 0) {
        await storage.delete(stored.storageKey);
        throw badRequest('Invalid body.file: the file is empty');
      }
      try {
        const upload = await createUpload(db, scope, { purpose: purpose!, ...stored });
        return reply.status(201).send(upload);
      } catch (err) {
        await storage.delete(stored.storageKey);
        throw err;
      }
    },
  );

  app.get(
    '/uploads/:publicId/:fileName',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          "Streams an uploaded file to those who may read it (submissions: owner and managers; message files: owner and the conversation's members)",
        params: ZUploadParams,
        response: {
          200: z.any().describe('The file, with its stored content type'),
          206: z.any().describe('The bytes a Range header asked for'),
          416: z.any().describe('The range lies past the end of the file'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const row = await findReadableUpload(db, scopeOf(req), req.params.publicId);
      // a player seeks (and resumes) with Range requests: one range answers 206 with just those bytes
      const range = parseRange(req.headers.range, row.size_bytes);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${row.size_bytes}`).send();
      }
      const file = await storage.get(row.storage_key, range);
      if (!file) {
        req.log.warn({ uploadId: row.upload_id }, 'uploaded file is missing from storage');
        throw notFound(NO_SUCH_FILE);
      }
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      // a PDF may be previewed in a frame of the platform's own pages (the library's report and
      // book views); every other file keeps the site-wide frame-ancestors 'none'
      if (row.content_type === PDF) {
        reply
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN');
      }
      return reply
        .header('accept-ranges', 'bytes')
        .header('content-type', row.content_type)
        .header('content-length', String(range ? range.end - range.start + 1 : file.size))
        .header('content-disposition', contentDisposition(row.content_type, row.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  );
};
