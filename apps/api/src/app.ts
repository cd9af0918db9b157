import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ResourceName } from '@ankur/shared/resources';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { dataTenant } from './db/tenant.ts';
import type { Clock } from './lib/clock.ts';
import { jobsPlugin } from './lib/jobs.ts';
import { logSerializers } from './lib/log-serializers.ts';
import type { Mailer } from './lib/mail.ts';
import type { ModuleContext } from './lib/module.ts';
import { LocalDiskStorage } from './lib/storage.ts';
import { identityClaims, MODULES } from './modules/index.ts';
import { accessPlugin } from './plugins/access.ts';
import { identityPlugin, siteOrigin } from './plugins/context.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputPlugin } from './plugins/input.ts';
import { isPlatformTenant, resolveSession, SESSION_COOKIE, sessionPlugin } from './plugins/session.ts';
import { socketPlugin } from './plugins/socket.ts';
import { sessionStates } from './plugins/socket-sessions.ts';
import { webPlugin } from './plugins/web.ts';
import { resourceDefinitions } from './resources/catalog.ts';
import { ResourceRepository } from './resources/repository.ts';
import { registerResource } from './resources/routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** pino options; tests pass false */
  logger?: boolean | Record<string, unknown>;
  /** the mail transport (tests pass one that records messages) */
  mailer?: Mailer;
  /** the time source of codes, lockouts and rate limits (tests pass a manual clock) */
  clock?: Clock;
  /** Socket.IO settings tests shorten: how often live sockets' sessions are re-checked (ms) */
  socket?: { sessionRecheckMs?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Trusts the `hops` proxies nearest to the server (proxy-addr's hop count; Fastify's types omit the number form). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Powerful browser features the platform never uses stay off, also for embedded players. The
 * camera is the site's own only: organisers scan tickets' QR codes at an event's door (issue 23).
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), browsing-topics=()';

/** The site origin as a WebSocket origin (http → ws, https → wss). */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/** Builds the whole platform (API, Socket.IO, web app) without listening: server.ts and tests share it. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  ResourceRepository.forgetAllTotals();
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel, serializers: logSerializers },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // X-Forwarded-For/-Proto/-Host count only from configured proxies (TRUST_PROXY)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Socket.IO: the platform's own origin only, as ws: or wss:
        connectSrc: ["'self'", socketOrigin(siteOrigin(config))],
        fontSrc: ["'self'", 'data:'],
        // the QR scanner at an event's door decodes in a worker it starts from a blob: URL (issue 23)
        workerSrc: ["'self'", 'blob:'],
        // video units embed these two players only (privacy-enhanced YouTube, Vimeo)
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // the site may run on plain http on localhost; HSTS is for operators behind TLS
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ? undefined : false,
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(csrfPlugin, { siteOrigin: siteOrigin(config) });
  await app.register(sessionPlugin, { db: database.db, defaultTenant: config.defaultTenant });
  await app.register(accessPlugin);
  await app.register(inputPlugin);
  await app.register(identityPlugin, {
    db: database.db,
    config,
    findAccount: (authUserId) => identityClaims(database.db, authUserId),
    mailer: opts.mailer,
    clock: opts.clock,
  });
  // Socket.IO before the routes: services emit through app.io once their transactions commit
  await app.register(socketPlugin, {
    authenticate: async (cookieHeader) => {
      const token = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
      const actor = await resolveSession(database.db, token);
      return actor
        ? {
            userId: actor.userId,
            tenantId: dataTenant(actor, config.defaultTenant),
            sessionId: actor.sessionId,
            // in an organisation the user no longer belongs to, they hold no role there
            inTenant: isPlatformTenant(actor.tenantId) || actor.roles.length > 0,
          }
        : null;
    },
    checkSessions: (ids) => sessionStates(database.db, ids),
    siteOrigin: siteOrigin(config),
    trustProxy: config.trustProxy !== false,
    redisUrl: config.redisUrl,
    sessionRecheckMs: opts.socket?.sessionRecheckMs,
  });
  // the job queue (decision 21): modules register handlers on app.jobs while the app is built
  await app.register(jobsPlugin, { db: database.db, pollMs: config.jobsPollMs, clock: opts.clock });
  const ctx: ModuleContext = {
    database,
    db: database.db,
    // uploaded files live under DATA_DIR/uploads (lib/storage.ts; an S3-compatible store fits the same interface)
    storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')),
    resources: {} as ModuleContext['resources'],
  };
  // modules' sockets, jobs and hooks, once Socket.IO and the job queue exist
  for (const m of MODULES) await m.setup?.(app, ctx);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        version: config.version,
        description:
          'The API of SPEC §7. Lists answer { data, meta: { page, limit, total, totalPages } }; errors answer { statusCode, error, message, details? }.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      const definitions = resourceDefinitions(MODULES.flatMap((m) => (m.resources ? [m.resources] : [])));
      for (const [name, def] of Object.entries(definitions)) {
        ctx.resources[name as ResourceName] = registerResource(api, def, database.db, config.defaultTenant);
      }
      for (const m of MODULES) await m.routes?.(api, ctx);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { config });
  return app;
}
