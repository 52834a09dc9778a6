import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@akwaaba/contracts';
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

// The hashes this file reads are the ones a running server stores.
const { app, clock, database, mail } = await buildTestApp({ productionPasswordCost: true });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NEW_PASSWORD = 'Cape-Coast-Sunrise-9';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const profile = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/profile', headers });
const statusWith = async (token: string) => (await profile(bearer(token))).statusCode;

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });

const tokenRows = (userId: number) => selectRows(database, sql`select * from auth_tokens where user_id = ${userId}`);

describe('bearer tokens', () => {
  it('are opaque, at least 128 bits, and stored only as their SHA-256', async () => {
    const member = await registerMember(app);
    const second = await loginAs(app, member.user.email!);
    for (const token of [member.token, second]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
    const rows = await tokenRows(member.user.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.token_hash).sort()).toEqual([sha256(member.token), sha256(second)].sort());
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(member.token);
    expect(stored).not.toContain(second);
  });

  it('stores passwords as argon2id at or above the OWASP minimum (19 MiB, 2 passes, 1 lane)', async () => {
    const member = await registerMember(app);
    const [row] = await selectRows(database, sql`select password_hash from users where id = ${member.user.id}`);
    const hash = String(row!.password_hash);
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(params, hash.slice(0, 30)).not.toBeNull();
    const [memory, passes, lanes] = params!.slice(1).map(Number);
    expect(memory).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(lanes).toBe(1);
    expect(hash).not.toContain(STRONG_PASSWORD);
  });

  it('answer 401 when tampered with, garbage, too short, too long or sent without the Bearer scheme', async () => {
    const { token } = await registerMember(app);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const cases: Record<string, string>[] = [
      bearer(flipped),
      bearer(token.slice(0, -1)),
      bearer(`${token}x`),
      bearer('garbage'),
      bearer('x'.repeat(500)),
      bearer(sha256(token)),
      { authorization: token },
      { authorization: `Basic ${token}` },
      { authorization: `Token ${token}` },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      {},
    ];
    for (const headers of cases) {
      const response = await profile(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
    }
    // The genuine token still works, with the scheme in any case.
    expect(await statusWith(token)).toBe(200);
    expect((await profile({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('logout revokes only the token it was sent with', async () => {
    const member = await registerMember(app);
    const other = await loginAs(app, member.user.email!);
    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(member.token) });
    expect(logout.statusCode).toBe(200);
    expect(await statusWith(member.token)).toBe(401);
    expect(await statusWith(other)).toBe(200);
    expect((await tokenRows(member.user.id)).map((row) => row.token_hash)).toEqual([sha256(other)]);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(member.token) });
    expect(again.statusCode).toBe(401);
  });
});

describe('idle expiry and absolute lifetime', () => {
  it('without remember me, a token idle for more than a day answers 401', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, false);
    clock.advance(23 * HOUR);
    expect(await statusWith(token)).toBe(200);
    // Idle time counts from the last use.
    clock.advance(23 * HOUR);
    expect(await statusWith(token)).toBe(200);
    clock.advance(DAY + 1000);
    expect(await statusWith(token)).toBe(401);
  });

  it('without remember me, a token in daily use ends after 7 days', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, false);
    for (let hours = 20; hours < 7 * 24; hours += 20) {
      clock.advance(20 * HOUR);
      expect(await statusWith(token), `after ${hours} h`).toBe(200);
    }
    clock.advance(7 * DAY - Math.floor((7 * 24) / 20) * 20 * HOUR);
    expect(await statusWith(token)).toBe(401);
  });

  it('with remember me, two idle days are fine and 31 are not', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, true);
    clock.advance(2 * DAY);
    expect(await statusWith(token)).toBe(200);
    clock.advance(29 * DAY + HOUR);
    expect(await statusWith(token)).toBe(200);
    clock.advance(31 * DAY);
    expect(await statusWith(token)).toBe(401);
  });

  it('with remember me, a token used every 20 days still ends 90 days after sign-in', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, true);
    for (let days = 20; days <= 80; days += 20) {
      clock.advance(20 * DAY);
      expect(await statusWith(token), `day ${days}`).toBe(200);
    }
    clock.advance(10 * DAY);
    expect(await statusWith(token)).toBe(401);
  });

  it('a registration token is a remembered session', async () => {
    const member = await registerMember(app);
    clock.advance(3 * DAY);
    expect(await statusWith(member.token)).toBe(200);
  });

  it('an expired token is deleted, not just refused', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, false);
    clock.advance(2 * DAY);
    expect(await statusWith(token)).toBe(401);
    expect((await tokenRows(member.user.id)).map((row) => row.token_hash)).not.toContain(sha256(token));
  });

  it('the admin and dashboard routes refuse an expired token alike', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, false);
    clock.advance(2 * DAY);
    for (const url of ['/api/v1/dashboard', '/api/v1/activity', '/api/v1/admin/stats']) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('the limits to the second', () => {
  it('without remember me, a token idle one second short of a day still works; idle a full day it does not', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, false);
    clock.advance(DAY - 1000);
    expect(await statusWith(token)).toBe(200);
    // The use above started the day again.
    clock.advance(DAY);
    expect(await statusWith(token)).toBe(401);
  });

  it('with remember me, a token idle one second short of 30 days still works; idle 30 days it does not', async () => {
    const member = await registerMember(app);
    const fresh = await loginAs(app, member.user.email!, undefined, true);
    const idle = await loginAs(app, member.user.email!, undefined, true);
    clock.advance(30 * DAY - 1000);
    expect(await statusWith(fresh)).toBe(200);
    clock.advance(1000);
    expect(await statusWith(idle)).toBe(401);
  });

  it('a token used twice a day still ends at its absolute limit, to the second', async () => {
    const member = await registerMember(app);
    const remembered = await loginAs(app, member.user.email!, undefined, true);
    const session = await loginAs(app, member.user.email!, undefined, false);
    // Used every 12 hours for six and a half days, then 12 hours less a second: a second before the 7-day limit.
    for (let half = 1; half <= 13; half++) {
      clock.advance(12 * HOUR);
      expect(await statusWith(session), `after ${half * 12} h`).toBe(200);
      expect(await statusWith(remembered), `after ${half * 12} h`).toBe(200);
    }
    clock.advance(12 * HOUR - 1000);
    expect(await statusWith(session)).toBe(200);
    clock.advance(1000);
    expect(await statusWith(session)).toBe(401);
    // The remembered token, still in use, lives on to its own limit of 90 days.
    for (let day = 27; day <= 87; day += 20) {
      clock.advance(20 * DAY);
      expect(await statusWith(remembered), `day ${day}`).toBe(200);
    }
    clock.advance(3 * DAY - 1000);
    expect(await statusWith(remembered)).toBe(200);
    clock.advance(1000);
    expect(await statusWith(remembered)).toBe(401);
  });

  it('an expired token cannot log out, change the password or delete the account', async () => {
    const member = await registerMember(app);
    const token = await loginAs(app, member.user.email!, undefined, false);
    clock.advance(DAY);
    const attempts = [
      app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) }),
      app.inject({
        method: 'PUT',
        url: '/api/v1/profile/password',
        headers: bearer(token),
        payload: { current_password: STRONG_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      }),
      app.inject({
        method: 'DELETE',
        url: '/api/v1/profile',
        headers: bearer(token),
        payload: { password: STRONG_PASSWORD },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
    }
    // The password is the old one still, and the account is there.
    expect((await login(app, { email: member.user.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe('revocation', () => {
  /** Three open sessions of one member: the registration's, a remembered sign-in and a short one. */
  async function memberWithThreeSessions() {
    const member = await registerMember(app);
    const tokens = [
      member.token,
      await loginAs(app, member.user.email!, undefined, true),
      await loginAs(app, member.user.email!, undefined, false),
    ];
    expect(await tokenRows(member.user.id)).toHaveLength(3);
    return { member, tokens };
  }

  it('a password change ends every other session, leaves only the token it answers, and keeps its kind', async () => {
    const { member, tokens } = await memberWithThreeSessions();
    // Changed from the short session: the new token is a short session too.
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile/password',
      headers: bearer(tokens[2]!),
      payload: { current_password: STRONG_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const fresh = (response.json() as { data: { token: string } }).data.token;
    expect(tokens).not.toContain(fresh);
    for (const token of tokens) expect(await statusWith(token)).toBe(401);
    expect((await tokenRows(member.user.id)).map((row) => row.token_hash)).toEqual([sha256(fresh)]);
    expect(await statusWith(fresh)).toBe(200);
    clock.advance(DAY);
    expect(await statusWith(fresh)).toBe(401);
  });

  it('a password reset ends every session and leaves no token row', async () => {
    const { member, tokens } = await memberWithThreeSessions();
    expect((await forgot(member.user.email!)).statusCode).toBe(200);
    const link = (await mail())
      .filter((eml) => mailHeader(eml, 'To') === member.user.email)
      .map((eml) => /reset-password\?token=([\w%-]+)/.exec(mailBody(eml))?.[1])
      .at(-1);
    expect(link).toBeDefined();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: decodeURIComponent(link!), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    for (const token of tokens) expect(await statusWith(token)).toBe(401);
    expect(await tokenRows(member.user.id)).toEqual([]);
  });

  it('account deletion ends every session and leaves no token row', async () => {
    const { member, tokens } = await memberWithThreeSessions();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: bearer(tokens[1]!),
      payload: { password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    for (const token of tokens) expect(await statusWith(token)).toBe(401);
    expect(await tokenRows(member.user.id)).toEqual([]);
  });

  it('signing in again after a revocation starts a new session and does not bring the old ones back', async () => {
    const { member, tokens } = await memberWithThreeSessions();
    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(tokens[0]!) });
    expect(logout.statusCode).toBe(200);
    const again = await loginAs(app, member.user.email!);
    expect(tokens).not.toContain(again);
    expect(await statusWith(tokens[0]!)).toBe(401);
    expect(await statusWith(again)).toBe(200);
  });
});
