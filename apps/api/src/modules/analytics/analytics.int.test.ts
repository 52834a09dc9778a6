import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { analyticsMessages, saDateOf, type AnalyticsReport } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createApprovedBusiness } from '../../../test/business-factories.ts';
import {
  categories,
  createEvent,
  eventBody,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../../test/event-factories.ts';
import { selectRows } from '../../../test/factories.ts';
import { createJob } from '../../../test/job-factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const eventCategory = (await categories(app, 'event'))[0]!.id;
const ama = await makeIndividual(app, 'Ama Owusu');
const kofi = await makeIndividual(app, 'Kofi Mensah');

const headersOf = (who: Actor | null) => who?.headers ?? {};

function analytics(who: Actor | null, query = '') {
  return app.inject({ method: 'GET', url: `/api/v1/analytics${query}`, headers: headersOf(who) });
}

async function report(who: Actor, days?: number): Promise<AnalyticsReport> {
  const response = await analytics(who, days === undefined ? '' : `?days=${days}`);
  if (response.statusCode !== 200) throw new Error(`analytics failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: AnalyticsReport }).data;
}

function view(path: string, who: Actor | null, userAgent?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    headers: { ...headersOf(who), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
}

/** A business member with a live event: verified, so the event is published without review. */
async function ownerWithEvent(name: string) {
  const owner = await makeVerifiedBusiness(app, name);
  const event = await createEvent(app, owner, eventBody(clock.now(), eventCategory, { title: `${name} Braai` }));
  return { owner, event };
}

/** Stored views of an item, day by day (what the database holds, not what the API says). */
async function storedViews(type: string, id: number) {
  return selectRows(
    database,
    sql`select day::text as day, views from item_views where item_type = ${type} and item_id = ${id} order by day`,
  );
}

const today = () => saDateOf(clock.now());
const daysAgo = (days: number) => saDateOf(new Date(clock.now().getTime() - days * 24 * 3_600_000));

describe('view counting', () => {
  it('counts visitors and other members, never the signed-in owner, bots or an answer that is not 200', async () => {
    const { owner, event } = await ownerWithEvent('Osu Catering');
    const stranger = await makeBusiness(app, 'Other Trader');

    expect((await view(`events/${event.id}`, owner)).statusCode).toBe(200);
    expect((await view(`events/${event.id}`, owner)).statusCode).toBe(200);
    expect((await view(`events/${event.id}`, null)).statusCode).toBe(200);
    expect((await view(`events/${event.id}`, ama)).statusCode).toBe(200);
    expect((await view(`events/${event.id}`, stranger)).statusCode).toBe(200);
    expect((await view(`events/${event.id}`, null, 'WhatsApp/2.23.20.0')).statusCode).toBe(200);
    expect((await view(`events/${event.id}`, null, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).statusCode).toBe(200);
    expect((await view(`events/999999`, null)).statusCode).toBe(404);

    const data = await report(owner);
    const row = data.items.find((item) => item.type === 'event' && item.id === event.id);
    expect(row?.views).toBe(3);
    expect(data.series.find((day) => day.day === today())?.views).toBe(3);
    expect(await storedViews('event', event.id)).toEqual([{ day: today(), views: 3 }]);
  });

  it('counts views of listings and jobs too, and not of a pending listing its owner opens', async () => {
    const owner = await makeBusiness(app, 'Kumasi Cloth');
    const listing = await createApprovedBusiness(app, owner, { name: 'Kumasi Cloth House' });
    const pending = await createApprovedBusiness(app, owner, { name: 'Kumasi Cloth Annex' }).then(async (business) => {
      await database.db.execute(sql`update businesses set status = 'pending' where id = ${business.id}`);
      return business;
    });
    const job = await createJob(app, owner, { title: 'Kente Weaver' });

    await view(`businesses/${listing.id}`, null);
    await view(`businesses/${listing.id}`, kofi);
    await view(`job-listings/${job.id}`, ama);
    await view(`job-listings/${job.id}`, owner);
    expect((await view(`businesses/${pending.id}`, null)).statusCode).toBe(404);
    expect((await view(`businesses/${pending.id}`, owner)).statusCode).toBe(200);

    const items = (await report(owner)).items;
    expect(items.find((item) => item.id === listing.id && item.type === 'business')?.views).toBe(2);
    expect(items.find((item) => item.id === job.id && item.type === 'job')?.views).toBe(1);
    expect(items.find((item) => item.id === pending.id && item.type === 'business')?.views).toBe(0);
  });

  it('keeps views in memory and writes them in one batch when flushed (two views → 2)', async () => {
    const { owner, event } = await ownerWithEvent('Batch Bakery');
    const counter = app.services.viewCounter;
    await counter.flush();

    await view(`events/${event.id}`, null);
    await view(`events/${event.id}`, kofi);
    expect(counter.pendingCount()).toBe(2);
    expect(await storedViews('event', event.id)).toEqual([]);

    await counter.flush();
    expect(counter.pendingCount()).toBe(0);
    expect(await storedViews('event', event.id)).toEqual([{ day: today(), views: 2 }]);

    // A later batch adds to the day's row rather than replacing it.
    await view(`events/${event.id}`, ama);
    await counter.flush();
    expect(await storedViews('event', event.id)).toEqual([{ day: today(), views: 3 }]);
    expect((await report(owner)).totals.views).toBe(3);
  });

  it('writes the pending views on its own after a few seconds', async () => {
    const { event } = await ownerWithEvent('Timer Tours');
    await app.services.viewCounter.flush();
    await view(`events/${event.id}`, null);
    await expect
      .poll(() => storedViews('event', event.id), { timeout: 10_000, interval: 250 })
      .toEqual([{ day: today(), views: 1 }]);
  }, 15_000);
});

describe('GET /analytics', () => {
  it('answers every day of the window, zero-filled, and leaves out views older than the window', async () => {
    const { owner, event } = await ownerWithEvent('Window Wares');
    const rows: [number, number][] = [
      [0, 3],
      [6, 2],
      [7, 4],
      [29, 5],
      [30, 6],
      [89, 7],
      [90, 8],
    ];
    for (const [ago, views] of rows) {
      await database.db.execute(
        sql`insert into item_views (item_type, item_id, day, views) values ('event', ${event.id}, ${daysAgo(ago)}, ${views})`,
      );
    }

    const week = await report(owner, 7);
    expect(week).toMatchObject({ days: 7, from: daysAgo(6), to: today(), timezone: 'Africa/Johannesburg' });
    expect(week.series).toHaveLength(7);
    expect(week.series.map((day) => day.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysAgo));
    expect(week.series[0]).toEqual({ day: daysAgo(6), views: 2, rsvps: 0, followers: 0, reviews: 0, applications: 0 });
    expect(week.series.slice(1, 6).every((day) => day.views === 0)).toBe(true);
    expect(week.series[6]!.views).toBe(3);
    expect(week.totals.views).toBe(5);
    expect(week.items.find((item) => item.id === event.id)?.views).toBe(5);

    const month = await report(owner);
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    expect(month.from).toBe(daysAgo(29));
    expect(month.totals.views).toBe(3 + 2 + 4 + 5);

    const quarter = await report(owner, 90);
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals.views).toBe(3 + 2 + 4 + 5 + 6 + 7);
    expect(quarter.series.reduce((sum, day) => sum + day.views, 0)).toBe(quarter.totals.views);
  });

  it("counts RSVPs, followers, reviews and applications of the member's own items only, and never shows another's", async () => {
    const owner = await makeVerifiedBusiness(app, 'Asante Foods');
    const rival = await makeVerifiedBusiness(app, 'Rival Foods');
    const event = await createEvent(
      app,
      owner,
      eventBody(clock.now(), eventCategory, { title: 'Asante Jollof Night' }),
    );
    const full = await createEvent(
      app,
      owner,
      eventBody(clock.now(), eventCategory, { title: 'Asante Tasting', max_attendees: '1' }),
    );
    const rivalEvent = await createEvent(app, rival, eventBody(clock.now(), eventCategory, { title: 'Rival Night' }));
    const listing = await createApprovedBusiness(app, owner, { name: 'Asante Deli' });
    const rivalListing = await createApprovedBusiness(app, rival, { name: 'Rival Deli' });
    const job = await createJob(app, owner, { title: 'Asante Chef' });
    const rivalJob = await createJob(app, rival, { title: 'Rival Chef' });

    const post = (url: string, who: Actor, payload?: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
    const apply = (jobId: number, who: Actor) => {
      const form = multipart({ cover_note: 'I cook for weddings and funerals.' });
      return app.inject({
        method: 'POST',
        url: `/api/v1/job-listings/${jobId}/apply`,
        headers: { ...form.headers, ...who.headers },
        payload: form.payload,
      });
    };
    for (const who of [ama, kofi]) {
      expect((await post(`events/${event.id}/attend`, who)).statusCode).toBe(200);
      expect((await post(`events/${full.id}/attend`, who)).statusCode).toBe(200); // the second is waitlisted
      expect((await post(`events/${rivalEvent.id}/attend`, who)).statusCode).toBe(200);
      expect((await post(`businesses/${listing.id}/follow`, who)).statusCode).toBe(200);
      expect((await post(`businesses/${rivalListing.id}/follow`, who)).statusCode).toBe(200);
      expect((await apply(job.id, who)).statusCode).toBe(201);
      expect((await apply(rivalJob.id, who)).statusCode).toBe(201);
    }
    expect(
      (await post(`businesses/${listing.id}/reviews`, ama, { rating: 5, comment: 'Best waakye.' })).statusCode,
    ).toBe(201);
    expect((await post(`businesses/${rivalListing.id}/reviews`, kofi, { rating: 4 })).statusCode).toBe(201);
    await view(`events/${rivalEvent.id}`, ama);

    const data = await report(owner, 7);
    expect(data.totals).toEqual({ views: 0, rsvps: 4, followers: 2, reviews: 1, applications: 2 });
    expect(data.series.find((day) => day.day === today())).toMatchObject({
      rsvps: 4,
      followers: 2,
      reviews: 1,
      applications: 2,
    });
    const byKey = new Map(data.items.map((item) => [`${item.type}:${item.id}`, item]));
    expect(byKey.get(`event:${event.id}`)).toEqual({
      type: 'event',
      id: event.id,
      title: 'Asante Jollof Night',
      views: 0,
      rsvps: 2,
      followers: null,
      reviews: null,
      applications: null,
      link: `/events/${event.id}`,
    });
    expect(byKey.get(`event:${full.id}`)?.rsvps).toBe(2);
    expect(byKey.get(`business:${listing.id}`)).toMatchObject({
      title: 'Asante Deli',
      rsvps: null,
      followers: 2,
      reviews: 1,
      applications: null,
      link: `/businesses/${listing.id}`,
    });
    expect(byKey.get(`job:${job.id}`)).toMatchObject({
      title: 'Asante Chef',
      rsvps: null,
      followers: null,
      reviews: null,
      applications: 2,
      link: `/jobs/${job.id}`,
    });
    // makeVerifiedBusiness lists one business of its own too: every own item, no one else's.
    expect(data.items).toHaveLength(5);
    for (const id of [rivalEvent.id, rivalListing.id, rivalJob.id]) {
      expect(data.items.some((item) => item.id === id && item.title.startsWith('Rival'))).toBe(false);
    }

    const rivalData = await report(rival, 7);
    expect(rivalData.totals).toEqual({ views: 1, rsvps: 2, followers: 2, reviews: 1, applications: 2 });
    expect(rivalData.items.every((item) => item.title.startsWith('Rival'))).toBe(true);
    expect(rivalData.items[0]).toMatchObject({ type: 'event', id: rivalEvent.id, views: 1 });
  });

  it('answers an empty report to a business without items', async () => {
    const newcomer = await makeBusiness(app, 'New Trader');
    const data = await report(newcomer, 7);
    expect(data.items).toEqual([]);
    expect(data.totals).toEqual({ views: 0, rsvps: 0, followers: 0, reviews: 0, applications: 0 });
    expect(data.series.every((day) => day.views === 0)).toBe(true);
  });

  it('refuses individuals (403), visitors (401) and windows other than 7, 30 or 90 days (422)', async () => {
    const business = await makeBusiness(app, 'Query Checker');

    const individual = await analytics(ama);
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toEqual({ message: analyticsMessages.businessOnly });

    const visitor = await analytics(null, '?days=7');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthenticated.' });

    for (const days of ['5', '0', '-7', '7.5', 'abc', '', '30000']) {
      const response = await analytics(business, `?days=${days}`);
      expect(response.statusCode, `days=${days}`).toBe(422);
      expect(response.json()).toMatchObject({ errors: { days: [analyticsMessages.windowInvalid] } });
    }
  });
});
