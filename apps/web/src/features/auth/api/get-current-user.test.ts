import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authStore } from '@/lib/auth-store';
import { server } from '@/testing/mocks/server';
import { API } from '@/testing/mocks/handlers';
import { makeUser } from '@/testing/data';
import { restoreSession } from './get-current-user';

describe('restoreSession', () => {
  it('keeps the member signed in when the device has no connection, and loads them once it is back', async () => {
    authStore.acceptToken('kept-token');
    server.use(http.get(`${API}/profile`, () => HttpResponse.error(), { once: true }));
    await restoreSession();
    expect(authStore.getState()).toMatchObject({ token: 'kept-token', user: null, status: 'succeeded' });
    expect(window.localStorage.length).toBeGreaterThan(0);

    const member = makeUser({ name: 'Efua Asante' });
    server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: member })));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => authStore.getState().user?.name).toBe('Efua Asante');
  });

  it('signs out a member whose token the server refuses', async () => {
    authStore.acceptToken('expired-token');
    await restoreSession();
    expect(authStore.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.length).toBe(0);
  });
});
