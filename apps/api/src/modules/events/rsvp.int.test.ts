import { describe, expect, it } from 'vitest';
import { rsvpMessages, eventMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { mailBody, mailHeader } from '../../../test/factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  hoursFrom,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  storedRsvps,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const organiser = await makeVerifiedBusiness(app, 'Ghana Union Gauteng');
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);

const attend = (id: number, who: Actor | null, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/events/${id}/attend`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const cancel = (id: number, who: Actor | null) =>
  app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: who?.headers ?? {} });
const detailOf = async (id: number, who: Actor) =>
  (await app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: who.headers })).json().data;
const activityOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/activity?per_page=50', headers: who.headers })).json().data as {
    type: string;
    message: string;
    link: string;
  }[];
const counters = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: who.headers })).json().data.counters;
const members = (count: number) => Promise.all(Array.from({ length: count }, () => makeIndividual(app)));

describe('POST /events/:id/attend', () => {
  it('counts a member once however often they press RSVP, and answers the same each time', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Homowo festival' }));
    const [kofi] = await members(1);
    const first = await attend(event.id, kofi!);
    const second = await attend(event.id, kofi!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { status: 'attending', attendees_count: 1, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
      message: rsvpMessages.attending,
    });
    expect(second.json()).toEqual(first.json());
    expect(await storedRsvps(testApp, event.id)).toEqual({
      attendeesCount: 1,
      waitlistCount: 0,
      rows: [{ userId: kofi!.id, status: 'attending' }],
    });
    expect((await detailOf(event.id, kofi!)).user_attending).toBe(true);
    // One entry on the member's activity, not one per press.
    expect((await activityOf(kofi!)).filter((entry) => entry.link === `/events/${event.id}`)).toHaveLength(1);
  });

  it('works with no body, an empty body, or any status sent (a member cannot put themselves on the waitlist)', async () => {
    const event = await createEvent(app, organiser, body());
    const [a, b, c] = await members(3);
    expect((await attend(event.id, a!)).json().data.status).toBe('attending');
    expect((await attend(event.id, b!, {})).json().data.status).toBe('attending');
    expect((await attend(event.id, c!, { status: 'waitlisted' })).json().data.status).toBe('attending');
  });

  it('never lets an unlimited event build a waitlist', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: '' }));
    for (const who of await members(4)) expect((await attend(event.id, who)).json().data.status).toBe('attending');
    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 4, waitlistCount: 0 });
  });

  it('respects capacity: past it, members join the waitlist in order', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 2 }));
    const [a, b, c, d] = await members(4);
    await attend(event.id, a!);
    await attend(event.id, b!);
    const third = await attend(event.id, c!);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({
      data: { status: 'waitlisted', attendees_count: 2, waitlist_count: 1, waitlist_position: 1, plus_ones: 0 },
      message: rsvpMessages.waitlisted,
    });
    expect((await attend(event.id, d!)).json().data).toEqual({
      status: 'waitlisted',
      attendees_count: 2,
      waitlist_count: 2,
      waitlist_position: 2,
      plus_ones: 0,
    });
    expect(await detailOf(event.id, c!)).toMatchObject({
      user_attending: false,
      user_waitlisted: true,
      waitlist_position: 1,
      attendees_count: 2,
    });
    expect(await storedRsvps(testApp, event.id)).toEqual({
      attendeesCount: 2,
      waitlistCount: 2,
      rows: [
        { userId: a!.id, status: 'attending' },
        { userId: b!.id, status: 'attending' },
        { userId: c!.id, status: 'waitlisted' },
        { userId: d!.id, status: 'waitlisted' },
      ],
    });
    expect((await activityOf(c!)).map((entry) => entry.type)).toContain('event.waitlist');
  });

  it('refuses an event that has ended', async () => {
    const event = await createEvent(
      app,
      organiser,
      body({ start_date: hoursFrom(clock.now(), 1), end_date: hoursFrom(clock.now(), 3) }),
    );
    const [late] = await members(1);
    const start = clock.now();
    clock.advance(4 * 3_600_000);
    try {
      const response = await attend(event.id, late!);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: eventMessages.eventEnded });
      expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 0, rows: [] });
    } finally {
      clock.set(start);
    }
  });

  it('answers 404 for a private or pending event and 401 for a visitor', async () => {
    const hidden = await createEvent(app, organiser, body({ is_public: false }));
    const pending = await createEvent(app, await makeBusiness(app), body());
    const [who] = await members(1);
    for (const event of [hidden, pending]) {
      const response = await attend(event.id, who!);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: eventMessages.notFound });
    }
    expect((await attend(987_654, who!)).statusCode).toBe(404);
    const visible = await createEvent(app, organiser, body());
    const visitor = await attend(visible.id, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await cancel(visible.id, null)).statusCode).toBe(401);
  });
});

describe('the organiser’s feed line', () => {
  it('asks to attend under the longest name and title, the line cut to its column rather than the RSVP refused', async () => {
    const event = await createEvent(app, organiser, body({ title: 'T'.repeat(150), requires_approval: true }));
    const asker = await makeIndividual(app, `Nana ${'A'.repeat(95)}`);
    const answer = await attend(event.id, asker);
    expect(answer.statusCode).toBe(200);
    const line = (await activityOf(organiser)).find((entry) => entry.link === `/events/${event.id}`)!;
    expect(line.message.length).toBe(300);
    expect(line.message.endsWith('…')).toBe(true);
  });
});

describe('DELETE /events/:id/attend', () => {
  it('frees the place when nobody is waiting', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 1 }));
    const [a, b] = await members(2);
    await attend(event.id, a!);
    const response = await cancel(event.id, a!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: null, attendees_count: 0, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
      message: rsvpMessages.cancelled,
    });
    expect((await detailOf(event.id, a!)).user_attending).toBe(false);
    expect((await attend(event.id, b!)).json().data.status).toBe('attending');
  });

  it('gives a freed place at once to the first member on the waitlist, and tells them', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Kwahu Easter paragliding trip', max_attendees: 2 }));
    const [a, b, first, second] = await Promise.all([
      makeIndividual(app),
      makeIndividual(app),
      makeIndividual(app, 'Efua Mensah'),
      makeIndividual(app),
    ]);
    for (const who of [a, b, first, second]) await attend(event.id, who!);
    const mailBefore = (await testApp.mail()).length;

    const response = await cancel(event.id, a!);
    expect(response.json().data).toEqual({
      status: null,
      attendees_count: 2,
      waitlist_count: 1,
      waitlist_position: null,
      plus_ones: 0,
    });
    expect(await detailOf(event.id, first!)).toMatchObject({
      user_attending: true,
      user_waitlisted: false,
      waitlist_position: null,
    });
    expect(await detailOf(event.id, second!)).toMatchObject({ user_waitlisted: true, waitlist_position: 1 });
    expect(await storedRsvps(testApp, event.id)).toEqual({
      attendeesCount: 2,
      waitlistCount: 1,
      rows: [
        { userId: b!.id, status: 'attending' },
        { userId: first!.id, status: 'attending' },
        { userId: second!.id, status: 'waitlisted' },
      ],
    });

    const activity = await activityOf(first!);
    expect(activity[0]).toMatchObject({ type: 'event.promoted', link: `/events/${event.id}` });
    expect(activity[0]!.message).toContain('Kwahu Easter paragliding trip');

    const mail = (await testApp.mail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mailHeader(mail[0]!, 'To')).toContain(first!.email);
    expect(mailHeader(mail[0]!, 'Subject')).toBe('A place opened up: Kwahu Easter paragliding trip');
    expect(mailBody(mail[0]!)).toContain(`http://akwaaba.test/events/${event.id}`);
    expect(mailBody(mail[0]!)).toContain('Efua Mensah');
  });

  it('leaving the waitlist shortens it and moves the others up', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 1 }));
    const [a, w1, w2, w3] = await members(4);
    for (const who of [a, w1, w2, w3]) await attend(event.id, who!);
    const response = await cancel(event.id, w1!);
    expect(response.json().data).toEqual({
      status: null,
      attendees_count: 1,
      waitlist_count: 2,
      waitlist_position: null,
      plus_ones: 0,
    });
    expect(await detailOf(event.id, w2!)).toMatchObject({ waitlist_position: 1, waitlist_count: 2 });
    expect(await detailOf(event.id, w3!)).toMatchObject({ waitlist_position: 2 });
    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 1, waitlistCount: 2 });
  });

  it('cancelling without an RSVP changes nothing', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 3 }));
    const [a, stranger] = await members(2);
    await attend(event.id, a!);
    const response = await cancel(event.id, stranger!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: null,
      attendees_count: 1,
      waitlist_count: 0,
      waitlist_position: null,
      plus_ones: 0,
    });
    expect((await cancel(event.id, a!)).json().data.attendees_count).toBe(0);
    expect((await cancel(event.id, a!)).json().data.attendees_count).toBe(0);
  });
});

describe('capacity changes', () => {
  it('raising the capacity lets the waitlist in before any newcomer', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 1 }));
    const [a, w1, w2, newcomer] = await members(4);
    for (const who of [a, w1, w2]) await attend(event.id, who!);
    const raised = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ max_attendees: 2 }),
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ attendees_count: 2, waitlist_count: 1 });
    expect((await detailOf(event.id, w1!)).user_attending).toBe(true);
    expect((await attend(event.id, newcomer!)).json().data).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    expect((await activityOf(w1!))[0]).toMatchObject({ type: 'event.promoted', link: `/events/${event.id}` });

    const unlimited = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ max_attendees: '' }),
    });
    expect(unlimited.json().data).toMatchObject({ attendees_count: 4, waitlist_count: 0 });
    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 4, waitlistCount: 0 });
  });
});

describe('dashboard counters', () => {
  it('counts upcoming events a member attends (not waitlisted, not ended) and events a business created', async () => {
    const business = await makeVerifiedBusiness(app);
    const soon = await createEvent(
      app,
      business,
      body({ start_date: hoursFrom(clock.now(), 1), end_date: hoursFrom(clock.now(), 2) }),
    );
    const later = await createEvent(app, business, body());
    const full = await createEvent(app, business, body({ max_attendees: 1 }));
    const [who, taker] = await members(2);
    expect(await counters(who!)).toMatchObject({ events_attending: 0, events_created: 0 });
    expect((await counters(business)).events_created).toBe(3);

    await attend(full.id, taker!);
    for (const event of [soon, later, full]) await attend(event.id, who!);
    expect((await counters(who!)).events_attending).toBe(2);

    const start = clock.now();
    clock.advance(3 * 3_600_000);
    try {
      expect((await counters(who!)).events_attending).toBe(1);
    } finally {
      clock.set(start);
    }
    await cancel(later.id, who!);
    expect((await counters(who!)).events_attending).toBe(1);
  });
});
