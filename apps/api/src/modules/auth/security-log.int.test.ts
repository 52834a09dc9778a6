import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, login, loginAs, mailBody, registerMember, smsCode, STRONG_PASSWORD } from '../../../test/factories.ts';

const { app, database, mail, sms, logs } = await buildTestApp({ captureLogs: true, allowServerErrors: true });

const NEW_PASSWORD = 'Cape-Coast-Sunrise-9';
/** Every secret the tests handle: none may appear in any log line. */
const secrets = new Set<string>([STRONG_PASSWORD, NEW_PASSWORD]);

const logLines = () => logs().map((line) => JSON.parse(line) as Record<string, unknown>);
const withEvent = (event: string) => logLines().filter((line) => line.event === event);

afterAll(() => {
  const text = logs().join('\n');
  expect(text).not.toMatch(/\$argon2/);
  for (const secret of secrets) expect(text).not.toContain(secret);
});

describe('the access log', () => {
  it("keeps the reset page's path but not the token of its link", async () => {
    const member = await registerMember(app);
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: member.user.email } });
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mailBody((await mail()).at(-1)!))![1]!);
    secrets.add(token);

    await app.inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` });
    const request = logLines().find((line) => (line.req as { url?: string } | undefined)?.url === '/reset-password');
    expect(request).toBeDefined();
    expect(logs().join('\n')).not.toContain(token);
  });

  it("keeps the social callback's path but not its code", async () => {
    const code = 'social-one-time-code-0123456789abcdef';
    secrets.add(code);
    await app.inject({ method: 'GET', url: `/auth/callback?code=${code}&state=xyz` });
    expect(logLines().some((line) => (line.req as { url?: string } | undefined)?.url === '/auth/callback')).toBe(true);
  });
});

describe('a failing write', () => {
  it("logs the error's class and database code, never the query's parameters (the new password's hash)", async () => {
    const member = await registerMember(app, { name: 'Write Fails' });
    // The database refuses this member's password change, as a broken disk or a lost connection would.
    await database.db.execute(sql`
      create or replace function refuse_password_change() returns trigger language plpgsql as $$
      begin
        if new.name = 'Write Fails' then raise exception 'refused for the test' using errcode = 'P0001'; end if;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger refuse_password_change before update of password_hash on users
      for each row execute function refuse_password_change()`);

    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile/password',
      headers: bearer(member.token),
      payload: { current_password: STRONG_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(500);

    const failure = logLines().find((line) => line.msg === 'unhandled error');
    const err = failure?.err as { type: string; message: string; cause?: { errorCode?: string }; errorCode?: string };
    expect(err.type).toMatch(/Error$/);
    expect(err.cause?.errorCode ?? err.errorCode).toBe('P0001');
    expect(JSON.stringify(failure)).not.toMatch(/params|\$argon2/);
  });
});

describe('security events', () => {
  it('logs a sign-in failure and success with the account id and address, never the password or token', async () => {
    const member = await registerMember(app);
    secrets.add(member.token);
    await login(app, { login_type: 'email', email: member.user.email, password: 'Wrong-Pass-1' }, '10.7.0.1');
    const token = await loginAs(app, member.user.email!);
    secrets.add(token);

    expect(withEvent('auth.login.failed').at(-1)).toMatchObject({ userId: member.user.id, ip: '10.7.0.1' });
    expect(withEvent('auth.login.succeeded').at(-1)).toMatchObject({ userId: member.user.id });
  });

  it('logs a failure for an unknown account without the address typed', async () => {
    await login(app, { login_type: 'email', email: 'stranger@example.com', password: 'Wrong-Pass-1' }, '10.7.0.2');
    expect(withEvent('auth.login.failed').at(-1)).toMatchObject({ userId: null, ip: '10.7.0.2' });
    expect(logs().join('\n')).not.toContain('stranger@example.com');
  });

  it('logs sign-out, password change and password reset', async () => {
    const member = await registerMember(app);
    secrets.add(member.token);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/profile/password',
      headers: bearer(member.token),
      payload: { current_password: STRONG_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(withEvent('auth.password.changed').at(-1)).toMatchObject({ userId: member.user.id });

    const token = await loginAs(app, member.user.email!, NEW_PASSWORD);
    secrets.add(token);
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(withEvent('auth.logout').at(-1)).toMatchObject({ userId: member.user.id });

    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: member.user.email } });
    const reset = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mailBody((await mail()).at(-1)!))![1]!);
    secrets.add(reset);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: reset, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(withEvent('auth.password.reset')).not.toHaveLength(0);
  });

  it("logs a member refused another's object or an admin route", async () => {
    const member = await registerMember(app);
    await app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: bearer(member.token) });
    expect(withEvent('access.refused').at(-1)).toMatchObject({
      userId: member.user.id,
      method: 'GET',
      path: '/api/v1/admin/stats',
    });
  });

  it('never logs an SMS code', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Yaw Boateng',
        registration_type: 'phone',
        phone: '0821234999',
        country_code: '+27',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    const code = smsCode((await sms()).at(-1)!);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify',
      payload: { phone: '0821234999', country_code: '+27', verification_code: code },
    });
    expect(logs().join('\n')).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});
