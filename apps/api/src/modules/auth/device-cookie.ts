import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Reads and writes the cookie through @fastify/cookie, which signs it with the options' secret (HMAC-SHA256). */
export async function registerDeviceCookie(app: FastifyInstance, options: DeviceCookieOptions): Promise<void> {
  await app.register(fastifyCookie, { secret: options.secret });
}

/** The device the request's cookie names, or null when it has none or its signature is wrong. */
export function readDevice(request: FastifyRequest): Device | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  const [id, nonce] = valid && value ? value.split('.') : [];
  if (!id || !nonce || !/^\d{1,10}$/.test(id)) return null;
  return { userId: Number(id), nonce };
}

/** A new device cookie for the account that just signed in. */
export function setDevice(reply: FastifyReply, userId: number, options: DeviceCookieOptions): void {
  void reply.setCookie(DEVICE_COOKIE, `${userId}.${randomToken()}`, {
    signed: true,
    path: options.path,
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
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
