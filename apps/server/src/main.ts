import { serve } from '@hono/node-server';
import { openDatabase } from './db/client.ts';
import { PendingMigrationsError, prepareSchema, underStartupLock } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDatabase } from './seed/seed.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { runsJobs, servesApp } from './jobs.ts';
import { buildServer } from './server.ts';
import { createWorkerApp } from './worker-app.ts';
import { createMetricsApp } from './observability/metrics.routes.ts';
import { startTracing } from './observability/tracing.ts';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL, env.NODE_ENV === 'development' && process.stdout.isTTY);
  const tracing = await startTracing(env);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await prepareSchema(database, { migrate: env.MIGRATE_ON_START });
  } catch (err) {
    if (!(err instanceof PendingMigrationsError)) throw err;
    console.error(err.message);
    await database.close();
    process.exit(1);
  }
  const built = buildServer(env, database, log, { rateLimitScale: env.RATE_LIMIT_SCALE });
  const { auth, mailer, storage, realtime, jobs } = built;
  // The seed checks before it writes: instances starting together take turns, so it runs once.
  const { demoCreated } = await underStartupLock(database, () => seedDatabase(database.db, auth, { demo: env.seedDemo, storage }));
  const { metrics } = built;
  const workerScrape = metrics && env.metrics === 'app' ? { metrics, token: env.METRICS_TOKEN } : undefined;
  const app = servesApp(env.PROCESS_ROLE) ? built.app : createWorkerApp(database.db, log, workerScrape);
  // METRICS_PORT: a listener of its own, which the public load balancer does not route to.
  const metricsServer =
    metrics && env.metrics === 'port'
      ? serve({ fetch: createMetricsApp(metrics, env.METRICS_TOKEN, log).fetch, port: env.METRICS_PORT, hostname: env.HOST })
      : undefined;
  const runningJobs = runsJobs(env.PROCESS_ROLE) ? jobs : [];
  for (const job of runningJobs) job.start();

  // Requests still being handled: a client that hung up closes its socket, but its handler may still be
  // waiting on the database, which must stay open until the handler is done.
  let inFlight = 0;
  let onDrained: (() => void) | undefined;
  const fetch: typeof app.fetch = async (...args) => {
    inFlight++;
    try {
      return await app.fetch(...args);
    } finally {
      if (--inFlight === 0) onDrained?.();
    }
  };
  const drained = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onDrained = resolve)));

  const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(
      {
        port: info.port,
        role: env.PROCESS_ROLE,
        jobs: runningJobs.map((j) => j.name),
        database: database.kind,
        mail: mailer.transportKind,
        ms: Math.round(performance.now() - started),
      },
      `${env.PRODUCT_NAME} is running at ${env.appUrl}`,
    );
    if (demoCreated && env.NODE_ENV === 'production') {
      // Only with SEED_DEMO=1: anyone who reads the README can sign in as these.
      log.warn(
        { accounts: [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.member.email] },
        'SEED_DEMO=1: the demo accounts exist, with the passwords the README publishes; unset SEED_DEMO and remove them before going public',
      );
    } else if (demoCreated) {
      console.log(
        `\n  ${env.PRODUCT_NAME} → ${env.appUrl}\n` +
          `  Demo administrator: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}\n` +
          `  Demo member:        ${DEMO_ACCOUNTS.member.email} / ${DEMO_ACCOUNTS.member.password}\n` +
          (mailer.transportKind === 'capture' ? `  Dev mailbox:        ${env.appUrl}/dev/mailbox\n` : ''),
      );
    }
  });

  // Node closes an idle keep-alive socket after 5 s; a client or load balancer that reuses it at that moment
  // gets a reset (ECONNRESET) for a request the server never saw. Outlive the usual 60 s idle of proxies.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database.
    metricsServer?.close();
    server.close(async () => {
      await drained();
      for (const job of runningJobs) await job.stop();
      await mailer.stop();
      await realtime.close();
      await database.close();
      await tracing?.shutdown();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main().catch((err: unknown) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
