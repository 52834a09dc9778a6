import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { authMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, login, mailBody, registerMember, smsCode, STRONG_PASSWORD } from '../../../test/factories.ts';

/**
 * Done-when of issue 10: no long-lived token ever appears in a URL, a log line or a Referer.
 * Every secret the flows below hand out is collected; after them, none may be in any log line.
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Akwaaba</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

// Google is played by a local OAuth/OIDC server, so the whole social sign-in runs.
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(0, '127.0.0.1');
afterAll(() => oauth.stop());
const issuer = oauth.issuer.url!;

const { app, logs, mail, sms } = await buildTestApp({
  captureLogs: true,
  env: {
    WEB_DIST_DIR: webDist,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-client-secret-value',
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  },
});

const secrets = new Map<string, string>();
const keep = (what: string, secret: string) => {
  expect(secret.length).toBeGreaterThanOrEqual(6);
  secrets.set(secret, what);
};

/** The answer may carry its own secret in the body, never in a Location or any other header. */
function expectNoSecretInHeaders(response: { headers: Record<string, unknown> }) {
  const headers = JSON.stringify(response.headers);
  for (const [secret, what] of secrets) expect(headers, `${what} in a header`).not.toContain(secret);
}

/** A 6-digit code counts only as a whole number: any long enough run of digits (a timestamp) holds one. */
const appearsIn = (text: string, secret: string) =>
  secret.length >= 12 ? text.includes(secret) : new RegExp(`(?<![\\w-])${secret}(?![\\w-])`).test(text);

afterAll(async () => {
  // What the outbox worker logs about the mail and SMS it delivered counts too.
  await app.services.outbox.drain();
  const text = logs().join('\n');
  expect(text.length).toBeGreaterThan(0);
  for (const [secret, what] of secrets) expect(appearsIn(text, secret), `${what} in the logs`).toBe(false);
});

const NEW_PASSWORD = 'Volta-Lake-Morning-7';

describe('through sign-up, sign-in, social exchange and password reset', () => {
  it('keeps the bearer tokens of register and login out of the logs and the headers', async () => {
    const registered = await registerMember(app);
    keep('the registration token', registered.token);

    const response = await login(app, { login_type: 'email', email: registered.user.email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    keep('the login token', response.json().data.token);
    expectNoSecretInHeaders(response);

    const me = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(response.json().data.token) });
    expect(me.statusCode).toBe(200);

    const forged = `${randomBytes(24).toString('base64url')}`;
    keep('a forged bearer token', forged);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('keeps the social login code and the token it is exchanged for out of the logs', async () => {
    const member = await registerMember(app);
    const code = await app.services.authService.issueLoginCode(member.user.id);
    keep('the social login code', code);

    // The browser returns from the provider to /auth/callback?code=…: the page's access-log line keeps no code.
    const page = await app.inject({ method: 'GET', url: `/auth/callback?code=${code}` });
    expect(page.statusCode).toBe(200);

    const exchanged = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
    expect(exchanged.statusCode).toBe(200);
    keep('the token from the social exchange', exchanged.json().data.token);
    expectNoSecretInHeaders(exchanged);

    const reused = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(authMessages.socialCodeInvalid);
  });

  it("keeps the provider's tokens and code, the login code and our token out of the logs and every URL but the code's", async () => {
    keep('the OAuth client secret', 'google-client-secret-value');
    const providerTokens: string[] = [];
    const onToken = (response: { body: Record<string, unknown> }) => {
      for (const key of ['access_token', 'id_token', 'refresh_token'])
        if (typeof response.body[key] === 'string') providerTokens.push(response.body[key]);
    };
    const onUserinfo = (response: { body: unknown }) => {
      response.body = {
        sub: 'google-subject-1',
        name: 'Abena Owusu',
        email: 'abena@example.com',
        email_verified: true,
      };
    };
    oauth.service.on('beforeResponse', onToken);
    oauth.service.on('beforeUserinfo', onUserinfo);
    try {
      const started = await app.inject({ method: 'GET', url: '/api/v1/auth/social/redirect?provider=google' });
      expect(started.statusCode).toBe(302);
      const atProvider = await fetch(String(started.headers.location), { redirect: 'manual' });
      const back = new URL(atProvider.headers.get('location')!);
      keep("the provider's authorization code", back.searchParams.get('code')!);

      const returned = await app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        headers: { cookie: String(started.headers['set-cookie']).split(';')[0]! },
      });
      expect(returned.statusCode).toBe(302);
      expect(providerTokens.length).toBeGreaterThan(0);
      for (const token of providerTokens) keep("the provider's token", token);

      // The browser comes back to /auth/callback with the one-time code and nothing else.
      const landing = new URL(String(returned.headers.location));
      expect(landing.pathname).toBe('/auth/callback');
      expect([...landing.searchParams.keys()]).toEqual(['code']);
      const code = landing.searchParams.get('code')!;
      keep('the social login code', code);
      expectNoSecretInHeaders({ headers: { ...returned.headers, location: landing.origin + landing.pathname } });

      const exchanged = await app.inject({ method: 'POST', url: '/api/v1/auth/social', payload: { code } });
      expect(exchanged.statusCode).toBe(200);
      keep('the token from the social sign-in', exchanged.json().data.token);
    } finally {
      oauth.service.off('beforeResponse', onToken);
      oauth.service.off('beforeUserinfo', onUserinfo);
    }
  });

  it('keeps the reset token of the mailed link out of the logs, and of the token it signs in with', async () => {
    const member = await registerMember(app);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: member.user.email },
    });
    expect(requested.statusCode).toBe(200);
    const link = /(\S*\/reset-password\?token=[\w%-]+)/.exec(mailBody((await mail()).at(-1)!))![1]!;
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    keep('the password reset token', token);

    const page = await app.inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expectNoSecretInHeaders(page);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(again.statusCode).toBe(422);

    const signedIn = await login(app, { login_type: 'email', email: member.user.email, password: NEW_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    keep('the token after the reset', signedIn.json().data.token);
  });

  it('keeps the phone verification code out of the logs', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Thandi Nkosi',
        registration_type: 'phone',
        phone: '0821239876',
        country_code: '+27',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const message = (await sms()).find((entry) => entry.to === '+27821239876')!;
    keep('the SMS verification code', smsCode(message));
  });
});

describe('the Referrer-Policy', () => {
  const ALLOWED = ['no-referrer', 'strict-origin-when-cross-origin'];

  it.each([
    ['an API answer', '/api/v1/health'],
    ['an API error', '/api/v1/profile'],
    ['an HTML page', '/events'],
  ])('is set on %s', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(ALLOWED).toContain(response.headers['referrer-policy']);
  });

  it.each([
    ['the reset page', '/reset-password?token=abc123'],
    ['the social return', '/auth/callback?code=abc123'],
    ['the email confirmation page', '/confirm-email?token=abc123'],
    ['the provider-link undo page', '/undo-link?token=abc123'],
  ])('is no-referrer on %s, whose address carries a secret the page loads its scripts under', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

describe('the API', () => {
  it('takes no token, key or password in a query string, on any route', () => {
    const queryNames = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => `${method.toUpperCase()} ${route} ?${parameter.name}`),
      ),
    );
    expect(queryNames.length).toBeGreaterThan(10);
    // The exceptions are links that must work where no header can be sent, and access logs drop query strings:
    // - a mail's unsubscribe link (a kind of mail, or one job alert): RFC 8058's one-click POST goes to the URL in
    //   List-Unsubscribe with a fixed body, so what names the member must ride in that URL. It is no credential: an
    //   HMAC that can only turn that mail off (modules/privacy/unsubscribe-links.ts, jobs/alerts/job-alert-links.ts);
    // - a member's calendar feed, which calendar apps fetch by its URL alone: a token that reads that one feed and
    //   nothing else, stored hashed, revocable (decision 038).
    const urlOnlyLinks = new Set([
      'GET /api/v1/unsubscribe ?token',
      'POST /api/v1/unsubscribe ?token',
      'GET /api/v1/job-alerts/unsubscribe ?token',
      'POST /api/v1/job-alerts/unsubscribe ?token',
      'GET /api/v1/calendar/private.ics ?token',
    ]);
    expect(
      queryNames.filter(
        (entry) =>
          !urlOnlyLinks.has(entry) && /\?(.*token.*|auth|authorization|.*secret.*|api_?key|password)$/i.test(entry),
      ),
    ).toEqual([]);
  });

  it('does not sign in a token sent in the query string instead of the Authorization header', async () => {
    const { token } = await registerMember(app);
    for (const name of ['token', 'access_token', 'auth']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/profile?${name}=${token}` });
      expect(response.statusCode).toBe(401);
    }
  });
});
