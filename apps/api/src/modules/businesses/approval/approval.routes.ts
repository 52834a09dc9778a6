import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParams,
  businessMessages,
  itemWithMessage,
  listResponse,
  myBusiness,
  paginationQuery,
  pendingBusiness,
  rejectRequest,
  verifyBusinessRequest,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import type { BusinessApprovalService } from './approval.service.ts';
import { guardEveryRoute } from '../../../lib/route-traits.ts';

interface Options {
  businessApprovalService: BusinessApprovalService;
  hooks: AuthHooks;
}

const decisionResponse = itemWithMessage(myBusiness);

/** Admin: the pending listings, the decision on each, and the verified badge. */
export const businessApprovalRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { businessApprovalService, hooks },
) => {
  const tags = ['admin'];
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  app.get(
    '/admin/businesses/pending',
    { schema: { tags, querystring: paginationQuery, response: { 200: listResponse(pendingBusiness) } } },
    async (request) => businessApprovalService.pending(request.query.page, request.query.per_page),
  );

  app.patch(
    '/admin/businesses/:id/approve',
    {
      config: { refuses: [409], invalidates: ['businesses'] },
      schema: { tags, params: businessIdParams, response: { 200: decisionResponse } },
    },
    async (request) => ({
      data: await businessApprovalService.decide(request.params.id, 'approved', null, signedIn(request).user.id),
      message: businessMessages.approved,
    }),
  );

  app.patch(
    '/admin/businesses/:id/reject',
    {
      config: { refuses: [409], invalidates: ['businesses'] },
      schema: { tags, params: businessIdParams, body: rejectRequest, response: { 200: decisionResponse } },
    },
    async (request) => ({
      data: await businessApprovalService.decide(
        request.params.id,
        'rejected',
        request.body.reason,
        signedIn(request).user.id,
      ),
      message: businessMessages.rejected,
    }),
  );

  app.patch(
    '/admin/businesses/:id/verify',
    {
      config: { invalidates: ['businesses'] },
      schema: { tags, params: businessIdParams, body: verifyBusinessRequest, response: { 200: decisionResponse } },
    },
    async (request) => {
      const business = await businessApprovalService.setVerified(request.params.id, request.body.is_verified);
      return {
        data: business,
        message: business.is_verified ? businessMessages.verified : businessMessages.unverified,
      };
    },
  );
};
