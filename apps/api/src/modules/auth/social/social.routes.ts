import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessages, authOps, SOCIAL_PROVIDERS } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { notFound } from '../../../lib/errors.ts';
import { describeError } from '../../../lib/logger.ts';
import type { AuthHooks } from '../../../plugins/auth.ts';
import { signedIn } from '../../../plugins/auth.ts';
import { limitBy, type RateLimits } from '../../../plugins/rate-limit.ts';
import { registerDeviceCookie } from '../device-cookie.ts';
import { SOCIAL_FAILED, SocialSignInError } from './social-providers.ts';
import { parsePendingSignIn, SOCIAL_STATE_TTL_SECONDS, type SocialService } from './social.service.ts';

/** The signed, short-lived cookie that binds a started sign-in to this browser. */
const STATE_COOKIE = 'akw_social';
const COOKIE_PATH = '/api/v1/auth/social';

interface Options {
  socialService: SocialService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
  publicUrl: string;
  /** The secret and Secure flag the device cookie uses. */
  cookie: { secret: string; secure: boolean };
}

/** A query value as one short string: providers' answers are read, never trusted to be well formed. */
const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, 2000) : undefined;

export const socialRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { socialService, hooks, rateLimits, publicUrl, cookie },
) => {
  await registerDeviceCookie(app, { ...cookie, path: COOKIE_PATH });
  const cookieOptions = {
    signed: true,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookie.secure,
  };

  function failed(request: FastifyRequest, reply: FastifyReply, provider: string, error: unknown) {
    const code = error instanceof SocialSignInError ? error.code : SOCIAL_FAILED;
    if (error instanceof SocialSignInError) {
      request.log.warn(
        { event: 'auth.social.failed', provider, detail: error.detail.slice(0, 200), ip: request.ip },
        'social sign-in failed',
      );
    } else {
      request.log.error(
        { event: 'auth.social.failed', provider, err: describeError(error), ip: request.ip },
        'social sign-in failed',
      );
    }
    return reply.redirect(`${publicUrl}/login?error=${encodeURIComponent(code)}`, 302);
  }

  app.route({
    ...endpoint(authOps.socialRedirect),
    config: { refuses: [404] },
    preHandler: limitBy(app, 'social-ip', rateLimits.loginPerIp),
    handler: async (request, reply) => {
      const started = socialService.start(request.query.provider);
      if (!started) throw notFound();
      void reply.setCookie(STATE_COOKIE, JSON.stringify(started.pending), {
        ...cookieOptions,
        maxAge: SOCIAL_STATE_TTL_SECONDS,
      });
      return reply.redirect(started.url, 302);
    },
  });

  app.route({
    ...endpoint(authOps.socialCallback),
    // Every outcome, a refusal included, is a redirect: to the web app's callback or back to its sign-in page.
    handler: async (request, reply) => {
      const { provider } = request.params;
      const raw = request.cookies[STATE_COOKIE];
      // One attempt per cookie: it goes whatever the outcome.
      void reply.clearCookie(STATE_COOKIE, cookieOptions);
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const pending = unsigned?.valid ? parsePendingSignIn(unsigned.value) : null;
      try {
        const signed = await socialService.finish(
          provider,
          {
            code: queryText(request.query.code),
            state: queryText(request.query.state),
            error: queryText(request.query.error),
            error_description: queryText(request.query.error_description),
          },
          pending,
        );
        request.log.info(
          { event: 'auth.social.login', provider, userId: signed.userId, outcome: signed.outcome, ip: request.ip },
          'signed in through a provider',
        );
        return reply.redirect(`${publicUrl}/auth/callback?code=${encodeURIComponent(signed.code)}`, 302);
      } catch (error) {
        return failed(request, reply, SOCIAL_PROVIDERS.find((name) => name === provider) ?? 'unknown', error);
      }
    },
  });

  app.route({
    ...endpoint(authOps.accountType),
    // 409 once the type is chosen: at sign-up, or here before.
    config: { refuses: [409] },
    preHandler: hooks.requireAuth,
    handler: async (request) => ({
      data: await socialService.chooseAccountType(signedIn(request).user.id, request.body),
      message: authMessages.accountTypeSaved,
    }),
  });
};
