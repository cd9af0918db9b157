import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { createMailer, type Mailer } from '../lib/mail.ts';
import { deriveSecret } from '../lib/secrets.ts';
import { pruneExpired } from './oidc/adapter.ts';
import { mountProvider } from './oidc/mount.ts';
import { type AccountClaims, createEmbeddedProvider, EMBEDDED_CLIENT_ID, OIDC_MOUNT } from './oidc/provider.ts';
import { RelyingParty } from './oidc/relying-party.ts';

/** What the identity routes share: where the site is, who signs people in, mail and time. */
export interface Identity {
  /** the site's origin (PUBLIC_URL, else http://localhost:PORT): callbacks and links use it */
  origin: string;
  /** the embedded provider; null when OIDC_ISSUER names an external one */
  provider: Provider | null;
  rp: RelyingParty;
  mailer: Mailer;
  clock: Clock;
  /** the key that hashes e-mail codes */
  secret: string;
  /** a mail sent in the background failed: logged, since nobody waits for its answer */
  onMailError: (err: Error, msg: { to: string; subject: string }) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

export interface IdentityOptions {
  db: Db;
  config: Config;
  /** the embedded provider's accounts (the identity module's, handed in by app.ts) */
  findAccount: (authUserId: number) => Promise<AccountClaims | null>;
  mailer?: Mailer;
  clock?: Clock;
}

export const siteOrigin = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  config.publicUrl ?? `http://localhost:${config.port}`;

/** Calls the embedded provider in-process (no socket), so it works before and without listen(). */
function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const u = new URL(url);
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${u.pathname}${u.search}`,
      headers: { ...options.headers, host: u.host, 'x-forwarded-proto': u.protocol.slice(0, -1) },
      payload: options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) headers.append(k, String(one));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

export const identityPlugin = fp(async (app: FastifyInstance, opts: IdentityOptions) => {
  const { config, db } = opts;
  const origin = siteOrigin(config);
  const mailer = opts.mailer ?? createMailer(config, app.log);
  let provider: Provider | null = null;
  let rp: RelyingParty;
  if (config.oidc.issuer) {
    rp = new RelyingParty({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId!,
      clientSecret: config.oidc.clientSecret,
    });
  } else {
    provider = await createEmbeddedProvider({
      db,
      findAccount: opts.findAccount,
      origin,
      sessionSecret: config.sessionSecret,
    });
    await mountProvider(app, provider);
    rp = new RelyingParty({
      issuer: `${origin}${OIDC_MOUNT}`,
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: deriveSecret(config.sessionSecret, 'oidc-client'),
      fetch: injectFetch(app),
    });
    await pruneExpired(db);
  }
  app.decorate('identity', {
    origin,
    provider,
    rp,
    mailer,
    clock: opts.clock ?? systemClock,
    onMailError: (err: Error, msg: { to: string; subject: string }) =>
      app.log.warn({ err: err.message, subject: msg.subject }, 'mail: a background send failed'),
    secret: deriveSecret(config.sessionSecret, 'otp'),
  });
  app.addHook('onClose', async () => mailer.close());
});
