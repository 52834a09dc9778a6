import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createApprovedBusiness, createBusiness } from '../../../test/business-factories.ts';
import {
  approveEvent,
  categoryBySlug,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const admin = await makeAdmin(app);
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const TYPE = 'event.followed_business';

const follow = async (businessId: number, who: Actor) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/businesses/${businessId}/follow`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
};
const announcementsTo = async (who: Actor) =>
  (
    (await app.inject({ method: 'GET', url: '/api/v1/activity?per_page=50', headers: who.headers })).json()
      .data as Json[]
  ).filter((entry) => entry.type === TYPE);
const togglePrivacy = (id: number, who: Actor) =>
  app.inject({ method: 'PATCH', url: `/api/v1/events/${id}/toggle-privacy`, headers: who.headers });

describe('new events from businesses a member follows', () => {
  it('tells each follower once, unread, when a publisher creates a public event; nobody else', async () => {
    const organiser = await makeVerifiedBusiness(app, 'Kente House');
    const second = await createApprovedBusiness(app, organiser, { name: 'Bonwire Weavers' });
    const [first] = (
      await app.inject({ method: 'GET', url: '/api/v1/my/businesses', headers: organiser.headers })
    ).json().data as Json[];
    const both = await makeIndividual(app, 'Follows Both');
    const one = await makeIndividual(app, 'Follows One');
    const stranger = await makeIndividual(app, 'Follows None');
    await follow(first.id, both);
    await follow(second.id, both);
    await follow(second.id, one);

    const event = await createEvent(app, organiser, body({ title: 'Kente Weaving Afternoon' }));

    for (const member of [both, one]) {
      expect(await announcementsTo(member)).toEqual([
        {
          id: expect.any(Number),
          type: TYPE,
          message: '“Bonwire Weavers” posted a new event: “Kente Weaving Afternoon”.',
          link: `/events/${event.id}`,
          created_at: expect.any(String),
          read: false,
        },
      ]);
    }
    expect(await announcementsTo(stranger)).toEqual([]);
    expect(await announcementsTo(organiser)).toEqual([]);
  });

  it('tells followers when an admin approves a pending public event, and not again after a re-approval', async () => {
    const organiser = await makeBusiness(app, 'Pending Organiser');
    const listing = await createApprovedBusiness(app, organiser, { name: 'Waakye Corner' });
    const fan = await makeIndividual(app);
    await follow(listing.id, fan);

    const event = await createEvent(app, organiser, body({ title: 'Waakye Tasting' }));
    expect(event.status).toBe('pending');
    expect(await announcementsTo(fan)).toEqual([]);

    await approveEvent(app, admin, event.id);
    expect(await announcementsTo(fan)).toEqual([
      expect.objectContaining({ message: '“Waakye Corner” posted a new event: “Waakye Tasting”.' }),
    ]);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ title: 'Waakye Tasting Evening' }),
    });
    expect(edited.json().data.status).toBe('pending');
    await approveEvent(app, admin, event.id);
    expect(await announcementsTo(fan)).toHaveLength(1);
  });

  it('tells nobody of a private event, and tells followers once it is made public', async () => {
    const organiser = await makeVerifiedBusiness(app, 'Quiet Host');
    const [listing] = (
      await app.inject({ method: 'GET', url: '/api/v1/my/businesses', headers: organiser.headers })
    ).json().data as Json[];
    const fan = await makeIndividual(app);
    await follow(listing.id, fan);

    const event = await createEvent(app, organiser, body({ title: 'Family Naming Ceremony', is_public: false }));
    expect(await announcementsTo(fan)).toEqual([]);

    expect((await togglePrivacy(event.id, organiser)).statusCode).toBe(200);
    expect(await announcementsTo(fan)).toHaveLength(1);
    await togglePrivacy(event.id, organiser);
    await togglePrivacy(event.id, organiser);
    expect(await announcementsTo(fan)).toHaveLength(1);
  });

  it('clips a long business name and title so the line fits the feed', async () => {
    const organiser = await makeVerifiedBusiness(app, 'Long Names');
    const listing = await createApprovedBusiness(app, organiser, { name: `Adinkra ${'a'.repeat(142)}` });
    const fan = await makeIndividual(app);
    await follow(listing.id, fan);
    await createEvent(app, organiser, body({ title: `Durbar ${'d'.repeat(143)}` }));
    const [entry] = await announcementsTo(fan);
    expect(entry.message).toBe(`“Adinkra ${'a'.repeat(111)}…” posted a new event: “Durbar ${'d'.repeat(112)}…”.`);
  });

  it('counts only approved listings: a follower of a pending listing hears nothing', async () => {
    const organiser = await makeVerifiedBusiness(app, 'Mixed Listings');
    const pending = await createBusiness(app, organiser, { name: 'Not Yet Approved' });
    const fan = await makeIndividual(app);
    // A pending listing cannot be followed through the API; the follow row stands for one made before a change.
    await testApp.database.db.execute(
      sql`insert into business_follows (user_id, business_id) values (${fan.id}, ${pending.id})`,
    );
    await createEvent(app, organiser, body({ title: 'Highlife Night' }));
    expect(await announcementsTo(fan)).toEqual([]);
  });
});
