import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { anyPhoneToE164 } from './phone.ts';
import type { Logger } from './logger.ts';
import { writeFileAtomically } from './storage.ts';

export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

/**
 * A message the provider refused or could not take. `permanent` when sending the same message
 * again cannot succeed (a number that is no number, credentials or credit the operator must fix):
 * the outbox gives it up rather than retrying. Its name, code and status are what the outbox
 * stores and logs; the message names neither the number nor the text.
 */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  readonly code: 'SMS_REFUSED' | 'SMS_UNAVAILABLE';

  constructor(
    readonly permanent: boolean,
    readonly responseCode?: number,
    options?: ErrorOptions,
  ) {
    super(
      `SMS ${permanent ? 'refused' : 'not delivered for now'}${responseCode ? ` (HTTP ${responseCode})` : ''}`,
      options,
    );
    this.code = permanent ? 'SMS_REFUSED' : 'SMS_UNAVAILABLE';
  }
}

/**
 * How an HTTP answer of an SMS gateway decides the message's fate: 408, 429 and 5xx are passing
 * (retry with back-off); any other 4xx is the request's or the account's fault and stays so.
 * Bad credentials and spent credit are given up too: a verification code is only good for minutes,
 * and hammering a gateway with a refused login can lock the account.
 */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The number in E.164 ('082 123 4567', '+27 82 123 4567', '0027 82…' → '+27821234567'), or a permanent refusal. */
function recipient(to: string): string {
  const e164 = anyPhoneToE164(to);
  if (!e164) throw new SmsDeliveryError(true);
  return e164;
}

/** A gateway request: a timeout or a dropped connection is worth another try later. */
async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SmsDeliveryError(false, undefined, { cause: error });
  }
}

// GSM 03.38: the basic table, and the extension table whose characters cost two septets.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** TEXT when every character is in the GSM alphabet; UNICODE otherwise, so no character turns into '?'. */
export function smsEncoding(body: string): 'TEXT' | 'UNICODE' {
  for (const char of body) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return 'UNICODE';
  return 'TEXT';
}

/** Writes {to, body, sent_at} JSON files under DATA_DIR/outbox/sms: the default, for development and tests. */
export function createOutboxSms(outboxDir: string, logger: Logger): SmsSender {
  return {
    async send(to, body) {
      const number = recipient(to);
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomUUID()}.json`);
      // Whole or not at all: a full disk fails the delivery (the outbox retries it) without a truncated file.
      await writeFileAtomically(file, JSON.stringify({ to: number, body, sent_at: new Date().toISOString() }));
      logger.info({ file }, 'sms written to outbox');
    },
  };
}

/**
 * BulkSMS (a South African gateway) over its JSON REST API v1: POST /v1/messages with HTTP Basic
 * authentication and one submission entry {to (international, '+27…'), body, encoding}; 201 when
 * accepted. The texts sent are one part long, well inside the default longMessageMaxParts of 3.
 */
export function createBulkSms(options: { url: string; username: string; password: string; logger: Logger }): SmsSender {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  return {
    async send(to, body) {
      const response = await post(options.url, {
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ to: recipient(to), body, encoding: smsEncoding(body) }),
      });
      if (!response.ok) {
        const permanent = isPermanentStatus(response.status);
        options.logger[permanent ? 'error' : 'warn']({ status: response.status }, 'sms refused by bulksms');
        throw new SmsDeliveryError(permanent, response.status);
      }
      options.logger.info('sms sent');
    },
  };
}

/**
 * Clickatell's error codes for a message it did not accept that no retry can fix: bad payload or
 * parameter, content too long, invalid or opted-out recipient, too many parts. Others (internal
 * errors, balance, rate limit) are tried again.
 */
const CLICKATELL_PERMANENT = new Set([21, 23, 24, 25, 26, 27, 40, 100]);

/**
 * Clickatell's Platform REST API: POST /messages with the integration's API key as the whole
 * Authorization header and {content, to: ['27…']} (international digits without '+'). It answers
 * 202 with one entry per recipient, which may still say accepted: false with an error code.
 */
export function createClickatellSms(options: { url: string; apiKey: string; logger: Logger }): SmsSender {
  return {
    async send(to, body) {
      const response = await post(options.url, {
        headers: { authorization: options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ content: body, to: [recipient(to).slice(1)] }),
      });
      if (!response.ok) {
        const permanent = isPermanentStatus(response.status);
        options.logger[permanent ? 'error' : 'warn']({ status: response.status }, 'sms refused by clickatell');
        throw new SmsDeliveryError(permanent, response.status);
      }
      const answer = (await response.json().catch(() => null)) as {
        messages?: { accepted?: boolean; errorCode?: number | null }[];
      } | null;
      const entry = answer?.messages?.[0];
      if (!entry?.accepted) {
        const errorCode = entry?.errorCode ?? null;
        const permanent = errorCode !== null && CLICKATELL_PERMANENT.has(errorCode);
        options.logger[permanent ? 'error' : 'warn']({ errorCode }, 'sms not accepted by clickatell');
        throw new SmsDeliveryError(permanent, response.status);
      }
      options.logger.info('sms sent');
    },
  };
}

/** The sender SMS_PROVIDER names, with its credentials (the environment has checked they are there). */
export function createSmsSender(
  env: {
    SMS_PROVIDER: 'outbox' | 'bulksms' | 'clickatell';
    SMS_API_URL?: string;
    SMS_USERNAME?: string;
    SMS_PASSWORD?: string;
    SMS_API_KEY?: string;
  },
  outboxDir: string,
  logger: Logger,
): SmsSender {
  switch (env.SMS_PROVIDER) {
    case 'bulksms':
      return createBulkSms({
        url: env.SMS_API_URL ?? 'https://api.bulksms.com/v1/messages',
        username: env.SMS_USERNAME!,
        password: env.SMS_PASSWORD!,
        logger,
      });
    case 'clickatell':
      return createClickatellSms({
        url: env.SMS_API_URL ?? 'https://platform.clickatell.com/messages',
        apiKey: env.SMS_API_KEY!,
        logger,
      });
    default:
      return createOutboxSms(outboxDir, logger);
  }
}
