import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventIdParams,
  eventMessages,
  listResponse,
  messageResponse,
  paginationQuery,
  pendingEvent,
  rejectRequest,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import type { EventApprovalService } from './approval.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  eventApprovalService: EventApprovalService;
  hooks: AuthHooks;
}

/** Event approval (docs/rules/approval.md): admins see what waits and approve or reject it. */
export const eventApprovalRoutes: FastifyPluginAsyncZod<Options> = async (app, { eventApprovalService, hooks }) => {
  const tags = ['admin'];
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  app.get(
    '/admin/events/pending',
    { schema: { tags, querystring: paginationQuery, response: { 200: listResponse(pendingEvent) } } },
    async (request) => eventApprovalService.pending(request.query.page, request.query.per_page),
  );

  app.patch(
    '/admin/events/:id/approve',
    {
      config: { refuses: [409], invalidates: ['events'] },
      schema: { tags, params: eventIdParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await eventApprovalService.decide(request.params.id, 'approved', null, signedIn(request).user.id);
      return { message: eventMessages.approved };
    },
  );

  app.patch(
    '/admin/events/:id/reject',
    {
      config: { refuses: [409], invalidates: ['events'] },
      schema: { tags, params: eventIdParams, body: rejectRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      await eventApprovalService.decide(request.params.id, 'rejected', request.body.reason, signedIn(request).user.id);
      return { message: eventMessages.rejected };
    },
  );
};
