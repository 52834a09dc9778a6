import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

function errorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted it');
}

describe('parseEnv', () => {
  it('starts with the documented defaults on an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('./data'),
      PUBLIC_URL: 'http://localhost:3000',
      SMS_PROVIDER: 'outbox',
      LOG_LEVEL: 'info',
      PUBLIC_CACHE: 'on',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/tmp/akwaaba-data',
      PUBLIC_URL: 'https://akwaaba.example/',
      DATABASE_URL: 'postgresql://user@db:5432/akwaaba',
      ADMIN_EMAIL: 'admin@akwaaba.example',
      ADMIN_PASSWORD: 'Secret-Admin-1',
      SEED_DEMO: '0',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_CACHE: 'off',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/tmp/akwaaba-data',
      PUBLIC_URL: 'https://akwaaba.example',
      DATABASE_URL: 'postgresql://user@db:5432/akwaaba',
      SEED_DEMO: false,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_CACHE: 'off',
    });
    expect(parseEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it('reads empty values as not set', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', ADMIN_EMAIL: '', TRUST_PROXY: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/akwaaba' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'x' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@akwaaba.example' }],
    ['SEED_DEMO', { SEED_DEMO: 'yes please' }],
    ['SMTP_URL', { SMTP_URL: 'smtp at my server' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'contact' }],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'pigeon' }],
    ['SMS_USERNAME', { SMS_PROVIDER: 'bulksms' }],
    ['SMS_API_KEY', { SMS_PROVIDER: 'clickatell' }],
    ['SMS_API_URL', { SMS_PROVIDER: 'bulksms', SMS_USERNAME: 'u', SMS_PASSWORD: 'p', SMS_API_URL: 'bulksms' }],
    ['REDIS_URL', { REDIS_URL: 'redis server please' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['PUBLIC_CACHE', { PUBLIC_CACHE: 'sometimes' }],
  ])('throws EnvError naming %s for %j', (key, source) => {
    const error = errorOf(source);
    expect(error).toBeInstanceOf(EnvError);
    expect(error.message).toMatch(/^Invalid environment:/);
    expect(error.message).toMatch(new RegExp(`^  ${key}: `, 'm'));
  });

  it('names every key at fault at once', () => {
    const error = errorOf({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    const keys = error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(keys.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it('does not repeat the bad value, which may hold a secret', () => {
    const error = errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/akwaaba', SMTP_URL: 'smtp hunter3 password' });
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('hunter3');
  });

  it('reads SEED_DEMO form values explicitly, never "0" as true', () => {
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('takes a DEVICE_COOKIE_SECRET of 32 characters or more, and refuses a short one without repeating it', () => {
    const secret = 'x'.repeat(32);
    expect(parseEnv({ DEVICE_COOKIE_SECRET: secret }).DEVICE_COOKIE_SECRET).toBe(secret);
    expect(parseEnv({}).DEVICE_COOKIE_SECRET).toBeUndefined();
    const error = errorOf({ DEVICE_COOKIE_SECRET: 'short-secret' });
    expect(error.message).toMatch(/^ {2}DEVICE_COOKIE_SECRET: /m);
    expect(error.message).not.toContain('short-secret');
  });
});
