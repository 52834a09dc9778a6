import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  apiMessages,
  contactInboxMessages,
  contactMessages,
  type AdminStats,
  type ContactMessage,
  type ContactMessageResponse,
  type ListResponse,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { makeAdmin, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { mailBody, mailHeader, selectRows } from '../../../test/factories.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const testApp = await buildTestApp({
  rateLimits: {
    ...relaxedRateLimits,
    contactPerIp: { max: 3, timeWindow: MINUTE },
    contactPerMember: { max: 3, timeWindow: MINUTE },
  },
});
const { app, clock, database } = testApp;
const admin = await makeAdmin(app);
const member = await makeIndividual(app, 'Kwabena Member');

let lastOctet = 0;
/** A client address of its own per visitor, so the per-address limit only meets the test that is about it. */
const freshIp = () => `10.9.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

const validMessage = {
  name: 'Abena Mensah',
  email: 'abena@example.com',
  subject: 'Report a problem',
  message: 'The events page shows the wrong time.\nIt says 3 am for an afternoon braai.',
};

function send(payload: Record<string, unknown>, who: Actor | null = null, remoteAddress = freshIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    headers: who?.headers ?? {},
    remoteAddress,
    payload,
  });
}

const inbox = (query = '', who: Actor | null = admin) =>
  app.inject({ method: 'GET', url: `/api/v1/admin/contact-messages${query}`, headers: who?.headers ?? {} });
const act = (id: number | string, action: 'close' | 'reopen', who: Actor | null = admin) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/contact-messages/${id}/${action}`, headers: who?.headers ?? {} });

async function inboxPage(query = ''): Promise<ListResponse<ContactMessage>> {
  const response = await inbox(query);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Sends a message with a subject line of its own and answers it as the inbox shows it. */
async function sentMessage(message: string, overrides: Record<string, unknown> = {}): Promise<ContactMessage> {
  expect((await send({ ...validMessage, ...overrides, message })).statusCode).toBe(200);
  const found = (await inboxPage('?per_page=50')).data.find((item) => item.message === message);
  if (!found) throw new Error(`message not in the inbox: ${message}`);
  return found;
}

const storedCount = async () =>
  Number((await selectRows(database, sql`select count(*)::int as n from contact_messages`))[0]!.n);

describe('POST /contact', () => {
  it('keeps a visitor’s message for the inbox and mails it to the team, in one write', async () => {
    const mailBefore = (await testApp.mail()).length;
    const response = await send({ ...validMessage, email: 'Abena@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: contactMessages.sent });

    const [row] = await selectRows(
      database,
      sql`select user_id, name, email, subject, message, status, closed_at from contact_messages order by id desc limit 1`,
    );
    expect(row).toEqual({
      user_id: null,
      name: 'Abena Mensah',
      email: 'abena@example.com',
      subject: 'Report a problem',
      message: validMessage.message,
      status: 'open',
      closed_at: null,
    });

    const mails = await testApp.mail();
    expect(mails).toHaveLength(mailBefore + 1);
    const eml = mails.at(-1)!;
    expect(mailHeader(eml, 'To')).toBe('contact@akwaaba.local');
    expect(mailHeader(eml, 'Reply-To')).toBe('abena@example.com');
    expect(mailHeader(eml, 'Subject')).toBe('[Contact] Report a problem — Abena Mensah');
    expect(mailBody(eml)).toContain('It says 3 am for an afternoon braai.');
  });

  it('records the sender’s account when a member is signed in', async () => {
    expect((await send({ ...validMessage, message: 'From a signed-in member, please.' }, member)).statusCode).toBe(200);
    const [row] = await selectRows(
      database,
      sql`select user_id from contact_messages where message = 'From a signed-in member, please.'`,
    );
    expect(row).toEqual({ user_id: member.id });
  });

  it('files an unknown subject under a general question', async () => {
    const stored = await sentMessage('Free money subject, filed as general.', { subject: 'Free money' });
    expect(stored.subject).toBe('General question');
  });

  it.each([
    ['name', { name: '   ' }, contactMessages.nameRequired],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['message', { message: 'Too short' }, contactMessages.messageMin],
    ['message', { message: 'm'.repeat(2001) }, contactMessages.messageMax],
  ])('answers 422 on %s for %j, and stores and mails nothing', async (field, overrides, message) => {
    const [storedBefore, mailBefore] = [await storedCount(), (await testApp.mail()).length];
    const response = await send({ ...validMessage, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await storedCount()).toBe(storedBefore);
    expect(await testApp.mail()).toHaveLength(mailBefore);
  });

  it('limits messages per address and per member; a refused message is not stored', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 3; sent++) expect((await send(validMessage, null, ip)).statusCode).toBe(200);
    const storedBefore = await storedCount();
    const limited = await send(validMessage, null, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: apiMessages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await storedCount()).toBe(storedBefore);

    // A member is counted as a member, whatever address they write from.
    const chatty = await makeIndividual(app, 'Chatty Member');
    for (let sent = 0; sent < 3; sent++) expect((await send(validMessage, chatty)).statusCode).toBe(200);
    expect((await send(validMessage, chatty)).statusCode).toBe(429);
    // Admins are exempt.
    for (let sent = 0; sent < 4; sent++) expect((await send(validMessage, admin)).statusCode).toBe(200);
  });
});

describe('the admin inbox', () => {
  it('refuses visitors and members on every inbox route', async () => {
    const message = await sentMessage('Visitors and members are refused.');
    const visitorAnswers = await Promise.all([
      inbox('', null),
      act(message.id, 'close', null),
      act(message.id, 'reopen', null),
    ]);
    expect(visitorAnswers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    const memberAnswers = await Promise.all([
      inbox('', member),
      act(message.id, 'close', member),
      act(message.id, 'reopen', member),
    ]);
    expect(memberAnswers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect(memberAnswers[0]!.json()).toEqual({ message: apiMessages.forbidden });
    // Nothing changed.
    expect((await inboxPage('?per_page=50')).data.find((item) => item.id === message.id)?.status).toBe('open');
  });

  it('lists open messages newest first with the sender, subject, text and received time', async () => {
    clock.advance(MINUTE);
    const older = await sentMessage('The older of two messages.');
    clock.advance(MINUTE);
    const newer = await sentMessage('The newer of two messages.');
    const page = await inboxPage();
    expect(page.data[0]).toEqual(newer);
    expect(page.data[1]).toEqual(older);
    expect(newer).toEqual({
      id: expect.any(Number),
      user_id: null,
      name: 'Abena Mensah',
      email: 'abena@example.com',
      subject: 'Report a problem',
      message: 'The newer of two messages.',
      status: 'open',
      created_at: clock.now().toISOString(),
      closed_at: null,
    });
    expect(page.data.every((item) => item.status === 'open')).toBe(true);
  });

  it('closes a message: it leaves the open list for the closed one; closing again changes nothing', async () => {
    const message = await sentMessage('Please close me after answering.');
    const closed = await act(message.id, 'close');
    expect(closed.statusCode).toBe(200);
    const body = closed.json() as ContactMessageResponse;
    expect(body.message).toBe(contactInboxMessages.closed);
    expect(body.data).toMatchObject({ id: message.id, status: 'closed', closed_at: clock.now().toISOString() });

    expect((await inboxPage('?per_page=50')).data.map((item) => item.id)).not.toContain(message.id);
    expect((await inboxPage('?status=closed&per_page=50')).data.map((item) => item.id)).toContain(message.id);
    const [row] = await selectRows(database, sql`select closed_by from contact_messages where id = ${message.id}`);
    expect(row).toEqual({ closed_by: admin.id });

    clock.advance(MINUTE);
    const again = await act(message.id, 'close');
    expect(again.statusCode).toBe(200);
    // The first close is kept: when and by whom.
    expect((again.json() as ContactMessageResponse).data).toEqual(body.data);
  });

  it('reopens a closed message; reopening an open one changes nothing', async () => {
    const message = await sentMessage('Closed too soon, reopen me.');
    await act(message.id, 'close');
    const reopened = await act(message.id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({
      data: { ...message, status: 'open', closed_at: null },
      message: contactInboxMessages.reopened,
    });
    const [row] = await selectRows(database, sql`select closed_by from contact_messages where id = ${message.id}`);
    expect(row).toEqual({ closed_by: null });
    expect((await inboxPage('?per_page=50')).data.map((item) => item.id)).toContain(message.id);

    const again = await act(message.id, 'reopen');
    expect(again.statusCode).toBe(200);
    expect((again.json() as ContactMessageResponse).data).toEqual({ ...message, status: 'open', closed_at: null });
  });

  it('answers 404 for an unknown message and for an id that is not one', async () => {
    for (const action of ['close', 'reopen'] as const) {
      const missing = await act(2_000_000_000, action);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: contactInboxMessages.notFound });
      expect((await act('abc', action)).statusCode).toBe(404);
    }
  });

  it('pages the inbox with the list meta, and reads an unknown status as open', async () => {
    const { total } = await inboxPage('?per_page=1');
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await inboxPage('?per_page=2&page=1');
    const second = await inboxPage('?per_page=2&page=2');
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 2,
      total,
      last_page: Math.ceil(total / 2),
      from: 1,
      to: 2,
    });
    expect(second).toMatchObject({ current_page: 2, from: 3 });
    expect(second.data[0]!.id).not.toBe(first.data[1]!.id);
    // Newest first across pages.
    expect(Date.parse(first.data[1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(second.data[0]!.created_at));

    const beyond = await inboxPage(`?per_page=50&page=${Math.ceil(total / 50) + 1}`);
    expect(beyond).toMatchObject({ data: [], total, from: null, to: null });
    expect((await inboxPage('?status=archived&per_page=1')).total).toBe(total);
  });

  it('counts the open messages on the admin dashboard', async () => {
    const stats = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: admin.headers })).json() as {
          data: AdminStats;
        }
      ).data.open_contact_messages;
    const before = await stats();
    expect(before).toBe((await inboxPage('?per_page=1')).total);
    const message = await sentMessage('Counted on the dashboard.');
    expect(await stats()).toBe(before + 1);
    await act(message.id, 'close');
    expect(await stats()).toBe(before);
  });

  it('deletes messages closed more than twelve months ago, and only those', async () => {
    const longClosed = await sentMessage('Closed long ago, to be deleted.');
    const stillOpen = await sentMessage('Open for a long time, kept.');
    const recentlyClosed = await sentMessage('Closed recently, kept.');
    await act(longClosed.id, 'close');
    clock.advance(200 * DAY);
    // The admin's session has long expired by now: the service closes it as the route would.
    await app.services.contactService.setStatus(recentlyClosed.id, 'closed', admin.id);

    clock.advance(170 * DAY);
    // The earlier tests' closed messages are as old: they go too.
    expect(await app.services.contactService.purgeClosed()).toBeGreaterThanOrEqual(1);
    const left = await selectRows(
      database,
      sql`select id from contact_messages where id in (${longClosed.id}, ${stillOpen.id}, ${recentlyClosed.id}) order by id`,
    );
    expect(left).toEqual([{ id: stillOpen.id }, { id: recentlyClosed.id }]);
    expect(await app.services.contactService.purgeClosed()).toBe(0);
  });
});
