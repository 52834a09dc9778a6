import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authOps, authMessages, type CountryCode } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { AppError } from '../../lib/errors.ts';
import { loginPhoneToE164, toE164 } from '../../lib/phone.ts';
import type { AuthHooks } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/auth.ts';
import { clientAddress, limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.service.ts';
import { readDevice, registerDeviceCookie, setDevice, type DeviceCookieOptions } from './device-cookie.ts';
import { createSignInLock } from './sign-in-lock.ts';

interface Options {
  authService: AuthService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
  socialProviders: readonly string[];
  deviceCookie: DeviceCookieOptions;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authService, hooks, rateLimits, socialProviders, deviceCookie },
) => {
  await registerDeviceCookie(app, deviceCookie);
  const signInLock = createSignInLock(app.failureCounter, rateLimits);

  // Every route that sends an SMS counts against the same caps (one limiter each, shared by the routes).
  const smsPhone = (request: FastifyRequest) => {
    const body = request.body as { phone?: string | null; country_code?: CountryCode | null };
    if (!body.phone) return null;
    return (
      (body.country_code ? toE164(body.phone, body.country_code) : null) ?? `${body.country_code ?? ''}${body.phone}`
    );
  };
  const smsLimits = [
    limitBy(app, 'sms-ip', rateLimits.smsPerIp, (request) => (smsPhone(request) ? clientAddress(request) : null)),
    limitBy(app, 'sms-phone', rateLimits.smsPerPhone, smsPhone),
  ];

  app.route({
    ...endpoint(authOps.register),
    config: { invalidates: [] },
    preHandler: [limitBy(app, 'register-ip', rateLimits.registerPerIp), ...smsLimits],
    handler: async (request, reply) => {
      const result = await authService.register(request.body);
      reply.status(201);
      if ('verificationRequired' in result) {
        return {
          data: { user: result.user, verification_required: true as const },
          message: authMessages.verificationSent,
        };
      }
      return { data: result };
    },
  });

  app.route({
    ...endpoint(authOps.login),
    config: { refuses: [403], invalidates: [] },
    preHandler: limitBy(app, 'login-ip', rateLimits.loginPerIp),
    handler: async (request, reply) => {
      const { email, phone } = request.body;
      let userId: number | null = null;
      let charged: Awaited<ReturnType<typeof signInLock.charge>> = [];
      try {
        const session = await authService.login(request.body, async (id) => {
          userId = id;
          // An unknown account is counted by what was typed (a number in E.164 however it was typed).
          const typed = email ?? (phone ? (loginPhoneToE164(phone.digits, phone.country_code) ?? phone.digits) : '');
          try {
            charged = await signInLock.charge({
              userId: id,
              typed,
              address: clientAddress(request),
              device: readDevice(request),
            });
          } catch (locked) {
            request.log.warn({ event: 'auth.login.locked', userId: id, ip: request.ip }, 'sign-in locked');
            throw locked;
          }
        });
        setDevice(reply, session.user.id, deviceCookie);
        request.log.info({ event: 'auth.login.succeeded', userId: session.user.id, ip: request.ip }, 'signed in');
        return { data: session };
      } catch (error) {
        // A wrong password (or no such account) is a failure; a 429 or an unverified phone is not.
        if (error instanceof AppError && error.statusCode === 422) {
          await signInLock.recordFailure(charged);
          request.log.warn({ event: 'auth.login.failed', userId, ip: request.ip }, 'sign-in failed');
        }
        if (error instanceof AppError && error.code === 'auth.suspended') {
          request.log.warn({ event: 'auth.login.suspended', userId, ip: request.ip }, 'suspended member refused');
        }
        throw error;
      }
    },
  });

  app.route({
    ...endpoint(authOps.sendVerification),
    config: { invalidates: [] },
    preHandler: smsLimits,
    handler: async (request) => {
      await authService.sendVerification(request.body.phone, request.body.country_code);
      return { message: authMessages.verificationSent };
    },
  });

  app.route({
    ...endpoint(authOps.verifyPhone),
    // A verified number shows as the verified badge on the member's reviews.
    config: { invalidates: ['businesses'] },
    preHandler: limitBy(app, 'verify-ip', rateLimits.verifyPerIp),
    handler: async (request) => {
      const { phone, country_code, verification_code } = request.body;
      return { data: await authService.verifyPhone(phone, country_code, verification_code) };
    },
  });

  app.route({
    ...endpoint(authOps.logout),
    config: { invalidates: [] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await authService.logout(signedIn(request).tokenId);
      request.log.info({ event: 'auth.logout', userId: signedIn(request).user.id }, 'signed out');
      return { message: authMessages.loggedOut };
    },
  });

  app.route({
    ...endpoint(authOps.forgotPassword),
    config: { invalidates: [] },
    preHandler: [
      limitBy(app, 'forgot-ip', rateLimits.forgotPerIp),
      limitBy(app, 'forgot-email', rateLimits.forgotPerEmail, (request) => (request.body as { email: string }).email),
    ],
    handler: async (request) => {
      await authService.forgotPassword(request.body.email);
      return { message: authMessages.resetLinkSent };
    },
  });

  app.route({
    ...endpoint(authOps.resetPassword),
    config: { invalidates: [] },
    preHandler: limitBy(app, 'reset-ip', rateLimits.resetPerIp),
    handler: async (request) => {
      await authService.resetPassword(request.body.token, request.body.password);
      request.log.info({ event: 'auth.password.reset', ip: request.ip }, 'password reset');
      return { message: authMessages.passwordReset };
    },
  });

  app.route({
    ...endpoint(authOps.socialExchange),
    config: { invalidates: [] },
    preHandler: limitBy(app, 'verify-ip', rateLimits.verifyPerIp),
    handler: async (request) => ({ data: await authService.exchangeLoginCode(request.body.code) }),
  });

  app.route({ ...endpoint(authOps.providers), handler: async () => ({ data: [...socialProviders] }) });
};
