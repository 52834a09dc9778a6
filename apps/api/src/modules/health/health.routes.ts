import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthMessages, healthOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import type { HealthService } from './health.service.ts';

interface Options {
  healthService: HealthService;
}

/** About the time a database restart takes; a proxy asks again sooner or later anyway. */
const RETRY_AFTER_SECONDS = 5;

export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { healthService }) => {
  // Liveness asks nothing outside the process: an orchestrator that restarts on it must not kill an instance whose
  // database is restarting (that instance answers 503 on /health/ready meanwhile, and recovers by itself). A draining
  // instance still answers 503 here (plugins/draining.ts), so a proxy takes it out.
  app.route({ ...endpoint(healthOps.live), handler: async () => ({ status: 'ok' as const }) });

  app.route({
    ...endpoint(healthOps.ready),
    handler: async (_request, reply) => {
      const report = await healthService.readiness();
      if (report.status === 'ready') return report;
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ ...report, message: healthMessages.notReady });
    },
  });
};
