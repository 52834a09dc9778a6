import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { RsvpsService } from './rsvps.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  rsvpsService: RsvpsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** RSVPs: a member's own (attend, withdraw) and the organiser's view and decisions. */
export const rsvpsRoutes: FastifyPluginAsyncZod<Options> = async (app, { rsvpsService, hooks, rateLimits }) => {
  const limitRsvps = limitPerMember(app, 'rsvp', rateLimits.rsvpsPerMember);
  guardEveryRoute(app, 'preHandler', hooks.requireAuth);

  app.route({
    ...endpoint(rsvpOps.attend),
    config: { invalidates: ['events'] },
    preHandler: limitRsvps,
    handler: async (request) => rsvpsService.attend(signedIn(request).user, request.params.id, request.body.plus_ones),
  });

  app.route({
    ...endpoint(rsvpOps.changePlusOnes),
    config: { invalidates: ['events'] },
    preHandler: limitRsvps,
    handler: async (request) =>
      rsvpsService.changePlusOnes(signedIn(request).user, request.params.id, request.body.plus_ones),
  });

  app.route({
    ...endpoint(rsvpOps.withdraw),
    config: { invalidates: ['events'] },
    handler: async (request) => rsvpsService.withdraw(signedIn(request).user, request.params.id),
  });

  app.route({
    ...endpoint(rsvpOps.attendees),
    config: { refuses: [403] },
    handler: async (request) => ({ data: await rsvpsService.attendees(signedIn(request).user, request.params.id) }),
  });

  app.route({
    ...endpoint(rsvpOps.attendeesCsv),
    config: { refuses: [403] },
    handler: async (request, reply) => {
      const { filename, csv } = await rsvpsService.attendeesCsv(signedIn(request).user, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  });

  for (const decision of ['approve', 'decline'] as const) {
    app.route({
      ...endpoint(rsvpOps[decision]),
      config: { refuses: [403], invalidates: ['events'] },
      handler: async (request) =>
        rsvpsService.decide(signedIn(request).user, request.params.id, request.params.userId, decision),
    });
  }

  app.route({
    ...endpoint(rsvpOps.removeMember),
    config: { refuses: [403], invalidates: ['events'] },
    handler: async (request) =>
      rsvpsService.removeMember(signedIn(request).user, request.params.id, request.params.userId),
  });
};
