import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createApprovedBusiness } from '../../../test/business-factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';

const { app, clock } = await buildTestApp();

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const organiser = await makeVerifiedBusiness(app, 'Nkansah Promotions');
const listing = await createApprovedBusiness(app, organiser, { name: 'Nkansah Chop Bar' });

const call = async (method: 'POST' | 'DELETE' | 'PUT', url: string, who: Actor, payload?: object) => {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

/** The member's feed, oldest first, as [type, message] pairs, leaving out the welcome entry. */
async function feedOf(who: Actor) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/activity?per_page=50', headers: who.headers });
  return (response.json().data as { type: string; message: string }[])
    .filter((entry) => entry.type !== 'account.created')
    .map((entry) => [entry.type, entry.message])
    .reverse();
}

describe("a member's own activity feed", () => {
  it('records an RSVP once however often it is sent, its cancellation, and an RSVP made again as new', async () => {
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id, { title: 'Adowa night' }));
    const member = await makeIndividual(app);
    await call('POST', `/events/${event.id}/attend`, member);
    await call('POST', `/events/${event.id}/attend`, member);
    await call('DELETE', `/events/${event.id}/attend`, member);
    await call('DELETE', `/events/${event.id}/attend`, member);
    await call('POST', `/events/${event.id}/attend`, member);

    expect(await feedOf(member)).toEqual([
      ['event.rsvp', 'You are going to “Adowa night”.'],
      ['event.rsvp_cancelled', 'You cancelled your RSVP to “Adowa night”.'],
      ['event.rsvp', 'You are going to “Adowa night”.'],
    ]);
  });

  it('records leaving a waitlist and withdrawing a request in their own words', async () => {
    const full = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Small supper', max_attendees: '1' }),
    );
    const asked = await createEvent(
      app,
      organiser,
      eventBody(clock.now(), category.id, { title: 'Elders meeting', requires_approval: true }),
    );
    const [first, member] = [await makeIndividual(app), await makeIndividual(app)];
    await call('POST', `/events/${full.id}/attend`, first);
    await call('POST', `/events/${full.id}/attend`, member);
    await call('DELETE', `/events/${full.id}/attend`, member);
    await call('POST', `/events/${asked.id}/attend`, member);
    await call('DELETE', `/events/${asked.id}/attend`, member);

    expect(await feedOf(member)).toEqual([
      ['event.waitlist', 'You joined the waitlist for “Small supper”.'],
      ['event.waitlist_left', 'You left the waitlist for “Small supper”.'],
      ['event.requested', 'You asked to attend “Elders meeting”.'],
      ['event.request_withdrawn', 'You withdrew your request to attend “Elders meeting”.'],
    ]);
  });

  it('records follows, unfollows and reviews, and nothing for a follow that changed nothing', async () => {
    const member = await makeIndividual(app);
    const url = `/businesses/${listing.id}`;
    await call('POST', `${url}/follow`, member);
    await call('POST', `${url}/follow`, member);
    await call('DELETE', `${url}/follow`, member);
    await call('POST', `${url}/reviews`, member, { rating: 4, comment: 'Good waakye, long queue.' });
    await call('POST', `${url}/reviews`, member, { rating: 5, comment: 'Good waakye, and the queue moves now.' });

    expect(await feedOf(member)).toEqual([
      ['business.followed', 'You followed “Nkansah Chop Bar”.'],
      ['business.unfollowed', 'You stopped following “Nkansah Chop Bar”.'],
      ['business.review_written', 'You reviewed “Nkansah Chop Bar”: 4 of 5 stars.'],
      ['business.review_updated', 'You updated your review of “Nkansah Chop Bar”: 5 of 5 stars.'],
    ]);
  });
});
