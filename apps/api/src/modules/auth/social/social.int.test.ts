import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AGE_CONFIRMATION_VERSION,
  authMessages,
  PRIVACY_VERSION,
  TERMS_VERSION,
  type AuthResponse,
} from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { bearer, linkToken, login, registerMember, selectRows, STRONG_PASSWORD } from '../../../../test/factories.ts';

// The providers are played by a local OAuth/OIDC server; google and linkedin are pointed at it.
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(0, '127.0.0.1');
const issuer = oauth.issuer.url!;
const endpoints = (prefix: string) => ({
  [`${prefix}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
  [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
  [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
});

const testApp = await buildTestApp({
  captureLogs: true,
  env: {
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    ...endpoints('GOOGLE'),
    LINKEDIN_CLIENT_ID: 'linkedin-client',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    ...endpoints('LINKEDIN'),
    // Half configured: not offered.
    FACEBOOK_CLIENT_ID: 'facebook-client',
  },
});
const { app, clock, logs } = testApp;
afterAll(() => oauth.stop());

/** What the provider's userinfo answers next (the mock's default is only a subject). */
let profile: Record<string, unknown> = {};
oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
  response.body = profile;
});
/** Token requests the mock received, to check how the client authenticated. */
const tokenRequests: { authorization?: string; body: Record<string, string> }[] = [];
oauth.service.on(
  'beforeResponse',
  (_response: unknown, request: { headers: Record<string, string>; body: Record<string, string> }) => {
    tokenRequests.push({ authorization: request.headers.authorization, body: request.body });
  },
);

let sequence = 0;
beforeEach(() => {
  sequence += 1;
  profile = {
    sub: `subject-${sequence}-${Date.now()}`,
    name: `Ama Mensah ${sequence}`,
    email: `ama${sequence}-${Date.now()}@example.com`,
    email_verified: true,
  };
  tokenRequests.length = 0;
});

const API = 'http://akwaaba.test/api/v1';

/** Starts a sign-in: the provider's address and the state cookie (name=value). */
async function start(provider: string) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/auth/social/redirect?provider=${provider}` });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  return { location: new URL(String(response.headers.location)), setCookie, cookie: setCookie.split(';')[0]! };
}

/** The browser at the provider: consent is automatic, the answer is the redirect back to our callback. */
async function consent(location: URL): Promise<URL> {
  const response = await fetch(location, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/** Our callback, with or without the cookie; answers where it sends the browser. */
async function callback(back: URL, cookie?: string) {
  expect(back.origin + back.pathname).toMatch(/^http:\/\/akwaaba\.test\/api\/v1\/auth\/social\/callback\/\w+$/);
  const response = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  return { location: new URL(String(response.headers.location)), setCookie: String(response.headers['set-cookie']) };
}

async function signInThrough(provider: string) {
  const started = await start(provider);
  const back = await consent(started.location);
  return callback(back, started.cookie);
}

const loginCode = (location: URL) => {
  expect(location.origin + location.pathname).toBe('http://akwaaba.test/auth/callback');
  return location.searchParams.get('code')!;
};

const exchange = (code: string) => app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });

const loginError = (location: URL) => {
  expect(location.origin + location.pathname).toBe('http://akwaaba.test/login');
  return location.searchParams.get('error');
};

describe('GET /auth/providers', () => {
  it('lists only the providers with both id and secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({ data: ['google', 'linkedin'] });
  });
});

describe('GET /auth/social/redirect', () => {
  it('sends google to its consent page with state and PKCE (S256), and binds the attempt to the browser', async () => {
    const { location, setCookie } = await start('google');
    expect(location.origin + location.pathname).toBe(`${issuer}/authorize`);
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${API}/auth/social/callback/google`);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid profile email');
    expect(setCookie).toMatch(/^akw_social=/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth\/social/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // The verifier travels signed in the cookie, never to the provider.
    expect(location.searchParams.get('code_verifier')).toBeNull();
  });

  it('answers 404 for an unknown provider and for one without its secret', async () => {
    for (const provider of ['myspace', 'facebook', 'tiktok']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/auth/social/redirect?provider=${provider}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('the whole flow', () => {
  it('google: a new member is created, the one-time code opens a session, and the code works once', async () => {
    const { location, setCookie } = await signInThrough('google');
    // The state cookie goes whatever the outcome.
    expect(setCookie).toMatch(/^akw_social=;/);
    const code = loginCode(location);

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const { token, user } = (first.json() as AuthResponse).data;
    expect(user).toMatchObject({
      name: profile.name,
      email: profile.email,
      user_type: 'individual',
      account_type_chosen: false,
    });
    expect(location.href).not.toContain(token);
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(me.statusCode).toBe(200);

    const reused = await exchange(code);
    expect(reused.statusCode).toBe(422);
    expect(JSON.stringify(reused.json())).toContain(authMessages.socialCodeInvalid);

    // Google authenticates with HTTP Basic and sends the PKCE verifier.
    expect(tokenRequests.at(-1)!.authorization).toMatch(/^Basic /);
    expect(tokenRequests.at(-1)!.body.code_verifier).toMatch(/^[\w-]{43,128}$/);
  });

  it('signs the same provider account in again as the same member', async () => {
    const first = (await exchange(loginCode((await signInThrough('google')).location))).json() as AuthResponse;
    const again = (await exchange(loginCode((await signInThrough('google')).location))).json() as AuthResponse;
    expect(again.data.user.id).toBe(first.data.user.id);
  });

  it('linkedin: signs in with the secret in the form body, no PKCE', async () => {
    const started = await start('linkedin');
    expect(started.location.searchParams.get('code_challenge')).toBeNull();
    const { location } = await callback(await consent(started.location), started.cookie);
    const response = await exchange(loginCode(location));
    expect(response.statusCode).toBe(200);
    expect((response.json() as AuthResponse).data.user.name).toBe(profile.name);
    expect(tokenRequests.at(-1)!.authorization).toBeUndefined();
    expect(tokenRequests.at(-1)!.body).toMatchObject({
      client_id: 'linkedin-client',
      client_secret: 'linkedin-secret',
    });
  });

  it('a code older than its 60 seconds is refused', async () => {
    const code = loginCode((await signInThrough('google')).location);
    clock.advance(61_000);
    expect((await exchange(code)).statusCode).toBe(422);
  });
});

describe('linking by email', () => {
  it('a verified email signs into the account that holds it confirmed, and mails its owner a way to undo it', async () => {
    const member = await registerMember(app);
    const confirm = linkToken(await testApp.mail(), member.user.email!, '/confirm-email')!;
    await app.inject({ method: 'POST', url: '/api/v1/auth/email/confirm', payload: { token: confirm } });
    profile.email = member.user.email!.toUpperCase();
    const response = await exchange(loginCode((await signInThrough('google')).location));
    const { user } = (response.json() as AuthResponse).data;
    expect(user.id).toBe(member.user.id);
    expect(user.account_type_chosen).toBe(true);
    const notifications = await app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(member.token),
    });
    expect(notifications.json().data.unread_count).toBeGreaterThanOrEqual(1);
    expect(notifications.body).toContain('Your Google account was linked');
    const mails = await testApp.mail();
    expect(mails.some((mail) => mail.includes(member.user.email!) && mail.includes('Google can now sign you in'))).toBe(
      true,
    );

    // The undo: Google no longer signs in to the account, and every session of it ends.
    const undo = linkToken(mails, member.user.email!, '/undo-link')!;
    const undone = await app.inject({ method: 'POST', url: '/api/v1/auth/social/undo-link', payload: { token: undo } });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ message: authMessages.socialLinkUndone });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(member.token) })).statusCode,
    ).toBe(401);
    expect(
      await selectRows(testApp.database, sql`select 1 from social_accounts where user_id = ${member.user.id}`),
    ).toHaveLength(0);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/social/undo-link', payload: { token: undo } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [authMessages.socialLinkUndoInvalid] });
  });

  it("the address's real owner never lands in an account someone else pre-registered with it", async () => {
    // The squatter registers the owner's address first and keeps the session.
    const squatter = await registerMember(app, { name: 'Squatter' });
    profile.email = squatter.user.email;
    const response = await exchange(loginCode((await signInThrough('google')).location));
    const { user, token } = (response.json() as AuthResponse).data;
    expect(user.id).not.toBe(squatter.user.id);
    expect(user).toMatchObject({ email: squatter.user.email, email_confirmed: true });

    // The squatter's session ended, its password no longer signs in with the address, and it waits for an admin.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(squatter.token) })).statusCode,
    ).toBe(401);
    const signIn = await login(app, { email: squatter.user.email, password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(422);
    const [row] = await selectRows(
      testApp.database,
      sql`select email, suspended_at from users where id = ${squatter.user.id}`,
    );
    expect(row!.email).toBeNull();
    expect(row!.suspended_at).not.toBeNull();
    // What the owner stores from now on is theirs alone.
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).json().data.id).toBe(
      user.id,
    );
  });

  it('an unverified email is not linked: a new member without that email', async () => {
    const member = await registerMember(app);
    profile.email = member.user.email;
    profile.email_verified = false;
    const response = await exchange(loginCode((await signInThrough('linkedin')).location));
    const { user } = (response.json() as AuthResponse).data;
    expect(user.id).not.toBe(member.user.id);
    expect(user.email).toBeNull();
  });
});

describe('failures end on /login', () => {
  it('a state that does not match the cookie', async () => {
    const started = await start('google');
    const back = await consent(started.location);
    back.searchParams.set('state', 'forged-state-value');
    expect(loginError((await callback(back, started.cookie)).location)).toBe('failed');
  });

  it("another browser's return (no cookie)", async () => {
    const started = await start('google');
    expect(loginError((await callback(await consent(started.location))).location)).toBe('failed');
  });

  it('a cookie whose signature is wrong', async () => {
    const started = await start('google');
    const back = await consent(started.location);
    const tampered = started.cookie.replace(/\.[^.]+$/, '.AAAA');
    expect(loginError((await callback(back, tampered)).location)).toBe('failed');
  });

  it('a return after the 10 minutes', async () => {
    const started = await start('google');
    const back = await consent(started.location);
    clock.advance(601_000);
    expect(loginError((await callback(back, started.cookie)).location)).toBe('failed');
  });

  it("a cookie from another provider's attempt", async () => {
    const started = await start('linkedin');
    const back = await consent(started.location);
    const other = new URL(back.href.replace('/callback/linkedin', '/callback/google'));
    expect(loginError((await callback(other, started.cookie)).location)).toBe('failed');
  });

  it("denied consent says so by its OAuth code, never the provider's free text", async () => {
    oauth.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user denied access');
    });
    const started = await start('google');
    const { location } = await callback(await consent(started.location), started.cookie);
    expect(loginError(location)).toBe('access_denied');
  });

  it('denied consent without a description is the same code', async () => {
    const started = await start('google');
    const url = `/api/v1/auth/social/callback/google?error=access_denied&state=${started.location.searchParams.get('state')}`;
    const response = await app.inject({ method: 'GET', url, headers: { cookie: started.cookie } });
    expect(loginError(new URL(String(response.headers.location)))).toBe('access_denied');
  });

  it('a token endpoint that refuses the code', async () => {
    oauth.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Code was already redeemed.' };
    });
    expect(loginError((await signInThrough('google')).location)).toBe('invalid_grant');
  });

  it('a provider that gives no identity', async () => {
    profile = { name: 'Nobody' };
    expect(loginError((await signInThrough('google')).location)).toBe('failed');
  });

  it('an unknown provider, and answers that are not strings', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/auth/social/callback/myspace?code=a&state=b' });
    expect(loginError(new URL(String(unknown.headers.location)))).toBe('failed');
    const arrays = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/social/callback/google?code=a&code=b&state[x]=1',
    });
    expect(arrays.statusCode).toBe(302);
    expect(loginError(new URL(String(arrays.headers.location)))).toBe('failed');
  });
});

describe('POST /auth/account-type', () => {
  async function socialMember() {
    return (await exchange(loginCode((await signInThrough('google')).location))).json() as AuthResponse;
  }

  it('a new social member chooses business once; a second answer is refused', async () => {
    const { data } = await socialMember();
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/account-type',
      headers: bearer(data.token),
      payload: { user_type: 'business', business_name: 'Accra Bites', terms_accepted: true, age_confirmed: true },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      data: { user_type: 'business', business_name: 'Accra Bites', account_type_chosen: true },
      message: authMessages.accountTypeSaved,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/account-type',
      headers: bearer(data.token),
      payload: { user_type: 'individual', terms_accepted: true, age_confirmed: true },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a business without a name is refused; a member who registered with a password cannot change type here', async () => {
    const { data } = await socialMember();
    const noName = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/account-type',
      headers: bearer(data.token),
      payload: { user_type: 'business', terms_accepted: true, age_confirmed: true },
    });
    expect(noName.statusCode).toBe(422);
    expect(JSON.stringify(noName.json())).toContain(authMessages.businessNameRequired);

    const member = await registerMember(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/account-type',
      headers: bearer(member.token),
      payload: { user_type: 'business', business_name: 'Takeover Ltd', terms_accepted: true, age_confirmed: true },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('refuses a choice without agreeing to the terms or without confirming 18 or older, and records the consents and the age confirmation with their versions when given', async () => {
    const { data } = await socialMember();
    const refuses = async (payload: Record<string, unknown>, field: string, message: string) => {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/account-type',
        headers: bearer(data.token),
        payload: { user_type: 'individual', ...payload },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ [field]: [message] });
    };
    for (const value of [undefined, false, '0']) {
      const given = (field: string) => (value === undefined ? {} : { [field]: value });
      await refuses({ age_confirmed: true, ...given('terms_accepted') }, 'terms_accepted', authMessages.termsRequired);
      await refuses({ terms_accepted: true, ...given('age_confirmed') }, 'age_confirmed', authMessages.ageRequired);
    }
    const before = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(data.token) });
    expect(before.json().data.consents).toEqual({
      terms_version: null,
      terms_accepted_at: null,
      privacy_version: null,
      marketing_granted_at: null,
    });

    const chosen = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/account-type',
      headers: bearer(data.token),
      payload: { user_type: 'individual', terms_accepted: true, age_confirmed: true },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.consents).toEqual({
      terms_version: TERMS_VERSION,
      terms_accepted_at: clock.now().toISOString(),
      privacy_version: PRIVACY_VERSION,
      marketing_granted_at: null,
    });
    const rows = await selectRows(
      testApp.database,
      sql`select purpose, version, granted_via from consents where user_id = ${data.user.id} order by purpose`,
    );
    expect(rows).toEqual([
      { purpose: 'age', version: AGE_CONFIRMATION_VERSION, granted_via: 'social_sign_up' },
      { purpose: 'privacy', version: PRIVACY_VERSION, granted_via: 'social_sign_up' },
      { purpose: 'terms', version: TERMS_VERSION, granted_via: 'social_sign_up' },
    ]);
  });

  it('needs a signed-in member', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/account-type',
      payload: { user_type: 'individual', terms_accepted: true, age_confirmed: true },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the security log', () => {
  it('records sign-ins and failures, never a code or token', async () => {
    const { location } = await signInThrough('google');
    const code = loginCode(location);
    const { token } = ((await exchange(code)).json() as AuthResponse).data;
    const lines = logs().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.event === 'auth.social.login' && line.provider === 'google')).toBe(true);
    expect(lines.some((line) => line.event === 'auth.social.failed')).toBe(true);
    const text = logs().join('\n');
    expect(text).not.toContain(code);
    expect(text).not.toContain(token);
    expect(text).not.toContain('google-secret');
  });
});
