import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  type CurrentUser,
  type ErrorResponse,
  type MessageResponse,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const BANNER = 'Please confirm your email address';

function banner() {
  return screen.findByRole('region', { name: BANNER });
}

/** POST /auth/email/resend answering as given; how many times it was asked is kept. */
function resendAnswers(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.post(`${API}/auth/email/resend`, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

describe('The prompt to confirm the email address', () => {
  it('shows on the dashboard while the address is unconfirmed, saying why it matters', async () => {
    renderApp('/dashboard', { user: makeUser({ email: 'ama@example.com', email_confirmed: false }) });

    const prompt = await banner();
    expect(within(prompt).getByRole('heading', { level: 2, name: BANNER })).toBeInTheDocument();
    expect(prompt).toHaveTextContent('ama@example.com');
    expect(prompt).toHaveTextContent('how you get back into your account');
    expect(prompt).toHaveTextContent('another sign-in could claim it');
    expect(prompt).toHaveTextContent('we send it no newsletter');
    expect(within(prompt).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('is not shown once the address is confirmed', async () => {
    renderApp('/dashboard', { user: makeUser({ email_confirmed: true }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('is not shown to a member who signed up with a phone and has no email', async () => {
    renderApp('/dashboard', { user: makeUser({ email: null, phone: '+27821234567', email_confirmed: false }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('sends the link again and toasts the answer, the button disabled while it sends', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(`${API}/auth/email/resend`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json<MessageResponse>({ message: authMessages.emailConfirmationSent });
      }),
    );
    const { user } = renderApp('/dashboard', { user: makeUser({ email_confirmed: false }) });
    const button = within(await banner()).getByRole('button', { name: 'Send the link again' });

    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    answer();
    expect(await screen.findByText(authMessages.emailConfirmationSent)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says to wait when a link was sent less than a minute ago (429)', async () => {
    const calls = resendAnswers(() =>
      HttpResponse.json<ErrorResponse>(
        { message: authMessages.emailConfirmationResendWait },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    const { user } = renderApp('/dashboard', { user: makeUser({ email_confirmed: false }) });
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText(authMessages.emailConfirmationResendWait)).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('says to wait on a 429 without a message of its own', async () => {
    resendAnswers(() => new HttpResponse(null, { status: 429 }));
    const { user } = renderApp('/dashboard', { user: makeUser({ email_confirmed: false }) });
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(authMessages.emailConfirmationResendWait)).toBeInTheDocument();
  });

  it('goes away when the API says the address was confirmed meanwhile (409)', async () => {
    const member = makeUser({ email_confirmed: false });
    resendAnswers(() =>
      HttpResponse.json<ErrorResponse>({ message: authMessages.emailAlreadyConfirmed }, { status: 409 }),
    );
    server.use(
      http.get<never, never, { data: CurrentUser }>(`${API}/profile`, () =>
        HttpResponse.json({ data: { ...member, email_confirmed: true } }),
      ),
    );
    const { user } = renderApp('/dashboard', { user: member });
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText(authMessages.emailAlreadyConfirmed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument());
  });

  it('toasts the field message when the member has no email to send to (422)', async () => {
    resendAnswers(() =>
      HttpResponse.json<ValidationErrorResponse>(
        { message: 'The given data was invalid.', errors: { email: [authMessages.emailConfirmationNoEmail] } },
        { status: 422 },
      ),
    );
    const { user } = renderApp('/dashboard', { user: makeUser({ email_confirmed: false }) });
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(authMessages.emailConfirmationNoEmail)).toBeInTheDocument();
  });

  it('shows in the profile’s Account Settings too', async () => {
    const { user } = renderApp('/profile', { user: makeUser({ email_confirmed: false }) });
    await user.click(await screen.findByRole('tab', { name: 'Account Settings' }));
    const prompt = await banner();
    expect(within(prompt).getByRole('heading', { level: 3, name: BANNER })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });
});
