import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditQuery,
  adminAuditResponse,
  adminNoteRequest,
  adminStatsResponse,
  adminUserIdParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  listResponse,
  messageResponse,
  moderationMessages,
  paginationQuery,
  suspendUserRequest,
  verificationDecision,
  verificationMessages,
  verificationParams,
  verificationRequest,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';
import type { AuditService } from './audit.service.ts';
import type { MembersService } from './members.service.ts';
import type { VerificationService } from './verification.service.ts';
import { guardEveryRoute } from '../../lib/route-traits.ts';

interface Options {
  adminService: AdminService;
  verificationService: VerificationService;
  membersService: MembersService;
  auditService: AuditService;
  hooks: AuthHooks;
}

export const adminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { adminService, verificationService, membersService, auditService, hooks },
) => {
  // Before validation: a visitor or member is refused (401, 403) whatever the body, never told what it lacks.
  guardEveryRoute(app, 'preValidation', hooks.requireAdmin);

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
      await verificationService.decideVerification(
        request.params.userId,
        request.body.decision,
        signedIn(request).user.id,
      );
      return {
        message: request.body.decision === 'grant' ? verificationMessages.granted : verificationMessages.refused,
      };
    },
  );

  app.get(
    '/admin/users',
    { schema: { tags: ['admin'], querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
    async (request) => membersService.search(request.query, request.query.page, request.query.per_page),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: { refuses: [409] },
      schema: {
        tags: ['admin'],
        params: adminUserIdParams,
        body: suspendUserRequest,
        response: { 200: adminUserResponse },
      },
    },
    async (request) => {
      const adminId = signedIn(request).user.id;
      const data = await membersService.suspend(adminId, request.params.id, request.body.note);
      request.log.warn({ event: 'auth.suspended', userId: request.params.id, adminId }, 'member suspended');
      return { data, message: moderationMessages.userSuspended };
    },
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      schema: {
        tags: ['admin'],
        params: adminUserIdParams,
        body: adminNoteRequest,
        response: { 200: adminUserResponse },
      },
    },
    async (request) => {
      const adminId = signedIn(request).user.id;
      const data = await membersService.unsuspend(adminId, request.params.id, request.body.note);
      request.log.warn({ event: 'auth.unsuspended', userId: request.params.id, adminId }, 'member suspension lifted');
      return { data, message: moderationMessages.userUnsuspended };
    },
  );

  app.post(
    '/admin/users/:id/sessions/revoke',
    {
      config: { invalidates: [] },
      schema: {
        tags: ['admin'],
        params: adminUserIdParams,
        body: adminNoteRequest,
        response: { 200: adminUserResponse },
      },
    },
    async (request) => {
      const adminId = signedIn(request).user.id;
      const data = await membersService.revokeSessions(adminId, request.params.id, request.body.note);
      request.log.warn(
        { event: 'auth.sessions.revoked', userId: request.params.id, adminId },
        'member signed out by an admin',
      );
      return { data, message: moderationMessages.sessionsRevoked };
    },
  );

  app.get(
    '/admin/audit',
    { schema: { tags: ['admin'], querystring: adminAuditQuery, response: { 200: adminAuditResponse } } },
    async (request) =>
      auditService.list(
        {
          targetType: request.query.target_type || undefined,
          targetId: request.query.target_id,
          adminId: request.query.admin_id,
        },
        request.query.page,
        request.query.per_page,
      ),
  );
};
