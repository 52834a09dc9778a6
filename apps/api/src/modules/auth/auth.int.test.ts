import { describe, expect, it } from 'vitest';
import { authMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, registerMember, STRONG_PASSWORD } from '../../../test/factories.ts';

const { app } = await buildTestApp();

describe('registration by email', () => {
  it('creates an individual member, signs them in and ignores is_admin in the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Ama Owusu',
        email: 'Ama@Example.com',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        is_admin: true,
        is_verified_business: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.user).toMatchObject({ name: 'Ama Owusu', email: 'ama@example.com', user_type: 'individual', is_admin: false, is_verified_business: false });
    expect(data.user).not.toHaveProperty('password_hash');

    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(data.token) });
    expect(me.json().data.email).toBe('ama@example.com');
  });

  it('answers 422 on the email field for an address already registered', async () => {
    const first = await registerMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Someone Else', email: first.user.email!.toUpperCase(), password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([authMessages.emailTaken]);
  });
});

describe('sign in and out', () => {
  it('signs in with the right password, refuses a wrong one, and logout revokes the token', async () => {
    const member = await registerMember(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: member.user.email, password: 'Wrong-password-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: authMessages.invalidCredentials, errors: { email: [authMessages.invalidCredentials] } });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: member.user.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;

    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
