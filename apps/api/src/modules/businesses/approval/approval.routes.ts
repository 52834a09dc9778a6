import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessApprovalOps, businessMessages, businessOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import type { BusinessApprovalService } from './approval.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  businessApprovalService: BusinessApprovalService;
  hooks: AuthHooks;
}

/**
 * Admin: the verified badge and the Ghanaian-owned mark. The listings' approval itself is the listing kinds'
 * (modules/listings/approval.routes.ts).
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

  app.route({
    ...endpoint(businessApprovalOps.ghanaianOwnedRequests),
    handler: async (request) =>
      businessApprovalService.ghanaianOwnedRequests(request.query.page, request.query.per_page),
  });
  app.route({
    ...endpoint(businessApprovalOps.ghanaianOwned),
    config: { invalidates: ['businesses'] },
    handler: async (request) => {
      const business = await businessApprovalService.setGhanaianOwned(request.params.id, request.body.ghanaian_owned);
      return {
        data: business,
        message: business.ghanaian_owned
          ? businessMessages.ghanaianOwnedConfirmed
          : businessMessages.ghanaianOwnedRemoved,
      };
    },
  });
};

/** The owner asks for the Ghanaian-owned mark on their listing, which an admin then confirms. */
export const ghanaianOwnedRoutes: FastifyPluginAsyncZod<Options> = async (app, { businessApprovalService, hooks }) => {
  app.route({
    ...endpoint(businessOps.applyGhanaianOwned),
    config: { refuses: [403, 409] },
    preValidation: hooks.requireAuth,
    handler: async (request) => {
      await businessApprovalService.applyGhanaianOwned(signedIn(request).user.id, request.params.id);
      return { message: businessMessages.ghanaianOwnedApplied };
    },
  });
};
