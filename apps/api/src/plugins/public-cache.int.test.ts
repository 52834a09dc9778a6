import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  businessBody,
  createApprovedBusiness,
  createBusiness,
  firstBusinessCategory,
} from '../../test/business-factories.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  formFields,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../test/event-factories.ts';
import { smsCode, STRONG_PASSWORD } from '../../test/factories.ts';
import { createJob, firstJobCategory, jobBody } from '../../test/job-factories.ts';
import { PUBLIC_CACHE_TTL_MS } from './public-cache.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'food-and-music');
const admin = await makeAdmin(app);
const organiser = await makeVerifiedBusiness(app, 'Cache Organiser');
const member = await makeIndividual(app, 'Cache Member');
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const EVENTS = '/api/v1/events?per_page=50';
const BUSINESSES = '/api/v1/businesses?per_page=50';
const JOBS = '/api/v1/job-listings?per_page=50';

const as = (who: Actor | null, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function written(response: Awaited<ReturnType<typeof as>>): Promise<Json> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/**
 * A visitor's read that leaves the answer in the cache: only stored answers carry an ETag, and the next read
 * of the same address is served from memory. Answers the status and the body.
 */
async function primed(url: string): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 200) expect(response.headers.etag, url).toMatch(/^"[\w-]+"$/);
  return { status: response.statusCode, body: response.json() };
}

const listed = async (url: string) => ((await primed(url)).body.data as Json[]).map((item) => item.id as number);
const listedItem = async (url: string, id: number) =>
  ((await primed(url)).body.data as Json[]).find((item) => item.id === id);
const detail = async (url: string) => {
  const { status, body } = await primed(url);
  return status === 200 ? body.data : status;
};

describe('visitors read public lists and details from memory', () => {
  it('keeps an answer until a write through the API, clear() or ten seconds by the clock', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Memory Braai' }));
    const url = `/api/v1/events/${event.id}`;
    expect((await detail(url)).title).toBe('Memory Braai');
    // Behind the API's back: the cache cannot know, and says what it kept.
    await testApp.database.db.execute(sql`update events set title = 'Changed Behind' where id = ${event.id}`);
    expect((await detail(url)).title).toBe('Memory Braai');
    app.publicCache.clear();
    expect((await detail(url)).title).toBe('Changed Behind');
    await testApp.database.db.execute(sql`update events set title = 'Changed Again' where id = ${event.id}`);
    clock.advance(PUBLIC_CACHE_TTL_MS - 1);
    expect((await detail(url)).title).toBe('Changed Behind');
    clock.advance(1);
    expect((await detail(url)).title).toBe('Changed Again');
  });

  it('answers 304 without a body to a repeated request, and a new ETag once the answer changed', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Validator Evening' }));
    const url = `/api/v1/events/${event.id}`;
    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    for (let n = 0; n < 2; n++) {
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    await written(await as(organiser, 'PUT', `/events/${event.id}`, body({ title: 'Validator Night' })));
    const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.title).toBe('Validator Night');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('serves brotli and gzip variants that are the same JSON, each under its own ETag', async () => {
    for (let n = 0; n < 3; n++) await createEvent(app, organiser, body({ title: `Compressed ${n}` }));
    const plain = await app.inject({ method: 'GET', url: EVENTS });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    const etags = new Set([plain.headers.etag]);
    for (const [encoding, decode] of Object.entries(decoders)) {
      // The first read makes the variant, the second is a hit that must not be compressed twice.
      for (let n = 0; n < 2; n++) {
        const response = await app.inject({ method: 'GET', url: EVENTS, headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
        etags.add(response.headers.etag);
        const notModified = await app.inject({
          method: 'GET',
          url: EVENTS,
          headers: { 'accept-encoding': encoding, 'if-none-match': response.headers.etag as string },
        });
        expect(notModified.statusCode).toBe(304);
      }
    }
    expect(etags.size).toBe(3);
  });

  it('never gives a member a visitor’s answer, nor a visitor a member’s', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Members Only Details' }));
    const url = `/api/v1/events/${event.id}`;
    await written(await as(member, 'POST', `/events/${event.id}/attend`, {}));
    const visitorFirst = await app.inject({ method: 'GET', url });
    expect(visitorFirst.json().data).toMatchObject({ user_attending: false, user: { email: null } });
    for (let n = 0; n < 2; n++) {
      const mine = await app.inject({ method: 'GET', url, headers: member.headers });
      expect(mine.json().data).toMatchObject({ user_attending: true, user: { email: organiser.email } });
      expect(mine.headers.etag).toBeUndefined();
      expect(mine.headers['cache-control']).toBe('no-store');
    }
    const visitorAgain = await app.inject({ method: 'GET', url });
    expect(visitorAgain.json().data).toMatchObject({ user_attending: false, user: { email: null } });
    expect(visitorAgain.headers.etag).toBe(visitorFirst.headers.etag);
  });

  it('counts a view for every visitor served from memory, and none for bots', async () => {
    const event = await createEvent(app, organiser, body({ title: 'Counted Views' }));
    const url = `/api/v1/events/${event.id}`;
    const pending = () => app.services.viewCounter.pendingCount();
    const before = pending();
    for (let n = 0; n < 3; n++) await app.inject({ method: 'GET', url });
    expect(pending()).toBe(before + 3);
    await app.inject({ method: 'GET', url, headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(pending()).toBe(before + 3);
    await app.services.viewCounter.flush();
    const analytics = await app.inject({ method: 'GET', url: '/api/v1/analytics', headers: organiser.headers });
    expect(analytics.statusCode).toBe(200);
    expect(JSON.stringify(analytics.json())).toContain('Counted Views');
  });
});

describe('answers kept in memory leave before Fastify, on the server the product listens with', () => {
  it('with the headers the routed answer had (security headers included), its 304s and its views', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const event = await createEvent(app, organiser, body({ title: 'Raw Answer' }));
    const url = `/api/v1/events/${event.id}`;
    const get = (headers: Record<string, string> = {}) =>
      new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
        http
          .get(base + url, { headers }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(Object.assign(response, { body: text })));
          })
          .on('error', reject);
      });
    const routed = await get();
    const handled = app.services.viewCounter.pendingCount();
    // Behind the API's back: only an answer from memory still says the old title.
    await testApp.database.db.execute(sql`update events set title = 'Changed Behind' where id = ${event.id}`);
    const kept = await get();
    expect(JSON.parse(kept.body).data.title).toBe('Raw Answer');
    expect(kept.body).toBe(routed.body);
    const headers = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;
    expect(headers(kept.headers)).toEqual(headers(routed.headers));
    expect(kept.headers['content-security-policy']).toContain("default-src 'self'");
    expect(app.services.viewCounter.pendingCount()).toBe(handled + 1);

    const unchanged = await get({ 'if-none-match': String(kept.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const member = await get({ authorization: organiser.headers.authorization! });
    expect(JSON.parse(member.body).data.title).toBe('Changed Behind');
  });
});

describe('every write through the API is seen at once by visitors', () => {
  describe('events', () => {
    it('create, update and delete', async () => {
      await listed(EVENTS);
      const event = await createEvent(app, organiser, body({ title: 'Fresh Create' }));
      expect(await listed(EVENTS)).toContain(event.id);
      const url = `/api/v1/events/${event.id}`;
      expect((await detail(url)).title).toBe('Fresh Create');

      await written(await as(organiser, 'PUT', `/events/${event.id}`, body({ title: 'Fresh Update' })));
      expect((await detail(url)).title).toBe('Fresh Update');
      expect((await listedItem(EVENTS, event.id)).title).toBe('Fresh Update');

      await written(await as(organiser, 'DELETE', `/events/${event.id}`));
      expect(await detail(url)).toBe(404);
      expect(await listed(EVENTS)).not.toContain(event.id);
    });

    it('approval and rejection', async () => {
      const unverified = await makeBusiness(app, 'Unverified Organiser');
      const pending = await createEvent(app, unverified, body({ title: 'Awaiting Review' }));
      expect(pending.status).toBe('pending');
      const url = `/api/v1/events/${pending.id}`;
      expect(await listed(EVENTS)).not.toContain(pending.id);
      expect(await detail(url)).toBe(404);
      await written(await as(admin, 'PATCH', `/admin/events/${pending.id}/approve`));
      expect(await listed(EVENTS)).toContain(pending.id);
      expect((await detail(url)).status).toBe('approved');
      await written(
        await as(admin, 'PATCH', `/admin/events/${pending.id}/reject`, { reason: 'Not a community event.' }),
      );
      expect(await listed(EVENTS)).not.toContain(pending.id);
      expect(await detail(url)).toBe(404);
    });

    it('privacy toggle: a private event leaves the list and its detail answers 404', async () => {
      const event = await createEvent(app, organiser, body({ title: 'Soon Private' }));
      const url = `/api/v1/events/${event.id}`;
      expect(await listed(EVENTS)).toContain(event.id);
      expect((await detail(url)).id).toBe(event.id);
      await written(await as(organiser, 'PATCH', `/events/${event.id}/toggle-privacy`));
      expect(await listed(EVENTS)).not.toContain(event.id);
      expect(await detail(url)).toBe(404);
      await written(await as(organiser, 'PATCH', `/events/${event.id}/toggle-privacy`));
      expect(await listed(EVENTS)).toContain(event.id);
    });

    it('RSVP and its withdrawal change the attendees count', async () => {
      const event = await createEvent(app, organiser, body({ title: 'Count Me In' }));
      const url = `/api/v1/events/${event.id}`;
      expect((await detail(url)).attendees_count).toBe(0);
      expect((await listedItem(EVENTS, event.id)).attendees_count).toBe(0);
      await written(await as(member, 'POST', `/events/${event.id}/attend`, {}));
      expect((await detail(url)).attendees_count).toBe(1);
      expect((await listedItem(EVENTS, event.id)).attendees_count).toBe(1);
      await written(await as(member, 'DELETE', `/events/${event.id}/attend`));
      expect((await detail(url)).attendees_count).toBe(0);
      expect((await listedItem(EVENTS, event.id)).attendees_count).toBe(0);
    });

    it('a new image', async () => {
      const event = await createEvent(app, organiser, body({ title: 'Picture Later' }));
      const url = `/api/v1/events/${event.id}`;
      expect((await detail(url)).image).toBeNull();
      const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c0392b' } })
        .jpeg()
        .toBuffer();
      const form = multipart({ ...formFields(body({ title: 'Picture Later' })), _method: 'PUT' }, [
        { field: 'image', filename: 'poster.jpg', contentType: 'image/jpeg', content: jpeg },
      ]);
      const update = await app.inject({
        method: 'POST',
        url,
        headers: { ...organiser.headers, ...form.headers },
        payload: form.payload,
      });
      expect(update.statusCode, update.body).toBe(200);
      expect((await detail(url)).image).toEqual(expect.any(String));
      expect((await listedItem(EVENTS, event.id)).image).toEqual(expect.any(String));
    });
  });

  describe('businesses', () => {
    it('create, approval, update and delete', async () => {
      const owner = await makeBusiness(app, 'Directory Owner');
      const business = await createBusiness(app, owner, { name: 'Fresh Listing' });
      const url = `/api/v1/businesses/${business.id}`;
      expect(await listed(BUSINESSES)).not.toContain(business.id);
      expect(await detail(url)).toBe(404);
      await written(await as(admin, 'PATCH', `/admin/businesses/${business.id}/approve`));
      expect(await listed(BUSINESSES)).toContain(business.id);
      expect((await detail(url)).name).toBe('Fresh Listing');

      const payload = businessBody(await firstBusinessCategory(app), { name: 'Renamed Listing' });
      const update = await written(await as(owner, 'PUT', `/businesses/${business.id}`, payload));
      const after = await detail(url);
      // A listing's edit may wait for an admin (then it leaves the directory): either way, what the write did shows.
      if (update.data.status === 'approved') expect(after.name).toBe('Renamed Listing');
      else expect(after).toBe(404);

      await written(await as(owner, 'DELETE', `/businesses/${business.id}`));
      expect(await detail(url)).toBe(404);
      expect(await listed(BUSINESSES)).not.toContain(business.id);
    });

    it('verification', async () => {
      const owner = await makeBusiness(app, 'Soon Verified');
      const business = await createApprovedBusiness(app, owner, { name: 'Verified Soon Kitchen' });
      app.publicCache.clear(); // approved by the service, not through the API
      const url = `/api/v1/businesses/${business.id}`;
      expect((await detail(url)).is_verified).toBe(false);
      expect((await listedItem(BUSINESSES, business.id)).is_verified).toBe(false);
      await written(await as(admin, 'PATCH', `/admin/businesses/${business.id}/verify`, { is_verified: true }));
      expect((await detail(url)).is_verified).toBe(true);
      expect((await listedItem(BUSINESSES, business.id)).is_verified).toBe(true);
    });

    it('reviews (post, edit, delete) and follows', async () => {
      const owner = await makeBusiness(app, 'Reviewed Owner');
      const business = await createApprovedBusiness(app, owner, { name: 'Rated Kitchen' });
      app.publicCache.clear(); // approved by the service, not through the API
      const url = `/api/v1/businesses/${business.id}`;
      const reviewsUrl = `${url}/reviews`;
      expect((await detail(url)).average_rating).toBe(0);
      expect((await listedItem(BUSINESSES, business.id)).average_rating).toBe(0);
      expect((await primed(reviewsUrl)).body.total).toBe(0);

      const posted = await written(await as(member, 'POST', `/businesses/${business.id}/reviews`, { rating: 4 }));
      expect((await detail(url)).average_rating).toBe(4);
      expect((await listedItem(BUSINESSES, business.id)).average_rating).toBe(4);
      expect((await primed(reviewsUrl)).body.total).toBe(1);

      await written(await as(member, 'POST', `/businesses/${business.id}/reviews`, { rating: 2 }));
      expect((await detail(url)).average_rating).toBe(2);
      expect(((await primed(reviewsUrl)).body.data as Json[])[0].rating).toBe(2);

      await written(await as(member, 'DELETE', `/businesses/${business.id}/reviews/${posted.data.review.id}`));
      expect((await detail(url)).average_rating).toBe(0);
      expect((await primed(reviewsUrl)).body.total).toBe(0);

      expect((await detail(url)).followers_count).toBe(0);
      await written(await as(member, 'POST', `/businesses/${business.id}/follow`));
      expect((await detail(url)).followers_count).toBe(1);
      await written(await as(member, 'DELETE', `/businesses/${business.id}/follow`));
      expect((await detail(url)).followers_count).toBe(0);
    });
  });

  it('a verified phone shows as the verified badge on the member’s reviews', async () => {
    const owner = await makeBusiness(app, 'Badge Owner');
    const business = await createApprovedBusiness(app, owner, { name: 'Badge Kitchen' });
    const reviewer = await makeIndividual(app, 'Badge Reviewer');
    await written(await as(reviewer, 'POST', `/businesses/${business.id}/reviews`, { rating: 5 }));
    const phone = { phone: '0821239001', country_code: '+27' };
    await written(await as(reviewer, 'PUT', '/profile', { ...phone, current_password: STRONG_PASSWORD }));
    await written(await as(null, 'POST', '/auth/phone/send-verification', phone));
    const reviewsUrl = `/api/v1/businesses/${business.id}/reviews`;
    expect(((await primed(reviewsUrl)).body.data as Json[])[0].user).toMatchObject({ name: 'Badge Reviewer' });
    expect(((await primed(reviewsUrl)).body.data as Json[])[0].is_verified).toBe(false);
    const sent = (await testApp.sms()).filter((message) => message.to === '+27821239001').at(-1)!;
    await written(await as(null, 'POST', '/auth/phone/verify', { ...phone, verification_code: smsCode(sent) }));
    expect(((await primed(reviewsUrl)).body.data as Json[])[0].is_verified).toBe(true);
  });

  describe('jobs', () => {
    it('create, update, close and delete', async () => {
      const job = await createJob(app, organiser, { title: 'Fresh Vacancy' });
      const url = `/api/v1/job-listings/${job.id}`;
      expect(await listed(JOBS)).toContain(job.id);
      expect((await detail(url)).title).toBe('Fresh Vacancy');

      const jobCategory = await firstJobCategory(app);
      const edit = (overrides: Record<string, unknown>) =>
        as(organiser, 'PUT', `/job-listings/${job.id}`, jobBody(jobCategory, overrides));
      await written(await edit({ title: 'Updated Vacancy' }));
      expect((await detail(url)).title).toBe('Updated Vacancy');
      expect((await listedItem(JOBS, job.id)).title).toBe('Updated Vacancy');

      await written(await edit({ title: 'Updated Vacancy', status: 'draft' }));
      expect(await listed(JOBS)).not.toContain(job.id);
      expect(await detail(url)).toBe(404);

      await written(await as(organiser, 'DELETE', `/job-listings/${job.id}`));
      expect(await detail(url)).toBe(404);
    });

    it('an application changes the applications count', async () => {
      const job = await createJob(app, organiser, { title: 'Counted Applicants' });
      const url = `/api/v1/job-listings/${job.id}`;
      expect((await detail(url)).applications_count).toBe(0);
      expect((await listedItem(JOBS, job.id)).applications_count).toBe(0);
      const form = multipart({ cover_note: 'I would love to join your team.' });
      const apply = await app.inject({
        method: 'POST',
        url: `${url}/apply`,
        headers: { ...member.headers, ...form.headers },
        payload: form.payload,
      });
      expect(apply.statusCode, apply.body).toBe(201);
      expect((await detail(url)).applications_count).toBe(1);
      expect((await listedItem(JOBS, job.id)).applications_count).toBe(1);
    });
  });

  describe('members', () => {
    it('a new name shows as organiser, owner and poster at once', async () => {
      const person = await makeVerifiedBusiness(app, 'Old Name');
      const event = await createEvent(app, person, body({ title: 'Renamed Organiser' }));
      const job = await createJob(app, person, { title: 'Renamed Poster' });
      expect((await listedItem(EVENTS, event.id)).user.name).toBe('Old Name');
      expect((await listedItem(JOBS, job.id)).user.name).toBe('Old Name');
      await written(await as(person, 'PUT', '/profile', { name: 'New Name' }));
      expect((await listedItem(EVENTS, event.id)).user.name).toBe('New Name');
      expect((await detail(`/api/v1/events/${event.id}`)).user.name).toBe('New Name');
      expect((await listedItem(JOBS, job.id)).user.name).toBe('New Name');
    });

    it('a deleted account’s events and jobs leave the lists', async () => {
      const person = await makeVerifiedBusiness(app, 'Leaving Member');
      const event = await createEvent(app, person, body({ title: 'Leaving Event' }));
      const job = await createJob(app, person, { title: 'Leaving Job' });
      expect(await listed(EVENTS)).toContain(event.id);
      expect(await listed(JOBS)).toContain(job.id);
      await written(await as(person, 'DELETE', '/profile', { password: STRONG_PASSWORD }));
      expect(await listed(EVENTS)).not.toContain(event.id);
      expect(await listed(JOBS)).not.toContain(job.id);
      expect(await detail(`/api/v1/events/${event.id}`)).toBe(404);
    });
  });
});

const uncached = await buildTestApp({ env: { PUBLIC_CACHE: 'off' } });
const uncachedOwner = await makeVerifiedBusiness(uncached.app, 'Uncached Organiser');

describe('PUBLIC_CACHE=off', () => {
  it('keeps nothing: a change behind the API shows at once, and no answer carries an ETag', async () => {
    const event = await createEvent(
      uncached.app,
      uncachedOwner,
      eventBody(uncached.clock.now(), category.id, { title: 'Uncached' }),
    );
    const url = `/api/v1/events/${event.id}`;
    const first = await uncached.app.inject({ method: 'GET', url });
    expect(first.json().data.title).toBe('Uncached');
    expect(first.headers.etag).toBeUndefined();
    await uncached.database.db.execute(sql`update events set title = 'Seen At Once' where id = ${event.id}`);
    expect((await uncached.app.inject({ method: 'GET', url })).json().data.title).toBe('Seen At Once');
  });
});
