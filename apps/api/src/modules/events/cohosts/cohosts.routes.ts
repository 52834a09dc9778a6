import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cohostOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { CohostsService } from './cohosts.service.ts';

interface Options {
  cohostsService: CohostsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** Co-hosts of an event, its log, and the events a member co-hosts (decision 040). */
export const cohostsRoutes: FastifyPluginAsyncZod<Options> = async (app, { cohostsService, hooks, rateLimits }) => {
  // Each addition mails the member it names: counted as an organiser's edits are.
  const limitChanges = limitPerMember(app, 'cohost-change', rateLimits.eventUpdatesPerMember);
  guardEveryRoute(app, 'preHandler', hooks.requireAuth);

  app.route({
    ...endpoint(cohostOps.list),
    config: { refuses: [403] },
    handler: async (request) => ({ data: await cohostsService.list(signedIn(request).user, request.params.id) }),
  });

  app.route({
    ...endpoint(cohostOps.add),
    // Nothing a visitor reads changes: the public answers stay cached.
    config: { refuses: [403, 409], invalidates: [] },
    preHandler: limitChanges,
    handler: async (request, reply) => {
      const added = await cohostsService.add(signedIn(request).user, request.params.id, request.body.member);
      reply.status(201);
      return added;
    },
  });

  app.route({
    ...endpoint(cohostOps.remove),
    config: { refuses: [403], invalidates: [] },
    preHandler: limitChanges,
    handler: async (request) => cohostsService.remove(signedIn(request).user, request.params.id, request.params.userId),
  });

  app.route({
    ...endpoint(cohostOps.log),
    config: { refuses: [403] },
    handler: async (request) =>
      cohostsService.log(signedIn(request).user, request.params.id, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(cohostOps.mine),
    handler: async (request) => cohostsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  });
};
