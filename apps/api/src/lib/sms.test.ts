import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from './logger.ts';
import {
  createBulkSms,
  createClickatellSms,
  createOutboxSms,
  createSmsSender,
  SmsDeliveryError,
  smsEncoding,
} from './sms.ts';

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in gateway: records each request and answers what the test set. */
let gateway: http.Server;
let url: string;
let recorded: Recorded[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: [] };

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      recorded.push({ method: request.method!, path: request.url!, headers: request.headers, body: JSON.parse(text) });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

beforeEach(() => {
  recorded = [];
});

function recordingLogger() {
  const lines: unknown[][] = [];
  const log = (...args: unknown[]) => void lines.push(args);
  return { logger: { info: log, warn: log, error: log, debug: log } as unknown as Logger, lines };
}

async function failureOf(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

const TEXT = 'Your Akwaaba verification code is 123456. It expires in 10 minutes.';

describe('BulkSMS', () => {
  const bulk = (logger = recordingLogger().logger) =>
    createBulkSms({ url: `${url}/v1/messages`, username: 'akwaaba', password: 's3cret:pw', logger });

  it.each(['082 123 4567', '+27 82 123 4567', '0027 82 123 4567', '+27821234567'])(
    'posts one JSON entry to /v1/messages with Basic auth and %s as +27821234567',
    async (written) => {
      answer = { status: 201, body: [{ id: '1', type: 'SENT', to: '+27821234567', status: { type: 'ACCEPTED' } }] };
      await bulk().send(written, TEXT);
      expect(recorded).toHaveLength(1);
      const [request] = recorded;
      expect(request!.method).toBe('POST');
      expect(request!.path).toBe('/v1/messages');
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('akwaaba:s3cret:pw').toString('base64')}`);
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.body).toEqual({ to: '+27821234567', body: TEXT, encoding: 'TEXT' });
    },
  );

  it('sends a text with characters outside the GSM alphabet as UNICODE', async () => {
    answer = { status: 201, body: [] };
    await bulk().send('+233241234567', 'Akwaaba, Kwame — see you ✓');
    expect(recorded[0]!.body).toEqual({ to: '+233241234567', body: 'Akwaaba, Kwame — see you ✓', encoding: 'UNICODE' });
  });

  it.each([
    [400, 'a bad number or body', true],
    [401, 'wrong credentials', true],
    [403, 'no credit left', true],
    [408, 'a timeout at the gateway', false],
    [429, 'too many requests', false],
    [500, 'a gateway error', false],
    [503, 'the gateway down for now', false],
  ])('takes %i (%s) as permanent: %s', async (status, _reason, permanent) => {
    answer = {
      status,
      body: { type: 'https://developer.bulksms.com/json/v1/errors#x', title: 'Error', status, detail: 'x' },
    };
    const { logger, lines } = recordingLogger();
    const error = await failureOf(bulk(logger).send('0821234567', TEXT));
    expect(error.permanent).toBe(permanent);
    expect(error.responseCode).toBe(status);
    expect(error.code).toBe(permanent ? 'SMS_REFUSED' : 'SMS_UNAVAILABLE');
    // What the outbox stores and the logs say names neither the number nor the code.
    const said = JSON.stringify([error.message, lines]);
    expect(said).not.toContain('821234567');
    expect(said).not.toContain('123456');
  });

  it('refuses for good, without asking the gateway, what is no phone number', async () => {
    for (const written of ['0001234567', '12345', 'not a number', '']) {
      const error = await failureOf(bulk().send(written, TEXT));
      expect(error.permanent).toBe(true);
    }
    expect(recorded).toHaveLength(0);
  });

  it('takes an unreachable gateway as worth another try', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sender = createBulkSms({
      url: `http://127.0.0.1:${port}/v1/messages`,
      username: 'a',
      password: 'b',
      logger: recordingLogger().logger,
    });
    const error = await failureOf(sender.send('+27821234567', TEXT));
    expect(error.permanent).toBe(false);
    expect(error.responseCode).toBeUndefined();
  });
});

describe('Clickatell', () => {
  const clickatell = () =>
    createClickatellSms({ url: `${url}/messages`, apiKey: 'key-AbC==', logger: recordingLogger().logger });

  it('posts {content, to: [international digits]} with the API key as the Authorization header', async () => {
    answer = { status: 202, body: { messages: [{ apiMessageId: 'a1', accepted: true, to: '27821234567' }] } };
    await clickatell().send('082 123 4567', TEXT);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ method: 'POST', path: '/messages' });
    expect(recorded[0]!.headers.authorization).toBe('key-AbC==');
    expect(recorded[0]!.headers['content-type']).toBe('application/json');
    expect(recorded[0]!.body).toEqual({ content: TEXT, to: ['27821234567'] });
  });

  it.each([
    [25, 'invalid recipient', true],
    [26, 'recipient opted out', true],
    [19, 'internal error, retry', false],
    [20, 'balance too low', false],
  ])(
    'takes a 202 that did not accept the message (error %i, %s) as permanent: %s',
    async (errorCode, _r, permanent) => {
      answer = {
        status: 202,
        body: { messages: [{ apiMessageId: null, accepted: false, to: '27821234567', errorCode, error: 'x' }] },
      };
      const error = await failureOf(clickatell().send('+27821234567', TEXT));
      expect(error.permanent).toBe(permanent);
    },
  );

  it.each([
    [400, true],
    [401, true],
    [429, false],
    [503, false],
  ])('takes HTTP %i as permanent: %s', async (status, permanent) => {
    answer = { status, body: { error: 'x' } };
    const error = await failureOf(clickatell().send('+27821234567', TEXT));
    expect(error.permanent).toBe(permanent);
    expect(error.responseCode).toBe(status);
  });
});

describe('the outbox sender', () => {
  it('writes {to in E.164, body, sent_at} and refuses what is no number', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-sms-'));
    const sender = createOutboxSms(dir, recordingLogger().logger);
    await sender.send('0027 82 123 4567', TEXT);
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    const written = JSON.parse(await fs.readFile(path.join(dir, files[0]!), 'utf8'));
    expect(written).toMatchObject({ to: '+27821234567', body: TEXT });
    expect(new Date(written.sent_at).toString()).not.toBe('Invalid Date');
    expect((await failureOf(sender.send('123', TEXT))).permanent).toBe(true);
    await fs.rm(dir, { recursive: true });
  });
});

describe('createSmsSender', () => {
  it('sends through the provider SMS_PROVIDER names, at SMS_API_URL', async () => {
    answer = { status: 202, body: { messages: [{ accepted: true }] } };
    const logger = recordingLogger().logger;
    await createSmsSender(
      { SMS_PROVIDER: 'clickatell', SMS_API_URL: `${url}/messages`, SMS_API_KEY: 'k' },
      '/nonexistent',
      logger,
    ).send('+27821234567', 'a');
    answer = { status: 201, body: [] };
    await createSmsSender(
      { SMS_PROVIDER: 'bulksms', SMS_API_URL: `${url}/v1/messages`, SMS_USERNAME: 'u', SMS_PASSWORD: 'p' },
      '/nonexistent',
      logger,
    ).send('+27821234567', 'b');
    expect(recorded.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/messages', 'k'],
      ['/v1/messages', `Basic ${Buffer.from('u:p').toString('base64')}`],
    ]);
  });
});

describe('smsEncoding', () => {
  it('keeps the GSM alphabet, its extension table included, as TEXT', () => {
    expect(smsEncoding('Hello @ £5 [ok] {x} ~ € ü é Ñ\n')).toBe('TEXT');
  });

  it('needs UNICODE for anything else', () => {
    expect(smsEncoding('Café ✓')).toBe('UNICODE');
    expect(smsEncoding('`code`')).toBe('UNICODE');
    expect(smsEncoding('Ɛ')).toBe('UNICODE');
  });
});
