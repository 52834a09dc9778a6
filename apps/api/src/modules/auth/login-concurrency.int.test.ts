import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, VERIFICATION_MAX_ATTEMPTS } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, linkToken, registerMember, selectRows, smsCode, STRONG_PASSWORD } from '../../../test/factories.ts';
import { sha256 } from '../../lib/secrets.ts';

/**
 * Races on the auth secrets and unique accounts. PGlite runs one query at a time, so these
 * prove most on PostgreSQL (DATABASE_URL), where the requests really run side by side.
 */
const { app, sms, mail, database } = await buildTestApp();

async function attemptsOn(phone: string): Promise<number> {
  const [row] = await selectRows(database, sql`select attempts from phone_verifications where phone = ${phone}`);
  return Number(row!.attempts);
}

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();
const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

function registerBody(overrides: Record<string, unknown>) {
  return {
    name: 'Race Runner',
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    terms_accepted: true,
    age_confirmed: true,
    ...overrides,
  };
}

describe('concurrent registrations', () => {
  it('one email, eight registrations at once: one account, the rest 422 on email', async () => {
    const email = `race-${Date.now()}@example.com`;
    const responses = await times(8, () => post('/auth/register', registerBody({ email })));
    expect(statuses(responses)).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json().errors).toEqual({ email: [authMessages.emailTaken] });
    }
  });

  it('one phone, six registrations at once: six sign-ups waiting for the code, none holding the number', async () => {
    const responses = await times(6, () =>
      post('/auth/register', registerBody({ registration_type: 'phone', phone: '0821237001', country_code: '+27' })),
    );
    expect(statuses(responses)).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await sms()).filter((message) => message.to === '+27821237001')).toHaveLength(6);
    const [row] = await selectRows(
      database,
      sql`select count(*)::int as n from users where phone = '+27821237001' and phone_verified_at is null`,
    );
    expect(row!.n).toBe(6);
  });

  // PGlite runs one statement at a time; only PostgreSQL really interleaves the release with the other writes.
  it.skipIf(!process.env.DATABASE_URL)(
    'sign-ups proving one number at once, beside a phone change to it: one wins, no 500',
    async () => {
      const phone = '+27821237005';
      const payload = registerBody({ registration_type: 'phone', phone: '0821237005', country_code: '+27' });
      const signUps = await times(4, () => post('/auth/register', payload));
      expect(statuses(signUps)).toEqual([201, 201, 201, 201]);
      const codes = (await sms()).filter((message) => message.to === phone).map((message) => smsCode(message));
      // The latest code is the one that verifies (its account); the other three are stale, so four tries at most
      // with the right one twice: within the five the code allows.
      const [latest] = await selectRows(
        database,
        sql`select code_hash, user_id from phone_verifications where phone = ${phone} order by created_at desc, id desc limit 1`,
      );
      const right = codes.find((code) => sha256(code) === latest!.code_hash)!;
      const verify = (code: string) =>
        post('/auth/phone/verify', { phone: '0821237005', country_code: '+27', verification_code: code });
      const changePhone = async () =>
        app.inject({
          method: 'PUT',
          url: '/api/v1/profile',
          headers: bearer((await registerMember(app)).token),
          payload: { phone, current_password: STRONG_PASSWORD },
        });
      // A registration or a resend would replace the code, so the writes beside the proofs are phone changes.
      const [verifications, changes] = await Promise.all([
        Promise.all([...codes.filter((code) => code !== right).slice(0, 2), right, right].map(verify)),
        Promise.all([changePhone(), changePhone()]),
      ]);
      expect(statuses(verifications)).toEqual([200, 422, 422, 422]);
      const winner = verifications.find((response) => response.statusCode === 200)!.json().data.user;
      expect(winner.id).toBe(latest!.user_id);
      for (const response of changes) expect(response.statusCode).not.toBe(500);

      const holders = await selectRows(
        database,
        sql`select id from users where phone = ${phone} and phone_verified_at is not null`,
      );
      expect(holders).toEqual([{ id: winner.id }]);
      const registration = await post('/auth/register', payload);
      expect(registration.json().errors).toEqual({ phone: [authMessages.phoneTaken] });
      expect((await changePhone()).json().errors).toEqual({ phone: [authMessages.phoneTaken] });
    },
  );
});

describe('one-time secrets used at once', () => {
  it('a verification code sent five times at once verifies once', async () => {
    await post(
      '/auth/register',
      registerBody({ registration_type: 'phone', phone: '0821237002', country_code: '+27' }),
    );
    const code = smsCode((await sms()).find((message) => message.to === '+27821237002')!);
    const responses = await times(5, () =>
      post('/auth/phone/verify', { phone: '0821237002', country_code: '+27', verification_code: code }),
    );
    expect(statuses(responses)).toEqual([200, 422, 422, 422, 422]);
  });

  it(`twenty wrong guesses at once: ${VERIFICATION_MAX_ATTEMPTS} are counted, the rest refused unseen, and the code is dead`, async () => {
    await post(
      '/auth/register',
      registerBody({ registration_type: 'phone', phone: '0821237003', country_code: '+27' }),
    );
    const code = smsCode((await sms()).find((message) => message.to === '+27821237003')!);
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    const responses = await times(20, (index) =>
      post('/auth/phone/verify', { phone: '0821237003', country_code: '+27', verification_code: wrong(index) }),
    );
    const messages = responses.map((response) => response.json().errors.verification_code[0]);
    expect(messages.filter((message) => message === authMessages.verificationCodeInvalid)).toHaveLength(
      VERIFICATION_MAX_ATTEMPTS - 1,
    );
    expect(await attemptsOn('+27821237003')).toBe(VERIFICATION_MAX_ATTEMPTS);
    const right = await post('/auth/phone/verify', {
      phone: '0821237003',
      country_code: '+27',
      verification_code: code,
    });
    expect(right.json().errors.verification_code).toEqual([authMessages.verificationTooManyAttempts]);
  });

  it(`guesses weighed side by side never get more than ${VERIFICATION_MAX_ATTEMPTS} comparisons between them`, async () => {
    await post(
      '/auth/register',
      registerBody({ registration_type: 'phone', phone: '0821237004', country_code: '+27' }),
    );
    const code = smsCode((await sms()).find((message) => message.to === '+27821237004')!);
    const guesses = Array.from({ length: 12 }, (_, index) =>
      index === 11 ? code : String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    // Called without HTTP in between, so the reads of all twelve really overlap.
    const outcomes = await Promise.allSettled(
      guesses.map((guess) => app.services.authService.verifyPhone('0821237004', '+27', guess)),
    );
    const weighed = outcomes.filter(
      (outcome) =>
        outcome.status === 'fulfilled' || (outcome.reason as Error).message === authMessages.verificationCodeInvalid,
    );
    expect(weighed.length).toBeLessThanOrEqual(VERIFICATION_MAX_ATTEMPTS);
    // Every try takes one of the five before it is compared; none is left over for the twelfth.
    expect(await attemptsOn('+27821237004')).toBe(VERIFICATION_MAX_ATTEMPTS);
  });

  it('a reset link used five times at once resets once', async () => {
    const member = await registerMember(app);
    await post('/auth/forgot-password', { email: member.user.email! });
    const token = linkToken(await mail(), member.user.email!, '/reset-password')!;
    const responses = await times(5, (index) =>
      post('/auth/reset-password', {
        token,
        password: `New-Password-${index}A`,
        password_confirmation: `New-Password-${index}A`,
      }),
    );
    expect(statuses(responses)).toEqual([200, 422, 422, 422, 422]);
  });

  it('a social sign-in code exchanged five times at once gives one token', async () => {
    const member = await registerMember(app);
    const code = await app.services.authService.issueLoginCode(member.user.id);
    const responses = await times(5, () => post('/auth/social', { code }));
    expect(statuses(responses)).toEqual([200, 422, 422, 422, 422]);
  });
});

describe('concurrent sign-ins', () => {
  it('ten sign-ins at once each get a working token of their own', async () => {
    const member = await registerMember(app);
    const responses = await times(10, () =>
      post('/auth/login', { email: member.user.email!, password: STRONG_PASSWORD }),
    );
    expect(new Set(statuses(responses))).toEqual(new Set([200]));
    const tokens = responses.map((response) => response.json().data.token as string);
    expect(new Set(tokens).size).toBe(10);
    for (const token of tokens) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode).toBe(
        200,
      );
    }
  });
});
