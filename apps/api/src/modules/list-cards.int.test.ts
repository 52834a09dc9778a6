import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createApprovedBusiness } from '../../test/business-factories.ts';
import { categoryBySlug, createEvent, eventBody, makeVerifiedBusiness } from '../../test/event-factories.ts';
import { createJob } from '../../test/job-factories.ts';

/**
 * The public lists read their rows as arrays, mapped by hand in the order of each select list (db/array-rows.ts):
 * a card must say what the item's own page says, field for field, so a column read from the wrong place shows here.
 */
const { app, clock } = await buildTestApp();
const owner = await makeVerifiedBusiness(app, 'Card Owner');

async function cardAndDetail(list: string, detail: string, id: number) {
  const cards = (await app.inject({ method: 'GET', url: list })).json().data as Record<string, unknown>[];
  const card = cards.find((candidate) => candidate.id === id);
  const page = (await app.inject({ method: 'GET', url: detail })).json().data as Record<string, unknown>;
  expect(card, `${list} lists ${id}`).toBeDefined();
  return { card: card!, page };
}

/** Each field of the card as on the page; an object on the page may say more (the organiser's email to members). */
function expectSame(card: Record<string, unknown>, page: Record<string, unknown>) {
  for (const [key, value] of Object.entries(card)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      expect(page[key], key).toMatchObject(value);
    else expect(value, key).toEqual(page[key]);
  }
}

describe('a list card says what the item’s page says', () => {
  it('for an event with a price, a capacity and attendees', async () => {
    const category = await categoryBySlug(app, 'event', 'food-and-music');
    const event = await createEvent(
      app,
      owner,
      eventBody(clock.now(), category.id, { title: 'Card Braai', price: '75.50', max_attendees: '40' }),
    );
    const { card, page } = await cardAndDetail(
      '/api/v1/events?search=Card%20Braai',
      `/api/v1/events/${event.id}`,
      event.id,
    );
    expect(Object.keys(card).length).toBeGreaterThan(15);
    expectSame(card, page);
  });

  it('for a listing', async () => {
    const business = await createApprovedBusiness(app, owner, { name: 'Card Chop Bar' });
    const { card, page } = await cardAndDetail(
      '/api/v1/businesses?search=Card%20Chop',
      `/api/v1/businesses/${business.id}`,
      business.id,
    );
    expect(Object.keys(card).length).toBeGreaterThan(10);
    expectSame(card, page);
  });

  it('for a job', async () => {
    const job = await createJob(app, owner, { title: 'Card Line Cook' });
    const { card, page } = await cardAndDetail(
      '/api/v1/job-listings?search=Card',
      `/api/v1/job-listings/${job.id}`,
      job.id,
    );
    expect(Object.keys(card).length).toBeGreaterThan(15);
    expectSame(card, page);
  });
});
