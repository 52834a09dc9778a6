import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportResponse,
  adminReportsQuery,
  adminReportsResponse,
  createReportRequest,
  createReportResponse,
  moderationMessages,
  moderationTargetParams,
  reportIdParams,
  resolveReportRequest,
  restoreRequest,
  restoreResponse,
} from '@akwaaba/contracts';
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

  app.post(
    '/reports',
    {
      // A report changes nothing visitors see until an admin decides. A member's own item is not theirs to report.
      config: { refuses: [403, 404], invalidates: [] },
      schema: {
        tags: ['moderation'],
        body: createReportRequest,
        response: { 200: createReportResponse, 201: createReportResponse },
      },
      preValidation: [hooks.requireAuth, limitReports],
    },
    async (request, reply) => {
      const { created, report } = await moderationService.report(signedIn(request).user, request.body);
      reply.status(created ? 201 : 200);
      return { data: report, message: created ? moderationMessages.reported : moderationMessages.alreadyReported };
    },
  );

  const tags = ['admin'];

  app.get(
    '/admin/reports',
    {
      schema: { tags, querystring: adminReportsQuery, response: { 200: adminReportsResponse } },
      preValidation: hooks.requireAdmin,
    },
    async (request) => moderationService.list(request.query.status, request.query.page, request.query.per_page),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      config: { refuses: [409] },
      schema: { tags, params: reportIdParams, body: resolveReportRequest, response: { 200: adminReportResponse } },
      preValidation: hooks.requireAdmin,
    },
    async (request) => {
      const { report, message } = await moderationService.resolve(
        signedIn(request).user.id,
        request.params.id,
        request.body.action,
        request.body.note,
      );
      return { data: report, message };
    },
  );

  app.post(
    '/admin/moderation/:target_type/:target_id/restore',
    {
      config: { refuses: [409] },
      schema: { tags, params: moderationTargetParams, body: restoreRequest, response: { 200: restoreResponse } },
      preValidation: hooks.requireAdmin,
    },
    async (request) => ({
      data: await moderationService.restore(
        signedIn(request).user.id,
        request.params.target_type,
        request.params.target_id,
        request.body.note,
      ),
      message: moderationMessages.restored,
    }),
  );
};
