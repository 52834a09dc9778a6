import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterOps, privacyMessages } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import type { NewsletterService } from './newsletter.service.ts';

interface Options {
  newsletterService: NewsletterService;
  hooks: AuthHooks;
}

/** The admins' community newsletter: how many it would reach, and sending it. */
export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, { newsletterService, hooks }) => {
  const preHandler = hooks.requireAdmin;

  app.route({
    ...endpoint(newsletterOps.newsletterAudience),
    preHandler,
    handler: async () => ({ data: { audience: await newsletterService.audience() } }),
  });

  app.route({
    ...endpoint(newsletterOps.sendNewsletter),
    config: { invalidates: [] },
    preHandler,
    handler: async (request) => {
      const queued = await newsletterService.send(signedIn(request).user.id, request.body);
      request.log.info({ event: 'newsletter.sent', userId: signedIn(request).user.id, queued }, 'newsletter queued');
      return { data: { queued }, message: privacyMessages.newsletterSent(queued) };
    },
  });
};
