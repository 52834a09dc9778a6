import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactInboxMessages,
  contactInboxQuery,
  contactMessage,
  contactMessageIdParams,
  contactMessageResponse,
  contactMessages,
  contactRequest,
  listResponse,
  messageResponse,
} from '@akwaaba/contracts';
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
  app.post(
    '/contact',
    {
      config: { invalidates: [] },
      schema: { tags: ['contact'], body: contactRequest, response: { 200: messageResponse } },
      // Per member when signed in (admins exempt), per address otherwise.
      preHandler: [
        hooks.optionalAuth,
        limitPerMember(app, 'contact-member', rateLimits.contactPerMember),
        limitBy(app, 'contact-ip', rateLimits.contactPerIp, (request) =>
          request.auth ? null : clientAddress(request),
        ),
      ],
    },
    async (request) => {
      await contactService.send(request.body, request.auth?.user.id ?? null);
      return { message: contactMessages.sent };
    },
  );

  // The inbox is for admins only.
  const tags = ['admin'];
  const preHandler = hooks.requireAdmin;

  app.get(
    '/admin/contact-messages',
    { schema: { tags, querystring: contactInboxQuery, response: { 200: listResponse(contactMessage) } }, preHandler },
    async (request) => contactService.inbox(request.query.status, request.query.page, request.query.per_page),
  );

  app.post(
    '/admin/contact-messages/:id/close',
    {
      config: { invalidates: [] },
      schema: { tags, params: contactMessageIdParams, response: { 200: contactMessageResponse } },
      preHandler,
    },
    async (request) => ({
      data: await contactService.setStatus(request.params.id, 'closed', signedIn(request).user.id),
      message: contactInboxMessages.closed,
    }),
  );

  app.post(
    '/admin/contact-messages/:id/reopen',
    {
      config: { invalidates: [] },
      schema: { tags, params: contactMessageIdParams, response: { 200: contactMessageResponse } },
      preHandler,
    },
    async (request) => ({
      data: await contactService.setStatus(request.params.id, 'open', signedIn(request).user.id),
      message: contactInboxMessages.reopened,
    }),
  );
};
