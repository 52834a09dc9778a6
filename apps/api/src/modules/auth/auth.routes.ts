import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  authResponse,
  forgotPasswordRequest,
  loginRequest,
  messageResponse,
  pendingVerificationResponse,
  registerRequest,
  resetPasswordRequest,
  sendVerificationRequest,
  socialExchangeRequest,
  verifyPhoneRequest,
} from '@akwaaba/contracts';
import { loginPhoneToE164, toE164 } from '../../lib/phone.ts';
import type { AuthHooks } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/auth.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

interface Options {
  authService: AuthService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
  socialProviders: readonly string[];
}

type LoginBody = z.output<typeof loginRequest>;

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authService, hooks, rateLimits, socialProviders },
) => {
  const tags = ['auth'];

  app.post(
    '/auth/register',
    {
      schema: { tags, body: registerRequest, response: { 201: z.union([authResponse, pendingVerificationResponse]) } },
      preHandler: limitBy(app, 'register-ip', rateLimits.registerPerIp),
    },
    async (request, reply) => {
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
  );

  app.post(
    '/auth/login',
    {
      schema: { tags, body: loginRequest, response: { 200: authResponse } },
      preHandler: [
        limitBy(app, 'login-ip', rateLimits.loginPerIp),
        limitBy(app, 'login-account', rateLimits.loginPerAccount, (request) => {
          // One account, one count: a number is counted in E.164 however it was typed.
          const { email, phone } = request.body as LoginBody;
          return email ?? (phone ? (loginPhoneToE164(phone.digits, phone.country_code) ?? phone.digits) : null);
        }),
      ],
    },
    async (request) => ({ data: await authService.login(request.body) }),
  );

  app.post(
    '/auth/phone/send-verification',
    {
      schema: { tags, body: sendVerificationRequest, response: { 200: messageResponse } },
      preHandler: [
        limitBy(app, 'sms-ip', rateLimits.smsPerIp),
        limitBy(app, 'sms-phone', rateLimits.smsPerPhone, (request) => {
          const body = request.body as z.output<typeof sendVerificationRequest>;
          return toE164(body.phone, body.country_code) ?? `${body.country_code}${body.phone}`;
        }),
      ],
    },
    async (request) => {
      await authService.sendVerification(request.body.phone, request.body.country_code);
      return { message: authMessages.verificationSent };
    },
  );

  app.post(
    '/auth/phone/verify',
    {
      schema: { tags, body: verifyPhoneRequest, response: { 200: authResponse } },
      preHandler: limitBy(app, 'verify-ip', rateLimits.verifyPerIp),
    },
    async (request) => {
      const { phone, country_code, verification_code } = request.body;
      return { data: await authService.verifyPhone(phone, country_code, verification_code) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: messageResponse } }, preHandler: hooks.requireAuth },
    async (request) => {
      await authService.logout(signedIn(request).tokenId);
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, body: forgotPasswordRequest, response: { 200: messageResponse } },
      preHandler: [
        limitBy(app, 'forgot-ip', rateLimits.forgotPerIp),
        limitBy(app, 'forgot-email', rateLimits.forgotPerEmail, (request) => (request.body as { email: string }).email),
      ],
    },
    async (request) => {
      await authService.forgotPassword(request.body.email);
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, 'reset-ip', rateLimits.resetPerIp),
    },
    async (request) => {
      await authService.resetPassword(request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  );

  app.post(
    '/auth/social',
    {
      schema: { tags, body: socialExchangeRequest, response: { 200: authResponse } },
      preHandler: limitBy(app, 'verify-ip', rateLimits.verifyPerIp),
    },
    async (request) => ({ data: await authService.exchangeLoginCode(request.body.code) }),
  );

  app.get(
    '/auth/providers',
    { schema: { tags, response: { 200: z.object({ data: z.array(z.string()) }) } } },
    async () => ({ data: [...socialProviders] }),
  );
};
