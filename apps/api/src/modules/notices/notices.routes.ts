import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeAdminOps, noticeMessages, noticeOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { guardEveryRoute } from '../../lib/route-traits.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { NoticesService } from './notices.service.ts';

interface Options {
  noticesService: NoticesService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const noticesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { noticesService, viewCounter, hooks, rateLimits },
) => {
  const limitCreates = limitCreations(
    app,
    'notice-create',
    rateLimits.noticeCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  const limitUpdates = limitPerMember(app, 'notice-update', rateLimits.noticeUpdatesPerMember);
  const limitFollows = limitPerMember(app, 'notice-follow', rateLimits.followsPerMember);

  app.route({
    ...endpoint(noticeOps.list),
    config: { publicCache: 'notices' },
    handler: async (request) => noticesService.list(request.query),
  });

  app.route({
    ...endpoint(noticeOps.feed),
    config: { publicCache: 'notices' },
    handler: async (_request, reply) =>
      reply.type('application/atom+xml; charset=utf-8').send(await noticesService.feed()),
  });

  app.route({
    ...endpoint(noticeOps.detail),
    config: { publicCache: 'notices' },
    preHandler: hooks.optionalAuth,
    handler: async (request) => {
      const notice = await noticesService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'notice', id: notice.id, ownerId: notice.user_id });
      return { data: notice };
    },
  });

  app.route({
    ...endpoint(noticeOps.create),
    config: { refuses: [403], invalidates: ['notices'] },
    preValidation: [hooks.requireAuth, limitCreates],
    handler: async (request, reply) => {
      const { notice, texted } = await noticesService.create(signedIn(request).user, request.body);
      reply.status(201);
      return {
        data: notice,
        message: notice.is_urgent ? noticeMessages.createdUrgent(texted) : noticeMessages.created,
      };
    },
  });

  app.route({
    ...endpoint(noticeOps.update),
    config: { refuses: [403], invalidates: ['notices'] },
    preValidation: [hooks.requireAuth, limitUpdates],
    handler: async (request) => ({
      data: await noticesService.update(signedIn(request).user, request.params.id, request.body),
      message: noticeMessages.updated,
    }),
  });

  app.route({
    ...endpoint(noticeOps.remove),
    config: { refuses: [403], invalidates: ['notices'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await noticesService.remove(signedIn(request).user, request.params.id);
      return { message: noticeMessages.deleted };
    },
  });

  app.route({
    ...endpoint(noticeOps.authors),
    preHandler: hooks.requireAuth,
    handler: async (request) => ({ data: await noticesService.authors(signedIn(request).user) }),
  });

  app.route({
    ...endpoint(noticeOps.sources),
    preHandler: hooks.optionalAuth,
    handler: async (request) => ({ data: await noticesService.sources(request.auth?.user ?? null) }),
  });

  app.route({
    ...endpoint(noticeOps.followSource),
    preValidation: [hooks.requireAuth, limitFollows],
    handler: async (request) => noticesService.setFollowing(signedIn(request).user, request.params.id, true),
  });

  app.route({
    ...endpoint(noticeOps.unfollowSource),
    preValidation: [hooks.requireAuth, limitFollows],
    handler: async (request) => noticesService.setFollowing(signedIn(request).user, request.params.id, false),
  });
};

interface AdminOptions {
  noticesService: NoticesService;
  hooks: AuthHooks;
}

/** Admin: official sources and the SMS urgent notices send. */
export const noticeAdminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, { noticesService, hooks }) => {
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);

  app.route({
    ...endpoint(noticeAdminOps.noticeSources),
    handler: async () => ({ data: await noticesService.adminSources() }),
  });

  app.route({
    ...endpoint(noticeAdminOps.addNoticeSource),
    config: { refuses: [409], invalidates: ['notices'] },
    handler: async (request, reply) => {
      const source = await noticesService.addSource(signedIn(request).user, request.body);
      reply.status(201);
      return { data: source, message: noticeMessages.sourceAdded };
    },
  });

  app.route({
    ...endpoint(noticeAdminOps.removeNoticeSource),
    config: { invalidates: ['notices'] },
    handler: async (request) => {
      await noticesService.removeSource(signedIn(request).user, request.params.id);
      return { message: noticeMessages.sourceRemoved };
    },
  });

  app.route({
    ...endpoint(noticeAdminOps.noticeSms),
    handler: async () => ({ data: await noticesService.smsVolume() }),
  });

  app.route({
    ...endpoint(noticeAdminOps.setNoticeSmsCap),
    handler: async (request) => ({
      data: await noticesService.setSmsCap(signedIn(request).user, request.body.cap_per_day),
      message: noticeMessages.smsCapSaved,
    }),
  });
};
