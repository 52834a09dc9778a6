import { describe, expect, it } from 'vitest';
import { apiMessages, authMessages } from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { registerMember, STRONG_PASSWORD } from '../../../test/factories.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

const HOUR = 60 * 60_000;
const { app } = await buildTestApp({
  rateLimits: {
    ...relaxedRateLimits,
    loginPerAccount: { max: 5, timeWindow: HOUR },
    loginPerAccountAndAddress: { max: 3, timeWindow: HOUR },
    loginPerDevice: { max: 3, timeWindow: HOUR },
  },
});

let lastOctet = 0;
const freshIp = () => `10.9.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

function signIn(email: string, password: string, options: { ip?: string; cookie?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: options.ip ?? freshIp(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    payload: { login_type: 'email', email, password },
  });
}

/** The device cookie a successful sign-in sets, as a browser would send it back. */
function deviceCookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const header = String(response.headers['set-cookie'] ?? '');
  expect(header).toContain(`${DEVICE_COOKIE}=`);
  return header.split(';')[0]!;
}

/** Wrong passwords from a new address each time, as a distributed attack would send them. */
async function strangersGuess(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < times; n++) statuses.push((await signIn(email, `Wrong-Guess-${n}`)).statusCode);
  return statuses;
}

describe('sign-in lockout', () => {
  it("locks strangers out of an account after its failures, while the owner's known browser still signs in", async () => {
    const owner = await registerMember(app);
    const email = owner.user.email!;
    const cookie = deviceCookieOf(await signIn(email, STRONG_PASSWORD));

    expect(await strangersGuess(email, 6)).toEqual([422, 422, 422, 422, 422, 429]);
    const locked = await signIn(email, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: apiMessages.tooManyRequests });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60 * 59);

    const owners = await signIn(email, STRONG_PASSWORD, { cookie });
    expect(owners.statusCode).toBe(200);
    expect(owners.json().data.user.id).toBe(owner.user.id);
  });

  it('answers the invalid-credentials 422 until the lock, for a known and an unknown email alike', async () => {
    const owner = await registerMember(app);
    const known = await strangersGuess(owner.user.email!, 6);
    const unknown = await strangersGuess('nobody-here@example.com', 6);
    expect(unknown).toEqual(known);
    const response = await signIn('nobody-here@example.com', 'Wrong-Guess-1');
    expect(response.statusCode).toBe(429);
    const first = await signIn('someone-else@example.com', 'Wrong-Guess-1');
    expect(first.json().errors.email).toEqual([authMessages.invalidCredentials]);
  });

  it('counts failures only: an owner who signs in often is never locked', async () => {
    const owner = await registerMember(app);
    for (let n = 0; n < 8; n++) expect((await signIn(owner.user.email!, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('stops one address guessing at one account before the account itself is locked', async () => {
    const owner = await registerMember(app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await signIn(owner.user.email!, `Wrong-${n}`, { ip })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    // From elsewhere, the owner is still let in: the account has 3 failures of its 5.
    expect((await signIn(owner.user.email!, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("limits failures from the owner's known browser on their own", async () => {
    const owner = await registerMember(app);
    const email = owner.user.email!;
    const cookie = deviceCookieOf(await signIn(email, STRONG_PASSWORD));
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await signIn(email, `Wrong-${n}`, { cookie })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect((await signIn(email, STRONG_PASSWORD, { cookie })).statusCode).toBe(429);
    // Those failures were the browser's, not the account's: a new browser still signs in.
    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("exempts nobody with a forged cookie or another account's cookie", async () => {
    const owner = await registerMember(app);
    const other = await registerMember(app);
    const ownCookie = deviceCookieOf(await signIn(owner.user.email!, STRONG_PASSWORD));
    const othersCookie = deviceCookieOf(await signIn(other.user.email!, STRONG_PASSWORD));
    await strangersGuess(owner.user.email!, 6);

    // The owner's signature on the other account's id.
    const [name, value] = ownCookie.split('=') as [string, string];
    const [, nonce, signature] = value.split('.');
    const forged = `${name}=${other.user.id}.${nonce}.${signature}`;
    expect((await signIn(owner.user.email!, STRONG_PASSWORD, { cookie: forged })).statusCode).toBe(429);
    expect((await signIn(owner.user.email!, STRONG_PASSWORD, { cookie: othersCookie })).statusCode).toBe(429);
    expect((await signIn(owner.user.email!, STRONG_PASSWORD, { cookie: ownCookie })).statusCode).toBe(200);
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, for the auth routes only, for a year', async () => {
    const owner = await registerMember(app);
    const header = String((await signIn(owner.user.email!, STRONG_PASSWORD)).headers['set-cookie']);
    // account id . random nonce . HMAC-SHA256 signature (base64, whose + and / the cookie percent-encodes)
    expect(decodeURIComponent(header)).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=${owner.user.id}\\.[\\w-]{43}\\.[\\w+/]{43}; `),
    );
    expect(header).toContain('Path=/api/v1/auth');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    // The test server's PUBLIC_URL is http: no Secure flag, or the browser would drop the cookie.
    expect(header).not.toContain('Secure');
  });

  it('sets no device cookie when the sign-in fails', async () => {
    const owner = await registerMember(app);
    expect((await signIn(owner.user.email!, 'Wrong-Pass-1')).headers['set-cookie']).toBeUndefined();
  });
});
