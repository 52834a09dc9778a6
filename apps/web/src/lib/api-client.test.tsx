import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { businessOps, eventOps, operations, type ErrorResponse } from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';
import { ApiError, call } from './api-client';
import { authStore } from './auth-store';

const testOps = operations('test', {
  ping: { method: 'GET', path: '/ping', access: 'member', responses: { 200: z.object({ ok: z.boolean() }) } },
  limited: { method: 'POST', path: '/limited', access: 'anyone', responses: { 200: z.object({}) } },
});

describe('API client', () => {
  it('calls an operation at its declared method and path, with its path values, query and body', async () => {
    const seen: string[] = [];
    server.use(
      http.all(`${API}/*`, async ({ request }) => {
        const url = new URL(request.url);
        seen.push(`${request.method} ${url.href.slice(API.length)} ${await request.text()}`);
        return HttpResponse.json({ data: { user_following: true, followers_count: 3 }, message: 'Following.' });
      }),
    );
    const answer = await call(businessOps.follow, { params: { id: 7 } });
    await call(businessOps.list, { query: { search: 'kente & co', page: 2, city: '' } });
    await call(businessOps.update, { params: { id: 9 }, body: { name: 'Kente' } as never });
    expect(answer.data.followers_count).toBe(3);
    expect(seen).toEqual([
      'POST /businesses/7/follow ',
      'GET /businesses?search=kente+%26+co&page=2 ',
      'PUT /businesses/9 {"name":"Kente"}',
    ]);
    // @ts-expect-error an operation with a path value cannot be called without it
    await expect(call(businessOps.detail)).rejects.toThrow('/businesses/:id needs :id');
    // @ts-expect-error a file is downloaded (lib/transfer.ts), not called for JSON
    const fileCall = () => call(eventOps.calendar, { params: { id: 1 } });
    expect(fileCall).toBeTypeOf('function');
  });

  it('sends the stored token as a bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/ping`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    authStore.signIn('tok-abc', makeUser());
    await call(testOps.ping);
    expect(authorization).toBe('Bearer tok-abc');
  });

  it('reads the message, the 422 field errors and Retry-After of a failed call', async () => {
    server.use(
      http.post(`${API}/limited`, () =>
        HttpResponse.json(
          { message: 'Too many attempts.', errors: { phone: ['Wait.'] } },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const error = await call(testOps.limited).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts.', retryAfter: 42 });
    expect((error as ApiError).fieldError('phone')).toBe('Wait.');
  });

  it('on a 401 forgets the session and sends the browser to sign in', async () => {
    server.use(
      http.get<never, never, ErrorResponse>(`${API}/dashboard`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/dashboard', { user: makeUser() });
    expect(window.localStorage.getItem('auth_token')).not.toBeNull();

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/login?redirect=%2Fdashboard');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(authStore.getState().user).toBeNull();
  });
});
