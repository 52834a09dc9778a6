/**
 * RSVP capacity under simultaneous requests (docs/rules/security-and-reliability.md; docs/security.md A25/A26). These
 * tests prove something only on PostgreSQL (`DATABASE_URL=postgres://… npx vitest run --project api`, see the README):
 * PGlite runs one query at a time, so there the same assertions hold trivially.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { STRONG_PASSWORD } from '../../../test/factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeIndividual,
  countsThatDrifted,
  makeVerifiedBusiness,
  storedRsvps,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'sports-and-fitness');
const organiser = await makeVerifiedBusiness(app);
const CAPACITY = 5;
const MEMBERS = 25;
const members: Actor[] = await Promise.all(
  Array.from({ length: MEMBERS }, (_, index) => makeIndividual(app, `Player ${index + 1}`)),
);

const attend = (id: number, who: Actor) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: who.headers });
const cancel = (id: number, who: Actor) =>
  app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: who.headers });

describe(`RSVP under load (${testApp.database.kind})`, () => {
  it(`${MEMBERS} members pressing RSVP at once fill exactly ${CAPACITY} places and queue the rest`, async () => {
    const event = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Sunday five-a-side', max_attendees: CAPACITY }),
    );

    const responses = await Promise.all(members.map((who) => attend(event.id, who)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(MEMBERS).fill(200));
    const statuses = responses.map((response) => response.json().data.status as string);
    expect(statuses.filter((status) => status === 'attending')).toHaveLength(CAPACITY);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(MEMBERS - CAPACITY);
    // Every answer saw a consistent event: never more than the capacity attending.
    for (const response of responses) expect(response.json().data.attendees_count).toBeLessThanOrEqual(CAPACITY);
    const positions = responses
      .map((response) => response.json().data.waitlist_position)
      .filter((position) => position !== null);
    expect(positions).toHaveLength(MEMBERS - CAPACITY);
    expect(Math.max(...positions)).toBeLessThanOrEqual(MEMBERS - CAPACITY);

    const stored = await storedRsvps(testApp, event.id);
    expect(stored.attendeesCount).toBe(CAPACITY);
    expect(stored.waitlistCount).toBe(MEMBERS - CAPACITY);
    expect(stored.rows).toHaveLength(MEMBERS);
    expect(new Set(stored.rows.map((row) => row.userId)).size).toBe(MEMBERS);
    expect(stored.rows.filter((row) => row.status === 'attending')).toHaveLength(CAPACITY);
    // The answers agree with what was stored.
    const attendingIds = new Set(stored.rows.filter((row) => row.status === 'attending').map((row) => row.userId));
    members.forEach((who, index) => expect(statuses[index] === 'attending').toBe(attendingIds.has(who.id)));

    // Ten attending members cancel at once... but only five attend: the other five cancellations
    // come from the head of the waitlist, so every cancellation frees or shortens something.
    const waitlist = stored.rows.filter((row) => row.status === 'waitlisted').map((row) => row.userId);
    const cancelling = [...attendingIds, ...waitlist.slice(0, 5)];
    const leavers = new Set(cancelling);
    const byId = new Map(members.map((who) => [who.id, who]));
    const cancellations = await Promise.all(cancelling.map((id) => cancel(event.id, byId.get(id)!)));
    expect(cancellations.map((response) => response.statusCode)).toEqual(Array(cancelling.length).fill(200));
    for (const response of cancellations) expect(response.json().data.attendees_count).toBeLessThanOrEqual(CAPACITY);

    const after = await storedRsvps(testApp, event.id);
    expect(after.attendeesCount).toBe(CAPACITY);
    expect(after.rows.filter((row) => row.status === 'attending')).toHaveLength(CAPACITY);
    expect(after.waitlistCount).toBe(MEMBERS - 10 - CAPACITY);
    expect(after.rows).toHaveLength(MEMBERS - 10);
    expect(after.rows.filter((row) => leavers.has(row.userId))).toEqual([]);
    // The places went to the first five still waiting, in waitlist order.
    const stillWaiting = waitlist.filter((id) => !leavers.has(id));
    expect(new Set(after.rows.filter((row) => row.status === 'attending').map((row) => row.userId))).toEqual(
      new Set(stillWaiting.slice(0, CAPACITY)),
    );
    expect(after.rows.filter((row) => row.status === 'waitlisted').map((row) => row.userId)).toEqual(
      stillWaiting.slice(CAPACITY),
    );
  });

  it('ten cancellations of attending members at once promote exactly ten waitlisted members', async () => {
    const capacity = 10;
    const event = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Beach volleyball', max_attendees: capacity }),
    );
    for (const who of members) await attend(event.id, who);
    const before = await storedRsvps(testApp, event.id);
    const attending = before.rows.filter((row) => row.status === 'attending').map((row) => row.userId);
    const waitlist = before.rows.filter((row) => row.status === 'waitlisted').map((row) => row.userId);
    expect([attending.length, waitlist.length]).toEqual([capacity, MEMBERS - capacity]);

    const byId = new Map(members.map((who) => [who.id, who]));
    const responses = await Promise.all(attending.map((id) => cancel(event.id, byId.get(id)!)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(capacity).fill(200));

    const after = await storedRsvps(testApp, event.id);
    expect(after.attendeesCount).toBe(capacity);
    expect(after.waitlistCount).toBe(MEMBERS - 2 * capacity);
    expect(
      after.rows
        .filter((row) => row.status === 'attending')
        .map((row) => row.userId)
        .sort(),
    ).toEqual(waitlist.slice(0, capacity).sort());
    expect(after.rows.filter((row) => row.status === 'waitlisted').map((row) => row.userId)).toEqual(
      waitlist.slice(capacity),
    );
  });

  it('one member pressing RSVP ten times at once gets one place', async () => {
    const event = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Park run', max_attendees: 3 }),
    );
    const [eager] = members;
    const responses = await Promise.all(Array.from({ length: 10 }, () => attend(event.id, eager!)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    for (const response of responses)
      expect(response.json().data).toMatchObject({ status: 'attending', attendees_count: 1, waitlist_count: 0 });
    expect(await storedRsvps(testApp, event.id)).toEqual({
      attendeesCount: 1,
      waitlistCount: 0,
      rows: [{ userId: eager!.id, status: 'attending' }],
    });
    const activity = (
      await app.inject({ method: 'GET', url: '/api/v1/activity?per_page=50', headers: eager!.headers })
    ).json().data as { link: string }[];
    expect(activity.filter((entry) => entry.link === `/events/${event.id}`)).toHaveLength(1);
  });

  it('a member pressing RSVP and Cancel at the same moment leaves the counts true', async () => {
    const event = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Netball league', max_attendees: 2 }),
    );
    const racers = members.slice(0, 8);
    await Promise.all(racers.flatMap((who) => [attend(event.id, who), cancel(event.id, who), attend(event.id, who)]));
    const stored = await storedRsvps(testApp, event.id);
    const attending = stored.rows.filter((row) => row.status === 'attending').length;
    expect(stored.attendeesCount).toBe(attending);
    expect(stored.waitlistCount).toBe(stored.rows.length - attending);
    expect(attending).toBeLessThanOrEqual(2);
    // A free place never sits beside a waiting member.
    if (stored.waitlistCount > 0) expect(attending).toBe(2);
  });

  it('accounts deleted while others RSVP, cancel and the organiser raises the capacity leave every count true', async () => {
    const events = await Promise.all(
      ['Kumasi derby', 'Accra derby'].map((title) =>
        createEvent(app, organiser, eventBody(clock.now(), category.id, { title, max_attendees: 3 })),
      ),
    );
    const leaving = await Promise.all(Array.from({ length: 4 }, (_, n) => makeIndividual(app, `Leaving ${n}`)));
    const staying = members.slice(0, 6);
    // The leaving members hold places on both events; the others wait behind them.
    for (const event of events) for (const who of [...leaving, ...staying]) await attend(event.id, who);

    const responses = await Promise.all([
      ...leaving.map((who) =>
        app.inject({
          method: 'DELETE',
          url: '/api/v1/profile',
          headers: who.headers,
          payload: { password: STRONG_PASSWORD },
        }),
      ),
      ...staying.slice(0, 2).map((who) => cancel(events[1]!.id, who)),
      ...members.slice(10, 14).map((who) => attend(events[0]!.id, who)),
      app.inject({
        method: 'PUT',
        url: `/api/v1/events/${events[1]!.id}`,
        headers: organiser.headers,
        payload: eventBody(clock.now(), category.id, { title: 'Accra derby', max_attendees: 5 }),
      }),
    ]);

    // Nobody waited on anyone forever: every request answered, none with a 500.
    expect(responses.map((response) => response.statusCode)).toEqual(Array(responses.length).fill(200));
    expect(await countsThatDrifted(testApp)).toEqual([]);
    for (const [event, capacity] of [
      [events[0]!, 3],
      [events[1]!, 5],
    ] as const) {
      const stored = await storedRsvps(testApp, event.id);
      const attending = stored.rows.filter((row) => row.status === 'attending').length;
      expect(attending).toBeLessThanOrEqual(capacity);
      // A free place never sits beside a waiting member.
      if (stored.waitlistCount > 0) expect(attending).toBe(capacity);
      expect(stored.rows.map((row) => row.userId)).not.toEqual(expect.arrayContaining([leaving[0]!.id]));
    }
  });
});
