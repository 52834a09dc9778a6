import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponse,
  changePasswordRequest,
  currentUser,
  deleteAccountRequest,
  itemResponse,
  messageResponse,
  authMessages,
  profileMessages,
  publicUser,
  updateProfileRequest,
  updateProfileResponse,
  userIdParams,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ProfilesService } from './profiles.service.ts';

interface Options {
  profilesService: ProfilesService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const profilesRoutes: FastifyPluginAsyncZod<Options> = async (app, { profilesService, hooks, rateLimits }) => {
  const tags = ['profiles'];
  // A stolen token must not become a way to guess the password: every request that checks it is counted per account.
  const limitPasswordChecks = limitBy(app, 'password-check', rateLimits.passwordChecksPerAccount, (request) => {
    const body = request.body as { current_password?: string; password?: string } | undefined;
    return request.auth && (body?.current_password || body?.password) ? `user:${request.auth.user.id}` : null;
  });

  app.get(
    '/profile',
    { schema: { tags, response: { 200: itemResponse(currentUser) } }, preHandler: hooks.requireAuth },
    async (request) => ({ data: await profilesService.current(signedIn(request).user.id) }),
  );

  app.put(
    '/profile',
    {
      config: { refuses: [403] },
      schema: { tags, body: updateProfileRequest, response: { 200: updateProfileResponse } },
      preHandler: [hooks.requireAuth, limitPasswordChecks],
    },
    async (request) => {
      const { emailChangePending, ...data } = await profilesService.update(signedIn(request), request.body);
      return { data, message: emailChangePending ? authMessages.emailChangePending : profileMessages.updated };
    },
  );

  app.put(
    '/profile/password',
    {
      config: { refuses: [403], invalidates: [] },
      schema: { tags, body: changePasswordRequest, response: { 200: authResponse.extend({ message: z.string() }) } },
      preHandler: [hooks.requireAuth, limitPasswordChecks],
    },
    async (request) => {
      const data = await profilesService.changePassword(signedIn(request), request.body);
      request.log.info({ event: 'auth.password.changed', userId: signedIn(request).user.id }, 'password changed');
      return { data, message: profileMessages.passwordChanged };
    },
  );

  app.delete(
    '/profile',
    {
      config: { refuses: [403] },
      schema: { tags, body: deleteAccountRequest, response: { 200: messageResponse } },
      preHandler: [hooks.requireAuth, limitPasswordChecks],
    },
    async (request) => {
      await profilesService.deleteAccount(signedIn(request), request.body.password);
      return { message: profileMessages.accountDeleted };
    },
  );

  app.post(
    '/profile/verification-request',
    {
      config: { refuses: [403, 422], invalidates: [] },
      schema: { tags, response: { 200: itemResponse(currentUser).extend({ message: z.string() }) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => ({
      data: await profilesService.requestVerification(signedIn(request)),
      message: profileMessages.verificationRequested,
    }),
  );

  app.get(
    '/users/:id',
    {
      schema: { tags, params: userIdParams, response: { 200: itemResponse(publicUser) } },
      // Signed in, the member sees their own hidden page, and admins see every page.
      preHandler: hooks.optionalAuth,
    },
    async (request) => ({
      data: await profilesService.publicProfile(request.params.id, request.auth?.user ?? null),
    }),
  );
};
