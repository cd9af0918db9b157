import { createHmac } from 'node:crypto';

/** Secrets derived from SESSION_SECRET, so that nothing else needs configuring for the default. */
export const deriveSecret = (sessionSecret: string, purpose: string) =>
  createHmac('sha256', sessionSecret).update(`ankur:${purpose}`).digest('base64url');
