import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOps, moderationMessages, verificationMessages } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
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

  app.route({ ...endpoint(adminOps.stats), handler: async () => ({ data: await adminService.stats() }) });

  app.route({
    ...endpoint(adminOps.verificationRequests),
    handler: async (request) => verificationService.verificationRequests(request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(adminOps.decideVerification),
    handler: async (request) => {
      await verificationService.decideVerification(
        request.params.userId,
        request.body.decision,
        signedIn(request).user.id,
      );
      return {
        message: request.body.decision === 'grant' ? verificationMessages.granted : verificationMessages.refused,
      };
    },
  });

  app.route({
    ...endpoint(adminOps.members),
    handler: async (request) => membersService.search(request.query, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(adminOps.suspend),
    config: { refuses: [409] },
    handler: async (request) => {
      const adminId = signedIn(request).user.id;
      const data = await membersService.suspend(adminId, request.params.id, request.body.note);
      request.log.warn({ event: 'auth.suspended', userId: request.params.id, adminId }, 'member suspended');
      return { data, message: moderationMessages.userSuspended };
    },
  });

  app.route({
    ...endpoint(adminOps.unsuspend),
    handler: async (request) => {
      const adminId = signedIn(request).user.id;
      const data = await membersService.unsuspend(adminId, request.params.id, request.body.note);
      request.log.warn({ event: 'auth.unsuspended', userId: request.params.id, adminId }, 'member suspension lifted');
      return { data, message: moderationMessages.userUnsuspended };
    },
  });

  app.route({
    ...endpoint(adminOps.revokeSessions),
    config: { invalidates: [] },
    handler: async (request) => {
      const adminId = signedIn(request).user.id;
      const data = await membersService.revokeSessions(adminId, request.params.id, request.body.note);
      request.log.warn(
        { event: 'auth.sessions.revoked', userId: request.params.id, adminId },
        'member signed out by an admin',
      );
      return { data, message: moderationMessages.sessionsRevoked };
    },
  });

  app.route({
    ...endpoint(adminOps.audit),
    handler: async (request) =>
      auditService.list(
        {
          targetType: request.query.target_type || undefined,
          targetId: request.query.target_id,
          adminId: request.query.admin_id,
        },
        request.query.page,
        request.query.per_page,
      ),
  });
};
