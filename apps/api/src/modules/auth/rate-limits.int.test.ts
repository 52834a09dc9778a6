import { describe, expect, it } from 'vitest';
import { apiMessages, authMessages, contactMessages, VERIFICATION_RESEND_SECONDS } from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { login, registerMember, STRONG_PASSWORD } from '../../../test/factories.ts';

const MINUTE = 60_000;
const rule = (max: number, timeWindow = MINUTE) => ({ max, timeWindow });

const { app, clock, sms, mail } = await buildTestApp({
  rateLimits: {
    ...relaxedRateLimits,
    loginPerIp: rule(3),
    loginPerAccount: rule(3),
    registerPerIp: rule(3),
    smsPerPhone: rule(2),
    smsPerIp: rule(4),
    verifyPerIp: rule(3),
    forgotPerIp: rule(4),
    forgotPerEmail: rule(2),
    resetPerIp: rule(3),
    contactPerIp: rule(2, 1_000),
  },
});

let lastOctet = 0;
/** A client address of its own per call, so one test's counts never touch another's. */
const freshIp = () => `10.0.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

function post(url: string, payload: unknown, remoteAddress: string) {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never, remoteAddress });
}

function expectLimited(response: Awaited<ReturnType<typeof post>>, windowSeconds = 60) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: apiMessages.tooManyRequests });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login limits', () => {
  it('answers 429 with Retry-After past the per-address limit, whichever accounts are tried', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await login(app, { email: `guess${attempt}@example.com`, password: 'Wrong-Pass-1' }, ip);
      expect(response.statusCode).toBe(422);
    }
    expectLimited(await login(app, { email: 'guess4@example.com', password: 'Wrong-Pass-1' }, ip));
    // Another address is counted on its own.
    expect((await login(app, { email: 'guess4@example.com', password: 'Wrong-Pass-1' }, freshIp())).statusCode).toBe(
      422,
    );
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot pick a new address per request', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: `spoof${attempt}@example.com`, password: 'Wrong-Pass-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('counts attempts per account across addresses: the right password is refused too once past the limit', async () => {
    const member = await registerMember(app, {}, { remoteAddress: freshIp() });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await login(app, { email: member.user.email, password: `Wrong-Pass-${attempt}` }, freshIp());
      expect(response.statusCode).toBe(422);
    }
    expectLimited(await login(app, { email: member.user.email, password: STRONG_PASSWORD }, freshIp()));
    // Case does not make a new account.
    expectLimited(await login(app, { email: member.user.email!.toUpperCase(), password: STRONG_PASSWORD }, freshIp()));
    // Other members are not affected.
    const other = await registerMember(app, {}, { remoteAddress: freshIp() });
    expect((await login(app, { email: other.user.email, password: STRONG_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('counts a phone account once, whichever way its number is typed', async () => {
    const forms = [
      { phone: '0821239001', country_code: '+27' },
      { phone: '821239001', country_code: '+27' },
      { phone: '27821239001' },
      { phone: '+27 82 123 9001' },
    ];
    const statuses: number[] = [];
    for (const form of forms) {
      const response = await login(app, { login_type: 'phone', ...form, password: 'Wrong-Pass-1' }, freshIp());
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});

describe('registration limit', () => {
  it('answers 429 past the per-address limit', async () => {
    const ip = freshIp();
    const taken = await registerMember(app, {}, { remoteAddress: freshIp() });
    const body = {
      name: 'Esi Asante',
      email: taken.user.email,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
    };
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await post('/auth/register', body, ip)).statusCode).toBe(422);
    }
    expectLimited(await post('/auth/register', { ...body, email: 'fresh-address@example.com' }, ip));
  });
});

describe('SMS limits', () => {
  it('caps the codes sent to one number, whichever way it is typed', async () => {
    const forms = [
      { phone: '0821239002', country_code: '+27' },
      { phone: '821239002', country_code: '+27' },
      { phone: '082 123 9002', country_code: '+27' },
    ];
    const statuses: number[] = [];
    for (const form of forms) {
      statuses.push((await post('/auth/phone/send-verification', form, freshIp())).statusCode);
      // Past the resend wait, so only the cap can refuse.
      clock.advance(VERIFICATION_RESEND_SECONDS * 1000);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('caps the codes requested from one address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await post(
        '/auth/phone/send-verification',
        { phone: `08212391${10 + n}`, country_code: '+27' },
        ip,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectLimited(response, 60);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Those numbers have no account: nothing was sent.
    expect((await sms()).filter((message) => message.to.startsWith('+2782123911'))).toEqual([]);
  });

  it('caps code guesses from one address', async () => {
    const ip = freshIp();
    const body = { phone: '0821239003', country_code: '+27', verification_code: '000000' };
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await post('/auth/phone/verify', body, ip);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.verification_code).toEqual([authMessages.verificationCodeInvalid]);
    }
    expectLimited(await post('/auth/phone/verify', body, ip));
  });
});

describe('password reset limits', () => {
  it('caps the reset mails for one email across addresses, known or not', async () => {
    const member = await registerMember(app, {}, { remoteAddress: freshIp() });
    const mailsBefore = (await mail()).length;
    for (const email of [member.user.email!, 'unknown-person@example.com']) {
      expect((await post('/auth/forgot-password', { email }, freshIp())).statusCode).toBe(200);
      expect((await post('/auth/forgot-password', { email: email.toUpperCase() }, freshIp())).statusCode).toBe(200);
      expectLimited(await post('/auth/forgot-password', { email }, freshIp()));
    }
    expect((await mail()).length).toBe(mailsBefore + 2);
  });

  it('caps forgot-password requests from one address', async () => {
    const ip = freshIp();
    for (let n = 1; n <= 4; n++) {
      expect((await post('/auth/forgot-password', { email: `someone${n}@example.com` }, ip)).statusCode).toBe(200);
    }
    expectLimited(await post('/auth/forgot-password', { email: 'someone5@example.com' }, ip));
  });

  it('caps reset attempts from one address', async () => {
    const ip = freshIp();
    const body = {
      token: 'guessed-token-value',
      password: 'Cape-Coast-Sunrise-9',
      password_confirmation: 'Cape-Coast-Sunrise-9',
    };
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await post('/auth/reset-password', body, ip)).statusCode).toBe(422);
    }
    expectLimited(await post('/auth/reset-password', body, ip));
  });
});

describe('contact form limit', () => {
  it('caps messages per address, and lets the sender in again once the window has passed', async () => {
    const ip = freshIp();
    const body = {
      name: 'Abena',
      email: 'abena@example.com',
      subject: 'Other',
      message: 'Akwaaba! Just saying hello.',
    };
    expect((await post('/contact', body, ip)).statusCode).toBe(200);
    expect((await post('/contact', body, ip)).statusCode).toBe(200);
    const limited = await post('/contact', body, ip);
    expectLimited(limited, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await post('/contact', body, ip);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ message: contactMessages.sent });
  });
});
