import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterAudienceResponse,
  newsletterRequest,
  newsletterSentResponse,
  privacyMessages,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { NewsletterService } from './newsletter.service.ts';

interface Options {
  newsletterService: NewsletterService;
  hooks: AuthHooks;
}

/** The admins' community newsletter: how many it would reach, and sending it. */
export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, { newsletterService, hooks }) => {
  const tags = ['admin'];
  const preHandler = hooks.requireAdmin;

  app.get(
    '/admin/newsletters/audience',
    { schema: { tags, response: { 200: newsletterAudienceResponse } }, preHandler },
    async () => ({ data: { audience: await newsletterService.audience() } }),
  );

  app.post(
    '/admin/newsletters',
    {
      config: { invalidates: [] },
      schema: { tags, body: newsletterRequest, response: { 200: newsletterSentResponse } },
      preHandler,
    },
    async (request) => {
      const queued = await newsletterService.send(signedIn(request).user.id, request.body);
      request.log.info({ event: 'newsletter.sent', userId: signedIn(request).user.id, queued }, 'newsletter queued');
      return { data: { queued }, message: privacyMessages.newsletterSent(queued) };
    },
  );
};
