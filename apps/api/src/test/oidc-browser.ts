import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A minimal browser for API tests: keeps cookies (with their paths) and follows redirects
 * within the site, so the whole OpenID Connect sign-in can be walked through app.inject().
 */
export class TestBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(
    readonly app: FastifyInstance,
    readonly origin = 'http://localhost:3000',
  ) {}

  cookieHeader(path: string): string {
    return [...this.cookies]
      .filter(
        ([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
  }

  /** One request as the browser's fetch() would send it from this site. */
  async request(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const u = new URL(url, this.origin);
    const res = await this.app.inject({
      method,
      url: `${u.pathname}${u.search}`,
      headers: {
        host: u.host,
        cookie: this.cookieHeader(u.pathname),
        accept: 'application/json',
        ...(method === 'GET' ? {} : { origin: this.origin }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    this.absorb(res);
    return res;
  }

  /** A top-level navigation: follows redirects on this site; returns the last response and URL. */
  async navigate(url: string, maxHops = 10): Promise<{ res: LightMyRequestResponse; url: string }> {
    let current = new URL(url, this.origin).href;
    for (let hop = 0; hop < maxHops; hop++) {
      const res = await this.request('GET', current, undefined, { accept: 'text/html' });
      const location = res.headers.location;
      if (res.statusCode < 300 || res.statusCode >= 400 || !location) return { res, url: current };
      const next = new URL(String(location), current);
      if (next.origin !== new URL(this.origin).origin) return { res, url: next.href };
      current = next.href;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Starts a sign-in at GET /api/auth/redirect and returns the interaction uid it lands on. */
  async startSignIn(query = ''): Promise<string> {
    const { url } = await this.navigate(`/api/auth/redirect${query}`);
    const m = /\/sign-in\/([^/?#]+)/.exec(url);
    if (!m) throw new Error(`the sign-in did not reach an interaction screen, but ${url}`);
    return m[1]!;
  }

  /** Posts to an interaction endpoint and, when it answers redirectTo, follows it home. */
  async interact(uid: string, step: string, body?: unknown) {
    const res = await this.request('POST', `/api/auth/interaction/${uid}/${step}`, body ?? {});
    const redirectTo = res.statusCode === 200 ? (res.json() as { redirectTo?: string }).redirectTo : undefined;
    const landed = redirectTo ? await this.navigate(redirectTo) : null;
    return { res, landed };
  }
}
