import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createApprovedBusiness } from '../../test/business-factories.ts';
import { createLifeEvent, openLedger } from '../../test/contribution-factories.ts';
import {
  categories,
  createEvent,
  eventBody,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../test/event-factories.ts';
import { createJob } from '../../test/job-factories.ts';

// The main writes in the fewest round trips (issue 29's write ceiling): a first review, application or pledge is the
// sign-in's lookup, the item as the viewer may see it, and one statement that writes the row, its counters and what it
// tells (entries and mail); the pledge's answer reads the page's supporters besides. What they write is checked by each
// feature's own tests; these keep the count from creeping back.
describe('statements per write', async () => {
  const { app, clock } = await buildTestApp({ countQueries: true });
  const owner = await makeVerifiedBusiness(app, 'Asante Events');
  const member = await makeIndividual(app, 'Kofi Boateng');
  const statements = async (
    who: Actor,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object | undefined,
    status: number,
  ) => {
    const response = await app.inject({ method, url, headers: who.headers, payload });
    expect(response.statusCode, response.body).toBe(status);
    return Number(response.headers['x-query-count']);
  };

  it('a first review is three statements; an edit of it still answers', async () => {
    const { id } = await createApprovedBusiness(app, owner);
    const url = `/api/v1/businesses/${id}/reviews`;
    expect(await statements(member, 'POST', url, { rating: 4, comment: 'Friendly people.' }, 201)).toBe(3);
    expect(await statements(member, 'POST', url, { rating: 2, comment: 'Slower this time.' }, 200)).toBeGreaterThan(3);
  });

  it('an application is three statements; a second one is refused', async () => {
    const { id } = await createJob(app, owner);
    const url = `/api/v1/job-listings/${id}/apply`;
    expect(await statements(member, 'POST', url, { cover_note: 'Three years of experience.' }, 201)).toBe(3);
    await statements(member, 'POST', url, { cover_note: 'Again.' }, 409);
  });

  it('a first pledge is five statements with the page it answers', async () => {
    const category = (await categories(app, 'event'))[0]!.id;
    const event = await createLifeEvent(app, owner, clock.now(), category);
    await openLedger(app, owner, event.id);
    const url = `/api/v1/events/${event.id}/contributions/pledge`;
    expect(await statements(member, 'PUT', url, { amount: 150, anonymous: false }, 200)).toBe(5);
  });

  // BEGIN and COMMIT count on PostgreSQL, not on the embedded database.
  it('an RSVP is at most seven statements and its cancellation six', async () => {
    const category = (await categories(app, 'event'))[0]!.id;
    const { id } = await createEvent(app, owner, eventBody(clock.now(), category));
    const url = `/api/v1/events/${id}/attend`;
    expect(await statements(member, 'POST', url, {}, 200)).toBeLessThanOrEqual(7);
    expect(await statements(member, 'DELETE', url, undefined, 200)).toBeLessThanOrEqual(6);
  });
});
