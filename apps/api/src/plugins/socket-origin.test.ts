import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { originAllowed } from './socket.ts';

/** A handshake as Socket.IO's allowRequest sees it. */
const handshake = (headers: Record<string, string>): IncomingMessage =>
  ({ headers, socket: { encrypted: false } }) as unknown as IncomingMessage;

const SITE = 'https://ankur.example.org';

describe('socket handshake origin (issue 18: forwarded headers only from a configured proxy)', () => {
  it("lets the site's own origin and clients without an Origin through", () => {
    expect(originAllowed(handshake({ origin: SITE, host: 'internal:3000' }), SITE)).toBe(true);
    expect(originAllowed(handshake({ host: 'internal:3000' }), SITE)).toBe(true);
    expect(originAllowed(handshake({ origin: 'http://localhost:3000', host: 'localhost:3000' }), SITE)).toBe(true);
  });

  it('refuses another origin that forges X-Forwarded-Host/Proto when no proxy is trusted', () => {
    const forged = handshake({
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(originAllowed(forged, SITE)).toBe(false);
    expect(originAllowed(forged, SITE, false)).toBe(false);
  });

  it("behind a trusted proxy, the proxy's forwarded host and scheme name this host", () => {
    const proxied = handshake({
      origin: 'https://hub.example.org',
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'hub.example.org',
      'x-forwarded-proto': 'https',
    });
    expect(originAllowed(proxied, SITE, true)).toBe(true);
    expect(originAllowed(proxied, SITE, false)).toBe(false);
  });
});
