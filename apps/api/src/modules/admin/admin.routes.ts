import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsResponse,
  listResponse,
  messageResponse,
  paginationQuery,
  verificationDecision,
  verificationMessages,
  verificationParams,
  verificationRequest,
} from '@akwaaba/contracts';
import type { AuthHooks } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';
import type { VerificationService } from './verification.service.ts';

interface Options {
  adminService: AdminService;
  verificationService: VerificationService;
  hooks: AuthHooks;
}

export const adminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { adminService, verificationService, hooks },
) => {
  app.addHook('preHandler', hooks.requireAdmin);

  app.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: adminStatsResponse } } }, async () => ({
    data: await adminService.stats(),
  }));

  app.get(
    '/admin/verification-requests',
    { schema: { tags: ['admin'], querystring: paginationQuery, response: { 200: listResponse(verificationRequest) } } },
    async (request) => verificationService.verificationRequests(request.query.page, request.query.per_page),
  );

  app.patch(
    '/admin/verification-requests/:userId',
    {
      schema: {
        tags: ['admin'],
        params: verificationParams,
        body: verificationDecision,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await verificationService.decideVerification(request.params.userId, request.body.decision);
      return {
        message: request.body.decision === 'grant' ? verificationMessages.granted : verificationMessages.refused,
      };
    },
  );
};
