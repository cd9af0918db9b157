import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';

/** One line to stderr and exit 1: a wrong setting is the operator's to fix, not a stack trace. */
function fail(message: string): never {
  process.stderr.write(`ankur: ${message}\n`);
  process.exit(1);
}

function describeDbError(err: unknown, url: string | undefined): string {
  const e = err as { code?: string; message?: string };
  const target = url ? `DATABASE_URL (${new URL(url).host})` : 'the embedded database';
  const reason =
    e.code === 'ECONNREFUSED'
      ? 'connection refused'
      : e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
        ? 'host not found'
        : e.code === '3D000'
          ? 'database does not exist'
          : e.code === '28P01' || e.code === '28000'
            ? 'authentication failed'
            : (e.message ?? String(err)).split('\n')[0];
  return `cannot open ${target}: ${reason}`;
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  // the heavy modules load only once the settings are known to be good, so a wrong setting
  // is reported in well under a second
  const [{ buildApp }, { isFirstStart, openDatabase }, { seedDatabase }] = await Promise.all([
    import('./app.ts'),
    import('./db/client.ts'),
    import('./db/seed/index.ts'),
  ]);
  const pgDir = path.join(config.dataDir, 'pgdata');
  const t0 = performance.now();
  if (!config.databaseUrl && isFirstStart(pgDir)) {
    console.log(`ankur: first start — creating the embedded PostgreSQL database in ${pgDir} (takes about 10 seconds)…`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgDir });
  } catch (err) {
    fail(describeDbError(err, config.databaseUrl));
  }
  try {
    await database.migrate();
  } catch (err) {
    fail(`database migration failed: ${(err as Error).message.split('\n')[0]}`);
  }
  // the demo library's files go where the app keeps uploads (app.ts: DATA_DIR/uploads)
  const { LocalDiskStorage } = await import('./lib/storage.ts');
  const seed = await seedDatabase(database.db, config, new LocalDiskStorage(path.join(config.dataDir, 'uploads')));
  // from here on the platform runs as the application role, under row-level security
  try {
    await database.restrict();
  } catch (err) {
    fail(`could not switch to the database role ${'ankur_app'}: ${(err as Error).message.split('\n')[0]}`);
  }
  // told now, not after listen: the administrator exists even if listening fails below, and
  // the next start will not create (or announce) it again
  if (seed.createdAdmin) {
    console.log(
      `ankur: created the first administrator — e-mail ${config.admin.email}, password ${
        config.admin.passwordIsDefault
          ? `${config.admin.password} (the documented default; to choose your own, set ADMIN_PASSWORD before the first start)`
          : 'from ADMIN_PASSWORD'
      }`,
    );
  }
  const dbMs = Math.round(performance.now() - t0);

  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const e = err as { code?: string };
    await app.close().catch(() => {});
    if (e.code === 'EADDRINUSE') fail(`Invalid PORT: port ${config.port} is already in use`);
    if (e.code === 'EACCES') fail(`Invalid PORT: no permission to listen on port ${config.port}`);
    fail(`could not start the server: ${(err as Error).message}`);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.log(
    `ankur: ${config.brandName} ${config.version} is running at ${url} (database: ${database.kind}, ready in ${dbMs} ms)`,
  );
  if (!config.smtpUrl) {
    console.log(
      `ankur: e-mail goes to the outbox folder ${path.join(config.dataDir, 'mail')} (set SMTP_URL to send it)`,
    );
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining requests and sockets');
    await app.close();
  });
}

main().catch((err) => {
  process.stderr.write(`ankur: start-up failed: ${(err as Error).message ?? err}\n`);
  process.exit(1);
});
