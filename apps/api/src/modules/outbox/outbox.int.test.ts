import fs from 'node:fs/promises';
import { SMTPServer } from 'smtp-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { createMailer, PermanentDeliveryError } from '../../lib/mailer.ts';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../../test/build-test-app.ts';
import {
  approveEvent,
  categoryBySlug,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  type Actor,
} from '../../../test/event-factories.ts';
import { freePort } from '../../../test/free-port.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createOutboxService, OUTBOX_LEASE_MS } from './outbox.service.ts';

const HOUR = 3_600_000;

const readdirOrEmpty = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** A local SMTP server that keeps what it receives: the mail server coming back. */
async function startSmtp(port: number) {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The mailer pools its connections and keeps them open: closing cuts them rather than waiting 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('with the mail server unreachable', () => {
  let testApp: TestApp;
  let port: number;
  let admin: Actor;
  let business: Actor;
  let categoryId: number;
  const now = () => testApp.clock.now();
  const outboxRows = () => testApp.app.services.outbox.list();

  beforeAll(async () => {
    port = await freePort();
    testApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    admin = await makeAdmin(testApp.app);
    business = await makeBusiness(testApp.app);
    categoryId = (await categoryBySlug(testApp.app, 'event', 'cultural-celebrations')).id;
  });

  it('approving an event answers 200, the event is live, and the mail waits in the outbox', async () => {
    const event = await createEvent(testApp.app, business, eventBody(now(), categoryId));
    expect(event.status).toBe('pending');
    await approveEvent(testApp.app, admin, event.id);
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/v1/events/${event.id}` });
    expect(detail.json().data.status).toBe('approved');

    expect(await testApp.app.services.outbox.drain()).toBeGreaterThan(0);
    const mail = (await outboxRows()).filter((row) => row.kind === 'mail');
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((row) => row.status === 'pending' && row.attempts === 1 && row.lastError !== null)).toBe(true);
  });

  it('five cancellations at once all answer 200 and the waitlist moves on', async () => {
    const event = await createEvent(testApp.app, business, eventBody(now(), categoryId, { max_attendees: 5 }));
    await approveEvent(testApp.app, admin, event.id);
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => makeIndividual(testApp.app, `Member ${i}`)));
    for (const member of members) {
      const rsvp = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/attend`,
        headers: member.headers,
      });
      expect(rsvp.statusCode).toBe(200);
    }
    const cancellations = await Promise.all(
      members
        .slice(0, 5)
        .map((member) =>
          testApp.app.inject({ method: 'DELETE', url: `/api/v1/events/${event.id}/attend`, headers: member.headers }),
        ),
    );
    expect(cancellations.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/v1/events/${event.id}` });
    expect(detail.json().data).toMatchObject({ attendees_count: 5, waitlist_count: 0 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
    // The promotion mails were tried, and wait for the mail server.
    await testApp.app.services.outbox.drain();
  });

  it('forgot-password answers alike for a known and an unknown address', async () => {
    const ask = (email: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    const known = await ask(business.email);
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await testApp.app.services.outbox.drain();
  });

  it('once the mail server is back, the worker delivers what it kept after its back-off, but not a reset link past its hour', async () => {
    const smtp = await startSmtp(port);
    try {
      // Still inside the back-off: nothing is tried yet.
      await testApp.app.services.outbox.drain();
      expect(smtp.received).toEqual([]);

      testApp.clock.advance(2 * HOUR);
      await testApp.app.services.outbox.drain();
      const recipients = smtp.received.flatMap((mail) => mail.to);
      expect(recipients).toContain(business.email);
      expect(smtp.received.some((mail) => mail.data.includes('Your event is live'))).toBe(true);
      // Two hours late, the link would no longer work: it is dropped, not sent.
      expect(smtp.received.some((mail) => mail.data.includes('/reset-password?token='))).toBe(false);
      expect(recipients).not.toContain('nobody-here@example.com');
      const rows = await outboxRows();
      expect(rows.filter((row) => row.status === 'expired')).toEqual([
        expect.objectContaining({ kind: 'mail', lastError: expect.stringMatching(/^expired/) }),
      ]);
      expect(rows.every((row) => row.status === 'sent' || row.status === 'expired')).toBe(true);
      // Nothing that was sent keeps its link or code in the database.
      expect(rows.every((row) => Object.keys(row.payload).length === 0)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('a restart loses nothing: a new server on the same database sends what the stopped one had queued', async () => {
    const contact = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ama', email: 'ama@example.com', subject: 'Hello', message: 'A message for the team.' },
    });
    expect(contact.statusCode).toBe(200);
    await testApp.app.services.outbox.drain();
    expect((await outboxRows()).filter((row) => row.status === 'pending')).toHaveLength(1);

    const smtp = await startSmtp(port);
    const restarted = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: testApp.dataDir,
        PUBLIC_URL: 'http://akwaaba.test',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      }),
      database: testApp.database,
      clock: testApp.clock,
      logger: false,
      rateLimits: relaxedRateLimits,
    });
    try {
      testApp.clock.advance(2 * HOUR);
      await restarted.services.outbox.drain();
      expect(smtp.received.map((mail) => mail.data).join('\n')).toContain('A message for the team.');
      expect((await outboxRows()).filter((row) => row.status === 'pending')).toEqual([]);
    } finally {
      await restarted.close();
      await smtp.close();
    }
  });
});

describe('the outbox worker', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  function worker(send: (message: unknown) => Promise<void>, maxAttempts = 3, heartbeatMs?: number) {
    const { db } = testApp.database;
    return createOutboxService({
      db,
      outboxRepository: createOutboxRepository(db),
      mailer: { send },
      sms: { send },
      clock: testApp.clock,
      logger: quiet,
      maxAttempts,
      heartbeatMs,
    });
  }
  const subjectOf = (message: unknown) => (message as { subject?: string }).subject;
  const rowBySubject = async (subject: string) =>
    (await createOutboxRepository(testApp.database.db).list()).find((row) => row.payload.subject === subject);

  it('gives a message up as dead after its last try, keeping why', async () => {
    const failing = worker(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    });
    await failing.sms(testApp.database.db, '+27821234567', 'Your code is 123456.');
    for (let attempt = 0; attempt < 3; attempt++) {
      await failing.drain();
      testApp.clock.advance(2 * HOUR);
    }
    const [row] = (await failing.list()).filter((message) => message.kind === 'sms');
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Error ECONNREFUSED' });
  });

  it('gives a message up at once when its transport says the refusal is for good, keeping the reason', async () => {
    const refusing = worker(async () => {
      throw new PermanentDeliveryError('550 5.1.1 <am***@example.com>: no such user');
    }, 12);
    await refusing.mail(testApp.database.db, { to: 'ama@example.com', subject: 'Refused', text: 'Hello' });
    await refusing.drain();
    const [row] = (await refusing.list()).filter((message) => message.payload.subject === 'Refused');
    expect(row).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: '550 5.1.1 <am***@example.com>: no such user',
    });
  });

  it('a message whose worker died mid-send is taken by another worker within 30 s, not while its lease holds', async () => {
    const sent: string[] = [];
    const healthy = worker(async (message) => {
      sent.push(subjectOf(message)!);
    });
    await healthy.mail(testApp.database.db, { to: 'ama@example.com', subject: 'Orphaned', text: 'Hello' });
    // A worker claims it with its lease, as a worker does, and dies: nothing renews the lease.
    const claimedAt = testApp.clock.now();
    await createOutboxRepository(testApp.database.db).claimDue(
      claimedAt,
      new Date(claimedAt.getTime() + OUTBOX_LEASE_MS),
      10,
    );
    await healthy.drain();
    testApp.clock.advance(10_000);
    await healthy.drain();
    expect(sent).toEqual([]);
    testApp.clock.advance(20_000);
    await healthy.drain();
    expect(sent).toEqual(['Orphaned']);
  });

  it('renews the lease of a slow send, so a second worker never takes it and the message goes once', async () => {
    const sent: string[] = [];
    let finish = () => {};
    const slow = worker(
      (message) => {
        sent.push(`slow: ${subjectOf(message)}`);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      3,
      5,
    );
    const second = worker(async (message) => {
      sent.push(`second: ${subjectOf(message)}`);
    });
    await slow.mail(testApp.database.db, { to: 'ama@example.com', subject: 'Slow', text: 'Hello' });
    const sending = slow.drain();
    await expect.poll(() => sent).toEqual(['slow: Slow']);
    // Six minutes of a hanging SMTP conversation, in steps shorter than a lease: each is renewed in time.
    for (let step = 0; step < 24; step++) {
      const before = (await rowBySubject('Slow'))!.lockedUntil!.getTime();
      testApp.clock.advance(15_000);
      await expect.poll(async () => (await rowBySubject('Slow'))!.lockedUntil!.getTime()).toBeGreaterThan(before);
      await second.drain();
    }
    expect(sent).toEqual(['slow: Slow']);
    finish();
    await sending;
    expect(await rowBySubject('Slow')).toBeUndefined(); // sent: its payload emptied
    // The lease ends with the send: nothing renews a finished message.
    expect(sent).toEqual(['slow: Slow']);
  });

  it('drops a message whose lifetime ended before it could be sent, apart from the dead ones', async () => {
    const failing = worker(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    }, 12);
    const sent: string[] = [];
    const healthy = worker(async (message) => {
      sent.push(subjectOf(message)!);
    });
    const expiresAt = new Date(testApp.clock.now().getTime() + 10 * 60_000);
    await failing.mail(
      testApp.database.db,
      { to: 'ama@example.com', subject: 'Short-lived', text: 'A link for 10 minutes' },
      { expiresAt },
    );
    await failing.drain();
    testApp.clock.advance(11 * 60_000);
    await healthy.drain();
    expect(sent).not.toContain('Short-lived');
    const [row] = (await healthy.list()).filter((message) => message.expiresAt?.getTime() === expiresAt.getTime());
    expect(row).toMatchObject({ status: 'expired', payload: {}, lastError: 'expired before it could be sent' });
    expect((await healthy.dead(1, 100)).data.map((message) => message.id)).not.toContain(row!.id);
  });

  it('a running worker sends what a write queued as soon as it commits, not at its next poll', async () => {
    const { outbox } = testApp.app.services;
    outbox.start(60 * 60_000);
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name: 'Kofi', email: 'kofi@example.com', subject: 'Quick', message: 'Delivered without waiting.' },
      });
      expect(response.statusCode).toBe(200);
      await expect
        .poll(async () => (await readdirOrEmpty(`${testApp.dataDir}/outbox/mail`)).length, { timeout: 5_000 })
        .toBeGreaterThan(0);
    } finally {
      await outbox.stop();
    }
  });

  it('the dev transport writes each message to a file in the outbox folder', async () => {
    const mailer = createMailer({ from: 'a@b.c', outboxDir: `${testApp.dataDir}/outbox/mail`, logger: quiet });
    const local = worker(() => Promise.resolve());
    await local.mail(testApp.database.db, { to: 'kofi@example.com', subject: 'Files', text: 'On disk' });
    await createOutboxService({
      db: testApp.database.db,
      outboxRepository: createOutboxRepository(testApp.database.db),
      mailer,
      sms: { send: () => Promise.resolve() },
      clock: testApp.clock,
      logger: quiet,
    }).drain();
    expect((await testApp.mail()).join('\n')).toContain('On disk');
  });
});
