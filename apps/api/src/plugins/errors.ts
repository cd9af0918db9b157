import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, STATUS_TEXT } from '../lib/errors.ts';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: unknown;
}

export const errorBody = (statusCode: number, message: string, details?: unknown): ErrorBody => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  message,
  ...(details === undefined ? {} : { details }),
});

/** Where a validation error sits: "query.limit", "body[3].role_name", ... */
function locate(context: string | undefined, instancePath: string): string {
  const where = instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('');
  return `${context ?? 'request'}${where}`;
}

/**
 * node-postgres' "timeout exceeded when trying to connect" (a pool checkout that waited its whole
 * connectionTimeoutMillis), and PostgreSQL's "too many connections" (53300): load, not a bug.
 */
function isOverloaded(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const { message, code, cause } = e as { message?: unknown; code?: unknown; cause?: unknown };
    if (
      code === '53300' ||
      (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
    )
      return true;
    e = cause;
  }
  return false;
}

/**
 * One error format for the whole API. Bad input is a 4xx naming what is wrong; anything
 * unexpected is logged with its stack and answered with a bare 500 — never a stack trace or SQL.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: locate(err.validationContext, v.instancePath),
        message: v.message ?? 'is invalid',
      }));
      const first = details[0];
      const message = first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request';
      return reply.status(400).send(errorBody(400, message, details));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // fastify's own client errors: malformed JSON, body too large, wrong content type, ...
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'Invalid body: the request body is not valid JSON'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : err.message;
      return reply.status(status).send(errorBody(status, message));
    }
    if (isOverloaded(err)) {
      // every pooled connection is busy: the request did nothing; the client may try again shortly
      req.log.warn({ err: err.message }, 'database pool exhausted');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(errorBody(503, 'The server is busy right now. Please try again in a moment.'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
});
