import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { registerMember } from '../../../../test/factories.ts';

// Facebook and TikTok against the local OAuth server: their own request and profile shapes.
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(0, '127.0.0.1');
const issuer = oauth.issuer.url!;
afterAll(() => oauth.stop());

const { app } = await buildTestApp({
  env: {
    FACEBOOK_CLIENT_ID: 'facebook-app',
    FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo?provider=facebook`,
    TIKTOK_CLIENT_KEY: 'tiktok-key',
    TIKTOK_CLIENT_SECRET: 'tiktok-secret',
    TIKTOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    TIKTOK_TOKEN_URL: `${issuer}/token`,
    TIKTOK_USERINFO_URL: `${issuer}/userinfo?provider=tiktok`,
  },
});

let existingEmail = '';
oauth.service.on('beforeUserinfo', (response: { body: unknown }, request: { url: string }) => {
  response.body = request.url.includes('provider=tiktok')
    ? { data: { user: { open_id: 'tiktok-open-id-1', display_name: 'Esi Dance' } } }
    : { id: 'facebook-id-1', name: 'Kojo Mensah', email: existingEmail };
});
const tokenRequests: { authorization?: string; body: Record<string, string> }[] = [];
oauth.service.on(
  'beforeResponse',
  (_response: unknown, request: { headers: Record<string, string>; body: Record<string, string> }) => {
    tokenRequests.push({ authorization: request.headers.authorization, body: request.body });
  },
);

async function signInThrough(provider: string) {
  const started = await app.inject({ method: 'GET', url: `/api/v1/auth/social/redirect?provider=${provider}` });
  expect(started.statusCode).toBe(302);
  const authorize = new URL(String(started.headers.location));
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const done = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: String(started.headers['set-cookie']).split(';')[0]! },
  });
  const landing = new URL(String(done.headers.location));
  expect(landing.pathname).toBe('/auth/callback');
  const exchanged = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/social',
    payload: { code: landing.searchParams.get('code') },
  });
  expect(exchanged.statusCode).toBe(200);
  return { authorize, user: (exchanged.json() as AuthResponse).data.user };
}

describe('tiktok', () => {
  it('names the client client_key, uses PKCE and comma-separated scopes, and signs in without an email', async () => {
    const { authorize, user } = await signInThrough('tiktok');
    expect(authorize.searchParams.get('client_key')).toBe('tiktok-key');
    expect(authorize.searchParams.get('client_id')).toBeNull();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toBe('user.info.basic');
    expect(tokenRequests.at(-1)!.body).toMatchObject({ client_key: 'tiktok-key', client_secret: 'tiktok-secret' });
    expect(tokenRequests.at(-1)!.body.code_verifier).toBeTruthy();
    expect(user).toMatchObject({ name: 'Esi Dance', email: null, account_type_chosen: false });

    const again = await signInThrough('tiktok');
    expect(again.user.id).toBe(user.id);
  });
});

describe('facebook', () => {
  it("signs in with the secret in the body; its email, not said to be verified, never links to a member's account", async () => {
    const member = await registerMember(app);
    existingEmail = member.user.email!;
    const { authorize, user } = await signInThrough('facebook');
    expect(authorize.searchParams.get('client_id')).toBe('facebook-app');
    expect(authorize.searchParams.get('code_challenge')).toBeNull();
    expect(tokenRequests.at(-1)!.authorization).toBeUndefined();
    expect(tokenRequests.at(-1)!.body).toMatchObject({ client_id: 'facebook-app', client_secret: 'facebook-secret' });
    expect(user.id).not.toBe(member.user.id);
    expect(user).toMatchObject({ name: 'Kojo Mensah', email: null });
  });
});
