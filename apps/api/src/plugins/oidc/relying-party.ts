import * as client from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** how to reach the issuer: the embedded provider is called in-process, without a socket */
  fetch?: client.CustomFetch;
}

export interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The API's side of OpenID Connect (authorization code + PKCE + state + nonce), the same code
 * for the embedded provider and for any external issuer such as Keycloak. Discovery happens on
 * first use and is retried after a failure.
 */
export class RelyingParty {
  private config: Promise<client.Configuration> | undefined;

  constructor(private readonly opts: RelyingPartyOptions) {}

  get issuer(): string {
    return this.opts.issuer;
  }

  configuration(): Promise<client.Configuration> {
    this.config ??= client
      .discovery(new URL(this.opts.issuer), this.opts.clientId, this.opts.clientSecret, undefined, {
        execute: this.opts.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
        ...(this.opts.fetch ? { [client.customFetch]: this.opts.fetch } : {}),
      })
      .catch((err: unknown) => {
        this.config = undefined;
        throw err;
      });
    return this.config;
  }

  async authorizationUrl(
    redirectUri: string,
    extra: Record<string, string>,
  ): Promise<{ url: string; flow: FlowState }> {
    const config = await this.configuration();
    const flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile phone',
      response_type: 'code',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    return { url: url.href, flow };
  }

  /** Exchanges the code of a callback URL; returns the id token and the identity claims. */
  async finish(currentUrl: URL, flow: FlowState) {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    return { idToken: tokens.id_token ?? null, claims: { ...idClaims, ...userinfo } as Record<string, unknown> };
  }

  /** The issuer's end-session URL (RP-initiated logout), when it has one. */
  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.configuration();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  }
}
