import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { VouchesService } from './vouches.service.ts';

interface Options {
  vouchesService: VouchesService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const vouchesRoutes: FastifyPluginAsyncZod<Options> = async (app, { vouchesService, hooks, rateLimits }) => {
  // As many as follows: each is one click on a listing's page.
  const limitVouches = limitPerMember(app, 'business-vouch', rateLimits.followsPerMember);
  const preValidation = [hooks.requireAuth, limitVouches];

  // vouches_count and the newest vouches show on the business detail; the owner, an unconfirmed member and a second
  // vouch are refused.
  app.route({
    ...endpoint(businessOps.vouch),
    config: { invalidates: ['businesses'], refuses: [403, 409] },
    preValidation,
    handler: async (request, reply) =>
      reply.code(201).send(await vouchesService.vouch(signedIn(request).user, request.params.id, request.body.note)),
  });
  app.route({
    ...endpoint(businessOps.unvouch),
    config: { invalidates: ['businesses'] },
    preValidation,
    handler: async (request) => vouchesService.unvouch(signedIn(request).user, request.params.id),
  });
};
