import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markNotificationsReadBody, markNotificationsReadResponse, notificationsResponse } from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { ActivityService } from './activity.service.ts';

interface Options {
  activityService: ActivityService;
  hooks: AuthHooks;
}

/** The header's notifications menu: the member's own activity entries, with what they have not seen yet. */
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { activityService, hooks }) => {
  const tags = ['notifications'];

  app.get(
    '/notifications',
    { schema: { tags, response: { 200: notificationsResponse } }, preValidation: hooks.requireAuth },
    async (request) => ({ data: await activityService.notifications(signedIn(request).user.id) }),
  );

  app.post(
    '/notifications/read',
    {
      config: { invalidates: [] },
      schema: { tags, body: markNotificationsReadBody, response: { 200: markNotificationsReadResponse } },
      preValidation: hooks.requireAuth,
    },
    async (request) => ({
      data: { unread_count: await activityService.markRead(signedIn(request).user.id, request.body.up_to_id) },
    }),
  );
};
