import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authMessages, type CurrentUser } from '@akwaaba/contracts';
import { authStore } from '@/lib/auth-store';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { restoreSession } from './get-current-user';

describe('Start-up session', () => {
  it('loads the member behind a stored token', async () => {
    const member = makeUser({ name: 'Ama Mensah' });
    server.use(
      http.get<never, never, { data: CurrentUser }>(`${API}/profile`, () => HttpResponse.json({ data: member })),
    );
    authStore.acceptToken('stored-token');

    await restoreSession();

    expect(authStore.getState()).toMatchObject({
      status: 'succeeded',
      token: 'stored-token',
      user: { name: 'Ama Mensah' },
    });
  });

  it('clears user and token when the profile cannot be loaded', async () => {
    server.use(http.get(`${API}/profile`, () => new HttpResponse(null, { status: 500 })));
    authStore.acceptToken('stale-token');

    await restoreSession();

    expect(authStore.getState()).toMatchObject({
      status: 'failed',
      token: null,
      user: null,
      error: authMessages.fetchProfileFailed,
    });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });
});
