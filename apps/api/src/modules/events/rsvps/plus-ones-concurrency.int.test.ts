/**
 * Places counted by people (decision 040) under simultaneous requests: parties RSVP, change their plus-ones, leave,
 * and the organiser raises the capacity, all at once. Like rsvp-concurrency.int.test.ts, these prove something only on
 * PostgreSQL (`DATABASE_URL=postgres://… npx vitest run --project api`): PGlite runs one query at a time.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { selectRows } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const categoryId = (await categories(app, 'event'))[0]!.id;
const organiser = await makeVerifiedBusiness(app, 'Adinkra Hall');
const MEMBERS = 24;
const members: Actor[] = await Promise.all(
  Array.from({ length: MEMBERS }, (_, index) => makeIndividual(app, `Guest ${index + 1}`)),
);
/** Parties of one to four people: 0 to 3 plus-ones each. */
const plusOnesOf = (index: number) => index % 4;

const body = (overrides: Record<string, unknown>) =>
  eventBody(clock.now(), categoryId, { title: 'Harvest dance', max_plus_ones: 3, ...overrides });
const attend = (id: number, who: Actor, plusOnes: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/events/${id}/attend`,
    headers: who.headers,
    payload: { plus_ones: plusOnes },
  });
const change = (id: number, who: Actor, plusOnes: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/events/${id}/attend`,
    headers: who.headers,
    payload: { plus_ones: plusOnes },
  });
const cancel = (id: number, who: Actor) =>
  app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: who.headers });

/** The event as stored: people attending and waiting, and each RSVP. */
async function stored(eventId: number) {
  const [event] = await selectRows(
    database,
    sql`select max_attendees, attendees_count, waitlist_count from events where id = ${eventId}`,
  );
  const rows = await selectRows(
    database,
    sql`select user_id, status, plus_ones from event_attendees where event_id = ${eventId} order by created_at, id`,
  );
  const people = (status: string) =>
    rows.filter((row) => row.status === status).reduce((sum, row) => sum + 1 + Number(row.plus_ones), 0);
  return {
    capacity: Number(event!.max_attendees),
    attendeesCount: Number(event!.attendees_count),
    waitlistCount: Number(event!.waitlist_count),
    attendingPeople: people('attending'),
    waitingPeople: people('waitlisted'),
    /** Waitlisted parties small enough for the free places: there must never be one (promotion is immediate). */
    waitingThatFit: rows.filter(
      (row) =>
        row.status === 'waitlisted' && 1 + Number(row.plus_ones) <= Number(event!.max_attendees) - people('attending'),
    ),
    rows,
  };
}

function expectConsistent(state: Awaited<ReturnType<typeof stored>>) {
  expect(state.attendeesCount).toBe(state.attendingPeople);
  expect(state.waitlistCount).toBe(state.waitingPeople);
  expect(state.attendeesCount).toBeLessThanOrEqual(state.capacity);
  expect(state.waitingThatFit).toEqual([]);
}

describe(`RSVP parties under load (${testApp.database.kind})`, () => {
  it(`${MEMBERS} parties pressing RSVP at once never overfill the places, and the counts are their people`, async () => {
    const capacity = 17;
    const event = await createEvent(app, organiser, body({ max_attendees: capacity }));
    const responses = await Promise.all(members.map((who, index) => attend(event.id, who, plusOnesOf(index))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(MEMBERS).fill(200));
    for (const response of responses) expect(response.json().data.attendees_count).toBeLessThanOrEqual(capacity);

    const state = await stored(event.id);
    expectConsistent(state);
    expect(state.rows).toHaveLength(MEMBERS);
    expect(state.attendingPeople + state.waitingPeople).toBe(
      members.reduce((sum, _who, index) => sum + 1 + plusOnesOf(index), 0),
    );
    // Each answer agrees with the row stored for that member.
    const statusOf = new Map(state.rows.map((row) => [Number(row.user_id), String(row.status)]));
    members.forEach((who, index) => expect(responses[index]!.json().data.status).toBe(statusOf.get(who.id)));
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('cancellations, plus-ones changed up and down, newcomers and a raised capacity at once keep every count true', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 12 }));
    const [early, late] = [members.slice(0, 16), members.slice(16)];
    for (const [index, who] of early.entries()) await attend(event.id, who, plusOnesOf(index));
    const before = await stored(event.id);
    expectConsistent(before);
    const attending = before.rows.filter((row) => row.status === 'attending').map((row) => Number(row.user_id));
    const byId = new Map(members.map((who) => [who.id, who]));

    const responses = await Promise.all([
      // Half of those attending leave; the others change their party, up and down.
      ...attending.slice(0, 2).map((id) => cancel(event.id, byId.get(id)!)),
      ...attending.slice(2).map((id, n) => change(event.id, byId.get(id)!, n % 2 === 0 ? 3 : 0)),
      // The waitlist changes its parties too.
      ...early.filter((who) => !attending.includes(who.id)).map((who, n) => change(event.id, who, n % 2 === 0 ? 0 : 2)),
      ...late.map((who, index) => attend(event.id, who, plusOnesOf(index + 1))),
      app.inject({
        method: 'PUT',
        url: `/api/v1/events/${event.id}`,
        headers: organiser.headers,
        payload: body({ max_attendees: 15 }),
      }),
    ]);
    // Nobody waits forever and nothing breaks: an increase that no longer fits is told so (422), the rest succeed.
    for (const response of responses) expect([200, 422], response.body).toContain(response.statusCode);
    expectConsistent(await stored(event.id));
    expect(await countsThatDrifted(testApp)).toEqual([]);

    // Everyone leaves at once: the places empty, and the waitlist with them.
    await Promise.all(members.map((who) => cancel(event.id, who)));
    const after = await stored(event.id);
    expect(after).toMatchObject({ attendeesCount: 0, waitlistCount: 0, rows: [] });
  });
});
