import { z } from 'zod';
import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { collectionResponse, itemWithMessage } from './common/pagination.ts';
import {
  accountTypeRequest,
  emailTokenRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  sendVerificationRequest,
  socialExchangeRequest,
  undoSocialLinkRequest,
  verifyPhoneRequest,
} from './auth.ts';
import { authResponse, currentUser, pendingVerificationResponse } from './profiles.ts';

const provider = z.string().max(40);

export const authOps = operations('auth', {
  /** The social sign-in providers this server offers ('google', 'facebook'). */
  providers: {
    method: 'GET',
    path: '/auth/providers',
    access: 'anyone',
    responses: { 200: collectionResponse(z.string()) },
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'anyone',
    body: registerRequest,
    responses: { 201: z.union([authResponse, pendingVerificationResponse]) },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'anyone',
    body: loginRequest,
    responses: { 200: authResponse },
  },
  sendVerification: {
    method: 'POST',
    path: '/auth/phone/send-verification',
    access: 'anyone',
    body: sendVerificationRequest,
    responses: { 200: messageResponse },
  },
  verifyPhone: {
    method: 'POST',
    path: '/auth/phone/verify',
    access: 'anyone',
    body: verifyPhoneRequest,
    responses: { 200: authResponse },
  },
  logout: { method: 'POST', path: '/auth/logout', access: 'member', responses: { 200: messageResponse } },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'anyone',
    body: forgotPasswordRequest,
    responses: { 200: messageResponse },
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    access: 'anyone',
    body: resetPasswordRequest,
    responses: { 200: messageResponse },
  },
  /** The one-time code the social callback handed the web app, for a session. */
  socialExchange: {
    method: 'POST',
    path: '/auth/social',
    access: 'anyone',
    body: socialExchangeRequest,
    responses: { 200: authResponse },
  },
  socialRedirect: {
    method: 'GET',
    path: '/auth/social/redirect',
    access: 'anyone',
    query: z.object({ provider }),
    responses: {},
    answers: { redirect: "To the provider's consent page." },
  },
  socialCallback: {
    method: 'GET',
    path: '/auth/social/callback/:provider',
    access: 'anyone',
    params: z.object({ provider }),
    // Loose on purpose: whatever the provider sends back ends on /login, never on a 400.
    query: z.object({
      code: z.unknown().optional(),
      state: z.unknown().optional(),
      error: z.unknown().optional(),
      error_description: z.unknown().optional(),
    }),
    responses: {},
    answers: { redirect: "To the web app's callback with a one-time code, or to its sign-in page." },
  },
  accountType: {
    method: 'POST',
    path: '/auth/account-type',
    access: 'member',
    body: accountTypeRequest,
    responses: { 200: itemWithMessage(currentUser) },
  },
  confirmEmail: {
    method: 'POST',
    path: '/auth/email/confirm',
    access: 'anyone',
    body: emailTokenRequest,
    responses: { 200: messageResponse },
  },
  /** 'This was not me', from the confirmation mail. */
  releaseEmail: {
    method: 'POST',
    path: '/auth/email/not-me',
    access: 'anyone',
    body: emailTokenRequest,
    responses: { 200: messageResponse },
  },
  resendEmail: { method: 'POST', path: '/auth/email/resend', access: 'member', responses: { 200: messageResponse } },
  undoSocialLink: {
    method: 'POST',
    path: '/auth/social/undo-link',
    access: 'anyone',
    body: undoSocialLinkRequest,
    responses: { 200: messageResponse },
  },
});
