import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { deriveSecret } from '../../lib/secrets.ts';
import { SESSION_ABSOLUTE_MS } from '../session.ts';
import { DbAdapter } from './adapter.ts';
import { loadSigningKeys } from './keys.ts';
import { renderProviderError } from './render-error.ts';

/** The platform's own client at the embedded provider. */
export const EMBEDDED_CLIENT_ID = 'ankur-web';
export const OIDC_MOUNT = '/oidc';
export const CALLBACK_PATH = '/api/auth/callback';
export const INTERACTION_PATH = '/api/auth/interaction';

/** The Keycloak-compatible account actions (kc_action) the embedded provider also honours. */
export const KC_ACTIONS = { 'update-password': 'UPDATE_PASSWORD', 'update-profile': 'UPDATE_PROFILE' } as const;

/** The claims the provider hands out for an account of its own (identity's accounts). */
export interface AccountClaims {
  email: string;
  email_verified: boolean;
  username: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  user_id: number | null;
}

export interface EmbeddedProviderOptions {
  db: Db;
  /** the account's claims by auth_user_id; null when it is gone or belongs to another issuer */
  findAccount: (authUserId: number) => Promise<AccountClaims | null>;
  /** the site origin, e.g. http://localhost:3000; the issuer is origin + /oidc */
  origin: string;
  sessionSecret: string;
}

function buildPolicy() {
  const { base, Prompt, Check } = interactionPolicy;
  const policy = base();
  // prompt=create (OpenID Connect Prompt Create 1.0): start on the registration screen
  policy.add(new Prompt({ name: 'create', requestable: true }), 0);
  // kc_action=UPDATE_PASSWORD | UPDATE_PROFILE, as Keycloak names them: after sign-in, before consent
  policy.add(
    new Prompt(
      { name: 'kc_action', requestable: false },
      new Check('kc_action_requested', 'an account action was requested', (ctx: KoaContextWithOIDC) => {
        const action = ctx.oidc.params?.kc_action;
        const done = (ctx.oidc.result as Record<string, unknown> | undefined)?.kc_action;
        return (action === 'UPDATE_PASSWORD' || action === 'UPDATE_PROFILE') && !done;
      }),
    ),
    2,
  );
  return policy;
}

/**
 * Every client of the embedded provider is first-party (the platform itself, or another service
 * of the same operator registered in its storage): the user is never asked to consent to sharing
 * their profile, so a grant is made on first use.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId =
    (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
    oidc.session?.grantIdFor(oidc.client!.clientId);
  if (grantId) {
    const grant = await oidc.provider.Grant.find(grantId);
    if (grant) return grant;
  }
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
  grant.addOIDCScope('openid email profile phone offline_access');
  await grant.save();
  return grant;
}

export async function createEmbeddedProvider({
  db,
  findAccount,
  origin,
  sessionSecret,
}: EmbeddedProviderOptions): Promise<Provider> {
  const secure = origin.startsWith('https://');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure };
  const configuration: Configuration = {
    adapter: (name: string) => new DbAdapter(name, db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: deriveSecret(sessionSecret, 'oidc-client'),
        redirect_uris: [`${origin}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: await loadSigningKeys(db) },
    cookies: { keys: [deriveSecret(sessionSecret, 'oidc-cookies')], long: cookie, short: cookie },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name', 'user_id'],
      phone: ['phone_number'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'phone'],
    extraParams: ['kc_action', 'tenant_id'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: {
      policy: buildPolicy(),
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    loadExistingGrant,
    async findAccount(_ctx, sub) {
      const id = Number(sub);
      if (!Number.isSafeInteger(id)) return undefined;
      const a = await findAccount(id);
      if (!a) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: a.email,
          email_verified: a.email_verified,
          preferred_username: a.username,
          given_name: a.first_name ?? undefined,
          family_name: a.last_name ?? undefined,
          phone_number: a.phone_number ?? undefined,
          user_id: a.user_id ?? undefined,
        }),
      };
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Session: SESSION_ABSOLUTE_MS / 1000,
    },
    renderError: renderProviderError,
  };
  const provider = new Provider(`${origin}${OIDC_MOUNT}`, configuration);
  // X-Forwarded-Proto tells the provider a request came over TLS, so its secure cookies may be set
  // behind a TLS-terminating proxy. Unlike the HTTP routes (TRUST_PROXY), trusting it here decides
  // nothing an attacker gains from: the issuer and every endpoint derive from the configured origin,
  // and a forged header can only make the provider set its cookies on the forger's own connection.
  provider.proxy = true;
  return provider;
}
