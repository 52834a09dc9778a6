import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { FollowsService } from './follows.service.ts';

interface Options {
  followsService: FollowsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const followsRoutes: FastifyPluginAsyncZod<Options> = async (app, { followsService, hooks, rateLimits }) => {
  const limitFollows = limitPerMember(app, 'business-follow', rateLimits.followsPerMember);
  const preValidation = [hooks.requireAuth, limitFollows];

  // followers_count shows on the business detail. An owner may not follow their own listing.
  app.route({
    ...endpoint(businessOps.follow),
    config: { invalidates: ['businesses'], refuses: [403] },
    preValidation,
    handler: async (request) => followsService.follow(signedIn(request).user, request.params.id),
  });
  app.route({
    ...endpoint(businessOps.unfollow),
    config: { invalidates: ['businesses'] },
    preValidation,
    handler: async (request) => followsService.unfollow(signedIn(request).user, request.params.id),
  });
};
