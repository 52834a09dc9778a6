import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, loginAs, registerMember, selectRows } from '../../../test/factories.ts';

const { app, clock, database } = await buildTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const profile = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/profile', headers });
const statusWith = async (token: string) => (await profile(bearer(token))).statusCode;

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
