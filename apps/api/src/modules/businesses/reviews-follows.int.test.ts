import { describe, expect, it } from 'vitest';
import { apiMessages, businessMessages, reviewMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  businessBody,
  businessCountsThatDrifted,
  createApprovedBusiness,
  createBusiness,
} from '../../../test/business-factories.ts';
import { makeAdmin, makeBusiness, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { mailBody, mailHeader, STRONG_PASSWORD } from '../../../test/factories.ts';

const testApp = await buildTestApp();
const { app } = testApp;

const admin = await makeAdmin(app);
const owner = await makeBusiness(app, 'Listing Owner');
const ama = await makeIndividual(app, 'Ama Reviewer');
const kofi = await makeIndividual(app, 'Kofi Reviewer');

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const headersOf = (who: Actor | null) => who?.headers ?? {};
const review = (id: number, who: Actor | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/businesses/${id}/reviews`, headers: headersOf(who), payload });
const reviews = async (id: number, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/v1/businesses/${id}/reviews?${query}` })).json();
const deleteReview = (id: number, reviewId: number, who: Actor | null) =>
  app.inject({ method: 'DELETE', url: `/api/v1/businesses/${id}/reviews/${reviewId}`, headers: headersOf(who) });
const reply = (id: number, reviewId: number, who: Actor | null, text: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/businesses/${id}/reviews/${reviewId}/reply`,
    headers: headersOf(who),
    payload: { reply: text },
  });
const detail = async (id: number, who: Actor | null = null) =>
  (await app.inject({ method: 'GET', url: `/api/v1/businesses/${id}`, headers: headersOf(who) })).json().data;
const follow = (id: number, who: Actor | null, method: 'POST' | 'DELETE' = 'POST') =>
  app.inject({ method, url: `/api/v1/businesses/${id}/follow`, headers: headersOf(who) });
const following = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/my/following', headers: who.headers })).json();

async function expectCountsTrue() {
  expect(await businessCountsThatDrifted(testApp)).toEqual([]);
}

describe('POST /businesses/:id/reviews', () => {
  it('stores a review, updates the average and count, and tells the owner', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'First Review Kitchen' });
    const first = await review(listing.id, ama, { rating: 4, comment: 'Lovely waakye.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: reviewMessages.submitted,
      data: {
        average_rating: 4,
        total_reviews: 1,
        review: { rating: 4, comment: 'Lovely waakye.', user: { id: ama.id, name: 'Ama Reviewer' }, reply: null },
      },
    });
    const second = await review(listing.id, kofi, { rating: '5' });
    expect(second.json().data).toMatchObject({ average_rating: 4.5, total_reviews: 2, review: { comment: null } });
    const shown = await detail(listing.id, ama);
    expect(shown).toMatchObject({ average_rating: 4.5, total_reviews: 2, user_review: { rating: 4 } });
    expect(shown.reviews.map((row: Json) => row.user.name)).toEqual(['Kofi Reviewer', 'Ama Reviewer']);
    const mail = (await testApp.mail()).find(
      (eml) => mailHeader(eml, 'To')?.includes(owner.email) && mailHeader(eml, 'Subject')?.includes('New review'),
    );
    expect(mail && mailBody(mail)).toContain('Ama Reviewer gave “First Review Kitchen” 4 of 5 stars.');
    await expectCountsTrue();
  });

  it('edits the member’s review when they post again (one review per member), moving the average', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Edited Review Shop' });
    await review(listing.id, ama, { rating: 2, comment: 'Slow.' });
    await review(listing.id, kofi, { rating: 4 });
    const edited = await review(listing.id, ama, { rating: 5, comment: 'Much better now.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ average_rating: 4.5, total_reviews: 2, review: { rating: 5 } });
    expect((await reviews(listing.id)).data).toHaveLength(2);
    await expectCountsTrue();
  });

  it('refuses visitors, the listing’s owner, bad ratings and hidden listings', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Guarded Reviews' });
    expect((await review(listing.id, null, { rating: 5 })).statusCode).toBe(401);
    const own = await review(listing.id, owner, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: reviewMessages.ownBusiness });
    for (const rating of [0, 6, 3.5, 'five', '', null]) {
      const response = await review(listing.id, ama, { rating });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.rating).toEqual([reviewMessages.ratingInvalid]);
    }
    const tooLong = await review(listing.id, ama, { rating: 5, comment: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
    const pending = await createBusiness(app, owner, { name: 'Pending Not Reviewable' });
    const hidden = await review(pending.id, ama, { rating: 5 });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: businessMessages.notFound });
    expect((await review(987_654, ama, { rating: 5 })).statusCode).toBe(404);
    await expectCountsTrue();
  });
});

describe('GET /businesses/:id/reviews', () => {
  it('pages the reviews newest first, with the listing’s count as the total', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Many Reviews Spot' });
    const reviewers = [];
    for (let index = 0; index < 13; index += 1) reviewers.push(await makeIndividual(app, `Reviewer ${index}`));
    for (const [index, who] of reviewers.entries()) {
      testApp.clock.advance(1000);
      await review(listing.id, who, { rating: (index % 5) + 1 });
    }
    const first = await reviews(listing.id, 'per_page=10');
    expect(first).toMatchObject({ total: 13, last_page: 2, from: 1, to: 10 });
    expect(first.data[0].user.name).toBe('Reviewer 12');
    const second = await reviews(listing.id, 'per_page=10&page=2');
    expect(second.data.map((row: Json) => row.user.name)).toEqual(['Reviewer 2', 'Reviewer 1', 'Reviewer 0']);
    const pending = await createBusiness(app, owner);
    const hidden = await app.inject({ method: 'GET', url: `/api/v1/businesses/${pending.id}/reviews` });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('DELETE /businesses/:id/reviews/:reviewId', () => {
  it('lets the reviewer or an admin delete a review, never another member or the owner, and keeps counts true', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Deleted Reviews Cafe' });
    const amas = (await review(listing.id, ama, { rating: 1 })).json().data.review.id;
    const kofis = (await review(listing.id, kofi, { rating: 5 })).json().data.review.id;
    for (const who of [kofi, owner]) {
      const response = await deleteReview(listing.id, amas, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: apiMessages.forbidden });
    }
    expect((await deleteReview(listing.id, amas, null)).statusCode).toBe(401);
    expect((await deleteReview(listing.id, amas, ama)).json()).toEqual({ message: reviewMessages.deleted });
    expect(await detail(listing.id)).toMatchObject({ average_rating: 5, total_reviews: 1 });
    expect((await deleteReview(listing.id, kofis, admin)).statusCode).toBe(200);
    expect(await detail(listing.id)).toMatchObject({ average_rating: 0, total_reviews: 0 });
    const again = await deleteReview(listing.id, kofis, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: reviewMessages.notFound });
    await expectCountsTrue();
  });
});

describe('POST /businesses/:id/reviews/:reviewId/reply', () => {
  it('lets the owner reply once; the reviewer is told', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Replying Salon' });
    const reviewId = (await review(listing.id, ama, { rating: 3, comment: 'Good braids, long wait.' })).json().data
      .review.id;
    for (const who of [ama, kofi, admin]) expect((await reply(listing.id, reviewId, who, 'Hi')).statusCode).toBe(403);
    expect((await reply(listing.id, reviewId, owner, '  ')).json().errors.reply).toEqual([
      reviewMessages.replyRequired,
    ]);
    const answered = await reply(listing.id, reviewId, owner, 'Thank you! We now take bookings.');
    expect(answered.json()).toMatchObject({
      message: reviewMessages.replied,
      data: { id: reviewId, reply: 'Thank you! We now take bookings.' },
    });
    expect(answered.json().data.replied_at).not.toBeNull();
    const twice = await reply(listing.id, reviewId, owner, 'Again');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.reply).toEqual([reviewMessages.alreadyReplied]);
    expect((await reply(listing.id, 987_654, owner, 'Hello')).statusCode).toBe(404);
    const mail = (await testApp.mail()).find(
      (eml) => mailHeader(eml, 'To')?.includes(ama.email) && mailHeader(eml, 'Subject')?.includes('Replying Salon'),
    );
    expect(mail && mailBody(mail)).toContain('We now take bookings.');
  });
});

describe('concurrent reviews', () => {
  it('keep the average and count equal to the rows when many members review one listing at once', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Busy Chop Bar' });
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, index) => makeIndividual(app, `Crowd ${index}`)));
    const ratings = crowd.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(crowd.map((who, index) => review(listing.id, who, { rating: ratings[index] })));
    expect(answers.every((response) => response.statusCode === 201)).toBe(true);
    // Half of them change their minds at the same moment as the others post twice.
    await Promise.all(crowd.slice(0, 6).map((who) => review(listing.id, who, { rating: 5 })));
    const expected = [...Array(6).fill(5), ...ratings.slice(6)] as number[];
    const average = Math.round((expected.reduce((sum, value) => sum + value, 0) * 100) / expected.length) / 100;
    expect(await detail(listing.id)).toMatchObject({ total_reviews: 12, average_rating: average });
    await expectCountsTrue();
  });
});

describe('follows', () => {
  it('follows and unfollows (each twice without harm), counts followers and lists them on /my/following', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Followed Fabrics' });
    const first = await follow(listing.id, ama);
    expect(first.json()).toEqual({
      data: { user_following: true, followers_count: 1 },
      message: businessMessages.followed,
    });
    expect((await follow(listing.id, ama)).json().data).toEqual({ user_following: true, followers_count: 1 });
    await follow(listing.id, kofi);
    expect(await detail(listing.id, ama)).toMatchObject({ user_following: true, followers_count: 2 });
    expect(await detail(listing.id)).toMatchObject({ user_following: false });
    const mine = await following(ama);
    expect(mine.data.map((row: Json) => row.name)).toContain('Followed Fabrics');
    const dashboard = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: ama.headers });
    expect(dashboard.json().data.counters.businesses_following).toBe(mine.total);

    const unfollowed = await follow(listing.id, ama, 'DELETE');
    expect(unfollowed.json()).toEqual({
      data: { user_following: false, followers_count: 1 },
      message: businessMessages.unfollowed,
    });
    expect((await follow(listing.id, ama, 'DELETE')).json().data.followers_count).toBe(1);
    expect((await following(ama)).data.map((row: Json) => row.name)).not.toContain('Followed Fabrics');
    await expectCountsTrue();
  });

  it('lets a member unfollow a listing that went back to review', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Back To Review Bakery' });
    await follow(listing.id, kofi);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/businesses/${listing.id}`,
      headers: owner.headers,
      payload: businessBody((await detail(listing.id)).category.id, { name: 'Renamed Bakery' }),
    });
    const left = await follow(listing.id, kofi, 'DELETE');
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ user_following: false, followers_count: 0 });
    await expectCountsTrue();
  });

  it('refuses visitors, the owner, and hidden listings', async () => {
    const listing = await createApprovedBusiness(app, owner);
    expect((await follow(listing.id, null)).statusCode).toBe(401);
    const own = await follow(listing.id, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: businessMessages.cannotFollowOwn });
    const pending = await createBusiness(app, owner);
    expect((await follow(pending.id, ama)).statusCode).toBe(404);
    expect((await follow(987_654, ama, 'DELETE')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/my/following' })).statusCode).toBe(401);
  });
});

describe('deletions keep every counter true', () => {
  it('a reviewer’s account deletion takes their reviews, out of the rating, and their follows out of the counts', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Leaving Reviewer Place' });
    const leaver = await makeIndividual(app, 'Leaving Member');
    await review(listing.id, leaver, { rating: 2, comment: 'Was fine.' });
    await review(listing.id, kofi, { rating: 4 });
    await follow(listing.id, leaver);
    await follow(listing.id, kofi);
    expect(await detail(listing.id)).toMatchObject({ total_reviews: 2, average_rating: 3 });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: leaver.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    // What the deletion form promises: everything the member posted is gone, their words and their stars.
    const shown = await detail(listing.id);
    expect(shown).toMatchObject({ total_reviews: 1, average_rating: 4, followers_count: 1 });
    expect(shown.reviews.map((row: Json) => row.comment)).not.toContain('Was fine.');
    expect((await reviews(listing.id)).data).toHaveLength(1);
    await expectCountsTrue();
  });

  it('a listing’s deletion takes its reviews and follows; an owner’s account deletion takes their listings', async () => {
    const leavingOwner = await makeBusiness(app, 'Leaving Owner');
    const listing = await createApprovedBusiness(app, leavingOwner);
    await review(listing.id, ama, { rating: 5 });
    await follow(listing.id, ama);
    const other = await createApprovedBusiness(app, leavingOwner);
    await follow(other.id, kofi);
    await app.inject({ method: 'DELETE', url: `/api/v1/businesses/${listing.id}`, headers: leavingOwner.headers });
    expect((await reviews(listing.id)).message).toBe(businessMessages.notFound);
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: leavingOwner.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect((await app.inject({ method: 'GET', url: `/api/v1/businesses/${other.id}` })).statusCode).toBe(404);
    expect((await following(kofi)).data.some((row: Json) => row.id === other.id)).toBe(false);
    await expectCountsTrue();
  });

  it('account deletion while others follow and review the same listings leaves every count true', async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Racing Counters' });
    const leavers = await Promise.all(Array.from({ length: 4 }, (_, index) => makeIndividual(app, `Leaver ${index}`)));
    const stayers = await Promise.all(Array.from({ length: 4 }, (_, index) => makeIndividual(app, `Stayer ${index}`)));
    for (const who of leavers) {
      await follow(listing.id, who);
      await review(listing.id, who, { rating: 1 });
    }
    await Promise.all([
      ...leavers.map((who) =>
        app.inject({
          method: 'DELETE',
          url: '/api/v1/profile',
          headers: who.headers,
          payload: { password: STRONG_PASSWORD },
        }),
      ),
      ...stayers.map((who) => follow(listing.id, who)),
      ...stayers.map((who) => review(listing.id, who, { rating: 5 })),
    ]);
    expect(await detail(listing.id)).toMatchObject({ followers_count: 4, total_reviews: 4, average_rating: 5 });
    await expectCountsTrue();
  });
});
