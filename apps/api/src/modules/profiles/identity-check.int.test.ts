import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, registerMember } from '../../../test/factories.ts';

const { app, clock, database } = await buildTestApp();
const MINUTE = 60_000;

/** A member as social sign-in makes them: signed in, with no password of ours. */
async function memberWithoutPassword() {
  const { token, user } = await registerMember(app);
  await database.db.execute(sql`update users set password_hash = null where id = ${user.id}`);
  return { id: user.id, headers: bearer(token) };
}

const exportData = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/profile/export', headers, payload: {} });
const deleteAccount = (headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: '/api/v1/profile', headers, payload: {} });

describe('a member who signed up through a provider (no password)', () => {
  it('is told they have no password, so the page offers a fresh sign-in instead', async () => {
    const member = await memberWithoutPassword();
    const response = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: member.headers });
    expect(response.json().data.has_password).toBe(false);
  });

  it('downloads their data and deletes their account within 10 minutes of signing in', async () => {
    const member = await memberWithoutPassword();
    clock.advance(9 * MINUTE);
    const exported = await exportData(member.headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');

    const deleted = await deleteAccount(member.headers);
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: member.headers })).statusCode).toBe(401);
  });

  it('is asked to sign in again once the sign-in is older than 10 minutes, and nothing is deleted', async () => {
    const member = await memberWithoutPassword();
    clock.advance(11 * MINUTE);
    for (const response of [await exportData(member.headers), await deleteAccount(member.headers)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.recentSignInRequired });
    }
    const still = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: member.headers });
    expect(still.statusCode).toBe(200);
  });

  it('changes email with a fresh sign-in, and not with an old one', async () => {
    const member = await memberWithoutPassword();
    const fresh = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: member.headers,
      payload: { email: `fresh-${member.id}@example.com` },
    });
    expect(fresh.statusCode).toBe(200);

    const other = await memberWithoutPassword();
    clock.advance(11 * MINUTE);
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: other.headers,
      payload: { email: `stale-${other.id}@example.com` },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ message: authMessages.recentSignInRequired });
  });
});

describe('a member with a password', () => {
  it('still needs it: a recent sign-in alone deletes nothing', async () => {
    const { token } = await registerMember(app);
    const response = await deleteAccount(bearer(token));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [authMessages.passwordRequired] });
  });
});
