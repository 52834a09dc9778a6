import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  rsvpResponse,
  attendee,
  attendRequest,
  collectionResponse,
  eventIdParams,
  rsvpDecisionResponse,
  rsvpParams,
} from '@akwaaba/contracts';
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
  const tags = ['rsvps'];
  const limitRsvps = limitPerMember(app, 'rsvp', rateLimits.rsvpsPerMember);
  guardEveryRoute(app, 'preHandler', hooks.requireAuth);

  app.post(
    '/events/:id/attend',
    {
      config: { invalidates: ['events'] },
      schema: { tags, params: eventIdParams, body: attendRequest, response: { 200: rsvpResponse } },
      preHandler: limitRsvps,
    },
    async (request) => rsvpsService.attend(signedIn(request).user, request.params.id),
  );

  app.delete(
    '/events/:id/attend',
    { config: { invalidates: ['events'] }, schema: { tags, params: eventIdParams, response: { 200: rsvpResponse } } },
    async (request) => rsvpsService.withdraw(signedIn(request).user, request.params.id),
  );

  app.get(
    '/events/:id/attendees',
    {
      config: { refuses: [403] },
      schema: { tags, params: eventIdParams, response: { 200: collectionResponse(attendee) } },
    },
    async (request) => ({ data: await rsvpsService.attendees(signedIn(request).user, request.params.id) }),
  );

  app.get(
    '/events/:id/attendees.csv',
    {
      config: { refuses: [403], answers: { files: ['text/csv'], description: 'The guest list as a spreadsheet.' } },
      schema: { tags, params: eventIdParams },
    },
    async (request, reply) => {
      const { filename, csv } = await rsvpsService.attendeesCsv(signedIn(request).user, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/events/:id/rsvps/:userId/${decision}`,
      {
        config: { refuses: [403], invalidates: ['events'] },
        schema: { tags, params: rsvpParams, response: { 200: rsvpDecisionResponse } },
      },
      async (request) =>
        rsvpsService.decide(signedIn(request).user, request.params.id, request.params.userId, decision),
    );
  }

  app.delete(
    '/events/:id/rsvps/:userId',
    {
      config: { refuses: [403], invalidates: ['events'] },
      schema: { tags, params: rsvpParams, response: { 200: rsvpDecisionResponse } },
    },
    async (request) => rsvpsService.removeMember(signedIn(request).user, request.params.id, request.params.userId),
  );
};
