import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { Services } from './services.ts';
import { seedDemo, readDemoAdmin, type DemoAdmin } from './demo/demo-seed.ts';

/**
 * What every start does before it answers: migrations, categories, the ADMIN_EMAIL admin,
 * and, on an empty embedded database (or with SEED_DEMO=true), the demo content.
 */
export async function prepareDatabase(options: {
  env: Env;
  database: DatabaseHandle;
  services: Services;
  log: FastifyBaseLogger;
}): Promise<{ demoAdmin: DemoAdmin | null }> {
  const { env, database, services, log } = options;
  await database.migrate();
  await services.categoriesService.seed();
  await services.authService.purgeExpired();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await services.adminService.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info({ outcome }, 'admin from ADMIN_EMAIL ready');
  }
  const seedWanted = env.SEED_DEMO ?? database.kind === 'pglite';
  if (seedWanted && (await services.usersRepository.count()) <= (env.ADMIN_EMAIL ? 1 : 0)) {
    await seedDemo({ services, dataDir: env.DATA_DIR });
    log.info('demo content seeded');
  }
  return { demoAdmin: await readDemoAdmin(env.DATA_DIR) };
}
