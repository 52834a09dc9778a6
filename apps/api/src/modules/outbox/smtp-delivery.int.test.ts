import { sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerAuthenticationResponse } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages, type DeadOutboxMessage, type ListResponse } from '@akwaaba/contracts';
import { createMailer, PermanentDeliveryError } from '../../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeAdmin, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { mailBody, mailHeader, mailHtml, registerMember } from '../../../test/factories.ts';
import { freePort } from '../../../test/free-port.ts';

const SMTP_USER = 'akwaaba';
const SMTP_PASSWORD = 'smtp-secret-1';
const REFUSED = 'full.mailbox@example.com';
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
  secure: boolean;
  user: unknown;
}

/**
 * A mail server like a provider's: STARTTLS with smtp-server's bundled test certificate, AUTH only once the
 * connection is encrypted, and a mailbox it refuses for good (550) while `refusing` is set.
 */
async function startSmtp(port: number) {
  const received: Received[] = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    logger: false,
    closeTimeout: 100,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback: (error: Error | null, response?: SMTPServerAuthenticationResponse) => void) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: SMTP_USER });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (state.refusing && address.address === REFUSED) {
        return callback(Object.assign(new Error(`5.1.1 <${REFUSED}>: mailbox unavailable`), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let port: number;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let testApp: TestApp;
let admin: Actor;
const smtpUrl = (password: string) =>
  // The bundled certificate is self-signed: trusted here by the URL, as an operator could for a private relay.
  `smtp://${SMTP_USER}:${password}@127.0.0.1:${port}?requireTLS=true&tls.rejectUnauthorized=false`;

beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtp(port);
  testApp = await buildTestApp({ env: { SMTP_URL: smtpUrl(SMTP_PASSWORD) } });
  admin = await makeAdmin(testApp.app);
});

afterAll(async () => {
  await smtp.close();
});

const forgotPassword = (email: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
const deadList = async (headers = admin.headers) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/admin/outbox/dead', headers });
const retry = (id: number | string, headers: Record<string, string> = admin.headers) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/admin/outbox/${id}/retry`, headers });
const outboxRow = async (id: number) => (await testApp.app.services.outbox.list()).find((row) => row.id === id);

describe('mail through SMTP (STARTTLS, AUTH, a pool)', () => {
  it('delivers a password reset with From, To, Subject, a text and an HTML part, and the link from PUBLIC_URL', async () => {
    const member = await registerMember(testApp.app, { name: 'Ama <Mensah>' });
    expect((await forgotPassword(member.user.email!)).statusCode).toBe(200);
    await testApp.app.services.outbox.drain();

    const mail = smtp.received.find(
      (message) =>
        message.to.includes(member.user.email!) &&
        mailHeader(message.data, 'Subject') === 'Reset your Akwaaba password',
    );
    expect(mail).toBeDefined();
    const { data } = mail!;
    expect(mail).toMatchObject({ from: 'no-reply@akwaaba.local', secure: true, user: SMTP_USER });
    expect(mailHeader(data, 'From')).toBe('Akwaaba <no-reply@akwaaba.local>');
    expect(mailHeader(data, 'To')).toBe(member.user.email);
    expect(mailHeader(data, 'Subject')).toBe('Reset your Akwaaba password');
    expect(mailHeader(data, 'Content-Type')).toMatch(/^multipart\/alternative/);

    const text = mailBody(data);
    const link = /http:\/\/akwaaba\.test\/reset-password\?token=[\w%-]{40,}/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(text).toContain('Hello Ama <Mensah>,');
    const html = mailHtml(data)!;
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('Hello Ama &lt;Mensah&gt;,');
    expect(html).toContain('>Akwaaba</td>');

    // The link works: it sets a new password.
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        token,
        email: member.user.email,
        password: 'Volta-River-2025',
        password_confirmation: 'Volta-River-2025',
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('marks a mail the server refuses for good (550) dead at once, with its reason and the address masked', async () => {
    await registerMember(testApp.app, { email: REFUSED });
    // The sign-up's confirmation mail would be refused alike; these tests follow the reset mail alone.
    await testApp.database.db.execute(sql`delete from outbox_messages where status = 'pending'`);
    expect((await forgotPassword(REFUSED)).statusCode).toBe(200);
    await testApp.app.services.outbox.drain();

    const rows = await testApp.app.services.outbox.list();
    const dead = rows.find((row) => row.kind === 'mail' && row.status === 'dead');
    expect(dead).toMatchObject({ attempts: 1 });
    expect(dead!.lastError).toMatch(/^550 5\.1\.1 <fu\*\*\*@example\.com>: mailbox unavailable/);
    expect(dead!.lastError).not.toContain(REFUSED);
    expect(dead!.finishedAt).not.toBeNull();
    expect(smtp.received.some((message) => message.to.includes(REFUSED))).toBe(false);
  });

  it('shows admins the dead messages: kind, masked recipient, subject, attempts, reason, times; never the body', async () => {
    const response = await deadList();
    expect(response.statusCode).toBe(200);
    const list = response.json() as ListResponse<DeadOutboxMessage>;
    expect(list).toMatchObject({ total: 1, current_page: 1 });
    expect(list.data[0]).toMatchObject({
      kind: 'mail',
      recipient: 'fu***@example.com',
      subject: 'Reset your Akwaaba password',
      attempts: 1,
      last_error: expect.stringMatching(/^550 /),
    });
    expect(Date.parse(list.data[0]!.created_at)).not.toBeNaN();
    expect(Date.parse(list.data[0]!.failed_at!)).not.toBeNaN();
    expect(response.body).not.toContain('reset-password?token');
    expect(response.body).not.toContain(REFUSED);
  });

  it('is for admins only', async () => {
    const member = await makeIndividual(testApp.app);
    const [id] = (await deadList()).json<ListResponse<DeadOutboxMessage>>().data.map((message) => message.id);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/admin/outbox/dead' })).statusCode).toBe(401);
    expect((await deadList(member.headers)).statusCode).toBe(403);
    expect((await retry(id!, member.headers)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: `/api/v1/admin/outbox/${id}/retry` })).statusCode).toBe(
      401,
    );
    expect((await outboxRow(id!))?.status).toBe('dead');
  });

  it('answers 404 to an id that is no id, and to a message that is not dead', async () => {
    expect((await retry('abc')).statusCode).toBe(404);
    expect((await retry(0)).statusCode).toBe(404);
    const missing = await retry(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: deliveryMessages.notFound });
    const sent = (await testApp.app.services.outbox.list()).find((row) => row.status === 'sent');
    expect((await retry(sent!.id)).statusCode).toBe(404);
  });

  it('a retry puts the message back in the queue with all its tries, and it goes once the cause is fixed', async () => {
    const [message] = (await deadList()).json<ListResponse<DeadOutboxMessage>>().data;
    smtp.state.refusing = false;
    const response = await retry(message!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: deliveryMessages.retried });
    expect(await outboxRow(message!.id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect((await deadList()).json()).toMatchObject({ total: 0, data: [] });

    await testApp.app.services.outbox.drain();
    expect(await outboxRow(message!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    const delivered = smtp.received.find((mail) => mail.to.includes(REFUSED));
    expect(mailBody(delivered!.data)).toContain('http://akwaaba.test/reset-password?token=');
  });
});

describe('the SMTP mailer', () => {
  const message = { to: 'kofi@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' };

  it('keeps a refused login (535) and an unreachable server apart from a refused message: both may be retried', async () => {
    const wrongPassword = createMailer({
      smtpUrl: smtpUrl('wrong'),
      from: 'a@b.c',
      outboxDir: '/nowhere',
      logger: quiet,
    });
    try {
      const error = await wrongPassword.send(message).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toMatchObject({ code: 'EAUTH', responseCode: 535 });
      expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    } finally {
      wrongPassword.close?.();
    }

    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'a@b.c',
      outboxDir: '/nowhere',
      logger: quiet,
    });
    try {
      const error = await down.send(message).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toMatchObject({ code: 'ESOCKET' });
      expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    } finally {
      down.close?.();
    }
  });

  it('refuses to send in clear text when the URL asks for TLS and the server offers none', async () => {
    const plainPort = await freePort();
    const plain = new SMTPServer({
      logger: false,
      closeTimeout: 100,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
    });
    await new Promise<void>((resolve) => plain.listen(plainPort, '127.0.0.1', resolve));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${plainPort}?requireTLS=true`,
      from: 'a@b.c',
      outboxDir: '/nowhere',
      logger: quiet,
    });
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ETLS' });
    } finally {
      mailer.close?.();
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });
});
