import type { FastifyRequest } from 'fastify';

/** Secrets that travel in paths or query strings (invitation and consent tokens, OIDC codes). */
const LONG_TOKEN = /[A-Za-z0-9_-]{24,}/g;

/** A URL for the log: long tokens masked, so a log line never hands out a working link. */
export function redactUrl(url: string): string {
  return url.replace(LONG_TOKEN, '[redacted]');
}

/**
 * What a request log line keeps: no IP address (the Privacy Policy keeps IPs only in hashed form,
 * for abuse prevention) and no tokens.
 */
export const logSerializers = {
  req(req: FastifyRequest) {
    return { id: req.id, method: req.method, url: redactUrl(req.url) };
  },
};
