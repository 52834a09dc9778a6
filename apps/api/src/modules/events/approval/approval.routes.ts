import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventApprovalOps, eventMessages } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import type { EventApprovalService } from './approval.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  eventApprovalService: EventApprovalService;
  hooks: AuthHooks;
}

/** Event approval (docs/rules/approval.md): admins see what waits and approve or reject it. */
export const eventApprovalRoutes: FastifyPluginAsyncZod<Options> = async (app, { eventApprovalService, hooks }) => {
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  app.route({
    ...endpoint(eventApprovalOps.pendingEvents),
    handler: async (request) => eventApprovalService.pending(request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(eventApprovalOps.approveEvent),
    config: { refuses: [409], invalidates: ['events'] },
    handler: async (request) => {
      await eventApprovalService.decide(request.params.id, 'approved', null, signedIn(request).user.id);
      return { message: eventMessages.approved };
    },
  });

  app.route({
    ...endpoint(eventApprovalOps.rejectEvent),
    config: { refuses: [409], invalidates: ['events'] },
    handler: async (request) => {
      await eventApprovalService.decide(request.params.id, 'rejected', request.body.reason, signedIn(request).user.id);
      return { message: eventMessages.rejected };
    },
  });
};
