import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessIdParams, followResponse } from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { FollowsService } from './follows.service.ts';

interface Options {
  followsService: FollowsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const followsRoutes: FastifyPluginAsyncZod<Options> = async (app, { followsService, hooks, rateLimits }) => {
  const tags = ['businesses'];
  const limitFollows = limitPerMember(app, 'business-follow', rateLimits.followsPerMember);
  const options = {
    // followers_count shows on the business detail.
    config: { invalidates: ['businesses' as const] },
    schema: { tags, params: businessIdParams, response: { 200: followResponse } },
    preValidation: [hooks.requireAuth, limitFollows],
  };

  // An owner may not follow their own listing.
  app.post('/businesses/:id/follow', { ...options, config: { ...options.config, refuses: [403] } }, async (request) =>
    followsService.follow(signedIn(request).user, request.params.id),
  );
  app.delete('/businesses/:id/follow', options, async (request) =>
    followsService.unfollow(signedIn(request).user, request.params.id),
  );
};
