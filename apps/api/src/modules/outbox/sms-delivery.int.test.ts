import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_TTL_MINUTES } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { STRONG_PASSWORD } from '../../../test/factories.ts';

/**
 * The verification SMS through the outbox worker and the BulkSMS provider, against a local gateway
 * that records each request and answers what the test sets.
 */
interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { to: string; body: string; encoding: string };
}
let recorded: Recorded[] = [];
let status = 201;

const gateway = http.createServer((request, response) => {
  let text = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (text += chunk));
  request.on('end', () => {
    recorded.push({
      method: request.method!,
      path: request.url!,
      authorization: request.headers.authorization,
      body: JSON.parse(text),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 201 ? '[]' : JSON.stringify({ type: 'x', title: 'Error', status }));
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const { app, clock, logs } = await buildTestApp({
  captureLogs: true,
  env: {
    SMS_PROVIDER: 'bulksms',
    SMS_USERNAME: 'akwaaba',
    SMS_PASSWORD: 'gateway-pass',
    SMS_API_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v1/messages`,
  },
});

const sentTexts: string[] = [];
beforeEach(() => {
  sentTexts.push(...recorded.map((request) => request.body.body));
  recorded = [];
  status = 201;
});

afterAll(() => {
  // Neither the codes nor the numbers texted reach a log line, nor do the gateway's credentials.
  sentTexts.push(...recorded.map((request) => request.body.body));
  const text = logs().join('\n');
  expect(text).toContain('sms sent');
  // As whole numbers: a timestamp's digits hold any 6-digit run.
  for (const body of sentTexts) expect(text).not.toMatch(new RegExp(`(?<!\\d)${/\d{6}/.exec(body)![0]}(?!\\d)`));
  expect(text).not.toContain('2782123000');
  expect(text).not.toContain('082123000');
  expect(text).not.toContain('gateway-pass');
  expect(text).not.toContain(Buffer.from('akwaaba:gateway-pass').toString('base64'));
});

const registerByPhone = (phone: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      name: 'Sipho Dlamini',
      registration_type: 'phone',
      phone,
      country_code: '+27',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
    },
  });

/** The SMS queued to the number (a sent message's payload is emptied, so it is found before delivery). */
async function queuedSms(to: string): Promise<number> {
  const rows = (await app.services.outbox.list()).filter((row) => row.kind === 'sms' && row.payload.to === to);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function outboxRow(id: number) {
  return (await app.services.outbox.list()).find((row) => row.id === id)!;
}

describe('a verification SMS through BulkSMS', () => {
  it('goes to the E.164 number with Basic auth, and its code verifies the phone', async () => {
    expect((await registerByPhone('0821230001')).statusCode).toBe(201);
    const id = await queuedSms('+27821230001');
    await app.services.outbox.drain();

    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/messages' });
    expect(request!.authorization).toBe(`Basic ${Buffer.from('akwaaba:gateway-pass').toString('base64')}`);
    expect(request!.body).toMatchObject({ to: '+27821230001', encoding: 'TEXT' });
    expect(request!.body.body).toMatch(/^Your Akwaaba verification code is \d{6}\. It expires in \d+ minutes\.$/);
    expect((await outboxRow(id)).status).toBe('sent');

    const code = /\d{6}/.exec(request!.body.body)![0];
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify',
      payload: { phone: '0821230001', country_code: '+27', verification_code: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('is tried again after a 503 and delivered once the gateway is back', async () => {
    status = 503;
    expect((await registerByPhone('0821230002')).statusCode).toBe(201);
    const id = await queuedSms('+27821230002');
    await app.services.outbox.drain();
    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SmsDeliveryError SMS_UNAVAILABLE 503',
    });

    status = 201;
    clock.advance(60_000);
    await app.services.outbox.drain();
    expect(recorded).toHaveLength(2);
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('is not sent once its code expired while the gateway was down, and is not left among the dead', async () => {
    status = 503;
    expect((await registerByPhone('0821230004')).statusCode).toBe(201);
    const id = await queuedSms('+27821230004');
    await app.services.outbox.drain();
    expect(recorded).toHaveLength(1);

    // The gateway is back only after the code's ten minutes: the code would no longer verify, so it is not sent.
    status = 201;
    clock.advance((VERIFICATION_CODE_TTL_MINUTES + 1) * 60_000);
    await app.services.outbox.drain();
    expect(recorded).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'expired', payload: {} });
    expect((await app.services.outbox.dead(1, 100)).data.map((message) => message.id)).not.toContain(id);
  });

  it('is given up at once when the gateway refuses it with a 400, without the number or text in the reason', async () => {
    status = 400;
    expect((await registerByPhone('0821230003')).statusCode).toBe(201);
    const id = await queuedSms('+27821230003');
    await app.services.outbox.drain();
    clock.advance(24 * 60 * 60_000);
    await app.services.outbox.drain();

    expect(recorded).toHaveLength(1);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row.lastError).toContain('400');
    expect(row.lastError).not.toContain('821230003');
  });
});
