import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  hoursFrom,
  makeAdmin,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';
import { mailBody, mailHeader, mailHtml, selectRows } from '../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const admin = await makeAdmin(app);
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);
const DAY = 24 * 3_600_000;

const put = (who: Actor, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: who.headers, payload });
const settings = async (who: Actor, values: Record<string, boolean>) =>
  expect((await put(who, '/api/v1/profile', values)).statusCode).toBe(200);
const follow = async (who: Actor, businessId: number) =>
  expect(
    (await app.inject({ method: 'POST', url: `/api/v1/businesses/${businessId}/follow`, headers: who.headers }))
      .statusCode,
  ).toBe(200);
const attend = async (who: Actor, eventId: number) =>
  expect(
    (await app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/attend`, headers: who.headers })).statusCode,
  ).toBe(200);
/** The new-event mail delivered to the address. */
const mailTo = async (email: string) =>
  (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'To') === email && mailHeader(eml, 'Subject')?.startsWith('New event:'),
  );

let phones = 0;
/** A member with a number they verified (set in the database: the verification flow has its own tests). */
async function withVerifiedPhone(who: Actor, verified = true): Promise<string> {
  phones += 1;
  const phone = `+2782555${String(phones).padStart(4, '0')}`;
  await database.db.execute(
    sql`update users set phone = ${phone}, phone_verified_at = ${verified ? sql`now()` : null} where id = ${who.id}`,
  );
  return phone;
}
const smsTo = async (phone: string) => (await testApp.sms()).filter((sms) => sms.to === phone);
const outboxCount = async () => (await selectRows(database, sql`select count(*)::int as n from outbox_messages`))[0]!.n;

describe('new-event emails', () => {
  it('mail the followers who have the setting on and an email, once, with why and a one-click unsubscribe', async () => {
    const organiser = await makeVerifiedBusiness(app, 'Kente House');
    const [listing] = (
      await app.inject({ method: 'GET', url: '/api/v1/my/businesses', headers: organiser.headers })
    ).json().data as { id: number }[];
    const fan = await makeIndividual(app, 'Keen Fan');
    const quiet = await makeIndividual(app, 'Quiet Fan');
    const stranger = await makeIndividual(app, 'Not A Fan');
    await follow(fan, listing!.id);
    await follow(quiet, listing!.id);
    await settings(quiet, { notify_new_events: false });

    const event = await createEvent(app, organiser, body({ title: 'Kente Weaving Afternoon' }));
    // Made private and public again: followers were told already, and are not mailed twice.
    for (let i = 0; i < 2; i += 1)
      await app.inject({
        method: 'PATCH',
        url: `/api/v1/events/${event.id}/toggle-privacy`,
        headers: organiser.headers,
      });
    await app.services.outbox.drain();

    expect(await mailTo(quiet.email)).toEqual([]);
    expect(await mailTo(stranger.email)).toEqual([]);
    expect(await mailTo(organiser.email)).toEqual([]);
    const mails = await mailTo(fan.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mailHeader(mail, 'Subject')).toBe('New event: Kente Weaving Afternoon');
    const text = mailBody(mail);
    expect(text).toContain('Hello Keen Fan,');
    expect(text).toContain('“Kente House Trading”, a business you follow on Akwaaba, posted a new event');
    expect(text).toContain(`http://akwaaba.test/events/${event.id}`);
    expect(text).toContain('turn off new-event emails in Profile Settings → Account');
    const token = app.services.consentsService.unsubscribeLinkToken(fan.id, 'new_events');
    expect(text).toContain(`Unsubscribe from these emails: http://akwaaba.test/unsubscribe?token=${token}`);
    expect(mailHtml(mail)).toContain(`href="http://akwaaba.test/unsubscribe?token=${token}"`);
    expect(mailHeader(mail, 'List-Unsubscribe')).toBe(`<http://akwaaba.test/api/v1/unsubscribe?token=${token}>`);
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // One click on it, and the next event is on the feed only.
    expect((await app.inject({ method: 'POST', url: `/api/v1/unsubscribe?token=${token}` })).statusCode).toBe(200);
    await createEvent(app, organiser, body({ title: 'Second Afternoon' }));
    await app.services.outbox.drain();
    expect(await mailTo(fan.email)).toHaveLength(1);
  });
});

describe('SMS important updates', () => {
  async function eventWithAttendees(startsInHours: number) {
    const organiser = await makeVerifiedBusiness(app);
    const event = await createEvent(
      app,
      organiser,
      body({ start_date: hoursFrom(clock.now(), startsInHours), end_date: hoursFrom(clock.now(), startsInHours + 3) }),
    );
    const opted = await makeIndividual(app, 'Wants SMS');
    const optedOut = await makeIndividual(app, 'No SMS Please');
    const unverified = await makeIndividual(app, 'Unverified Phone');
    const waiting = await makeIndividual(app, 'Not Attending');
    const phones = {
      opted: await withVerifiedPhone(opted),
      optedOut: await withVerifiedPhone(optedOut),
      unverified: await withVerifiedPhone(unverified, false),
      waiting: await withVerifiedPhone(waiting),
    };
    await settings(optedOut, { notify_sms_updates: false });
    for (const member of [opted, optedOut, unverified]) await attend(member, event.id);
    return { organiser, event, opted, phones };
  }
  const edit = (who: Actor, id: number, overrides: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/v1/events/${id}`, headers: who.headers, payload: body(overrides) });

  it('a new start time reaches only attendees with a verified phone and the setting on, once a day at most', async () => {
    const { organiser, event, opted, phones } = await eventWithAttendees(48);
    const later = { start_date: hoursFrom(clock.now(), 50), end_date: hoursFrom(clock.now(), 53) };
    expect((await edit(organiser, event.id, later)).statusCode).toBe(200);
    await app.services.outbox.drain();
    const [sms, ...more] = await smsTo(phones.opted);
    expect(more).toEqual([]);
    expect(sms!.body).toMatch(
      /^Akwaaba: ".+" now starts .+ at Zoo Lake Gardens\. http:\/\/akwaaba\.test\/events\/\d+$/,
    );
    for (const phone of [phones.optedOut, phones.unverified, phones.waiting]) expect(await smsTo(phone)).toEqual([]);

    // A second change the same day is on the feed only; the next day's change is texted again.
    clock.advance(DAY / 2);
    expect((await edit(organiser, event.id, { ...later, venue_name: 'Emmarentia Dam' })).statusCode).toBe(200);
    await app.services.outbox.drain();
    expect(await smsTo(phones.opted)).toHaveLength(1);
    const feed = (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: opted.headers })).json().data as {
      type: string;
      message: string;
    }[];
    expect(feed.filter((entry) => entry.type === 'event.changed')).toHaveLength(2);
    expect(feed.filter((entry) => entry.type === 'event.update_texted')).toEqual([
      expect.objectContaining({ message: `We sent you an SMS: ${sms!.body}`, read: true }),
    ]);
    expect(feed[0]!.message).toContain('Emmarentia Dam');

    clock.advance(DAY / 2 + 60_000);
    expect((await edit(organiser, event.id, { ...later, venue_name: 'Zoo Lake Gardens' })).statusCode).toBe(200);
    await app.services.outbox.drain();
    expect(await smsTo(phones.opted)).toHaveLength(2);

    // An edit that moves neither the time nor the place texts nobody.
    clock.advance(2 * DAY);
    const before = await outboxCount();
    expect(
      (await edit(organiser, event.id, { ...later, venue_name: 'Zoo Lake Gardens', price: '200' })).statusCode,
    ).toBe(200);
    expect(await outboxCount()).toEqual(before);
  });

  it('a cancellation by the organiser or an admin texts the attendees who asked for it', async () => {
    for (const who of ['organiser', 'admin'] as const) {
      const { organiser, event, phones } = await eventWithAttendees(72);
      const remover = who === 'admin' ? admin : organiser;
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/v1/events/${event.id}`,
        headers: remover.headers,
      });
      expect(removed.statusCode).toBe(200);
      await app.services.outbox.drain();
      const [sms, ...more] = await smsTo(phones.opted);
      expect(more).toEqual([]);
      expect(sms!.body).toMatch(/^Akwaaba: ".+" on .+ is cancelled\.$/);
      for (const phone of [phones.optedOut, phones.unverified, phones.waiting]) expect(await smsTo(phone)).toEqual([]);
    }
  });

  it('sends no SMS for an event more than 14 days away: the attendees find the change on their feed', async () => {
    const { organiser, event, opted, phones } = await eventWithAttendees(24 * 30);
    const moved = await edit(organiser, event.id, {
      start_date: hoursFrom(clock.now(), 24 * 31),
      end_date: hoursFrom(clock.now(), 24 * 31 + 3),
    });
    expect(moved.statusCode).toBe(200);
    await app.services.outbox.drain();
    expect(await smsTo(phones.opted)).toEqual([]);
    const feed = (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: opted.headers })).json().data as {
      type: string;
    }[];
    expect(feed.some((entry) => entry.type === 'event.changed')).toBe(true);

    // Moved from far away to next week: that one is texted.
    const sooner = await edit(organiser, event.id, {
      start_date: hoursFrom(clock.now(), 24 * 7),
      end_date: hoursFrom(clock.now(), 24 * 7 + 3),
    });
    expect(sooner.statusCode).toBe(200);
    await app.services.outbox.drain();
    expect(await smsTo(phones.opted)).toHaveLength(1);
  });
});
