import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessMessages, businessOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { BusinessesService } from './businesses.service.ts';

interface Options {
  businessesService: BusinessesService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const businessesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { businessesService, viewCounter, hooks, rateLimits },
) => {
  const limitCreates = limitCreations(
    app,
    'business-create',
    rateLimits.businessCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  const limitUpdates = limitPerMember(app, 'business-update', rateLimits.businessUpdatesPerMember);

  app.route({
    ...endpoint(businessOps.list),
    config: { publicCache: 'businesses' },
    handler: async (request) => businessesService.list(request.query),
  });

  app.route({
    ...endpoint(businessOps.detail),
    config: { publicCache: 'businesses' },
    preHandler: hooks.optionalAuth,
    handler: async (request) => {
      const business = await businessesService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'business', id: business.id, ownerId: business.user_id });
      return { data: business };
    },
  });

  app.route({
    ...endpoint(businessOps.create),
    config: { invalidates: ['businesses'] },
    preValidation: [hooks.requireAuth, limitCreates],
    handler: async (request, reply) => {
      const business = await businessesService.create(signedIn(request).user, request.body);
      reply.status(201);
      return { data: business, message: businessMessages.created };
    },
  });

  app.route({
    ...endpoint(businessOps.update),
    config: { refuses: [403], invalidates: ['businesses'] },
    preValidation: [hooks.requireAuth, limitUpdates],
    handler: async (request) => {
      const business = await businessesService.update(signedIn(request).user, request.params.id, request.body);
      // An edit that waits for an admin says so (docs/rules/approval.md).
      return {
        data: business,
        message: business.status === 'pending' ? businessMessages.changesAwaitReview : businessMessages.updated,
      };
    },
  });

  app.route({
    ...endpoint(businessOps.remove),
    config: { refuses: [403], invalidates: ['businesses'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await businessesService.remove(signedIn(request).user, request.params.id);
      return { message: businessMessages.deleted };
    },
  });

  app.route({
    ...endpoint(businessOps.mine),
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      businessesService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(businessOps.following),
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      businessesService.following(signedIn(request).user, request.query.page, request.query.per_page),
  });
};
