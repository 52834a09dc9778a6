import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authMessages,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
} from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, login, registerMember, selectRows, smsCode, STRONG_PASSWORD } from '../../../test/factories.ts';

const { app, clock, sms, database } = await buildTestApp();

/** A different valid South African mobile number per call: 082 123 4xxx. */
let next = 4000;
const saMobile = () => `082123${String(++next)}`;
const e164 = (national: string) => `+27${national.slice(1)}`;

function registerByPhone(phone: string, country_code = '+27', overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      name: 'Yaw Boateng',
      registration_type: 'phone',
      phone,
      country_code,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
      ...overrides,
    },
  });
}

const verify = (phone: string, verification_code: unknown, country_code = '+27') =>
  app.inject({ method: 'POST', url: '/api/v1/auth/phone/verify', payload: { phone, country_code, verification_code } });

const sendVerification = (phone: string, country_code = '+27') =>
  app.inject({ method: 'POST', url: '/api/v1/auth/phone/send-verification', payload: { phone, country_code } });

async function messagesTo(to: string) {
  return (await sms()).filter((message) => message.to === to);
}

async function lastCodeFor(to: string): Promise<string> {
  const messages = await messagesTo(to);
  expect(messages.length).toBeGreaterThan(0);
  return smsCode(messages.at(-1)!);
}

/** A code that is certainly not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration by phone', () => {
  it('answers 201 with verification_required and no token, and texts a 6-digit code to the E.164 number', async () => {
    const phone = saMobile();
    const response = await registerByPhone(phone);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(authMessages.verificationSent);
    expect(body.data.verification_required).toBe(true);
    expect(body.data).not.toHaveProperty('token');
    expect(JSON.stringify(body)).not.toMatch(/token/);
    expect(body.data.user).toMatchObject({ phone: e164(phone), email: null, phone_verified: false, is_admin: false });

    const messages = await messagesTo(e164(phone));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toMatch(/\b\d{6}\b/);
    expect(messages[0]!.body).toContain(`${VERIFICATION_CODE_TTL_MINUTES} minutes`);
    // The code is only in the SMS, never in the answer.
    expect(response.body).not.toContain(smsCode(messages[0]!));
  });

  it('refuses to sign in by phone before the number is verified, then verifies and signs in both ways', async () => {
    const phone = saMobile();
    expect((await registerByPhone(phone)).statusCode).toBe(201);

    const early = await login(app, { login_type: 'phone', phone, country_code: '+27', password: STRONG_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: authMessages.phoneNotVerified });

    const code = await lastCodeFor(e164(phone));
    const wrong = await verify(phone, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: authMessages.verificationCodeInvalid,
      errors: { verification_code: [authMessages.verificationCodeInvalid] },
    });

    const verified = await verify(phone, code);
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json().data;
    expect(user).toMatchObject({ phone: e164(phone), phone_verified: true });
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ id: user.id, phone_verified: true });

    const national = await login(app, { login_type: 'phone', phone, country_code: '+27', password: STRONG_PASSWORD });
    expect(national.statusCode).toBe(200);
    expect(national.json().data.user.id).toBe(user.id);

    const withCode = await login(app, { login_type: 'phone', phone: `27${phone.slice(1)}`, password: STRONG_PASSWORD });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().data.user.id).toBe(user.id);

    const wrongPassword = await login(app, {
      login_type: 'phone',
      phone,
      country_code: '+27',
      password: 'Wrong-Password-1',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ phone: [authMessages.invalidCredentials] });
  });

  it('registers a Ghanaian number with +233 and signs in with the country code typed in front', async () => {
    const response = await registerByPhone('241234567', '+233');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.phone).toBe('+233241234567');
    const code = await lastCodeFor('+233241234567');
    expect((await verify('241234567', code, '+233')).statusCode).toBe(200);
    const signIn = await login(app, { login_type: 'phone', phone: '233241234567', password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps only the digits of the number typed', async () => {
    const phone = saMobile();
    const typed = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const response = await registerByPhone(typed);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.phone).toBe(e164(phone));
  });

  it('refuses a number already verified, in whatever form it is typed', async () => {
    const phone = saMobile();
    expect((await registerByPhone(phone)).statusCode).toBe(201);
    expect((await verify(phone, await lastCodeFor(e164(phone)))).statusCode).toBe(200);
    for (const again of [phone, phone.slice(1), `+27 ${phone.slice(1)}`]) {
      const response = await registerByPhone(again);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: authMessages.phoneTaken,
        errors: { phone: [authMessages.phoneTaken] },
      });
    }
  });

  it.each([
    ['phone', { phone: undefined }, authMessages.phoneRequired],
    ['phone', { phone: '' }, authMessages.phoneRequired],
    ['phone', { phone: 'not a number' }, authMessages.phoneRequired],
    ['phone', { phone: '08212345' }, authMessages.phoneInvalid],
    ['phone', { phone: '1234567890123456' }, authMessages.phoneInvalid],
    ['phone', { phone: '0001234567' }, authMessages.phoneInvalid],
    ['phone', { phone: '241234567' }, authMessages.phoneInvalid],
    ['country_code', { country_code: '+999' }, authMessages.phoneInvalid],
  ])('answers 422 on %s for %j and sends nothing', async (field, overrides, message) => {
    const before = (await sms()).length;
    const response = await registerByPhone(saMobile(), '+27', overrides);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await sms()).length).toBe(before);
  });
});

describe('verification codes', () => {
  it('dies after five wrong codes: even the right one is then refused', async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    const code = await lastCodeFor(e164(phone));
    for (let attempt = 1; attempt < VERIFICATION_MAX_ATTEMPTS; attempt++) {
      const response = await verify(phone, wrongCode(code));
      expect(response.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
    }
    const fifth = await verify(phone, wrongCode(code));
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.verification_code).toEqual([authMessages.verificationTooManyAttempts]);

    const right = await verify(phone, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      message: authMessages.verificationTooManyAttempts,
      errors: { verification_code: [authMessages.verificationTooManyAttempts] },
    });
  });

  it(`expires after ${VERIFICATION_CODE_TTL_MINUTES} minutes`, async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    const code = await lastCodeFor(e164(phone));
    clock.advance(VERIFICATION_CODE_TTL_MINUTES * 60_000 + 1_000);
    const response = await verify(phone, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
  });

  it('works just before it expires', async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    const code = await lastCodeFor(e164(phone));
    clock.advance(VERIFICATION_CODE_TTL_MINUTES * 60_000 - 5_000);
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('cannot be used twice', async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    const code = await lastCodeFor(e164(phone));
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
  });

  it('is bound to its number: the code of one number does not verify another', async () => {
    const first = saMobile();
    const second = saMobile();
    await registerByPhone(first);
    await registerByPhone(second);
    const code = await lastCodeFor(e164(first));
    const response = await verify(second, code);
    expect(response.statusCode).toBe(422);
    expect((await verify(first, code)).statusCode).toBe(200);
  });

  it('refuses a code for a number that was never sent one', async () => {
    const response = await verify(saMobile(), '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
  });

  it.each([
    [undefined, authMessages.verificationCodeRequired],
    ['', authMessages.verificationCodeRequired],
    ['   ', authMessages.verificationCodeRequired],
    ['12ab56', authMessages.verificationCodeInvalid],
    ['1234567', authMessages.verificationCodeInvalid],
    ['12345', authMessages.verificationCodeInvalid],
    [123456, authMessages.verificationCodeRequired],
  ])('answers 422 for the code %j', async (code, message) => {
    const response = await verify(saMobile(), code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.verification_code).toEqual([message]);
  });
});

describe('sending the code again', () => {
  it(`answers 429 with Retry-After within ${VERIFICATION_RESEND_SECONDS} s, then sends a new code that replaces the old one`, async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    const firstCode = await lastCodeFor(e164(phone));

    clock.advance(20_000);
    const early = await sendVerification(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: authMessages.verificationResendWait });
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(39);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(VERIFICATION_RESEND_SECONDS);
    expect(await messagesTo(e164(phone))).toHaveLength(1);

    clock.advance(41_000);
    const later = await sendVerification(phone);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ message: authMessages.verificationSent });
    const messages = await messagesTo(e164(phone));
    expect(messages).toHaveLength(2);
    const secondCode = smsCode(messages.at(-1)!);

    if (secondCode !== firstCode) {
      const old = await verify(phone, firstCode);
      expect(old.statusCode).toBe(422);
      expect(old.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
    }
    expect((await verify(phone, secondCode)).statusCode).toBe(200);
  });

  it('answers the same 200 for a number with no account, and sends nothing', async () => {
    const phone = saMobile();
    const response = await sendVerification(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.verificationSent });
    expect(await messagesTo(e164(phone))).toHaveLength(0);
  });

  it('answers the same 200 for a number already verified, and sends nothing', async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    expect((await verify(phone, await lastCodeFor(e164(phone)))).statusCode).toBe(200);
    clock.advance(VERIFICATION_RESEND_SECONDS * 1000 + 1000);
    const response = await sendVerification(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.verificationSent });
    expect(await messagesTo(e164(phone))).toHaveLength(1);
  });

  it('answers a second request alike for a number waiting for verification, a verified one and an unknown one', async () => {
    const waiting = saMobile();
    await registerByPhone(waiting);
    const verified = saMobile();
    await registerByPhone(verified);
    expect((await verify(verified, await lastCodeFor(e164(verified)))).statusCode).toBe(200);
    clock.advance(VERIFICATION_RESEND_SECONDS * 1000);

    const answers = [];
    for (const phone of [waiting, verified, saMobile()]) {
      const first = await sendVerification(phone);
      const second = await sendVerification(phone);
      answers.push([first.statusCode, first.json(), second.statusCode, second.json(), second.headers['retry-after']]);
    }
    expect(answers[0]).toEqual([
      200,
      { message: authMessages.verificationSent },
      429,
      { message: authMessages.verificationResendWait },
      String(VERIFICATION_RESEND_SECONDS),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('answers 422 for a number that is not a real one', async () => {
    const response = await sendVerification('0001234567');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phone).toEqual([authMessages.phoneInvalid]);
  });
});

describe('phone sign-ups never verified', () => {
  it('are deleted after a day', async () => {
    const phone = saMobile();
    expect((await registerByPhone(phone)).statusCode).toBe(201);
    const signIn = () => login(app, { login_type: 'phone', phone, country_code: '+27', password: STRONG_PASSWORD });
    clock.advance(23 * 60 * 60_000);
    await app.services.authService.purgeExpired();
    expect((await signIn()).json()).toEqual({ message: authMessages.phoneNotVerified });

    clock.advance(2 * 60 * 60_000);
    await app.services.authService.purgeExpired();
    const gone = await signIn();
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors).toEqual({ phone: [authMessages.invalidCredentials] });
  });

  it('keep a verified phone account however old', async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    expect((await verify(phone, await lastCodeFor(e164(phone)))).statusCode).toBe(200);
    clock.advance(3 * 24 * 60 * 60_000);
    await app.services.authService.purgeExpired();
    expect(
      (await login(app, { login_type: 'phone', phone, country_code: '+27', password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('a number named by unverified sign-ups goes to whoever proves it', () => {
  const usersNaming = async (phone: string) =>
    selectRows(database, sql`select id, phone_verified_at from users where phone = ${phone} order by id`);
  const userRow = async (id: number) =>
    (await selectRows(database, sql`select id, email, phone, phone_verified_at from users where id = ${id}`))[0];

  it("lets the owner register and verify a number a squatter registered first; the squatter's sign-up goes", async () => {
    const phone = saMobile();
    const squatter = await registerByPhone(phone, '+27', {
      name: 'Squatter',
      password: 'Squat-Password-99',
      password_confirmation: 'Squat-Password-99',
    });
    expect(squatter.statusCode).toBe(201);
    const owner = await registerByPhone(phone, '+27', { name: 'Real Owner' });
    expect(owner.statusCode).toBe(201);
    expect(owner.json().data.verification_required).toBe(true);
    expect(await messagesTo(e164(phone))).toHaveLength(2);

    const verified = await verify(phone, await lastCodeFor(e164(phone)));
    expect(verified.statusCode).toBe(200);
    const ownerId = owner.json().data.user.id as number;
    expect(verified.json().data.user).toMatchObject({ id: ownerId, name: 'Real Owner', phone_verified: true });
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(verified.json().data.token) });
    expect(me.json().data.id).toBe(ownerId);

    expect(await userRow(squatter.json().data.user.id)).toBeUndefined();
    expect((await usersNaming(e164(phone))).map((row) => row.id)).toEqual([ownerId]);
    const squatterSignIn = await login(app, {
      login_type: 'phone',
      phone,
      country_code: '+27',
      password: 'Squat-Password-99',
    });
    expect(squatterSignIn.statusCode).toBe(422);
    expect(squatterSignIn.json().errors).toEqual({ phone: [authMessages.invalidCredentials] });
    const ownerSignIn = await login(app, {
      login_type: 'phone',
      phone,
      country_code: '+27',
      password: STRONG_PASSWORD,
    });
    expect(ownerSignIn.json().data.user.id).toBe(ownerId);
  });

  it('keeps the account of a squatter who has an email, without the number', async () => {
    const phone = saMobile();
    const squatter = await registerMember(app);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(squatter.token),
      payload: { phone: e164(phone), current_password: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user).toMatchObject({ phone: e164(phone), phone_verified: false });

    const owner = await registerByPhone(phone);
    expect(owner.statusCode).toBe(201);
    expect((await verify(phone, await lastCodeFor(e164(phone)))).statusCode).toBe(200);

    const kept = await app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: bearer(changed.json().data.token),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ id: squatter.user.id, email: squatter.user.email, phone: null });
    expect((await usersNaming(e164(phone))).map((row) => row.id)).toEqual([owner.json().data.user.id]);
  });

  it('refuses a verified number on a profile change', async () => {
    const phone = saMobile();
    await registerByPhone(phone);
    expect((await verify(phone, await lastCodeFor(e164(phone)))).statusCode).toBe(200);
    const member = await registerMember(app);
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(member.token),
      payload: { phone, country_code: '+27', current_password: STRONG_PASSWORD },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ phone: [authMessages.phoneTaken] });
  });

  it('sends a code asked for again to the newest sign-up naming the number, and it verifies that account', async () => {
    const phone = saMobile();
    const first = await registerByPhone(phone);
    const newest = await registerByPhone(phone);
    expect(newest.statusCode).toBe(201);
    clock.advance(VERIFICATION_RESEND_SECONDS * 1000 + 1000);
    expect((await sendVerification(phone)).statusCode).toBe(200);
    expect(await messagesTo(e164(phone))).toHaveLength(3);

    const verified = await verify(phone, await lastCodeFor(e164(phone)));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.id).toBe(newest.json().data.user.id);
    expect(await userRow(first.json().data.user.id)).toBeUndefined();
  });

  it('answers the invalid-code message and changes nothing when another account proved the number meanwhile', async () => {
    const phone = saMobile();
    const pending = await registerByPhone(phone);
    const code = await lastCodeFor(e164(phone));
    // What a verification racing this one leaves behind: another account holds the number, verified.
    const holder = await registerMember(app);
    await database.db.execute(
      sql`update users set phone = ${e164(phone)}, phone_verified_at = now() where id = ${holder.user.id}`,
    );

    const response = await verify(phone, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
    expect(await userRow(pending.json().data.user.id)).toMatchObject({ phone: e164(phone), phone_verified_at: null });
    expect(await userRow(holder.user.id)).toMatchObject({ phone: e164(phone), phone_verified_at: expect.anything() });
    const [open] = await selectRows(
      database,
      sql`select consumed_at from phone_verifications where phone = ${e164(phone)} order by id desc limit 1`,
    );
    expect(open!.consumed_at).toBeNull();
  });
});
