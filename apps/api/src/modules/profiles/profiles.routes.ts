import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, profileMessages, profileOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ProfilesService } from './profiles.service.ts';

interface Options {
  profilesService: ProfilesService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const profilesRoutes: FastifyPluginAsyncZod<Options> = async (app, { profilesService, hooks, rateLimits }) => {
  // A stolen token must not become a way to guess the password: every request that checks it is counted per account.
  const limitPasswordChecks = limitBy(app, 'password-check', rateLimits.passwordChecksPerAccount, (request) => {
    const body = request.body as { current_password?: string; password?: string } | undefined;
    return request.auth && (body?.current_password || body?.password) ? `user:${request.auth.user.id}` : null;
  });

  app.route({
    ...endpoint(profileOps.current),
    preHandler: hooks.requireAuth,
    handler: async (request) => ({ data: await profilesService.own(signedIn(request).user) }),
  });

  app.route({
    ...endpoint(profileOps.update),
    config: { refuses: [403] },
    preHandler: [hooks.requireAuth, limitPasswordChecks],
    handler: async (request) => {
      const { emailChangePending, ...data } = await profilesService.update(signedIn(request), request.body);
      return { data, message: emailChangePending ? authMessages.emailChangePending : profileMessages.updated };
    },
  });

  app.route({
    ...endpoint(profileOps.changePassword),
    config: { refuses: [403], invalidates: [] },
    preHandler: [hooks.requireAuth, limitPasswordChecks],
    handler: async (request) => {
      const data = await profilesService.changePassword(signedIn(request), request.body);
      request.log.info({ event: 'auth.password.changed', userId: signedIn(request).user.id }, 'password changed');
      return { data, message: profileMessages.passwordChanged };
    },
  });

  app.route({
    ...endpoint(profileOps.remove),
    config: { refuses: [403] },
    preHandler: [hooks.requireAuth, limitPasswordChecks],
    handler: async (request) => {
      await profilesService.deleteAccount(signedIn(request), request.body.password);
      return { message: profileMessages.accountDeleted };
    },
  });

  app.route({
    ...endpoint(profileOps.requestVerification),
    config: { refuses: [403, 422], invalidates: [] },
    preHandler: hooks.requireAuth,
    handler: async (request) => ({
      data: await profilesService.requestVerification(signedIn(request)),
      message: profileMessages.verificationRequested,
    }),
  });

  app.route({
    ...endpoint(profileOps.publicProfile),
    // Signed in, the member sees their own hidden page, and admins see every page.
    preHandler: hooks.optionalAuth,
    handler: async (request) => ({
      data: await profilesService.publicProfile(request.params.id, request.auth?.user ?? null),
    }),
  });
};
