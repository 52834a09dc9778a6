import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../lib/secrets.ts';

/**
 * OWASP's device cookie: a browser that has signed in to an account carries a signed
 * `account id . nonce`, and is exempt from that account's lock (its own failures are
 * counted under its nonce), so strangers guessing passwords cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'akw_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Device {
  userId: number;
  nonce: string;
}

export interface DeviceCookieOptions {
  secret: string;
  secure: boolean;
  /** The auth routes' prefix: the cookie goes to them and nowhere else. */
  path: string;
}

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The device the request's cookie names, or null when it has none or its signature is wrong. */
export function readDevice(request: FastifyRequest, options: DeviceCookieOptions): Device | null {
  const value = readCookie(request, DEVICE_COOKIE);
  const [id, nonce, signature] = value?.split('.') ?? [];
  if (!id || !nonce || !signature || !/^\d{1,10}$/.test(id)) return null;
  const expected = Buffer.from(sign(options.secret, `${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), nonce };
}

/** A new device cookie for the account that just signed in. */
export function setDevice(reply: FastifyReply, userId: number, options: DeviceCookieOptions): void {
  const value = `${userId}.${randomToken()}`;
  const attributes = [
    `${DEVICE_COOKIE}=${value}.${sign(options.secret, value)}`,
    `Path=${options.path}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
}

/**
 * DEVICE_COOKIE_SECRET when set (several instances must share it), else a secret generated
 * once and kept in DATA_DIR, so cookies outlive restarts.
 */
export function deviceCookieSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'device-cookie.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomToken(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: theirs is the one.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}
