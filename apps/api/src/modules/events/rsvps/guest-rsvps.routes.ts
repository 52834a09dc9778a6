import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { guestRsvpOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { clientAddress, limitBy, type RateLimitRule, type RateLimits } from '../../../plugins/rate-limit.ts';
import { guestMobileToE164 } from './guest-phone.ts';
import type { GuestRsvpsService } from './guest-rsvps.service.ts';
import type { RsvpsService } from './rsvps.service.ts';

/**
 * Every SMS the site sends to guests in an hour, whoever asks: a ceiling on what a spread-out attack (many addresses,
 * many numbers) can cost, on top of the member flow's per-number and per-address caps (docs/decisions/034).
 */
export const GUEST_SMS_PER_HOUR: RateLimitRule = { max: 300, timeWindow: 60 * 60_000 };

interface Options {
  guestRsvpsService: GuestRsvpsService;
  rsvpsService: RsvpsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
  guestSmsPerHour?: RateLimitRule;
}

/** RSVPs without an account (a code by SMS, a cancel link), and the organiser's answers about guests. */
export const guestRsvpsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { guestRsvpsService, rsvpsService, hooks, rateLimits, guestSmsPerHour = GUEST_SMS_PER_HOUR },
) => {
  // The SMS caps of the member flow (auth.routes.ts), keyed alike: per number (E.164 however typed) and per address.
  const smsPhone = (request: FastifyRequest) => {
    const typed = (request.body as { phone?: unknown } | undefined)?.phone;
    if (typeof typed !== 'string' || typed === '') return null;
    return guestMobileToE164(typed) ?? typed;
  };
  const smsLimits = [
    limitBy(app, 'sms-ip', rateLimits.smsPerIp, (request) => (smsPhone(request) ? clientAddress(request) : null)),
    limitBy(app, 'sms-phone', rateLimits.smsPerPhone, smsPhone),
    limitBy(app, 'guest-sms-all', guestSmsPerHour, (request) => (smsPhone(request) ? 'all' : null)),
  ];
  const limitTries = limitBy(app, 'verify-ip', rateLimits.verifyPerIp);

  app.route({
    ...endpoint(guestRsvpOps.guestStart),
    // 409: the number has its RSVP to the event already.
    config: { invalidates: [], refuses: [409] },
    preHandler: smsLimits,
    handler: async (request) => guestRsvpsService.start(request.params.id, request.body),
  });

  app.route({
    ...endpoint(guestRsvpOps.guestConfirm),
    config: { invalidates: ['events'], refuses: [409] },
    preHandler: limitTries,
    handler: async (request) => guestRsvpsService.confirm(request.params.id, request.body),
  });

  app.route({
    ...endpoint(guestRsvpOps.guestView),
    // 404: a token that names no RSVP (cancelled, forgotten, or not the one sent).
    config: { refuses: [404], invalidates: [] },
    preHandler: limitTries,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return guestRsvpsService.view(request.body.token);
    },
  });

  app.route({
    ...endpoint(guestRsvpOps.guestCancel),
    config: { invalidates: ['events'], refuses: [404] },
    preHandler: limitTries,
    handler: async (request) => guestRsvpsService.cancel(request.body.token),
  });

  for (const decision of ['approve', 'decline'] as const) {
    app.route({
      ...endpoint(decision === 'approve' ? guestRsvpOps.approveGuest : guestRsvpOps.declineGuest),
      config: { refuses: [403], invalidates: ['events'] },
      preHandler: hooks.requireAuth,
      handler: async (request) =>
        rsvpsService.decideGuest(signedIn(request).user, request.params.id, request.params.guestId, decision),
    });
  }

  app.route({
    ...endpoint(guestRsvpOps.removeGuest),
    config: { refuses: [403], invalidates: ['events'] },
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      rsvpsService.removeGuest(signedIn(request).user, request.params.id, request.params.guestId),
  });
};
