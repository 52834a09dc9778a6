import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  type CurrentUser,
  type EmailTokenRequest,
  type ErrorResponse,
  type MessageResponse,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { authStore } from '@/lib/auth-store';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const TOKEN = 'confirm-abcdefghijklmnopqrstuvwxyz0123456789';

const invalidToken = () =>
  HttpResponse.json<ValidationErrorResponse>(
    { message: 'The given data was invalid.', errors: { token: [authMessages.emailConfirmationInvalid] } },
    { status: 422 },
  );

/** POST `path` as the API answers it: `message` for TOKEN, 422 for any other; the tokens posted are kept. */
function tokenEndpoint(path: string, message: string) {
  const posted: string[] = [];
  server.use(
    http.post<never, EmailTokenRequest, MessageResponse | ValidationErrorResponse>(
      `${API}${path}`,
      async ({ request }) => {
        const { token } = await request.json();
        posted.push(token);
        return token === TOKEN ? HttpResponse.json<MessageResponse>({ message }) : invalidToken();
      },
    ),
  );
  return posted;
}

describe('Confirm email page', () => {
  it('confirms only when the button is pressed, then shows the answer and a way to sign in', async () => {
    const posted = tokenEndpoint('/auth/email/confirm', authMessages.emailConfirmed);
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Confirm Your Email Address — Akwaaba'));
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(authMessages.emailConfirmed);
    expect(outcome.parentElement).toHaveFocus();
    expect(posted).toEqual([TOKEN]);
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('reloads a member signed in on this browser, so their record says the address is confirmed', async () => {
    tokenEndpoint('/auth/email/confirm', authMessages.emailConfirmed);
    const member = makeUser({ email_confirmed: false });
    server.use(
      http.get<never, never, { data: CurrentUser }>(`${API}/profile`, () =>
        HttpResponse.json({ data: { ...member, email_confirmed: true } }),
      ),
    );
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`, { user: member });

    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    // Signed in, the page has other status regions (the header's): the outcome is found by its words.
    expect((await screen.findByText(authMessages.emailConfirmed)).closest('[role="status"]')).not.toBeNull();
    expect(authStore.getState().user?.email_confirmed).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says the link does not work when the API refuses its token, and offers no button', async () => {
    tokenEndpoint('/auth/email/confirm', authMessages.emailConfirmed);
    const { user } = renderApp('/confirm-email?token=expired');

    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailConfirmationInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('says the link does not work when it has no token, without calling the API', async () => {
    const posted = tokenEndpoint('/auth/email/confirm', authMessages.emailConfirmed);
    renderApp('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailConfirmationInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('keeps the button, enabled, when the call fails for another reason', async () => {
    server.use(
      http.post<never, never, ErrorResponse>(`${API}/auth/email/confirm`, () =>
        HttpResponse.json({ message: '' }, { status: 500 }),
      ),
    );
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailConfirmationFailed);
    expect(screen.getByRole('button', { name: 'Confirm my email address' })).toBeEnabled();
  });

  it('shows the button busy and disabled while the call runs', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(`${API}/auth/email/confirm`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json<MessageResponse>({ message: authMessages.emailConfirmed });
      }),
    );
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));

    const button = screen.getByRole('button', { name: 'Confirm my email address' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.emailConfirmed);
  });
});

describe("Confirm email page, 'this was not me'", () => {
  it('explains what releasing does and releases the address only when the button is pressed', async () => {
    const posted = tokenEndpoint('/auth/email/not-me', authMessages.emailReleased);
    const { user } = renderApp(`/confirm-email?token=${TOKEN}&not_me=1`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Was this you?' })).toBeInTheDocument();
    expect(
      screen.getByText(/Someone used this address to sign up or to change their account's address\./),
    ).toHaveTextContent('If it was not you, release it: that account can no longer use it.');
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'This was not me — release my address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.emailReleased);
    expect(posted).toEqual([TOKEN]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows the API's answer for a cancelled change of address", async () => {
    tokenEndpoint('/auth/email/not-me', authMessages.emailChangeCancelled);
    const { user } = renderApp(`/confirm-email?token=${TOKEN}&not_me=1`);
    await user.click(await screen.findByRole('button', { name: 'This was not me — release my address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.emailChangeCancelled);
  });

  it('says the link does not work when the API refuses its token', async () => {
    tokenEndpoint('/auth/email/not-me', authMessages.emailReleased);
    const { user } = renderApp('/confirm-email?token=used&not_me=1');
    await user.click(await screen.findByRole('button', { name: 'This was not me — release my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailConfirmationInvalid);
    expect(screen.queryByRole('button', { name: /This was not me/ })).not.toBeInTheDocument();
  });
});
