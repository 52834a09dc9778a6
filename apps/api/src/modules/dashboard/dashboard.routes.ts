import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { DashboardService } from './dashboard.service.ts';

interface Options {
  dashboardService: DashboardService;
  activityService: ActivityService;
  hooks: AuthHooks;
}

export const dashboardRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { dashboardService, activityService, hooks },
) => {
  app.route({
    ...endpoint(dashboardOps.dashboard),
    preHandler: hooks.requireAuth,
    handler: async (request) => ({ data: await dashboardService.forUser(signedIn(request).user) }),
  });

  app.route({
    ...endpoint(dashboardOps.activity),
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      activityService.list(signedIn(request).user.id, request.query.page, request.query.per_page),
  });
};
