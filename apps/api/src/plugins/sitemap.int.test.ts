import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApprovedBusiness, createBusiness } from '../../test/business-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeBusiness,
  makeVerifiedBusiness,
} from '../../test/event-factories.ts';
import { createJob, expireJob } from '../../test/job-factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const organiser = await makeVerifiedBusiness(app, 'Accra Bites Events');
const newcomer = await makeBusiness(app, 'Kente Corner');
const food = await categoryBySlug(app, 'event', 'food-and-music');
const event = (who: typeof organiser, overrides: Record<string, unknown> = {}) =>
  createEvent(app, who, eventBody(clock.now(), food.id, overrides));
const hide = (table: 'events' | 'businesses' | 'jobs', id: number) =>
  database.db.execute(sql`update ${sql.identifier(table)} set hidden_from_status = status, status = 'hidden',
    hidden_reason = 'moderation' where id = ${id}`);

describe('/sitemap.xml', () => {
  it('lists every public event, approved listing and open job with lastmod, and nothing private, pending, hidden or over', async () => {
    const publicEvent = await event(organiser, { title: 'Open Braai' });
    const privateEvent = await event(organiser, { is_public: false });
    const pendingEvent = await event(newcomer);
    const hiddenEvent = await event(organiser);
    await hide('events', hiddenEvent.id);
    const endedEvent = await event(organiser);
    const endedAt = new Date(clock.now().getTime() - 60_000);
    await database.db.execute(
      sql`update events set start_date = ${new Date(endedAt.getTime() - 3_600_000).toISOString()},
        end_date = ${endedAt.toISOString()} where id = ${endedEvent.id}`,
    );

    const listing = await createApprovedBusiness(app, organiser, { name: 'Mama Afua’s Kitchen' });
    const pendingListing = await createBusiness(app, newcomer, { name: 'Pending Shop' });
    const hiddenListing = await createApprovedBusiness(app, organiser, { name: 'Hidden Shop' });
    await hide('businesses', hiddenListing.id);

    const job = await createJob(app, organiser, { title: 'Sous Chef' });
    const draft = await createJob(app, organiser, { status: 'draft' });
    const expired = await createJob(app, organiser);
    await expireJob(testApp, expired.id);
    const hiddenJob = await createJob(app, organiser);
    await hide('jobs', hiddenJob.id);

    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...response.body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
    const locs = urls.map((match) => match[1]!);
    expect(locs.slice(0, 8)).toEqual([
      'http://akwaaba.test/',
      'http://akwaaba.test/events',
      'http://akwaaba.test/businesses',
      'http://akwaaba.test/jobs',
      'http://akwaaba.test/associations',
      'http://akwaaba.test/notices',
      'http://akwaaba.test/about',
      'http://akwaaba.test/contact',
    ]);
    // (The organiser's own verified listing, made by the factory, is public too.)
    expect(locs.filter((loc) => /\/(events|jobs)\/\d+$/.test(loc))).toEqual([
      `http://akwaaba.test/events/${publicEvent.id}`,
      `http://akwaaba.test/jobs/${job.id}`,
    ]);
    expect(locs).toContain(`http://akwaaba.test/businesses/${listing.id}`);
    const lastmod = (loc: string) => urls.find((match) => match[1] === loc)![2]!;
    expect(lastmod(`http://akwaaba.test/jobs/${job.id}`)).toBe(job.updated_at);
    for (const loc of [`http://akwaaba.test/events/${publicEvent.id}`, `http://akwaaba.test/businesses/${listing.id}`])
      expect(lastmod(loc)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const id of [privateEvent.id, pendingEvent.id, hiddenEvent.id, endedEvent.id])
      expect(locs).not.toContain(`http://akwaaba.test/events/${id}`);
    for (const id of [pendingListing.id, hiddenListing.id])
      expect(locs).not.toContain(`http://akwaaba.test/businesses/${id}`);
    for (const id of [draft.id, expired.id, hiddenJob.id]) expect(locs).not.toContain(`http://akwaaba.test/jobs/${id}`);
  });
});
