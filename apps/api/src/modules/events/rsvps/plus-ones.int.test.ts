import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, EVENT_MAX_PLUS_ONES, rsvpMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  categories,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../../test/event-factories.ts';
import { selectRows, smsCode } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const categoryId = (await categories(app, 'event'))[0]!.id;
const organiser = await makeVerifiedBusiness(app, 'Kente Hall');

const body = (overrides: Record<string, unknown> = {}) =>
  eventBody(clock.now(), categoryId, { title: 'Wedding of Akua and Kofi', max_plus_ones: 3, ...overrides });
const event = (overrides: Record<string, unknown> = {}) => createEvent(app, organiser, body(overrides));

const attend = (id: number, who: Actor, plusOnes?: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/events/${id}/attend`,
    headers: who.headers,
    ...(plusOnes === undefined ? {} : { payload: { plus_ones: plusOnes } }),
  });
const change = (id: number, who: Actor, plusOnes: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/events/${id}/attend`,
    headers: who.headers,
    payload: { plus_ones: plusOnes },
  });
const cancel = (id: number, who: Actor) =>
  app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: who.headers });
const detailOf = async (id: number, who: Actor) =>
  (await app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: who.headers })).json().data;
const members = (count: number) => Promise.all(Array.from({ length: count }, () => makeIndividual(app)));

/** Each RSVP of the event in waitlist order: who, where, and how many they bring. */
async function parties(eventId: number) {
  const rows = await selectRows(
    database,
    sql`select user_id, status, plus_ones from event_attendees where event_id = ${eventId} order by created_at, id`,
  );
  return rows.map((row) => [Number(row.user_id), String(row.status), Number(row.plus_ones)]);
}

describe('the event form', () => {
  it('keeps the guests allowed per RSVP, 0 unless said', async () => {
    expect((await event()).max_plus_ones).toBe(3);
    expect((await createEvent(app, organiser, eventBody(clock.now(), categoryId))).max_plus_ones).toBe(0);
  });

  it.each([[EVENT_MAX_PLUS_ONES + 1], [-1], [1.5], ['two']])('refuses %s guests per RSVP', async (value) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: organiser.headers,
      payload: body({ max_plus_ones: value }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ max_plus_ones: [eventMessages.maxPlusOnesInvalid] });
  });
});

describe('RSVP with plus-ones', () => {
  it('counts people: the member and their guests take places together', async () => {
    const { id } = await event({ max_attendees: 10 });
    const [ama] = await members(1);
    const response = await attend(id, ama!, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'attending', attendees_count: 3, waitlist_count: 0, waitlist_position: null, plus_ones: 2 },
      message: rsvpMessages.attending,
    });
    expect(await detailOf(id, ama!)).toMatchObject({ user_attending: true, user_plus_ones: 2, attendees_count: 3 });
    // Pressing RSVP again changes nothing, whatever it says.
    expect((await attend(id, ama!, 0)).json().data).toMatchObject({ attendees_count: 3, plus_ones: 2 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('refuses more guests than the event allows, and any guest where it allows none', async () => {
    const limited = await event({ max_plus_ones: 1 });
    const none = await event({ max_plus_ones: 0 });
    const [ama] = await members(1);
    const above = await attend(limited.id, ama!, 2);
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({ plus_ones: [rsvpMessages.plusOnesAboveLimit(1)] });
    expect((await attend(none.id, ama!, 1)).json().errors).toEqual({
      plus_ones: ['This event does not take guests with an RSVP.'],
    });
    expect(await parties(limited.id)).toEqual([]);
  });

  it.each([[-1], [EVENT_MAX_PLUS_ONES + 1], [2.5], ['lots'], [[1]]])('refuses %j guests', async (value) => {
    const { id } = await event();
    const [ama] = await members(1);
    const response = await attend(id, ama!, value);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ plus_ones: [rsvpMessages.plusOnesInvalid] });
  });

  it('puts a party that does not fit on the waitlist whole, counting its people', async () => {
    const { id } = await event({ max_attendees: 4 });
    const [ama, kofi] = await members(2);
    await attend(id, ama!, 1);
    const waiting = await attend(id, kofi!, 3);
    expect(waiting.json()).toEqual({
      data: { status: 'waitlisted', attendees_count: 2, waitlist_count: 4, waitlist_position: 1, plus_ones: 3 },
      message: rsvpMessages.waitlisted,
    });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('asks the organiser for the whole party, and an approval takes a place only when the party fits', async () => {
    const { id } = await event({ max_attendees: 3, requires_approval: true });
    const [ama, kofi] = await members(2);
    expect((await attend(id, ama!, 1)).json().data).toMatchObject({ status: 'requested', attendees_count: 0 });
    await attend(id, kofi!, 1);
    const approve = (who: Actor) =>
      app.inject({ method: 'POST', url: `/api/v1/events/${id}/rsvps/${who.id}/approve`, headers: organiser.headers });
    expect((await approve(ama!)).json().data).toMatchObject({ status: 'attending', attendees_count: 2 });
    expect((await approve(kofi!)).json()).toMatchObject({
      data: { status: 'waitlisted', attendees_count: 2, waitlist_count: 2 },
      message: rsvpMessages.requestApprovedWaitlisted,
    });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });
});

describe('promotion by parties', () => {
  it('lets in the first party that fits, in order, when the one at the head does not', async () => {
    const { id } = await event({ max_attendees: 4 });
    const [a, b, big, small] = await members(4);
    await attend(id, a!, 1);
    await attend(id, b!, 1);
    expect((await attend(id, big!, 2)).json().data.status).toBe('waitlisted');
    expect((await attend(id, small!, 0)).json().data.status).toBe('waitlisted');

    // Two places free: the party of three waits, the single behind it comes in and is told.
    await cancel(id, b!);
    expect(await parties(id)).toEqual([
      [a!.id, 'attending', 1],
      [big!.id, 'waitlisted', 2],
      [small!.id, 'attending', 0],
    ]);
    const feed = (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: small!.headers })).json().data;
    expect(feed[0]).toMatchObject({ type: 'event.promoted' });

    // Three places free: now the party of three fits.
    await cancel(id, a!);
    expect(await parties(id)).toEqual([
      [big!.id, 'attending', 2],
      [small!.id, 'attending', 0],
    ]);
    expect(await detailOf(id, big!)).toMatchObject({ attendees_count: 4, waitlist_count: 0 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('takes a newcomer who fits when no waiting party does, and moves several parties on a raised capacity', async () => {
    const { id } = await event({ max_attendees: 3 });
    const [a, big, newcomer, c] = await members(4);
    await attend(id, a!, 1);
    await attend(id, big!, 3);
    // One place is free and the party of four cannot use it: a single member coming now may.
    expect((await attend(id, newcomer!)).json().data).toMatchObject({ status: 'attending', attendees_count: 3 });
    await attend(id, c!, 1);
    const raised = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${id}`,
      headers: organiser.headers,
      payload: body({ max_attendees: 9 }),
    });
    expect(raised.json().data).toMatchObject({ attendees_count: 9, waitlist_count: 0 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });
});

describe('changing plus-ones', () => {
  it('takes more places while there are some, and says how many are left when there are not', async () => {
    const { id } = await event({ max_attendees: 5 });
    const [ama, kofi] = await members(2);
    await attend(id, ama!);
    await attend(id, kofi!, 1);
    expect((await change(id, ama!, 2)).json()).toEqual({
      data: { status: 'attending', attendees_count: 5, waitlist_count: 0, waitlist_position: null, plus_ones: 2 },
      message: rsvpMessages.plusOnesChanged,
    });
    const tooMany = await change(id, kofi!, 3);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ plus_ones: [rsvpMessages.plusOnesAboveFree(0, 1)] });
    expect(tooMany.json().errors.plus_ones[0]).toBe('The event is full: you can bring at most 1 guest now.');
    const aboveLimit = await change(id, kofi!, 4);
    expect(aboveLimit.json().errors).toEqual({ plus_ones: [rsvpMessages.plusOnesAboveLimit(3)] });
    expect(await parties(id)).toEqual([
      [ama!.id, 'attending', 2],
      [kofi!.id, 'attending', 1],
    ]);
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('gives up places that go to the waitlist at once, and lets a waiting party shrink to fit', async () => {
    const { id } = await event({ max_attendees: 4 });
    const [ama, kofi, yaw] = await members(3);
    await attend(id, ama!, 3);
    await attend(id, kofi!, 2);
    await attend(id, yaw!, 1);
    expect((await change(id, ama!, 1)).json().data).toMatchObject({ attendees_count: 4, waitlist_count: 3 });
    expect(await parties(id)).toEqual([
      [ama!.id, 'attending', 1],
      [kofi!.id, 'waitlisted', 2],
      [yaw!.id, 'attending', 1],
    ]);
    await cancel(id, yaw!);
    // Two places are free and Kofi's party is three: bringing one guest fewer lets it in.
    const shrunk = await change(id, kofi!, 1);
    expect(shrunk.json().data).toMatchObject({ status: 'attending', attendees_count: 4, waitlist_count: 0 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('answers 404 without an RSVP, and 422 for a count that is no count', async () => {
    const { id } = await event();
    const [ama] = await members(1);
    const none = await change(id, ama!, 1);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(rsvpMessages.noRsvpToChange);
    await attend(id, ama!);
    for (const value of [-1, 'x', null, 11]) {
      const response = await change(id, ama!, value);
      expect(response.statusCode, String(value)).toBe(value === null ? 200 : 422);
    }
  });
});

describe('what the organiser sees', () => {
  it('shows each party in the attendee list and its size in the CSV', async () => {
    const { id } = await event();
    const [ama] = await members(1);
    await attend(id, ama!, 2);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${id}/attendees`,
      headers: organiser.headers,
    });
    expect(list.json().data).toEqual([expect.objectContaining({ user_id: ama!.id, plus_ones: 2 })]);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${id}/attendees.csv`,
      headers: organiser.headers,
    });
    expect(csv.body.split('\r\n')[1]).toMatch(/^"[^"]+","attending","3",/);
  });
});

describe('a guest by phone', () => {
  it('brings guests up to the limit, counted like a member’s', async () => {
    const { id } = await event({ max_attendees: 10 });
    const start = (phone: string, plusOnes: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/events/${id}/guest-rsvps`,
        payload: { name: 'Auntie Efua', phone, plus_ones: plusOnes },
      });
    const above = await start('0825558001', 4);
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({ plus_ones: [rsvpMessages.plusOnesAboveLimit(3)] });
    expect((await start('0825558001', 2)).statusCode).toBe(200);
    const code = smsCode((await testApp.sms()).filter((text) => text.to === '+27825558001').at(-1)!);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/guest-rsvps/confirm`,
      payload: { phone: '0825558001', code },
    });
    expect(confirmed.json().data).toMatchObject({ status: 'attending', attendees_count: 3 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });
});
