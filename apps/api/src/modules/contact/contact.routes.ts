import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxMessages, contactInboxOps, contactMessages, contactOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { clientAddress, limitBy, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ContactService } from './contact.service.ts';

interface Options {
  contactService: ContactService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The contact form (a message kept for the admin inbox and mailed to the team) and the admins' inbox. */
export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, { contactService, hooks, rateLimits }) => {
  app.route({
    ...endpoint(contactOps.send),
    config: { invalidates: [] },
    // Per member when signed in (admins exempt), per address otherwise.
    preHandler: [
      hooks.optionalAuth,
      limitPerMember(app, 'contact-member', rateLimits.contactPerMember),
      limitBy(app, 'contact-ip', rateLimits.contactPerIp, (request) => (request.auth ? null : clientAddress(request))),
    ],
    handler: async (request) => {
      await contactService.send(request.body, request.auth?.user.id ?? null);
      return { message: contactMessages.sent };
    },
  });

  // The inbox is for admins only.
  const preHandler = hooks.requireAdmin;

  app.route({
    ...endpoint(contactInboxOps.contactMessages),
    preHandler,
    handler: async (request) => contactService.inbox(request.query.status, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(contactInboxOps.closeContactMessage),
    config: { invalidates: [] },
    preHandler,
    handler: async (request) => ({
      data: await contactService.setStatus(request.params.id, 'closed', signedIn(request).user.id),
      message: contactInboxMessages.closed,
    }),
  });

  app.route({
    ...endpoint(contactInboxOps.reopenContactMessage),
    config: { invalidates: [] },
    preHandler,
    handler: async (request) => ({
      data: await contactService.setStatus(request.params.id, 'open', signedIn(request).user.id),
      message: contactInboxMessages.reopened,
    }),
  });
};
