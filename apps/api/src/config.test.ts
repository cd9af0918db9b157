import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig(env, { persistSecret: false });

describe('loadConfig', () => {
  it('has working defaults for the embedded platform', () => {
    const c = load({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.brandName).toBe('Ankur');
    expect(c.defaultTenant).toBe('BHARATSTARTUPSUMMIT');
    expect(c.admin).toEqual({ email: 'admin@ankur.local', password: DEFAULT_ADMIN_PASSWORD, passwordIsDefault: true });
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('turns demo content off by default on a server database', () => {
    expect(load({ DATABASE_URL: 'postgres://u@localhost:5432/x' }).seedDemo).toBe(false);
    expect(load({ DATABASE_URL: 'postgres://u@localhost:5432/x', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: must be a number/],
    [{ PORT: '70000' }, /^Invalid PORT: must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ DATABASE_URL: 'not a url' }, /^Invalid DATABASE_URL/],
    [{ REDIS_URL: 'http://x' }, /^Invalid REDIS_URL/],
    [{ ADMIN_EMAIL: 'nobody' }, /^Invalid ADMIN_EMAIL: must be an e-mail address/],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid ADMIN_PASSWORD: must be at least 8 characters/],
    [{ SESSION_SECRET: 'short' }, /^Invalid SESSION_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO: must be true or false/],
    [{ PUBLIC_URL: 'localhost' }, /^Invalid PUBLIC_URL/],
    [{ TRUST_PROXY: 'true' }, /^Invalid TRUST_PROXY: must be off, a hop count 1-10 or a comma list/],
    [{ TRUST_PROXY: '10.0.0.1, evil' }, /^Invalid TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid TRUST_PROXY/],
    [
      { OIDC_ISSUER: 'https://id.example.org' },
      /^Invalid OIDC_CLIENT_ID: OIDC_ISSUER and OIDC_CLIENT_ID must be set together/,
    ],
  ])('rejects %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      load(env as Record<string, string>);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('trusts no X-Forwarded-* header unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('treats empty values as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
