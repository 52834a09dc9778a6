import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedJobOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { SavedJobsService } from './saved-jobs.service.ts';

interface Options {
  savedJobsService: SavedJobsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** A member's saved jobs: saving and unsaving (a follow of a job, limited as follows are), the list and its ids. */
export const savedJobsRoutes: FastifyPluginAsyncZod<Options> = async (app, { savedJobsService, hooks, rateLimits }) => {
  const limitSaves = limitPerMember(app, 'job-save', rateLimits.followsPerMember);
  // Nothing a visitor is served changes: the public answers stay cached.
  const config = { invalidates: [] };

  app.route({
    ...endpoint(savedJobOps.save),
    config: { ...config, refuses: [409] },
    preValidation: [hooks.requireAuth, limitSaves],
    handler: async (request) => savedJobsService.save(signedIn(request).user, request.params.id),
  });

  app.route({
    ...endpoint(savedJobOps.unsave),
    config,
    preValidation: [hooks.requireAuth, limitSaves],
    handler: async (request) => savedJobsService.unsave(signedIn(request).user, request.params.id),
  });

  app.route({
    ...endpoint(savedJobOps.list),
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      savedJobsService.list(signedIn(request).user, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(savedJobOps.ids),
    preHandler: hooks.requireAuth,
    handler: async (request) => savedJobsService.ids(signedIn(request).user),
  });
};
