import path from 'node:path';
import { z } from 'zod';
import { formBoolean, PLACE_PROVIDERS, type PlaceProvider } from '@akwaaba/contracts';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = () => optionalString.pipe(z.url().optional());

type OAuthEndpointKey =
  `${'GOOGLE' | 'FACEBOOK' | 'LINKEDIN' | 'TIKTOK'}_${'AUTHORIZATION' | 'TOKEN' | 'USERINFO'}_URL`;
const oauthEndpointOverrides = Object.fromEntries(
  ['GOOGLE', 'FACEBOOK', 'LINKEDIN', 'TIKTOK'].flatMap((provider) =>
    ['AUTHORIZATION', 'TOKEN', 'USERINFO'].map((endpoint) => [`${provider}_${endpoint}_URL`, optionalUrl()]),
  ),
) as Record<OAuthEndpointKey, ReturnType<typeof optionalUrl>>;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    SEED_DEMO: formBoolean.optional(),
    SMTP_URL: optionalString.pipe(z.url().optional()),
    CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
    MAIL_FROM: z.string().default('Akwaaba <no-reply@akwaaba.local>'),
    SMS_PROVIDER: z.enum(['outbox', 'bulksms', 'clickatell']).default('outbox'),
    /** The gateway's send address; each provider's own by default (a local server in tests). */
    SMS_API_URL: optionalString.pipe(z.url().optional()),
    SMS_USERNAME: optionalString,
    SMS_PASSWORD: optionalString,
    SMS_API_KEY: optionalString,
    REDIS_URL: optionalString.pipe(z.url().optional()),
    /** Visitors' reads of public lists and details answered from memory (plugins/public-cache.ts); off to measure without. */
    PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
    /** Signs the sign-in device cookies; several instances behind one address need the same value. */
    DEVICE_COOKIE_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    TRUST_PROXY: optionalString,
    // Images and CVs in an S3-compatible bucket when S3_BUCKET is set (several instances share it); else DATA_DIR.
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
    /** An S3-compatible server (MinIO, Cloudflare R2, s3rver in tests); AWS's own endpoint when unset. */
    S3_ENDPOINT: optionalUrl(),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** bucket.host/key addressing is AWS's; most self-hosted servers want host/bucket/key (true). */
    S3_FORCE_PATH_STYLE: formBoolean.optional(),
    GOOGLE_MAPS_API_KEY: optionalString,
    /**
     * Address lookup: the built-in gazetteer, Google Places (the default when GOOGLE_MAPS_API_KEY is set), or an
     * OpenStreetMap geocoder (the default when PLACES_OSM_URL is set).
     */
    PLACES_PROVIDER: optionalString.pipe(z.enum(PLACE_PROVIDERS).optional()),
    /** A Photon geocoder (OpenStreetMap data, self-hostable, no key), e.g. https://photon.komoot.io. */
    PLACES_OSM_URL: optionalUrl(),
    // Social sign-in: a provider is offered only with both its id and secret. The *_URL overrides point a
    // provider at a local OAuth server, for testing.
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    TIKTOK_CLIENT_KEY: optionalString,
    TIKTOK_CLIENT_SECRET: optionalString,
    ...oauthEndpointOverrides,
    /**
     * On SIGTERM/SIGINT the server first answers new requests 503 for this long (a proxy's health check notices and
     * stops sending) while requests in flight finish, then stops listening; 10 s more is the hard limit.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(2),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required when ADMIN_EMAIL is set' });
    }
    if (env.SMS_PROVIDER === 'bulksms' && !(env.SMS_USERNAME && env.SMS_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_USERNAME'],
        message: 'SMS_USERNAME and SMS_PASSWORD are required for bulksms',
      });
    }
    if (env.SMS_PROVIDER === 'clickatell' && !env.SMS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'SMS_API_KEY is required for clickatell' });
    }
    if (env.PLACES_PROVIDER === 'osm' && !env.PLACES_OSM_URL) {
      ctx.addIssue({ code: 'custom', path: ['PLACES_OSM_URL'], message: 'is required when PLACES_PROVIDER is osm' });
    }
    // A partial bucket setting would quietly keep files on one machine's disk: refused, naming what is missing.
    const s3Set = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_ENDPOINT].some(Boolean);
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (s3Set && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when any S3_ setting is set` });
      }
    }
  });

export type Env = z.infer<typeof envSchema> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  PLACES_PROVIDER: PlaceProvider;
};

export class EnvError extends Error {}

/** Parses the environment once; a bad value stops the server with the list of keys at fault. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // Google without a key stays Google: the form then shows its 'Configuration Error'
    // (docs/rules/formats-and-defaults.md).
    PLACES_PROVIDER:
      env.PLACES_PROVIDER ?? (env.GOOGLE_MAPS_API_KEY ? 'google' : env.PLACES_OSM_URL ? 'osm' : 'builtin'),
  };
}
