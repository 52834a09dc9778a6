import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from 'arctic';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, socialErrorMessages, type SocialProvider } from '@akwaaba/contracts';
import type { Env } from '../../../env.ts';

/** What a provider tells about the person who consented. */
export interface SocialIdentity {
  providerUserId: string;
  name: string | null;
  email: string | null;
  /** Only a provider's explicit word counts: an unverified address never links to an existing member. */
  emailVerified: boolean;
}

export interface SocialProviderClient {
  name: SocialProvider;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** The access token for the code; throws SocialSignInError. */
  exchange(code: string, codeVerifier: string): Promise<string>;
  identity(accessToken: string): Promise<SocialIdentity>;
}

/** A failure that ends on /login with `code` (a known OAuth error code, else 'failed') in the address. */
export class SocialSignInError extends Error {
  constructor(
    readonly code: string = SOCIAL_FAILED,
    /** For the security log only (never the code or a token). */
    readonly detail: string = 'failed',
  ) {
    super(detail);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
/** The `?error=` value for a failure with no known OAuth error code: the page says 'Social authentication failed'. */
export const SOCIAL_FAILED = 'failed';

/** The provider's OAuth error code when /login has words for it, else 'failed'. */
export function providerErrorCode(error: unknown): string {
  return typeof error === 'string' && Object.hasOwn(socialErrorMessages, error) ? error : SOCIAL_FAILED;
}

interface ProviderSpec {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
  pkce: boolean;
  /** google takes HTTP Basic client authentication (arctic's default); the others want the secret in the body. */
  secretInBody: boolean;
  /** tiktok names the client id client_key and separates scopes with commas. */
  clientIdParameter: 'client_id' | 'client_key';
  parseIdentity(body: unknown): SocialIdentity;
}

const oidcUserinfo = z.object({
  sub: z.string().min(1).max(255),
  name: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

function fromOidc(body: unknown): SocialIdentity {
  const info = oidcUserinfo.parse(body);
  const verified = info.email_verified === true || info.email_verified === 'true';
  return { providerUserId: info.sub, name: info.name ?? null, email: info.email ?? null, emailVerified: verified };
}

const GRAPH = 'https://graph.facebook.com/v23.0';

/** Production endpoints; each may be overridden by <PROVIDER>_{AUTHORIZATION,TOKEN,USERINFO}_URL. */
const SPECS: Record<SocialProvider, ProviderSpec> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'profile', 'email'],
    pkce: true,
    secretInBody: false,
    clientIdParameter: 'client_id',
    parseIdentity: fromOidc,
  },
  linkedin: {
    authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scopes: ['openid', 'profile', 'email'],
    // LinkedIn offers PKCE to native apps only; state guards the web flow.
    pkce: false,
    secretInBody: true,
    clientIdParameter: 'client_id',
    parseIdentity: fromOidc,
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenUrl: `${GRAPH}/oauth/access_token`,
    userinfoUrl: `${GRAPH}/me?fields=id,name,email`,
    scopes: ['email', 'public_profile'],
    pkce: false,
    secretInBody: true,
    clientIdParameter: 'client_id',
    parseIdentity(body) {
      const me = z.object({
        id: z.string().min(1).max(255),
        name: z.string().optional(),
        email: z.string().optional(),
      });
      const info = me.parse(body);
      // The Graph API does not say whether the address was confirmed, so it is kept but never trusted for linking.
      return { providerUserId: info.id, name: info.name ?? null, email: info.email ?? null, emailVerified: false };
    },
  },
  tiktok: {
    authorizationUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    userinfoUrl: 'https://open.tiktokapis.com/v2/user/info/?fields=open_id,display_name',
    scopes: ['user.info.basic'],
    pkce: true,
    secretInBody: true,
    clientIdParameter: 'client_key',
    parseIdentity(body) {
      const info = z
        .object({
          data: z.object({
            user: z.object({ open_id: z.string().min(1).max(255), display_name: z.string().optional() }),
          }),
        })
        .parse(body);
      // TikTok gives no email address.
      const user = info.data.user;
      return { providerUserId: user.open_id, name: user.display_name ?? null, email: null, emailVerified: false };
    },
  },
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new SocialSignInError(SOCIAL_FAILED, `unreadable response (${response.status})`);
  }
}

/** The token endpoint for providers that want client_secret in the form body (arctic's OAuth2Client sends Basic). */
async function requestTokenWithSecretInBody(url: string, body: URLSearchParams): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new SocialSignInError(SOCIAL_FAILED, 'token endpoint unreachable');
  }
  const data = (await readJson(response)) as Record<string, unknown> | null;
  if (!response.ok || typeof data?.access_token !== 'string') {
    const error = typeof data?.error === 'string' ? data.error : `status ${response.status}`;
    throw new SocialSignInError(providerErrorCode(data?.error), `token exchange: ${error}`);
  }
  return data.access_token;
}

function createClient(
  name: SocialProvider,
  spec: ProviderSpec,
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialProviderClient {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  return {
    name,
    authorizationUrl(state, codeVerifier) {
      const url = spec.pkce
        ? client.createAuthorizationURLWithPKCE(
            spec.authorizationUrl,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            spec.scopes,
          )
        : client.createAuthorizationURL(spec.authorizationUrl, state, spec.scopes);
      if (spec.clientIdParameter === 'client_key') {
        url.searchParams.delete('client_id');
        url.searchParams.set('client_key', credentials.clientId);
        url.searchParams.set('scope', spec.scopes.join(','));
      }
      return url;
    },
    async exchange(code, codeVerifier) {
      const verifier = spec.pkce ? codeVerifier : null;
      if (spec.secretInBody) {
        const body = new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          [spec.clientIdParameter]: credentials.clientId,
          client_secret: credentials.clientSecret,
        });
        if (verifier) body.set('code_verifier', verifier);
        return requestTokenWithSecretInBody(spec.tokenUrl, body);
      }
      let tokens: OAuth2Tokens;
      try {
        tokens = await client.validateAuthorizationCode(spec.tokenUrl, code, verifier);
      } catch (error) {
        if (error instanceof OAuth2RequestError)
          throw new SocialSignInError(providerErrorCode(error.code), `token exchange: ${error.code}`);
        throw new SocialSignInError(SOCIAL_FAILED, 'token exchange failed');
      }
      try {
        return tokens.accessToken();
      } catch {
        throw new SocialSignInError(SOCIAL_FAILED, 'no access token');
      }
    },
    async identity(accessToken) {
      let response: Response;
      try {
        response = await fetch(spec.userinfoUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch {
        throw new SocialSignInError(SOCIAL_FAILED, 'userinfo unreachable');
      }
      if (!response.ok) throw new SocialSignInError(SOCIAL_FAILED, `userinfo status ${response.status}`);
      const body = await readJson(response);
      try {
        return spec.parseIdentity(body);
      } catch {
        throw new SocialSignInError(SOCIAL_FAILED, 'no usable identity');
      }
    },
  };
}

const ENV_PREFIX: Record<SocialProvider, 'GOOGLE' | 'FACEBOOK' | 'LINKEDIN' | 'TIKTOK'> = {
  google: 'GOOGLE',
  facebook: 'FACEBOOK',
  linkedin: 'LINKEDIN',
  tiktok: 'TIKTOK',
};

/** The providers whose id and secret are both configured, in the spec's order. */
export function configuredSocialProviders(env: Env): SocialProviderClient[] {
  return SOCIAL_PROVIDERS.flatMap((name) => {
    const prefix = ENV_PREFIX[name];
    const clientId = name === 'tiktok' ? env.TIKTOK_CLIENT_KEY : env[`${prefix}_CLIENT_ID` as 'GOOGLE_CLIENT_ID'];
    const clientSecret = env[`${prefix}_CLIENT_SECRET` as 'GOOGLE_CLIENT_SECRET'];
    if (!clientId || !clientSecret) return [];
    const spec: ProviderSpec = {
      ...SPECS[name],
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] ?? SPECS[name].authorizationUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`] ?? SPECS[name].tokenUrl,
      userinfoUrl: env[`${prefix}_USERINFO_URL`] ?? SPECS[name].userinfoUrl,
    };
    const redirectUri = `${env.PUBLIC_URL}/api/v1/auth/social/callback/${name}`;
    return [createClient(name, spec, { clientId, clientSecret }, redirectUri)];
  });
}
