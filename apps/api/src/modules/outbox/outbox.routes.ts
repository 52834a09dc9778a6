import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryMessages, outboxOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
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

  app.route({
    ...endpoint(outboxOps.deadMessages),
    handler: async (request) => outbox.dead(request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(outboxOps.retryMessage),
    config: { invalidates: [] },
    handler: async (request) => {
      await outbox.retry(request.params.id, signedIn(request).user.id);
      return { message: deliveryMessages.retried };
    },
  });
};
