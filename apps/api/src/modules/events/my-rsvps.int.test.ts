import { describe, expect, it } from 'vitest';
import { rsvpMessages, type MyRsvp } from '@akwaaba/contracts';
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

async function myRsvps(who: Actor | null, query = '') {
  return app.inject({ method: 'GET', url: `/api/v1/my/rsvps${query}`, headers: who?.headers ?? {} });
}

type Page = { data: MyRsvp[]; total: number; current_page: number; last_page: number };

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

  it("keeps the member's past RSVPs apart, latest first, each with where it stood, and never another member's", async () => {
    const full = await eventIn(30, { title: 'Full house', max_attendees: '1' });
    const asked = await eventIn(20, { title: 'Chiefs dinner', requires_approval: true });
    const early = await eventIn(10, { title: 'Morning waakye' });
    const upcoming = await eventIn(400, { title: 'Still to come' });
    const [esi, yaw] = await Promise.all([makeIndividual(app, 'Esi Owusu'), makeIndividual(app, 'Yaw Darko')]);
    await attend(full.id, yaw);
    for (const event of [full, asked, early, upcoming]) await attend(event.id, esi);
    await attend(early.id, yaw);

    clock.advance(48 * 60 * 60 * 1000);
    const past = (await myRsvps(esi, '?when=past')).json() as Page;
    expect(past.data.map((row) => [row.title, row.rsvp_status])).toEqual([
      ['Full house', 'waitlisted'],
      ['Chiefs dinner', 'requested'],
      ['Morning waakye', 'attending'],
    ]);
    const upcomingPage = (await myRsvps(esi, '?when=upcoming')).json() as Page;
    expect(upcomingPage.data.map((row) => row.title)).toEqual(['Still to come']);

    const yaws = (await myRsvps(yaw, '?when=past')).json() as Page;
    expect(yaws.data.map((row) => row.title)).toEqual(['Full house', 'Morning waakye']);
    expect(yaws.data.every((row) => row.rsvp_status === 'attending')).toBe(true);
  });

  it('pages through past RSVPs without repeating or skipping one', async () => {
    const kwesi = await makeIndividual(app, 'Kwesi Appiah');
    const titles = ['Past one', 'Past two', 'Past three', 'Past four', 'Past five'];
    for (const [index, title] of titles.entries()) {
      const event = await eventIn(index + 1, { title });
      await attend(event.id, kwesi);
    }
    clock.advance(24 * 60 * 60 * 1000);
    const pages: Page[] = [];
    for (const page of [1, 2, 3])
      pages.push((await myRsvps(kwesi, `?when=past&per_page=2&page=${page}`)).json() as Page);
    expect(pages.map((page) => page.data.map((row) => row.title))).toEqual([
      ['Past five', 'Past four'],
      ['Past three', 'Past two'],
      ['Past one'],
    ]);
    expect(pages[0]).toMatchObject({ total: 5, current_page: 1, last_page: 3 });
  });

  it('refuses an unknown time with 422 and its message', async () => {
    const member = await makeIndividual(app);
    const response = await myRsvps(member, '?when=tomorrow');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { when: [rsvpMessages.whenInvalid] } });
  });

  it('answers 401 to a visitor', async () => {
    expect((await myRsvps(null)).statusCode).toBe(401);
  });
});
