import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessApprovalOps, businessMessages } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import type { AuthHooks } from '../../../plugins/auth.ts';
import type { BusinessApprovalService } from './approval.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  businessApprovalService: BusinessApprovalService;
  hooks: AuthHooks;
}

/**
 * Admin: the verified badge. The listings' approval itself is the listing kinds' (modules/listings/approval.routes.ts).
 */
export const businessVerificationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { businessApprovalService, hooks },
) => {
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  app.route({
    ...endpoint(businessApprovalOps.verify),
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
