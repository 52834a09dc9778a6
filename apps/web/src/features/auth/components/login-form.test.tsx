import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  COUNTRY_CODES,
  type AuthResponse,
  type ErrorResponse,
  type LoginRequest,
  type MessageResponse,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome back' });
  return view;
}

describe('Login', () => {
  it('signs in by email, stores the token and opens the dashboard', async () => {
    const member = makeUser({ name: 'Ama Mensah' });
    let body: LoginRequest | undefined;
    server.use(
      http.post<never, LoginRequest, AuthResponse>(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { token: 'tok-123', user: member } });
      }),
    );
    const { user, router } = await openLogin();

    await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ama Mensah!' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/dashboard');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-123');
    expect(body).toEqual({ login_type: 'email', email: 'ama@example.com', password: 'Secret123', remember: true });
  });

  it('has Email and Phone tabs; the phone tab offers the six country codes (+233 first) and keeps digits only', async () => {
    const { user } = await openLogin();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Email', 'Phone']);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Country code');
    expect(code).toHaveValue('+233');
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(COUNTRY_CODES.map((entry) => entry.code));
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '024-123 45ab67');
    expect(phone).toHaveValue('0241234567');

    // Arrow keys move between the tabs too.
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('shows the spec messages for an empty form', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(authMessages.emailRequired);
  });

  it("shows the server's message in a red box", async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/auth/login`, () =>
        HttpResponse.json(
          { message: authMessages.invalidCredentials, errors: { email: [authMessages.invalidCredentials] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.invalidCredentials);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    server.use(http.post(`${API}/auth/login`, () => new HttpResponse(null, { status: 502 })));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.loginFailed);
  });

  it('offers to verify an unverified phone, then signs in with the code', async () => {
    const member = makeUser({ phone: '+233241234567', email: null });
    server.use(
      http.post<never, never, ErrorResponse>(`${API}/auth/login`, () =>
        HttpResponse.json({ message: authMessages.phoneNotVerified }, { status: 403 }),
      ),
      http.post<never, never, MessageResponse>(`${API}/auth/phone/send-verification`, () =>
        HttpResponse.json({ message: authMessages.verificationSent }),
      ),
      http.post<never, never, AuthResponse>(`${API}/auth/phone/verify`, () =>
        HttpResponse.json({ data: { token: 'tok-phone', user: member } }),
      ),
    );
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '241234567');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.phoneNotVerified);
    await user.click(screen.getByRole('button', { name: 'Verify my phone' }));
    expect(await screen.findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Phone' }));

    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(currentLocation(router)).toBe('/dashboard');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-phone');
  });

  it('shows social buttons only for the providers the server lists', async () => {
    server.use(
      http.get<never, never, { data: string[] }>(`${API}/auth/providers`, () =>
        HttpResponse.json({ data: ['google'] }),
      ),
    );
    await openLogin();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/v1/auth/social/redirect?provider=google');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('links to password reset, sign-up, terms, privacy and contact', async () => {
    await openLogin();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Sign In — Akwaaba');
  });
});
