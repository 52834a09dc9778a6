import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deadOutboxMessage,
  deliveryMessages,
  listResponse,
  messageResponse,
  outboxMessageIdParams,
  paginationQuery,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { OutboxService } from './outbox.service.ts';
import { guardEveryRoute } from '../../lib/route-traits.ts';

interface Options {
  outbox: OutboxService;
  hooks: AuthHooks;
}

/** Admins see the mail and SMS the outbox gave up on, and send one again once its cause is fixed. */
export const outboxRoutes: FastifyPluginAsyncZod<Options> = async (app, { outbox, hooks }) => {
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);
  const tags = ['admin'];

  app.get(
    '/admin/outbox/dead',
    { schema: { tags, querystring: paginationQuery, response: { 200: listResponse(deadOutboxMessage) } } },
    async (request) => outbox.dead(request.query.page, request.query.per_page),
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      config: { invalidates: [] },
      schema: { tags, params: outboxMessageIdParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await outbox.retry(request.params.id, signedIn(request).user.id);
      return { message: deliveryMessages.retried };
    },
  );
};
