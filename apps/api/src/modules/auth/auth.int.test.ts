import { describe, expect, it } from 'vitest';
import { apiMessages, authMessages, PASSWORD_MAX_LENGTH } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, login, registerBusiness, registerMember, STRONG_PASSWORD } from '../../../test/factories.ts';

const { app, clock } = await buildTestApp();

let sequence = 0;
const uniqueEmail = () => `auth${++sequence}-${Date.now()}@example.com`;

function register(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
}

/** A body that passes every rule; tests break one field at a time. */
function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Kofi Mensah',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    terms_accepted: true,
    age_confirmed: true,
    ...overrides,
  };
}

const memberCount = async () => (await app.services.adminService.stats()).members;

describe('registration by email', () => {
  it('creates an individual member, signs them in and ignores is_admin in the body', async () => {
    const response = await register({
      name: 'Ama Owusu',
      email: 'Ama@Example.com',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
      is_admin: true,
      is_verified_business: true,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.user).toMatchObject({
      name: 'Ama Owusu',
      email: 'ama@example.com',
      user_type: 'individual',
      is_admin: false,
      is_verified_business: false,
    });
    expect(data.user).not.toHaveProperty('password_hash');

    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(data.token) });
    expect(me.json().data.email).toBe('ama@example.com');
  });

  it('ignores is_admin, is_verified_business, user_id and id in the body', async () => {
    const response = await register(
      validBody({
        is_admin: true,
        is_verified_business: true,
        user_id: 1,
        id: 999,
        verification_requested_at: '2020-01-01',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { user } = response.json().data;
    expect(user).toMatchObject({ is_admin: false, is_verified_business: false, verification_requested_at: null });
    expect(user.id).not.toBe(999);
  });

  it('registers a business account with its business fields', async () => {
    const response = await register(
      validBody({
        user_type: 'business',
        business_name: 'Accra Bites',
        business_category: 'restaurant',
        business_description: 'Jollof and waakye in Braamfontein.',
        business_registration_number: '2021/123456/07',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      user_type: 'business',
      business_name: 'Accra Bites',
      business_category: 'restaurant',
      business_description: 'Jollof and waakye in Braamfontein.',
      business_registration_number: '2021/123456/07',
      is_verified_business: false,
    });
  });

  it('drops business fields sent for an individual account', async () => {
    const response = await register(
      validBody({ business_name: 'Side Hustle', business_registration_number: '2021/1/07' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      user_type: 'individual',
      business_name: null,
      business_registration_number: null,
    });
  });

  it.each([
    ['business name missing', {}, authMessages.businessNameRequired],
    ['business name empty', { business_name: '' }, authMessages.businessNameRequired],
    ['business name of one letter', { business_name: 'A' }, authMessages.businessNameMin],
  ])('refuses a business account with its %s', async (_, business, message) => {
    const response = await register(validBody({ user_type: 'business', ...business }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.business_name).toEqual([message]);
  });

  it.each([
    ['name', { name: undefined }, authMessages.nameRequired],
    ['name', { name: '' }, authMessages.nameRequired],
    ['name', { name: '   ' }, authMessages.nameRequired],
    ['name', { name: 'K' }, authMessages.nameMin],
    ['email', { email: undefined }, authMessages.emailRequired],
    ['email', { email: '' }, authMessages.emailRequired],
    ['email', { email: 'kofi-at-example.com' }, authMessages.emailInvalid],
    ['email', { email: 'kofi@' }, authMessages.emailInvalid],
    ['password', { password: undefined }, authMessages.passwordRequired],
    ['password', { password: '', password_confirmation: '' }, authMessages.passwordRequired],
    ['password', { password: 'Ab1cdef', password_confirmation: 'Ab1cdef' }, authMessages.passwordMin],
    [
      'password',
      { password: 'alllowercase1', password_confirmation: 'alllowercase1' },
      authMessages.passwordComposition,
    ],
    ['password', { password: 'NoDigitsHere', password_confirmation: 'NoDigitsHere' }, authMessages.passwordComposition],
    ['password_confirmation', { password_confirmation: 'Kumasi-Gold-2025' }, authMessages.passwordMismatch],
    ['password_confirmation', { password_confirmation: undefined }, authMessages.passwordMismatch],
  ])('answers 422 on %s for %j', async (field, overrides, message) => {
    const response = await register(validBody(overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors[field]).toEqual([message]);
    expect(body.message).toBe(Object.values(body.errors as Record<string, string[]>)[0]![0]);
  });

  it('puts every broken field in one answer, each message on its own field', async () => {
    const response = await register({ name: 'K', email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: [authMessages.nameMin],
      email: [authMessages.emailInvalid],
      password: [authMessages.passwordMin, authMessages.passwordComposition],
    });
  });

  it('refuses a common password that passes the composition rule', async () => {
    const response = await register(validBody({ password: 'Password123', password_confirmation: 'Password123' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: authMessages.passwordCommon,
      errors: { password: [authMessages.passwordCommon] },
    });
  });

  it(`accepts a ${PASSWORD_MAX_LENGTH}-character password and signs in with it, refuses ${PASSWORD_MAX_LENGTH + 1}`, async () => {
    const longest = `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`;
    const body = validBody({ password: longest, password_confirmation: longest });
    expect((await register(body)).statusCode).toBe(201);
    expect((await login(app, { email: body.email, password: longest })).statusCode).toBe(200);

    const tooLong = `${longest}y`;
    const refused = await register(validBody({ password: tooLong, password_confirmation: tooLong }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toEqual([authMessages.passwordMax]);
  });

  it('keeps the password exactly as typed: a trailing space is part of it', async () => {
    const typed = `${STRONG_PASSWORD} `;
    const body = validBody({ password: typed, password_confirmation: typed });
    expect((await register(body)).statusCode).toBe(201);
    expect((await login(app, { email: body.email, password: STRONG_PASSWORD })).statusCode).toBe(422);
    expect((await login(app, { email: body.email, password: typed })).statusCode).toBe(200);
  });

  it.each([
    ['name', { name: 'N'.repeat(101) }],
    ['email', { email: `${'e'.repeat(250)}@example.com` }],
    ['business_name', { user_type: 'business', business_name: 'B'.repeat(151) }],
    [
      'business_description',
      { user_type: 'business', business_name: 'Accra Bites', business_description: 'd'.repeat(2001) },
    ],
    [
      'business_registration_number',
      { user_type: 'business', business_name: 'Accra Bites', business_registration_number: '9'.repeat(51) },
    ],
  ])('refuses an oversized %s with 422', async (field, overrides) => {
    const response = await register(validBody(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it.each([
    ['name', { name: 123 }, authMessages.nameRequired],
    ['name', { name: null }, authMessages.nameRequired],
    ['name', { name: { first: 'Kofi' } }, authMessages.nameRequired],
    ['password', { password: [] }, authMessages.passwordRequired],
    ['password', { password: 12345678 }, authMessages.passwordRequired],
    ['email', { email: ['kofi@example.com'] }, authMessages.emailRequired],
    ['email', { email: 42 }, authMessages.emailRequired],
  ])('answers 422 (never 500) for a %s of the wrong type: %j', async (field, overrides, message) => {
    const response = await register(validBody(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it.each([
    ['user_type', { user_type: 'admin' }],
    ['registration_type', { registration_type: 'carrier-pigeon' }],
    ['business_category', { user_type: 'business', business_name: 'Accra Bites', business_category: 'casino' }],
    ['terms_accepted', { terms_accepted: 'maybe' }],
  ])('refuses an unknown %s value with 422', async (field, overrides) => {
    const response = await register(validBody(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('writes nothing when it answers 422', async () => {
    const before = await memberCount();
    const email = uniqueEmail();
    for (const overrides of [
      { email, password: 'short', password_confirmation: 'short' },
      { email, password: 'Password123', password_confirmation: 'Password123' },
      { email, password_confirmation: 'different-1A' },
      { email, user_type: 'business' },
    ]) {
      expect((await register(validBody(overrides))).statusCode).toBe(422);
    }
    expect(await memberCount()).toBe(before);
    expect((await login(app, { email, password: STRONG_PASSWORD })).statusCode).toBe(422);
    // The address is still free.
    expect((await register(validBody({ email }))).statusCode).toBe(201);
  });

  it('answers 422 on the email field for an address already registered, whatever its case', async () => {
    const first = await registerMember(app);
    const before = await memberCount();
    const response = await register(
      validBody({ name: 'Someone Else', email: `  ${first.user.email!.toUpperCase()} ` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: authMessages.emailTaken, errors: { email: [authMessages.emailTaken] } });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a malformed or empty JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Kofi",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.malformedJson });
  });
});

describe('sign in and out', () => {
  it('signs in with the right password, refuses a wrong one, and logout revokes the token', async () => {
    const member = await registerMember(app);
    const wrong = await login(app, { login_type: 'email', email: member.user.email, password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: authMessages.invalidCredentials,
      errors: { email: [authMessages.invalidCredentials] },
    });

    const ok = await login(app, { login_type: 'email', email: member.user.email, password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    const { token, user } = ok.json().data;
    expect(user).toMatchObject({ id: member.user.id, email: member.user.email });

    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: authMessages.loggedOut });
    const after = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: apiMessages.unauthenticated });
    // The registration token is a separate session and still works.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
  });

  it('signs in whatever the case and spacing of the email', async () => {
    const member = await registerMember(app);
    const response = await login(app, { email: ` ${member.user.email!.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same for an unknown email as for a wrong password', async () => {
    const unknown = await login(app, { email: 'nobody@example.com', password: STRONG_PASSWORD });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: authMessages.invalidCredentials,
      errors: { email: [authMessages.invalidCredentials] },
    });
  });

  it.each([
    ['email', { password: STRONG_PASSWORD }, authMessages.emailRequired],
    ['email', { email: 'not-an-email', password: STRONG_PASSWORD }, authMessages.emailInvalid],
    ['password', { email: 'kofi@example.com' }, authMessages.passwordRequired],
    ['password', { email: 'kofi@example.com', password: '' }, authMessages.passwordRequired],
    ['phone', { login_type: 'phone', password: STRONG_PASSWORD }, authMessages.phoneRequired],
    ['phone', { login_type: 'phone', phone: '12345', password: STRONG_PASSWORD }, authMessages.phoneInvalid],
  ])('answers 422 on %s for the login body %j', async (field, payload, message) => {
    const response = await login(app, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('never answers 500 for wrong types in the login body', async () => {
    for (const payload of [
      { email: 1, password: 2 },
      { email: null, password: null },
      { email: {}, password: [] },
      [],
      'text',
      7,
      null,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('logout without a token answers 401', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
  });
});

describe('social sign-in code exchange', () => {
  it('lists no providers while none is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('exchanges a one-time code for a token once, and the code is then spent', async () => {
    const member = await registerBusiness(app);
    const code = await app.services.authService.issueLoginCode(member.user.id);
    const first = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
    expect(first.statusCode).toBe(200);
    const { token, user } = first.json().data;
    expect(user).toMatchObject({ id: member.user.id, user_type: 'business' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode).toBe(200);

    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: authMessages.socialCodeInvalid,
      errors: { code: [authMessages.socialCodeInvalid] },
    });
  });

  it('refuses a code older than 60 seconds', async () => {
    const member = await registerMember(app);
    const code = await app.services.authService.issueLoginCode(member.user.id);
    clock.advance(61_000);
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([authMessages.socialCodeInvalid]);
  });

  it('refuses an unknown, empty or missing code', async () => {
    for (const payload of [{ code: 'made-up-code' }, { code: '' }, {}, { code: 12 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toEqual([authMessages.socialCodeInvalid]);
    }
  });
});
