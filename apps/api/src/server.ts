import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { EnvError, parseEnv } from './env.ts';
import { createQueryCounter } from './plugins/query-count.ts';
import { prepareDatabase } from './startup.ts';

const PURGE_EVERY_MS = 60 * 60_000;

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
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    env: { ...env, WEB_DIST_DIR: env.WEB_DIST_DIR ?? defaultWebDist() },
    database,
    redis,
    queryCounter,
  });
  // Expired secrets, never-verified phone sign-ups and long-closed contact messages go hourly, not only at start.
  const purge = setInterval(() => {
    app.services.authService.purgeExpired().catch((err: unknown) => app.log.error({ err }, 'purge failed'));
    app.services.contactService.purgeClosed().catch((err: unknown) => app.log.error({ err }, 'purge failed'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    // The outbox worker finishes the message in hand before the database goes; the rest waits for the next start.
    await app.services.outbox.stop();
    await redis?.quit();
    await database.close();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  const report = await prepareDatabase({ env, database, services: app.services, log: app.log });
  app.services.outbox.start();
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
