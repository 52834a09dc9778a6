import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityItem, dashboardResponse, listResponse, paginationQuery } from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { ActivityService } from '../activity/activity.service.ts';
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
  app.get(
    '/dashboard',
    { schema: { tags: ['dashboard'], response: { 200: dashboardResponse } }, preHandler: hooks.requireAuth },
    async (request) => ({ data: await dashboardService.forUser(signedIn(request).user) }),
  );

  app.get(
    '/activity',
    {
      schema: { tags: ['dashboard'], querystring: paginationQuery, response: { 200: listResponse(activityItem) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => activityService.list(signedIn(request).user.id, request.query.page, request.query.per_page),
  );
};
