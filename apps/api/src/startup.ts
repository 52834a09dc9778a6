import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { Services } from './services.ts';
import { seedDemo, type DemoAdmin } from './demo/demo-seed.ts';

/**
 * What every start does before it answers: migrations, categories, the ADMIN_EMAIL admin,
 * and, on an empty embedded database outside production (or with SEED_DEMO=true), the demo
 * content. The demo admin's sign-in is answered only by the start that created it: it is
 * printed once and kept nowhere.
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
  await services.contactService.purgeClosed();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { outcome, userId } = await services.adminService.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (outcome === 'promoted' || outcome === 'password_set') {
      // Whoever held a session on this account before is not let into the admin's.
      await services.authService.revokeSessions(userId);
      log.warn(
        { event: outcome === 'promoted' ? 'admin.promoted' : 'admin.password_set', userId, sessionsRevoked: true },
        'ADMIN_EMAIL account made admin with ADMIN_PASSWORD; its existing sessions were revoked',
      );
    } else {
      log.info({ event: `admin.${outcome}`, userId }, 'admin from ADMIN_EMAIL ready');
    }
  }
  const seedWanted = env.SEED_DEMO ?? (database.kind === 'pglite' && env.NODE_ENV !== 'production');
  if (seedWanted && (await services.profilesService.memberCount()) <= (env.ADMIN_EMAIL ? 1 : 0)) {
    const demoAdmin = await seedDemo({ services, db: database.db });
    log.info('demo content seeded');
    return { demoAdmin };
  }
  return { demoAdmin: null };
}
