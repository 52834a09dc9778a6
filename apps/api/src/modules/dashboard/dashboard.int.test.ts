import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createApprovedBusiness, createBusiness } from '../../../test/business-factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp({ countQueries: true });
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const organiser = await makeVerifiedBusiness(app, 'Asante Events');

const HOUR = 3_600_000;

const dashboardOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: who.headers })).json().data;
const attend = (id: number, who: Actor) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: who.headers });

describe('GET /dashboard: is_new_member', () => {
  it('welcomes an individual or a business on their first day while they have done nothing yet', async () => {
    expect(await dashboardOf(await makeIndividual(app))).toMatchObject({ is_new_member: true });
    expect(await dashboardOf(await makeBusiness(app))).toMatchObject({ is_new_member: true });
  });

  it('stops once the member has done something the counters see', async () => {
    const member = await makeIndividual(app);
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id, { title: 'Odwira Durbar' }));
    await attend(event.id, member);
    expect(await dashboardOf(member)).toMatchObject({ is_new_member: false, counters: { events_attending: 1 } });
  });

  it('stops after the first day even when nothing was done', async () => {
    const member = await makeIndividual(app);
    // The account's time comes from the database, which runs a little ahead of the test clock.
    clock.advance(25 * HOUR);
    try {
      expect(await dashboardOf(member)).toMatchObject({ is_new_member: false });
    } finally {
      clock.advance(-25 * HOUR);
    }
  });
});

describe('GET /dashboard: recent activity from the member’s world', () => {
  it("tells the organiser who RSVP'd, unread and without a mail; the member's own RSVP is read history", async () => {
    const member = await makeIndividual(app, 'Akosua Guest');
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id, { title: 'Akwasidae Feast' }));
    const mailsBefore = (await testApp.mail()).length;
    await attend(event.id, member);

    expect((await dashboardOf(organiser)).recent_activity[0]).toMatchObject({
      type: 'event.rsvp_received',
      message: 'Akosua Guest is going to “Akwasidae Feast”.',
      link: `/events/${event.id}`,
      read: false,
    });
    expect((await dashboardOf(member)).recent_activity[0]).toMatchObject({
      type: 'event.rsvp',
      message: 'You are going to “Akwasidae Feast”.',
      read: true,
    });
    expect((await testApp.mail()).length).toBe(mailsBefore);
  });

  it('does not tell an organiser of their own RSVP', async () => {
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id, { title: 'Own Party' }));
    await attend(event.id, organiser);
    const aboutIt = (await dashboardOf(organiser)).recent_activity.filter(
      (entry: { link: string }) => entry.link === `/events/${event.id}`,
    );
    expect(aboutIt.map((entry: { type: string }) => entry.type)).toEqual(['event.rsvp', 'event.created']);
  });
});

describe('GET /dashboard: one statement', () => {
  it('reads the whole dashboard in one statement besides the sign-in', async () => {
    const member = await makeIndividual(app);
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id, { title: 'Homowo Evening' }));
    await attend(event.id, member);
    const response = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: member.headers });
    expect(response.json().data.counters).toMatchObject({ events_attending: 1 });
    expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(2);
  });

  it('shows the latest activity exactly as the activity list does', async () => {
    const activity = await app.inject({
      method: 'GET',
      url: '/api/v1/activity?per_page=5',
      headers: organiser.headers,
    });
    expect(activity.json().data).toHaveLength(5);
    expect((await dashboardOf(organiser)).recent_activity).toEqual(activity.json().data);
  });
});

describe('GET /dashboard: the Get started checklist', () => {
  const stepsOf = async (who: Actor) =>
    Object.fromEntries(
      ((await dashboardOf(who)).onboarding as { step: string; done: boolean }[]).map((entry) => [
        entry.step,
        entry.done,
      ]),
    );
  const updateProfile = (who: Actor, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/v1/profile', headers: who.headers, payload });

  it("ticks an individual's steps from their own rows, and keeps the first RSVP once its event is over", async () => {
    const member = await makeIndividual(app, 'Efua Sarpong');
    expect((await dashboardOf(member)).onboarding).toEqual([
      { step: 'profile', done: false },
      { step: 'rsvp', done: false },
      { step: 'follow', done: false },
    ]);

    // A city alone is not a completed profile: a few words about the member are part of it.
    expect((await updateProfile(member, { location: 'Durban' })).statusCode).toBe(200);
    expect(await stepsOf(member)).toMatchObject({ profile: false });
    expect((await updateProfile(member, { location: 'Durban', bio: 'Nurse, from Kumasi.' })).statusCode).toBe(200);
    expect(await stepsOf(member)).toEqual({ profile: true, rsvp: false, follow: false });

    const soon = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, {
        title: 'Evening highlife',
        start_date: new Date(clock.now().getTime() + HOUR).toISOString(),
        end_date: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      }),
    );
    expect((await attend(soon.id, member)).statusCode).toBe(200);
    const listing = await createApprovedBusiness(app, organiser, { name: 'Chop Bar Durban' });
    const follow = await app.inject({
      method: 'POST',
      url: `/api/v1/businesses/${listing.id}/follow`,
      headers: member.headers,
    });
    expect(follow.statusCode).toBe(200);
    expect(await stepsOf(member)).toEqual({ profile: true, rsvp: true, follow: true });

    clock.advance(3 * HOUR);
    try {
      const later = await dashboardOf(member);
      expect(later.counters.events_attending).toBe(0);
      expect(later.onboarding).toContainEqual({ step: 'rsvp', done: true });
    } finally {
      clock.advance(-3 * HOUR);
    }
  });

  it("ticks a business's listing once it is listed (even awaiting approval) and its profile once complete", async () => {
    const business = await makeBusiness(app, 'Kwame Printing');
    expect((await dashboardOf(business)).onboarding.map((entry: { step: string }) => entry.step)).toEqual([
      'business_profile',
      'listing',
      'event',
      'job',
    ]);
    await createBusiness(app, business, { name: 'Kwame Printing Works' });
    expect(await stepsOf(business)).toMatchObject({ listing: true, business_profile: false, event: false });

    const saved = await updateProfile(business, {
      business_description: 'Banners, flyers and funeral programmes, printed in a day.',
      business_registration_number: '2019/123456/07',
    });
    expect(saved.statusCode).toBe(200);
    expect(await stepsOf(business)).toMatchObject({ listing: true, business_profile: true });
  });
});
