import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable Ankur reads, validated once at start-up (DESIGN.md §4).
 * A wrong value stops the process with one line naming the variable (see loadConfig).
 */
const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const postgresUrl = z.string().refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), {
  message: 'must be a postgres:// or postgresql:// URL',
});

const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Proxy addresses: IPv4/IPv6 with an optional /prefix, or proxy-addr's loopback, linklocal, uniquelocal. */
const isProxyAddress = (v: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(v)) return true;
  const [addr = '', prefix, ...rest] = v.split('/');
  if (rest.length > 0 || isIP(addr) === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(addr) === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: off (the default) uses the connection's address; a hop count trusts that many
 * proxies in front; a comma list trusts X-Forwarded-* only from those addresses.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const t = v.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(t)) return false;
  if (/^\d+$/.test(t) && Number(t) <= 10) return Number(t);
  const list = t
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isProxyAddress)) return list;
  ctx.addIssue({ code: 'custom', message: 'must be off, a hop count 1-10 or a comma list of proxy addresses' });
  return z.NEVER;
});

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const envSchema = z.object({
  PORT: optional(port).default(3000),
  HOST: optional(z.string()).default('0.0.0.0'),
  PUBLIC_URL: optional(z.url({ error: 'must be an absolute http(s) URL' })),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(postgresUrl),
  REDIS_URL: optional(
    z.string().refine((v) => /^rediss?:\/\//.test(v) && URL.canParse(v), {
      message: 'must be a redis:// or rediss:// URL',
    }),
  ),
  OIDC_ISSUER: optional(z.url({ error: 'must be an absolute URL' })),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  SMTP_URL: optional(
    z.string().refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
  ),
  MAIL_FROM: optional(z.string()).default('Ankur <no-reply@ankur.local>'),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })).default('admin@ankur.local'),
  ADMIN_PASSWORD: optional(
    z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters'),
  ),
  BRAND_NAME: optional(z.string().max(60, 'must be at most 60 characters')).default('Ankur'),
  DEFAULT_TENANT: optional(z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be 2-64 letters, digits, _ or -')).default(
    'BHARATSTARTUPSUMMIT',
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ).default('info'),
  SEED_DEMO: optional(boolFlag),
  /** how often each process polls the job queue (lib/jobs.ts); 0 turns polling off */
  JOBS_POLL_MS: optional(z.coerce.number().int().min(0).max(3_600_000)).default(5000),
  WEB_DIST: optional(z.string()),
  TRUST_PROXY: optional(trustProxy).default(false),
  /** Prajna's answer provider: the base URL of any OpenAI-compatible API (…/v1); unset = library passages only */
  PRAJNA_API_URL: optional(z.url({ error: 'must be an absolute http(s) URL' })),
  PRAJNA_API_KEY: optional(z.string()),
  PRAJNA_MODEL: optional(z.string().max(200, 'must be at most 200 characters')),
  /** the name /prajna shows as where questions are sent (default: the URL's host) */
  PRAJNA_PROVIDER_NAME: optional(z.string().max(60, 'must be at most 60 characters')),
  PRAJNA_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(300_000)).default(30_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  /** postgres:// URL, or undefined for the embedded PGlite in dataDir */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** JOBS_POLL_MS: the job queue's poll interval (0: off) */
  jobsPollMs: number;
  oidc: { issuer: string | undefined; clientId: string | undefined; clientSecret: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  admin: { email: string; password: string; passwordIsDefault: boolean };
  brandName: string;
  defaultTenant: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** TRUST_PROXY: whose X-Forwarded-* headers count (false: nobody's; n: n hops; a list: those addresses) */
  trustProxy: false | number | string[];
  /** folder of the built web app (index.html + assets) */
  webDist: string;
  version: string;
  /** Prajna's OpenAI-compatible provider (PRAJNA_*); apiUrl undefined: answers from passages alone */
  prajna: {
    apiUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    providerName: string | undefined;
    timeoutMs: number;
  };
}

/** The documented default for the first administrator's password (README, docs/operations.md). */
export const DEFAULT_ADMIN_PASSWORD = 'ankur-admin';

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** A secret kept in DATA_DIR so sessions survive restarts of the embedded default. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment. Throws ConfigError with a one-line message naming the first bad
 * variable; server.ts prints it and exits 1.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  opts: { persistSecret?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = env[name] === undefined ? '' : ` (got "${String(env[name]).slice(0, 80)}")`;
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'}${shown}`);
  }
  const e = parsed.data;
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1) {
    throw new ConfigError(
      `Invalid ${e.OIDC_ISSUER ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER'}: OIDC_ISSUER and OIDC_CLIENT_ID must be set together`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const sessionSecret =
    e.SESSION_SECRET ??
    (opts.persistSecret === false ? randomBytes(48).toString('base64url') : persistedSecret(dataDir));
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jobsPollMs: e.JOBS_POLL_MS,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret,
    admin: {
      email: e.ADMIN_EMAIL.toLowerCase(),
      password: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      passwordIsDefault: e.ADMIN_PASSWORD === undefined,
    },
    brandName: e.BRAND_NAME,
    defaultTenant: e.DEFAULT_TENANT,
    logLevel: e.LOG_LEVEL,
    // demo content is on by default for the embedded database, off for a server database
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    version: readVersion(),
    prajna: {
      apiUrl: e.PRAJNA_API_URL?.replace(/\/+$/, ''),
      apiKey: e.PRAJNA_API_KEY,
      model: e.PRAJNA_MODEL ?? 'gpt-4o-mini',
      providerName: e.PRAJNA_API_URL ? (e.PRAJNA_PROVIDER_NAME ?? new URL(e.PRAJNA_API_URL).host) : undefined,
      timeoutMs: e.PRAJNA_TIMEOUT_MS,
    },
  };
}
