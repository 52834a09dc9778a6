import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationAdminOps, moderationMessages, moderationOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ModerationService } from './moderation.service.ts';

interface Options {
  moderationService: ModerationService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** Members report content; admins work the queue and show hidden items again. */
export const moderationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { moderationService, hooks, rateLimits },
) => {
  const limitReports = limitCreations(app, 'report', rateLimits.reportsPerMember, rateLimits.creationAttemptsPerMember);

  app.route({
    ...endpoint(moderationOps.report),
    // A report changes nothing visitors see until an admin decides. A member's own item is not theirs to report.
    config: { refuses: [403, 404], invalidates: [] },
    preValidation: [hooks.requireAuth, limitReports],
    handler: async (request, reply) => {
      const { created, report } = await moderationService.report(signedIn(request).user, request.body);
      reply.status(created ? 201 : 200);
      return { data: report, message: created ? moderationMessages.reported : moderationMessages.alreadyReported };
    },
  });

  app.route({
    ...endpoint(moderationAdminOps.reports),
    preValidation: hooks.requireAdmin,
    handler: async (request) =>
      moderationService.list(request.query.status, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(moderationAdminOps.resolveReport),
    config: { refuses: [409] },
    preValidation: hooks.requireAdmin,
    handler: async (request) => {
      const { report, message } = await moderationService.resolve(
        signedIn(request).user.id,
        request.params.id,
        request.body.action,
        request.body.note,
      );
      return { data: report, message };
    },
  });

  app.route({
    ...endpoint(moderationAdminOps.restore),
    config: { refuses: [409] },
    preValidation: hooks.requireAdmin,
    handler: async (request) => ({
      data: await moderationService.restore(
        signedIn(request).user.id,
        request.params.target_type,
        request.params.target_id,
        request.body.note,
      ),
      message: moderationMessages.restored,
    }),
  });
};
