import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
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
