import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessApprovalOps, businessMessages } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import type { BusinessApprovalService } from './approval.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  businessApprovalService: BusinessApprovalService;
  hooks: AuthHooks;
}

/** Admin: the pending listings, the decision on each, and the verified badge. */
export const businessApprovalRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { businessApprovalService, hooks },
) => {
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  app.route({
    ...endpoint(businessApprovalOps.pendingBusinesses),
    handler: async (request) => businessApprovalService.pending(request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(businessApprovalOps.approveBusiness),
    config: { refuses: [409], invalidates: ['businesses'] },
    handler: async (request) => ({
      data: await businessApprovalService.decide(request.params.id, 'approved', null, signedIn(request).user.id),
      message: businessMessages.approved,
    }),
  });

  app.route({
    ...endpoint(businessApprovalOps.rejectBusiness),
    config: { refuses: [409], invalidates: ['businesses'] },
    handler: async (request) => ({
      data: await businessApprovalService.decide(
        request.params.id,
        'rejected',
        request.body.reason,
        signedIn(request).user.id,
      ),
      message: businessMessages.rejected,
    }),
  });

  app.route({
    ...endpoint(businessApprovalOps.verifyBusiness),
    config: { invalidates: ['businesses'] },
    handler: async (request) => {
      const business = await businessApprovalService.setVerified(request.params.id, request.body.is_verified);
      return {
        data: business,
        message: business.is_verified ? businessMessages.verified : businessMessages.unverified,
      };
    },
  });
};
