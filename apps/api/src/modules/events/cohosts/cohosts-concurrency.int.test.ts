/**
 * The co-host limit under simultaneous additions (decision 040): counted under the event's row lock, so no race adds an
 * eleventh. Proves something only on PostgreSQL (`DATABASE_URL=postgres://… npx vitest run --project api`).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_MAX_COHOSTS } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  categories,
  createEvent,
  eventBody,
  makeConfirmedIndividual,
  makeVerifiedBusiness,
} from '../../../../test/event-factories.ts';
import { selectRows } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const categoryId = (await categories(app, 'event'))[0]!.id;
const organiser = await makeVerifiedBusiness(app, 'Busy Organiser');

describe(`co-hosts added at once (${testApp.database.kind})`, () => {
  it(`${EVENT_MAX_COHOSTS + 5} additions at once keep exactly ${EVENT_MAX_COHOSTS}, and one member added twice at once is added once`, async () => {
    const event = await createEvent(app, organiser, eventBody(clock.now(), categoryId));
    const members = await Promise.all(
      Array.from({ length: EVENT_MAX_COHOSTS + 5 }, () => makeConfirmedIndividual(testApp)),
    );
    const add = (member: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/cohosts`,
        headers: organiser.headers,
        payload: { member },
      });
    const answers = await Promise.all([...members.map((member) => add(member.id)), add(members[0]!.id)]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(EVENT_MAX_COHOSTS);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const rows = await selectRows(database, sql`select user_id from event_cohosts where event_id = ${event.id}`);
    expect(rows).toHaveLength(EVENT_MAX_COHOSTS);
    const logged = await selectRows(
      database,
      sql`select id from event_log where event_id = ${event.id} and action = 'cohost.added'`,
    );
    expect(logged).toHaveLength(EVENT_MAX_COHOSTS);
  });
});
