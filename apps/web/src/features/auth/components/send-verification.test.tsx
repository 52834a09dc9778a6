import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authMessages, type ErrorResponse, type ValidationErrorResponse } from '@akwaaba/contracts';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** Signs in by phone with a number not yet verified, and asks for a code from the offer that follows. */
async function askForCode() {
  const { user } = renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome back' });
  await user.click(screen.getByRole('tab', { name: 'Phone' }));
  await user.type(screen.getByLabelText('Phone number'), '821234567');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.phoneNotVerified);
  await user.click(screen.getByRole('button', { name: 'Verify my phone' }));
}

describe('sending a verification code', () => {
  const unverified = http.post<never, never, ErrorResponse>(`${API}/auth/login`, () =>
    HttpResponse.json({ message: authMessages.phoneNotVerified }, { status: 403 }),
  );

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server answers 503 without a message', () => new HttpResponse(null, { status: 503 })],
  ])("tells the member 'Failed to send verification' when %s", async (_case, answer) => {
    server.use(unverified, http.post(`${API}/auth/phone/send-verification`, answer));
    await askForCode();
    expect(await screen.findByText(authMessages.sendVerificationFailed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify Your Phone' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the number", async () => {
    server.use(
      unverified,
      http.post<never, never, ValidationErrorResponse>(`${API}/auth/phone/send-verification`, () =>
        HttpResponse.json(
          { message: authMessages.phoneInvalid, errors: { phone: [authMessages.phoneInvalid] } },
          { status: 422 },
        ),
      ),
    );
    await askForCode();
    expect(await screen.findByText(authMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.queryByText(authMessages.sendVerificationFailed)).not.toBeInTheDocument();
  });
});
