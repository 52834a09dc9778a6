import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

interface Options {
  analyticsService: AnalyticsService;
  hooks: AuthHooks;
}

export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (app, { analyticsService, hooks }) => {
  app.route({
    ...endpoint(analyticsOps.report),
    config: { refuses: [403] },
    // A visitor is told to sign in before anything is said about the query.
    preValidation: hooks.requireAuth,
    handler: async (request) => ({ data: await analyticsService.report(signedIn(request).user, request.query.days) }),
  });
};
