import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/operations.ts';
import { guardEveryRoute } from '../../lib/route-traits.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { ListingApproval } from './listing-kind.ts';

interface Options {
  approval: ListingApproval;
  hooks: AuthHooks;
}

/**
 * One listing kind's approval (docs/rules/approval.md): admins see what waits and approve or reject it. Registered
 * once for each kind that has an approval (app.ts).
 */
export const listingApprovalRoutes: FastifyPluginAsyncZod<Options> = async (app, { approval, hooks }) => {
  const { operations, scope, messages } = approval;
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  const answer = (data: unknown, message: string) => (data === undefined ? { message } : { data, message });

  app.route({
    ...endpoint(operations.pending),
    handler: async (request) => approval.pending(request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(operations.approve),
    config: { refuses: [409], invalidates: [scope] },
    handler: async (request) =>
      answer(await approval.decide(request.params.id, 'approved', null, signedIn(request).user.id), messages.approved),
  });

  app.route({
    ...endpoint(operations.reject),
    config: { refuses: [409], invalidates: [scope] },
    handler: async (request) =>
      answer(
        await approval.decide(request.params.id, 'rejected', request.body.reason, signedIn(request).user.id),
        messages.rejected,
      ),
  });
};
