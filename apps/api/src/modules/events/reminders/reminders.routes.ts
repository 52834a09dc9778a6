import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reminderOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitBy, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { EventsService } from '../events.service.ts';
import type { RemindersService } from './reminders.service.ts';

interface Options {
  remindersService: RemindersService;
  eventsService: EventsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** 'Still coming?' answered from a reminder's signed link, and an organiser's cancellation (decision 037). */
export const remindersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { remindersService, eventsService, hooks, rateLimits },
) => {
  // Tokens are signed, so guessing is hopeless; the per-address cap of code checks keeps anyone from trying.
  const limitTries = limitBy(app, 'verify-ip', rateLimits.verifyPerIp);

  app.route({
    ...endpoint(reminderOps.reconfirmView),
    config: { refuses: [404], invalidates: [] },
    preHandler: limitTries,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return remindersService.view(request.body.token);
    },
  });

  app.route({
    ...endpoint(reminderOps.reconfirm),
    // 409: past the deadline, or the event was cancelled.
    config: { refuses: [404, 409], invalidates: ['events'] },
    preHandler: limitTries,
    handler: async (request) => remindersService.answer(request.body.token, request.body.answer),
  });

  app.route({
    ...endpoint(reminderOps.cancel),
    config: { refuses: [403, 409], invalidates: ['events'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => eventsService.cancel(signedIn(request).user, request.params.id),
  });
};
