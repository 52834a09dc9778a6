import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { ActivityService } from './activity.service.ts';

interface Options {
  activityService: ActivityService;
  hooks: AuthHooks;
}

/** The header's notifications menu: the member's own activity entries, with what they have not seen yet. */
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { activityService, hooks }) => {
  app.route({
    ...endpoint(notificationOps.list),
    preValidation: hooks.requireAuth,
    handler: async (request) => ({ data: await activityService.notifications(signedIn(request).user.id) }),
  });

  app.route({
    ...endpoint(notificationOps.markRead),
    config: { invalidates: [] },
    preValidation: hooks.requireAuth,
    handler: async (request) => ({
      data: { unread_count: await activityService.markRead(signedIn(request).user.id, request.body.up_to_id) },
    }),
  });
};
