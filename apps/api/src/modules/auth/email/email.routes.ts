import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, authOps, LISTING_SCOPES } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import type { AuthHooks } from '../../../plugins/auth.ts';
import { signedIn } from '../../../plugins/auth.ts';
import { limitBy, limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { EmailService } from './email.service.ts';

interface Options {
  emailService: EmailService;
  /** Undoes a provider linked by email (the social feature owns the links). */
  undoSocialLink: (token: string) => Promise<void>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The links mailed about an address: confirm it, 'this was not me', send it again, undo a provider linked by it. */
export const emailRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { emailService, undoSocialLink, hooks, rateLimits },
) => {
  // Opened from a mail, often on another device: no sign-in, but limited like the other one-time links.
  const byAddress = limitBy(app, 'verify-ip', rateLimits.verifyPerIp);

  app.route({
    ...endpoint(authOps.confirmEmail),
    config: { invalidates: [] },
    preHandler: byAddress,
    handler: async (request) => {
      await emailService.confirm(request.body.token);
      request.log.info({ event: 'auth.email.confirmed' }, 'email confirmed');
      return { message: authMessages.emailConfirmed };
    },
  });

  app.route({
    ...endpoint(authOps.releaseEmail),
    // An account set aside hides its items.
    config: { invalidates: LISTING_SCOPES },
    preHandler: byAddress,
    handler: async (request) => {
      const message = await emailService.notMe(request.body.token);
      request.log.warn({ event: 'auth.email.not_me' }, 'an address was disowned from its confirmation mail');
      return { message };
    },
  });

  app.route({
    ...endpoint(authOps.resendEmail),
    config: { refuses: [409], invalidates: [] },
    preHandler: [hooks.requireAuth, limitPerMember(app, 'email-confirmations', rateLimits.emailConfirmationsPerMember)],
    handler: async (request) => {
      await emailService.resend(signedIn(request));
      return { message: authMessages.emailConfirmationSent };
    },
  });

  app.route({
    ...endpoint(authOps.undoSocialLink),
    config: { invalidates: [] },
    preHandler: byAddress,
    handler: async (request) => {
      await undoSocialLink(request.body.token);
      request.log.warn({ event: 'auth.social.link_undone' }, 'a provider link was undone from its notice');
      return { message: authMessages.socialLinkUndone };
    },
  });
};
