import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, analyticsResponse } from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

interface Options {
  analyticsService: AnalyticsService;
  hooks: AuthHooks;
}

export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (app, { analyticsService, hooks }) => {
  app.get(
    '/analytics',
    {
      config: { refuses: [403] },
      schema: { tags: ['analytics'], querystring: analyticsQuery, response: { 200: analyticsResponse } },
      // A visitor is told to sign in before anything is said about the query.
      preValidation: hooks.requireAuth,
    },
    async (request) => ({ data: await analyticsService.report(signedIn(request).user, request.query.days) }),
  );
};
