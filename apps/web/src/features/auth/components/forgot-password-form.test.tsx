import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  type ForgotPasswordRequest,
  type MessageResponse,
  type ResetPasswordRequest,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('Forgot password', () => {
  it("confirms with 'Check Your Email'; 'Try Different Email' brings the form back", async () => {
    const sent: ForgotPasswordRequest[] = [];
    server.use(
      http.post<never, ForgotPasswordRequest, MessageResponse>(`${API}/auth/forgot-password`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'If that email is registered, a reset link is on its way.' });
      }),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('If that email is registered, a reset link is on its way.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([{ email: 'ama@example.com' }]);

    await user.click(screen.getByRole('button', { name: 'Try Different Email' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('uses the default confirmation when the server sends no message, and the fallback on failure', async () => {
    server.use(http.post(`${API}/auth/forgot-password`, () => HttpResponse.json({})));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.resetLinkSent)).toBeInTheDocument();

    server.use(http.post(`${API}/auth/forgot-password`, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Try Different Email' }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.forgotPasswordFailed);
  });

  it('checks the email before sending', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('sets a new password with the token from the link', async () => {
    let body: ResetPasswordRequest | undefined;
    server.use(
      http.post<never, ResetPasswordRequest, MessageResponse>(`${API}/auth/reset-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: authMessages.passwordReset });
      }),
    );
    const { user } = renderApp('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'Better456!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better456!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(authMessages.passwordReset)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(body).toEqual({ token: 'abc123', password: 'Better456!', password_confirmation: 'Better456!' });
  });

  it('offers a new link when the token is invalid or expired', async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/auth/reset-password`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { token: [authMessages.resetTokenInvalid] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'Better456!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better456!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says the link is invalid when it has no token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetTokenInvalid);
  });
});
