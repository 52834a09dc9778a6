import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, EMAIL_CONFIRMATION_TTL_HOURS, type CurrentUser } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  bearer,
  linkToken,
  login,
  mailBody,
  mailHeader,
  registerAdmin,
  registerMember,
  selectRows,
  STRONG_PASSWORD,
} from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });
const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).json().data as CurrentUser;
const confirmToken = async (email: string) => linkToken(await testApp.mail(), email, '/confirm-email');
const userRow = async (id: number) =>
  (
    await selectRows(
      database,
      sql`select email, email_verified_at, pending_email, suspended_at from users where id = ${id}`,
    )
  )[0]!;

describe('a sign-up by email', () => {
  it('lands signed in with the address unconfirmed, and mails a link saying who asked, with "this was not me"', async () => {
    const member = await registerMember(app, { name: 'Kofi Boateng' });
    expect(member.user.email_confirmed).toBe(false);
    const mails = (await testApp.mail()).filter((eml) => mailHeader(eml, 'To') === member.user.email);
    const confirmation = mails.find((eml) => mailHeader(eml, 'Subject') === 'Confirm your Akwaaba email address');
    expect(confirmation).toBeDefined();
    const text = mailBody(confirmation!);
    expect(text).toContain('An Akwaaba account named “Kofi Boateng” was created with this email address');
    expect(text).toMatch(/\/confirm-email\?token=[\w-]{40,}\n/);
    expect(text).toMatch(/This was not me: http:\/\/akwaaba\.test\/confirm-email\?token=[\w-]+&not_me=1/);
  });

  it('is confirmed by its link once; a second use or a made-up token is refused', async () => {
    const member = await registerMember(app);
    const token = (await confirmToken(member.user.email!))!;
    const confirmed = await post('/auth/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: authMessages.emailConfirmed });
    expect((await me(member.token)).email_confirmed).toBe(true);

    for (const again of [token, 'made-up-token-value', '']) {
      const refused = await post('/auth/email/confirm', { token: again });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ token: [authMessages.emailConfirmationInvalid] });
    }
  });

  it(`is refused after ${EMAIL_CONFIRMATION_TTL_HOURS} hours`, async () => {
    const member = await registerMember(app);
    const token = (await confirmToken(member.user.email!))!;
    clock.advance((EMAIL_CONFIRMATION_TTL_HOURS * 60 + 1) * 60_000);
    expect((await post('/auth/email/confirm', { token })).statusCode).toBe(422);
    expect((await me(member.token)).email_confirmed).toBe(false);
  });

  it('is confirmed by a password reset too: the link reached the address', async () => {
    const member = await registerMember(app);
    await post('/auth/forgot-password', { email: member.user.email });
    const token = linkToken(await testApp.mail(), member.user.email!, '/reset-password')!;
    const reset = await post('/auth/reset-password', {
      token,
      password: 'Another-Gold-2025',
      password_confirmation: 'Another-Gold-2025',
    });
    expect(reset.statusCode).toBe(200);
    expect((await userRow(member.user.id)).email_verified_at).not.toBeNull();
  });
});

describe('"this was not me" on a sign-up', () => {
  it('takes the address off the account that named it: its sessions end, its password no longer signs in, it is set aside, and the owner can register', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const squatter = await registerMember(app, { email: victim, name: 'Not The Owner' });
    const token = (await confirmToken(victim))!;

    const released = await post('/auth/email/not-me', { token });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ message: authMessages.emailReleased });

    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(squatter.token) })).statusCode,
    ).toBe(401);
    const signIn = await login(app, { email: victim, password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(422);
    const row = await userRow(squatter.user.id);
    expect(row.email).toBeNull();
    expect(row.suspended_at).not.toBeNull();
    // The link is spent, and the owner can now sign up with the address.
    expect((await post('/auth/email/not-me', { token })).statusCode).toBe(422);
    const owner = await registerMember(app, { email: victim });
    expect(owner.user.id).not.toBe(squatter.user.id);
  });
});

describe('sending the link again', () => {
  it('waits a minute between links, and the newest link is the one that works', async () => {
    const member = await registerMember(app);
    const first = (await confirmToken(member.user.email!))!;
    const tooSoon = await post('/auth/email/resend', undefined, member.token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(authMessages.emailConfirmationResendWait);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(61_000);
    const resent = await post('/auth/email/resend', undefined, member.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: authMessages.emailConfirmationSent });
    const second = (await confirmToken(member.user.email!))!;
    expect(second).not.toBe(first);
    expect((await post('/auth/email/confirm', { token: first })).statusCode).toBe(422);
    expect((await post('/auth/email/confirm', { token: second })).statusCode).toBe(200);

    const already = await post('/auth/email/resend', undefined, member.token);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ message: authMessages.emailAlreadyConfirmed });
  });

  it('needs a signed-in member', async () => {
    expect((await post('/auth/email/resend')).statusCode).toBe(401);
  });
});

describe('changing the email address', () => {
  const change = (token: string, email: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(token),
      payload: { email, current_password: STRONG_PASSWORD },
    });

  it('keeps the old address until the new one is confirmed by its link', async () => {
    const member = await registerMember(app);
    const next = `moved-${Date.now()}@example.com`;
    const asked = await change(member.token, next);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(authMessages.emailChangePending);
    expect(asked.json().data.user).toMatchObject({ email: member.user.email, pending_email: next });

    const token = (await confirmToken(next))!;
    expect((await post('/auth/email/confirm', { token })).statusCode).toBe(200);
    expect(await me(member.token)).toMatchObject({ email: next, email_confirmed: true, pending_email: null });
  });

  it('"this was not me" from the new address calls the change off', async () => {
    const member = await registerMember(app);
    const next = `not-mine-${Date.now()}@example.com`;
    await change(member.token, next);
    const token = (await confirmToken(next))!;
    const cancelled = await post('/auth/email/not-me', { token });
    expect(cancelled.json()).toEqual({ message: authMessages.emailChangeCancelled });
    expect(await me(member.token)).toMatchObject({ email: member.user.email, pending_email: null });
    expect((await post('/auth/email/confirm', { token })).statusCode).toBe(422);
  });

  it('to an address another member holds confirmed is refused; one held unconfirmed goes to whoever proves it', async () => {
    const holder = await registerMember(app);
    await post('/auth/email/confirm', { token: (await confirmToken(holder.user.email!))! });
    const member = await registerMember(app);
    const refused = await change(member.token, holder.user.email!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ email: [authMessages.emailTaken] });

    const squatted = `squatted-${Date.now()}@example.com`;
    const squatter = await registerMember(app, { email: squatted });
    expect((await change(member.token, squatted)).statusCode).toBe(200);
    const token = linkToken(await testApp.mail(), squatted, '/confirm-email')!;
    expect((await post('/auth/email/confirm', { token })).statusCode).toBe(200);
    expect((await me(member.token)).email).toBe(squatted);
    expect(await userRow(squatter.user.id)).toMatchObject({ email: null });
    expect((await userRow(squatter.user.id)).suspended_at).not.toBeNull();
  });
});

describe('marketing mail needs a confirmed address (double opt-in)', () => {
  it('a consent given by an unconfirmed address is recorded, and takes effect once the address is confirmed', async () => {
    const admin = await registerAdmin(app);
    const member = await registerMember(app);
    const optIn = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(member.token),
      payload: { notify_marketing: true },
    });
    expect(optIn.json().data.user.consents.marketing_granted_at).not.toBeNull();
    const newsletter = (subject: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/newsletters',
        headers: bearer(admin.token),
        payload: { subject, body: 'News from the community.' },
      });
    const received = async (subject: string) =>
      (await testApp.mail()).some(
        (eml) => mailHeader(eml, 'To') === member.user.email && mailHeader(eml, 'Subject') === subject,
      );

    expect((await newsletter('Before confirming')).statusCode).toBe(200);
    expect(await received('Before confirming')).toBe(false);

    await post('/auth/email/confirm', { token: (await confirmToken(member.user.email!))! });
    await newsletter('After confirming');
    expect(await received('After confirming')).toBe(true);
  });
});
