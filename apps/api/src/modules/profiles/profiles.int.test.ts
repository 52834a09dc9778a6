import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, authMessages, profileMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  linkToken,
  login,
  loginAs,
  registerAdmin,
  registerBusiness,
  registerMember,
  smsCode,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';

const testApp = await buildTestApp({ countQueries: true });
const { app, database, sms } = testApp;

const NEW_PASSWORD = 'Cape-Coast-Sunrise-9';

const getProfile = (token: string) => app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
const putProfile = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(token), payload });
const putPassword = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/v1/profile/password', headers: bearer(token), payload });
const deleteProfile = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'DELETE', url: '/api/v1/profile', headers: bearer(token), payload });
const requestVerification = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/profile/verification-request', headers: bearer(token) });
const publicUser = (id: number | string) => app.inject({ method: 'GET', url: `/api/v1/users/${id}` });

const PRIVATE_KEYS = [
  'email',
  'phone',
  'business_registration_number',
  'notifications',
  'is_admin',
  'password',
  'password_hash',
  'token',
  'show_in_search',
  'phone_verified',
  'verification_requested_at',
];

describe('GET /profile', () => {
  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
  });

  it("answers the member's own record with the default settings", async () => {
    const member = await registerMember(app);
    const response = await getProfile(member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...member.user,
      created_at: expect.any(String),
    });
    expect(response.json().data).toMatchObject({
      show_in_search: true,
      notifications: { notify_new_events: true, notify_sms_updates: true, notify_marketing: false },
      profile: {
        bio: null,
        location: null,
        profession: null,
        linkedin_url: null,
        twitter_url: null,
        facebook_url: null,
      },
    });
  });

  it('reads the member in the sign-in and only their consents besides', async () => {
    const member = await registerMember(app);
    const response = await getProfile(member.token);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(2);
  });
});

describe('PUT /profile', () => {
  it('saves name, bio, location, profession, social links and settings', async () => {
    const member = await registerMember(app);
    const response = await putProfile(member.token, {
      name: '  Akosua Darko ',
      bio: 'Nurse in Durban, from Kumasi.',
      location: 'Durban',
      profession: 'Nurse',
      linkedin_url: 'https://www.linkedin.com/in/akosua',
      twitter_url: 'https://x.com/akosua',
      facebook_url: 'http://facebook.com/akosua',
      show_in_search: '0',
      notify_new_events: false,
      notify_sms_updates: 'false',
      notify_marketing: '1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(profileMessages.updated);
    expect(body.data).not.toHaveProperty('token');
    const expected = {
      name: 'Akosua Darko',
      show_in_search: false,
      notifications: { notify_new_events: false, notify_sms_updates: false, notify_marketing: true },
      profile: {
        bio: 'Nurse in Durban, from Kumasi.',
        location: 'Durban',
        profession: 'Nurse',
        linkedin_url: 'https://www.linkedin.com/in/akosua',
        twitter_url: 'https://x.com/akosua',
        facebook_url: 'http://facebook.com/akosua',
      },
    };
    expect(body.data.user).toMatchObject(expected);
    expect((await getProfile(member.token)).json().data).toMatchObject(expected);
    // The token still works: nothing sensitive changed.
    expect((await getProfile(member.token)).statusCode).toBe(200);
  });

  it('leaves fields that are not sent as they were, and clears a field sent empty', async () => {
    const member = await registerMember(app);
    await putProfile(member.token, { bio: 'First bio', location: 'Pretoria' });
    const response = await putProfile(member.token, { location: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.profile).toMatchObject({ bio: 'First bio', location: null });
    expect(response.json().data.user.name).toBe(member.user.name);
  });

  it('saves one setting sent alone and leaves the rest of a business profile as it was', async () => {
    const business = await registerBusiness(app, { business_registration_number: '2016/444444/07' });
    await putProfile(business.token, {
      bio: 'Open since 2016',
      profession: 'Chef',
      linkedin_url: 'https://linkedin.com/in/chef',
    });
    const response = await putProfile(business.token, { notify_marketing: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      business_name: 'Accra Bites',
      business_category: 'restaurant',
      business_registration_number: '2016/444444/07',
      notifications: { notify_marketing: true },
      profile: { bio: 'Open since 2016', profession: 'Chef', linkedin_url: 'https://linkedin.com/in/chef' },
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    'not a url',
    'JAVASCRIPT:alert(1)',
  ])('refuses the link %s with 422', async (url) => {
    const member = await registerMember(app);
    for (const field of ['linkedin_url', 'twitter_url', 'facebook_url']) {
      const response = await putProfile(member.token, { [field]: url });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: profileMessages.urlInvalid,
        errors: { [field]: [profileMessages.urlInvalid] },
      });
    }
    expect((await getProfile(member.token)).json().data.profile).toMatchObject({
      linkedin_url: null,
      twitter_url: null,
      facebook_url: null,
    });
  });

  it('ignores is_admin, is_verified_business, user_type and id in the body', async () => {
    const member = await registerMember(app);
    const response = await putProfile(member.token, {
      name: 'Still Individual',
      is_admin: true,
      is_verified_business: true,
      user_type: 'business',
      id: member.user.id + 1000,
      verification_requested_at: new Date().toISOString(),
      password_hash: 'x',
    });
    expect(response.statusCode).toBe(200);
    const me = (await getProfile(member.token)).json().data;
    expect(me).toMatchObject({
      id: member.user.id,
      name: 'Still Individual',
      is_admin: false,
      is_verified_business: false,
      user_type: 'individual',
      verification_requested_at: null,
    });
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['name', { name: 'K' }, authMessages.nameMin],
    ['name', { name: '' }, authMessages.nameRequired],
    ['name', { name: 'N'.repeat(101) }, undefined],
    ['bio', { bio: 'b'.repeat(2001) }, undefined],
    ['location', { location: 'l'.repeat(101) }, undefined],
    ['email', { email: 'not-an-email', current_password: STRONG_PASSWORD }, authMessages.emailInvalid],
    ['show_in_search', { show_in_search: 'yes please' }, undefined],
    ['name', { name: 42 }, undefined],
  ])('answers 422 on %s for %j', async (field, payload, message) => {
    const member = await registerMember(app);
    const response = await putProfile(member.token, payload);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors).toHaveProperty(field);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/v1/profile', payload: { name: 'Nobody' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the email or phone', () => {
  it('needs the current password: missing 422, wrong 422, right 200 with a new token and the old ones ended', async () => {
    const member = await registerMember(app);
    const otherSession = await loginAs(app, member.user.email!);
    const newEmail = `moved-${Date.now()}@example.com`;

    const missing = await putProfile(member.token, { email: newEmail });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: authMessages.currentPasswordRequired,
      errors: { current_password: [authMessages.currentPasswordRequired] },
    });

    const wrong = await putProfile(member.token, { email: newEmail, current_password: 'Not-My-Password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [authMessages.currentPasswordWrong] });
    expect((await getProfile(member.token)).json().data.email).toBe(member.user.email);

    const right = await putProfile(member.token, { email: newEmail.toUpperCase(), current_password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(200);
    const { user, token } = right.json().data;
    // The new address is asked for; it replaces the old one when the link sent to it is opened.
    expect(user).toMatchObject({ email: member.user.email, pending_email: newEmail });
    expect(token).toMatch(/^[\w-]{40,}$/);

    expect((await getProfile(member.token)).statusCode).toBe(401);
    expect((await getProfile(otherSession)).statusCode).toBe(401);
    const confirm = linkToken(await testApp.mail(), newEmail, '/confirm-email')!;
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/email/confirm', payload: { token: confirm } })).statusCode,
    ).toBe(200);
    expect((await getProfile(token)).json().data.email).toBe(newEmail);
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(422);
    expect((await login(app, { email: newEmail, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('sending the same email again needs no password and keeps the session', async () => {
    const member = await registerMember(app);
    const response = await putProfile(member.token, { email: member.user.email, bio: 'Same address' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('token');
    expect((await getProfile(member.token)).statusCode).toBe(200);
  });

  it("refuses another member's confirmed email, whatever its case", async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    await database.db.execute(sql`update users set email_verified_at = now() where id = ${other.user.id}`);
    const response = await putProfile(member.token, {
      email: other.user.email!.toUpperCase(),
      current_password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: authMessages.emailTaken, errors: { email: [authMessages.emailTaken] } });
    expect((await getProfile(member.token)).json().data.email).toBe(member.user.email);
  });

  it('changing the phone needs the password, stores E.164 and marks the number unverified', async () => {
    const member = await registerMember(app);
    const missing = await putProfile(member.token, { phone: '0821238001', country_code: '+27' });
    expect(missing.json().errors).toEqual({ current_password: [authMessages.currentPasswordRequired] });

    const right = await putProfile(member.token, {
      phone: '0821238001',
      country_code: '+27',
      current_password: STRONG_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.user).toMatchObject({ phone: '+27821238001', phone_verified: false });
    expect(right.json().data.token).toEqual(expect.any(String));

    // Another member may name it only until the number is proved: then it is taken.
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/send-verification',
      payload: { phone: '0821238001', country_code: '+27' },
    });
    const code = smsCode((await sms()).filter((message) => message.to === '+27821238001').at(-1)!);
    const proved = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify',
      payload: { phone: '0821238001', country_code: '+27', verification_code: code },
    });
    expect(proved.json().data.user).toMatchObject({ id: member.user.id, phone_verified: true });

    const other = await registerMember(app);
    const taken = await putProfile(other.token, { phone: '+27 82 123 8001', current_password: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ phone: [authMessages.phoneTaken] });

    const invalid = await putProfile(other.token, {
      phone: '0001234567',
      country_code: '+27',
      current_password: STRONG_PASSWORD,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ phone: [authMessages.phoneInvalid] });

    const tooShort = await putProfile(other.token, {
      phone: '82781',
      country_code: '+27',
      current_password: STRONG_PASSWORD,
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors).toEqual({ phone: [authMessages.phoneInvalid] });
  });
});

describe('business fields', () => {
  it('are saved for a business account', async () => {
    const business = await registerBusiness(app);
    const response = await putProfile(business.token, {
      business_name: 'Accra Bites Rosebank',
      business_description: 'Now in Rosebank too.',
      business_category: 'retail',
      business_registration_number: '2019/765432/07',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      business_name: 'Accra Bites Rosebank',
      business_description: 'Now in Rosebank too.',
      business_category: 'retail',
      business_registration_number: '2019/765432/07',
    });
  });

  it('are ignored for an individual account', async () => {
    const member = await registerMember(app);
    const response = await putProfile(member.token, {
      business_name: 'Side Hustle',
      business_description: 'Not a business account.',
      business_category: 'retail',
      business_registration_number: '2019/1/07',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      business_name: null,
      business_description: null,
      business_category: null,
      business_registration_number: null,
    });
  });

  it('a business name cannot be emptied or shortened below 2 characters', async () => {
    const business = await registerBusiness(app);
    const empty = await putProfile(business.token, { business_name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ business_name: [authMessages.businessNameRequired] });
    const short = await putProfile(business.token, { business_name: 'A' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ business_name: [authMessages.businessNameMin] });
    const category = await putProfile(business.token, { business_category: 'casino' });
    expect(category.statusCode).toBe(422);
    expect(category.json().errors).toHaveProperty('business_category');
  });

  it('a verified business that changes its name or registration number loses the badge', async () => {
    for (const change of [{ business_name: 'A Brand New Name' }, { business_registration_number: '2024/000001/07' }]) {
      const business = await registerBusiness(app, { business_registration_number: '2020/111111/07' });
      await app.services.adminService.verifyBusiness(business.user.id);
      const unchanged = await putProfile(business.token, { business_name: 'Accra Bites', bio: 'Same name' });
      expect(unchanged.json().data.user.is_verified_business).toBe(true);

      const response = await putProfile(business.token, change);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        ...change,
        is_verified_business: false,
        verification_requested_at: null,
      });
      expect((await publicUser(business.user.id)).json().data.is_verified_business).toBe(false);
    }
  });
});

describe('PUT /profile/password', () => {
  it('needs the right current password and refuses a common new one', async () => {
    const member = await registerMember(app);
    const missing = await putPassword(member.token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [authMessages.currentPasswordRequired] });

    const wrong = await putPassword(member.token, {
      current_password: 'Not-Mine-123',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: authMessages.currentPasswordWrong,
      errors: { current_password: [authMessages.currentPasswordWrong] },
    });

    const common = await putPassword(member.token, {
      current_password: STRONG_PASSWORD,
      password: 'Password123',
      password_confirmation: 'Password123',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [authMessages.passwordCommon] });

    const mismatch = await putPassword(member.token, {
      current_password: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: 'x',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [authMessages.passwordMismatch] });

    const weak = await putPassword(member.token, {
      current_password: STRONG_PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain(authMessages.passwordMin);

    // Nothing changed and the session is intact.
    expect((await getProfile(member.token)).statusCode).toBe(200);
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('on success answers a new token, ends every old one, and the new password signs in', async () => {
    const member = await registerMember(app);
    const otherSession = await loginAs(app, member.user.email!);
    const response = await putPassword(member.token, {
      current_password: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(profileMessages.passwordChanged);
    expect(body.data.user.id).toBe(member.user.id);

    expect((await getProfile(member.token)).statusCode).toBe(401);
    expect((await getProfile(otherSession)).statusCode).toBe(401);
    expect((await getProfile(body.data.token)).statusCode).toBe(200);
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(422);
    expect((await login(app, { email: member.user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('DELETE /profile', () => {
  it('refuses a wrong or missing password and keeps the account', async () => {
    const member = await registerMember(app);
    const wrong = await deleteProfile(member.token, { password: 'Not-Mine-123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: authMessages.currentPasswordWrong,
      errors: { password: [authMessages.currentPasswordWrong] },
    });
    const missing = await deleteProfile(member.token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [authMessages.passwordRequired] });
    const noBody = await app.inject({ method: 'DELETE', url: '/api/v1/profile', headers: bearer(member.token) });
    expect(noBody.statusCode).toBe(422);
    expect((await getProfile(member.token)).statusCode).toBe(200);
    expect((await publicUser(member.user.id)).statusCode).toBe(200);
  });

  it('deletes the account: every token ends, the public profile is gone and the email is free again', async () => {
    const member = await registerMember(app);
    const otherSession = await loginAs(app, member.user.email!);
    const before = (await app.services.adminService.stats()).members;

    const response = await deleteProfile(member.token, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: profileMessages.accountDeleted });

    expect((await getProfile(member.token)).statusCode).toBe(401);
    expect((await getProfile(otherSession)).statusCode).toBe(401);
    const gone = await publicUser(member.user.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: profileMessages.userNotFound });
    expect((await app.services.adminService.stats()).members).toBe(before - 1);
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(422);

    const again = await registerMember(app, { email: member.user.email! });
    expect(again.user.id).not.toBe(member.user.id);
  });
});

describe('POST /profile/verification-request', () => {
  it('is refused to an individual member with 403', async () => {
    const member = await registerMember(app);
    const response = await requestVerification(member.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: apiMessages.forbidden });
  });

  it('needs a registration number, then records the request and admin stats count it', async () => {
    const admin = await registerAdmin(app);
    const stats = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: bearer(admin.token) })).json().data
        .verification_requests;
    const before = await stats();

    const business = await registerBusiness(app);
    const without = await requestVerification(business.token);
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual({
      message: profileMessages.verificationNeedsRegistration,
      errors: { business_registration_number: [profileMessages.verificationNeedsRegistration] },
    });
    expect(await stats()).toBe(before);

    await putProfile(business.token, { business_registration_number: '2018/222222/07' });
    const response = await requestVerification(business.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.verificationRequested);
    const requestedAt = response.json().data.verification_requested_at;
    expect(new Date(requestedAt).toISOString()).toBe(requestedAt);
    expect(await stats()).toBe(before + 1);

    // Asking twice keeps the first request.
    const twice = await requestVerification(business.token);
    expect(twice.json().data.verification_requested_at).toBe(requestedAt);
    expect(await stats()).toBe(before + 1);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/profile/verification-request' })).statusCode).toBe(401);
  });
});

describe('GET /users/{id}', () => {
  it('shows the public fields only, to visitors and members alike', async () => {
    const business = await registerBusiness(app, {
      business_registration_number: '2017/333333/07',
      phone: '0821238002',
    });
    await putProfile(business.token, {
      bio: 'Waakye every Saturday',
      location: 'Johannesburg',
      linkedin_url: 'https://linkedin.com/in/x',
    });
    const viewer = await registerMember(app);

    for (const headers of [{}, bearer(viewer.token), bearer(business.token)]) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/users/${business.user.id}`, headers });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        id: business.user.id,
        name: business.user.name,
        user_type: 'business',
        business_name: 'Accra Bites',
        is_verified_business: false,
        profile: { bio: 'Waakye every Saturday', location: 'Johannesburg', linkedin_url: 'https://linkedin.com/in/x' },
      });
      for (const key of PRIVATE_KEYS) expect(data, key).not.toHaveProperty(key);
      expect(response.body).not.toContain(business.user.email!);
      expect(response.body).not.toContain('2017/333333/07');
    }
  });

  it('answers 404 for an unknown id', async () => {
    const response = await publicUser(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: profileMessages.userNotFound });
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999', '1e3', '%20', "1'or'1'='1"])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await publicUser(encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});
