import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { EnvError, parseEnv } from './env.ts';
import { loggerOptions } from './lib/logger.ts';
import { closeRedis, createRedisClient } from './lib/redis.ts';
import { createDraining } from './plugins/draining.ts';
import { createQueryCounter } from './plugins/query-count.ts';
import { createScheduler } from './modules/scheduler/scheduler.ts';
import { scheduledTasks } from './modules/scheduler/tasks.ts';
import { prepareDatabase } from './startup.ts';

/** After draining: time for the requests in flight, the outbox's message in hand and the database to close. */
const CLOSE_LIMIT_MS = 10_000;

function defaultWebDist(): string {
  // apps/api/{src,dist}/server.* -> apps/web/dist
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main(): Promise<void> {
  const env = parseEnv();
  const startedAt = performance.now();
  // Set by `npm run bench` only: not a setting for running the product.
  const queryCounter = process.env.BENCH_QUERY_COUNT === '1' ? createQueryCounter() : undefined;
  const database = await openDatabase({
    onQuery: queryCounter?.onQuery,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleClientError: (error) =>
      process.stderr.write(`PostgreSQL connection lost (the pool reconnects): ${error.message}\n`),
  });
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined;
  const draining = createDraining();
  // Lines written while a write is under way leave together, instead of one write call per request: that call was a
  // tenth of a cached answer's CPU (decision 043). pino flushes what is left when the process exits.
  const logStream = pino.destination({ dest: 1, sync: false });
  const app = await buildApp({
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    env: { ...env, WEB_DIST_DIR: env.WEB_DIST_DIR ?? defaultWebDist() },
    database,
    redis,
    queryCounter,
    draining,
  });
  // Timed work (reminders, releases, purges, alerts, digests): every instance asks what is due (decision 037).
  const scheduler = createScheduler(app.log);
  for (const task of scheduledTasks(app.services)) scheduler.add(task);

  // Shutdown, in order: drain (new requests 503, see plugins/draining.ts), then app.close() stops the listener, waits
  // for the requests in flight (their writes commit) and runs the app's onClose hooks (the outbox worker finishes the
  // message in hand, views in memory are written); only then do Redis and the database go, as they were opened here
  // (onClose hooks run last-added first, so a hook added here would close the database before the app's hooks ran).
  // The embedded database checkpoints and releases the data directory's lock. Past the limit the process exits 1;
  // a second signal exits 1 at once.
  const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
  closeWithGrace(
    {
      delay: drainMs + CLOSE_LIMIT_MS,
      logger: { error: (message: unknown) => app.log.error({ detail: String(message) }, 'shutdown failed') },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else {
        app.log.info({ signal, drainMs }, 'draining: new requests are answered 503 until the server stops');
        draining.start();
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await scheduler.stop();
      await app.close();
      if (redis) await closeRedis(redis);
      await database.close();
      app.log.info('closed');
    },
  );

  const report = await prepareDatabase({ env, database, services: app.services, log: app.log });
  app.services.outbox.start();
  scheduler.start();
  await app.listen({ port: env.PORT, host: env.HOST });

  const url = env.PUBLIC_URL;
  const lines = [
    '',
    `  Akwaaba is running at ${url}  (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL'})`,
    `  API docs: ${url}/api/docs`,
    ...(report.demoAdmin ? [`  Demo admin sign-in: ${report.demoAdmin.email} / ${report.demoAdmin.password}`] : []),
    `  Ready in ${Math.round(performance.now() - startedAt)} ms`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Akwaaba could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
