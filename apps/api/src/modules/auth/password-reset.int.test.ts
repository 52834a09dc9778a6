import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, PASSWORD_RESET_TTL_MINUTES } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  login,
  loginAs,
  mailBody,
  mailHeader,
  registerMember,
  selectRows,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';

const { app, clock, mail, database } = await buildTestApp();

const NEW_PASSWORD = 'Cape-Coast-Sunrise-9';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const forgot = (email: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, headers });

const reset = (token: unknown, password = NEW_PASSWORD, password_confirmation: unknown = password) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { token, password, password_confirmation },
  });

/** The reset mails sent to the address (a sign-up also mailed it a confirmation link). */
async function mailsTo(email: string) {
  return (await mail()).filter(
    (eml) => mailHeader(eml, 'To') === email && mailHeader(eml, 'Subject') === 'Reset your Akwaaba password',
  );
}

/** Asks for a reset and answers the token from the link in the mail. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const link = /http:\/\/akwaaba\.test\/reset-password\?token=([\w%-]+)/.exec(mailBody(mails.at(-1)!));
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const member = await registerMember(app);
    const mailsBefore = (await mail()).length;
    const known = await forgot(member.user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.resetLinkSent });
    expect(unknown.body).toBe(known.body);

    const mails = await mail();
    expect(mails).toHaveLength(mailsBefore + 1);
    const eml = mails.at(-1)!;
    expect(mailHeader(eml, 'To')).toBe(member.user.email);
    expect(mailHeader(eml, 'Subject')).toBe('Reset your Akwaaba password');
    expect(mailBody(eml)).toMatch(/http:\/\/akwaaba\.test\/reset-password\?token=[\w-]{40,}/);
    expect(mailBody(eml)).toContain(`${PASSWORD_RESET_TTL_MINUTES} minutes`);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const member = await registerMember(app);
    const response = await forgot(member.user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(200);
    const body = mailBody((await mailsTo(member.user.email!)).at(-1)!);
    expect(body).toContain('http://akwaaba.test/reset-password?token=');
    expect(body).not.toContain('evil.example');
  });

  it('finds the account whatever the case of the email typed', async () => {
    const member = await registerMember(app);
    expect((await forgot(member.user.email!.toUpperCase())).statusCode).toBe(200);
    expect(await mailsTo(member.user.email!)).toHaveLength(1);
  });

  it.each([
    [undefined, authMessages.emailRequired],
    ['', authMessages.emailRequired],
    ['not-an-email', authMessages.emailInvalid],
    [42, authMessages.emailRequired],
  ])('answers 422 for the email %j', async (email, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([message]);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and the link works only once', async () => {
    const member = await registerMember(app);
    const otherSession = await loginAs(app, member.user.email!);
    const token = await resetTokenFor(member.user.email!);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.passwordReset });

    for (const old of [member.token, otherSession]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(422);
    expect((await login(app, { email: member.user.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await reset(token, 'Another-Strong-Pass-7');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: authMessages.resetTokenInvalid,
      errors: { token: [authMessages.resetTokenInvalid] },
    });
    expect((await login(app, { email: member.user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('stores only a hash of the reset token', async () => {
    const member = await registerMember(app);
    const token = await resetTokenFor(member.user.email!);
    const rows = await selectRows(database, sql`select * from password_resets where user_id = ${member.user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it(`refuses a link older than ${PASSWORD_RESET_TTL_MINUTES} minutes`, async () => {
    const member = await registerMember(app);
    const token = await resetTokenFor(member.user.email!);
    clock.advance(PASSWORD_RESET_TTL_MINUTES * 60_000 + 1000);
    const response = await reset(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toEqual([authMessages.resetTokenInvalid]);
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('accepts a link just before it expires', async () => {
    const member = await registerMember(app);
    const token = await resetTokenFor(member.user.email!);
    clock.advance(PASSWORD_RESET_TTL_MINUTES * 60_000 - 5000);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('closes the other open links of the member once one is used', async () => {
    const member = await registerMember(app);
    const first = await resetTokenFor(member.user.email!);
    const second = await resetTokenFor(member.user.email!);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'Another-Strong-Pass-7')).statusCode).toBe(422);
  });

  it('refuses a mismatched confirmation and a common password without spending the link', async () => {
    const member = await registerMember(app);
    const token = await resetTokenFor(member.user.email!);

    const mismatch = await reset(token, NEW_PASSWORD, 'Something-Else-1');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [authMessages.passwordMismatch] });

    const common = await reset(token, 'Password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [authMessages.passwordCommon] });

    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([authMessages.passwordComposition]);

    expect((await reset(token)).statusCode).toBe(200);
  });

  it.each([
    ['a made-up token', 'made-up-token-that-was-never-issued'],
    ['an empty token', ''],
    ['a missing token', undefined],
    ['a token of the wrong type', 12345],
    ['an oversized token', 'x'.repeat(201)],
  ])('answers 422 on token for %s', async (_, token) => {
    const response = await reset(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toEqual([authMessages.resetTokenInvalid]);
  });
});
