import { describe, expect, it } from 'vitest';
import type { MyRsvp } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  hoursFrom,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const organiser = await makeVerifiedBusiness(app, 'Ghana Union Western Cape');

/** An event starting `hours` from now and lasting two hours. */
const eventIn = (hours: number, overrides: Record<string, unknown> = {}) =>
  createEvent(
    app,
    organiser,
    eventBody(clock.now(), category.id, {
      start_date: hoursFrom(clock.now(), hours),
      end_date: hoursFrom(clock.now(), hours + 2),
      ...overrides,
    }),
  );

async function attend(id: number, who: Actor): Promise<void> {
  const response = await app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: who.headers });
  expect(response.statusCode).toBe(200);
}

async function myRsvps(who: Actor | null) {
  return app.inject({ method: 'GET', url: '/api/v1/my/rsvps', headers: who?.headers ?? {} });
}

describe('GET /my/rsvps', () => {
  it("lists only the member's own RSVPs to events still to come, soonest first, with where each stands", async () => {
    const later = await eventIn(72, { title: 'Independence Day braai' });
    const sooner = await eventIn(24, { title: 'Kente weaving evening', requires_approval: true });
    const ending = await eventIn(1, { title: 'Jollof cook-off' });
    const notMine = await eventIn(48, { title: 'Highlife dance night' });
    const [ama, kofi] = await Promise.all([makeIndividual(app, 'Ama Mensah'), makeIndividual(app, 'Kofi Boateng')]);
    await attend(later.id, ama);
    await attend(sooner.id, ama);
    await attend(ending.id, ama);
    await attend(notMine.id, kofi);

    // The cook-off ends three hours from now; once it is over it is no longer upcoming.
    clock.advance(4 * 60 * 60 * 1000);
    const response = await myRsvps(ama);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: MyRsvp[]; total: number };
    expect(page.total).toBe(2);
    expect(page.data.map((row) => [row.title, row.rsvp_status])).toEqual([
      ['Kente weaving evening', 'requested'],
      ['Independence Day braai', 'attending'],
    ]);
    expect(page.data[1]).toMatchObject({ id: later.id, city: later.city, start_date: later.start_date });

    const kofis = (await myRsvps(kofi)).json() as { data: MyRsvp[] };
    expect(kofis.data.map((row) => row.title)).toEqual(['Highlife dance night']);
  });

  it('answers 401 to a visitor', async () => {
    expect((await myRsvps(null)).statusCode).toBe(401);
  });
});
