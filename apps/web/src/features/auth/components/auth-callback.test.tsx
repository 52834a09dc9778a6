import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authMessages, type AuthResponse, type CurrentUser, type ErrorResponse } from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

describe('Social sign-in return (/auth/callback)', () => {
  it('trades the one-time code for a token, once, and goes home signed in', async () => {
    const codes: string[] = [];
    server.use(
      http.post<never, { code: string }, AuthResponse>(`${API}/auth/social`, async ({ request }) => {
        codes.push((await request.json()).code);
        return HttpResponse.json({ data: { token: 'tok-social', user: makeUser({ name: 'Yaw Darko' }) } });
      }),
    );
    const { router } = renderApp('/auth/callback?code=one-time');
    expect(await screen.findByText('Logging you in...')).toBeInTheDocument();

    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Yaw Darko/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
    expect(window.localStorage.getItem('auth_token')).toBe('tok-social');
    expect(codes).toEqual(['one-time']);
  });

  it('stores a token handed over directly and loads the member', async () => {
    server.use(
      http.get<never, never, { data: CurrentUser } | ErrorResponse>(`${API}/profile`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer tok-direct'
          ? HttpResponse.json({ data: makeUser({ name: 'Yaw Darko' }) })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/auth/callback?token=tok-direct');

    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Yaw Darko/ }),
    ).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-direct');
  });

  it('goes to sign in when there is neither code nor token', async () => {
    const { router } = renderApp('/auth/callback');
    await waitFor(() => expect(currentLocation(router)).toBe('/login'));
  });

  it('says why when the code is refused', async () => {
    server.use(
      http.post<never, never, ErrorResponse>(`${API}/auth/social`, () =>
        HttpResponse.json({ message: authMessages.socialCodeInvalid }, { status: 422 }),
      ),
    );
    renderApp('/auth/callback?code=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.socialCodeInvalid);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });
});
