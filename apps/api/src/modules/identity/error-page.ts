import type { FastifyReply } from 'fastify';
import { ERROR_PAGE_CSP, errorPageHtml } from '../../plugins/oidc/render-error.ts';

/** Answers a browser navigation (the sign-in callback) with a readable page instead of JSON. */
export function errorPage(reply: FastifyReply, status: number, title: string, message: string, retryHref: string) {
  return reply
    .status(status)
    .header('content-security-policy', ERROR_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(errorPageHtml(title, message, { href: retryHref, label: 'Try again' }));
}
