import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { previewMessages, type EventDetail, type LoadedData } from '@akwaaba/contracts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createApprovedBusiness, createBusiness } from '../../test/business-factories.ts';
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
import { freePort } from '../../test/free-port.ts';
import { createJob, expireJob } from '../../test/job-factories.ts';

// The real index.html of the web app (its description tag, its #root), with the default preview picture beside it,
// as the build leaves them in dist.
const webRoot = path.resolve(import.meta.dirname, '../../../web');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(webDist, 'index.html'));
fs.copyFileSync(path.join(webRoot, 'public', 'og-default.jpg'), path.join(webDist, 'og-default.jpg'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

// A real server on a real port, so a scraper can fetch the pages and their pictures like WhatsApp does.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
/** What the server render was given, by page address. It stands in for the web app's render (apps/web/src/entry-server.tsx,
 * whose tests check what a page shows from this data): the page carries the loaded data as the render would
 * dehydrate it. */
const rendered = new Map<string, LoadedData[]>();
const testApp = await buildTestApp({
  env: { WEB_DIST_DIR: webDist, PUBLIC_URL: origin },
  async render(url, loaded) {
    rendered.set(url, loaded);
    return { html: '<main>Rendered</main>', dehydrated: { queries: loaded } };
  },
});
const { app, clock } = testApp;
await app.listen({ port, host: '127.0.0.1' });

const food = await categoryBySlug(app, 'event', 'food-and-music');
const admin = await makeAdmin(app);
const organiser = await makeVerifiedBusiness(app, 'Accra Bites Events');
const newcomer = await makeBusiness(app, 'Kente Corner');
const owner = await makeBusiness(app, 'Auntie Akos');
const employer = await makeVerifiedBusiness(app, 'Adinkra Foods');
const member = await makeIndividual(app, 'Ama Owusu');

const year = clock.now().getUTCFullYear() + 1;
/** 18:00 to 23:30 in South Africa (UTC+2) on 6 March next year. */
const evening = { start_date: `${year}-03-06T16:00:00.000Z`, end_date: `${year}-03-06T21:30:00.000Z` };
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), food.id, { ...evening, ...overrides });

const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#CE1126' } })
  .png()
  .toBuffer();

async function createWithImage(who: Actor, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
  const form = multipart(formFields(body(overrides)), [
    { field: 'image', filename: 'flyer.png', contentType: 'image/png', content: picture },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const hostileTitle = `Jollof </script><script>alert('x')</script> & "Highlife" <!--`;
const hostileDescription = `A night of <b>music</b> & food.\n\n</script><img src=x onerror=alert(1)> Bring $& your flag.`;
const gala = await createWithImage(organiser, { title: hostileTitle, description: hostileDescription });
const braai = await createEvent(app, organiser, body());
const privateEvent = await createEvent(app, organiser, body({ title: 'Secret committee meeting', is_public: false }));
const pendingEvent = await createEvent(app, newcomer, body({ title: 'Pending picnic' }));
const kitchen = await createApprovedBusiness(app, owner);
const pendingBusiness = await createBusiness(app, owner, { name: 'Kofi Hair Studio' });
const job = await createJob(app, employer);
const closedJob = await createJob(app, employer, { title: 'Warehouse Assistant' });
await expireJob(testApp, closedJob.id);

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, $: cheerio.load(response.body) };
}

/** What the page shows inside #root before the app hydrates it, as a person or crawler reads it. */
const firstPaint = ($: cheerio.CheerioAPI) => $('#root').text().replace(/\s+/g, ' ').trim();
const meta = ($: cheerio.CheerioAPI, property: string) => $(`meta[property="${property}"]`).attr('content');
/** The data the page embeds for the app: its loader's answers, as the render dehydrated them. */
const embedded = ($: cheerio.CheerioAPI) => (JSON.parse($('#server-data').text()) as { queries: LoadedData[] }).queries;
const embeddedItem = ($: cheerio.CheerioAPI) => embedded($)[0]!.data as { data: Record<string, unknown> };

describe('an event page', () => {
  it('is rendered with the visitor’s answer loaded first, under the key the app reads it by, and has its title', async () => {
    const { status, $ } = await page(`/events/${braai.id}`);
    expect(status).toBe(200);
    expect(firstPaint($)).toBe('Rendered');
    expect($('title').text()).toBe('Ghana Independence Day Braai — Akwaaba');
    const api = await app.inject({ method: 'GET', url: `/api/v1/events/${braai.id}` });
    const contributions = await app.inject({ method: 'GET', url: `/api/v1/events/${braai.id}/contributions` });
    const loaded = [
      { queryKey: ['events', 'detail', { params: { id: braai.id } }], data: api.json() },
      // A life event's contributions (decision 033), loaded with every event page.
      { queryKey: ['contributions', 'summary', { params: { id: braai.id } }], data: contributions.json() },
    ];
    expect(rendered.get(`${origin}/events/${braai.id}`)).toEqual(loaded);
    expect(embedded($)).toEqual(loaded);
  });

  it('escapes hostile text everywhere: the title, the description, the data for the app and the JSON-LD', async () => {
    const { status, html, $ } = await page(`/events/${gala.id}`);
    expect(status).toBe(200);
    expect($('title').text()).toBe(`${hostileTitle} — Akwaaba`);
    // No element came from the member's text: the only scripts are the app's data blocks, none executable.
    expect($('img')).toHaveLength(0);
    expect($('b')).toHaveLength(0);
    expect(html).not.toContain("<script>alert('x')");
    // Besides the app's own module (a file), the only scripts are data blocks, which no browser runs.
    expect(
      $('script:not([src])')
        .map((_, element) => $(element).attr('type'))
        .get(),
    ).toEqual(['application/ld+json', 'application/json']);
    expect(embeddedItem($).data.title).toBe(hostileTitle);
    expect(embeddedItem($).data.description).toBe(hostileDescription);
    expect(JSON.parse($('script[type="application/ld+json"]').text()).name).toBe(hostileTitle);
    expect(meta($, 'og:title')).toBe(hostileTitle);
  });

  it('embeds the visitor’s answer, no member’s private fields', async () => {
    const { html, $ } = await page(`/events/${braai.id}`);
    expect((embeddedItem($).data.user as { email: string | null }).email).toBeNull();
    expect(html).not.toContain(organiser.email);
  });

  it('carries schema.org Event data with the dates, the place and the price', async () => {
    const { $ } = await page(`/events/${braai.id}`);
    const data = JSON.parse($('script[type="application/ld+json"]').text());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Ghana Independence Day Braai',
      startDate: evening.start_date,
      endDate: evening.end_date,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `${origin}/events/${braai.id}`,
      location: {
        '@type': 'Place',
        name: 'Zoo Lake Gardens',
        address: { streetAddress: 'Prince of Wales Drive, Parkview', addressLocality: 'Johannesburg' },
      },
      offers: { price: '150.00', priceCurrency: 'ZAR' },
      organizer: { name: 'Accra Bites Events' },
    });
  });

  it('answers a private, pending or unknown event 404 with the bare app: no title, text or data of it', async () => {
    for (const id of [privateEvent.id, pendingEvent.id, 987_654]) {
      const { status, html, $ } = await page(`/events/${id}`);
      expect(status).toBe(404);
      expect(firstPaint($)).toBe('');
      expect($('#server-data')).toHaveLength(0);
      expect(meta($, 'og:title')).toBeUndefined();
      expect(html).not.toContain('Secret committee meeting');
      expect(html).not.toContain('Pending picnic');
      expect(rendered.has(`${origin}/events/${id}`)).toBe(false);
    }
  });
});

describe('a business and a job page', () => {
  it('renders a listing with its answer, its LocalBusiness data and no owner’s address', async () => {
    const { status, html, $ } = await page(`/businesses/${kitchen.id}`);
    expect(status).toBe(200);
    expect($('title').text()).toBe('Auntie Akos Kitchen — Akwaaba');
    expect(JSON.parse($('script[type="application/ld+json"]').text())).toMatchObject({
      '@type': 'Restaurant',
      name: 'Auntie Akos Kitchen',
      address: { streetAddress: '12 Baker Street, Rosebank', addressLocality: 'Johannesburg' },
      openingHoursSpecification: expect.arrayContaining([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Friday',
          opens: '09:00',
          closes: '21:00',
        },
      ]),
    });
    expect(embedded($)[0]!.queryKey).toEqual(['businesses', 'detail', { params: { id: kitchen.id } }]);
    expect(embeddedItem($).data.name).toBe('Auntie Akos Kitchen');
    expect(html).not.toContain(owner.email);
  });

  it('renders a job with its answer, its JobPosting data and no employer’s address', async () => {
    const { status, html, $ } = await page(`/jobs/${job.id}`);
    expect(status).toBe(200);
    expect($('title').text()).toBe('Junior Software Developer — Akwaaba');
    expect(meta($, 'og:description')).toMatch(/^Adinkra Foods · Johannesburg · Full-time · R25[\s\u00a0]000/);
    expect(JSON.parse($('script[type="application/ld+json"]').text())).toMatchObject({
      '@type': 'JobPosting',
      title: 'Junior Software Developer',
      hiringOrganization: { name: 'Adinkra Foods' },
    });
    expect(embedded($)[0]!.queryKey).toEqual(['jobs', 'detail', { params: { id: job.id } }]);
    expect(html).not.toContain(employer.email);
  });

  it('answers a pending listing, a closed job and unknown ones 404 with the bare app', async () => {
    for (const url of [
      `/businesses/${pendingBusiness.id}`,
      '/businesses/987654',
      `/jobs/${closedJob.id}`,
      '/jobs/987654',
      // Past PostgreSQL's integers: a missing item, not a failed query.
      '/events/99999999999999999999',
      '/businesses/2147483648',
    ]) {
      const { status, html, $ } = await page(url);
      expect(status, url).toBe(404);
      expect(firstPaint($)).toBe('');
      expect(html).not.toContain('Kofi Hair Studio');
      expect(html).not.toContain('Warehouse Assistant');
    }
  });

  it('leaves an address that names no item to the app, as before: rendered by the browser, not a 404', async () => {
    const { status, $ } = await page('/events/braai');
    expect(status).toBe(200);
    expect(firstPaint($)).toBe('');
  });
});

describe('previews', () => {
  it('has one description tag, cut at a word with an ellipsis and no broken character', async () => {
    const description = `${'Akwaaba 🇬🇭 '.repeat(30)}end`;
    const event = await createEvent(app, organiser, body({ title: 'Flag day', description }));
    const { $ } = await page(`/events/${event.id}`);
    expect($('meta[name="description"]')).toHaveLength(1);
    const content = $('meta[name="description"]').attr('content')!;
    expect(meta($, 'og:description')).toBe(content);
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content).toMatch(/^Friday|^[A-Z][a-z]+day, 6 March/);
    expect(content.endsWith('🇬🇭…') || content.endsWith('Akwaaba…')).toBe(true);
    expect(/\p{Cs}/u.test(content)).toBe(false);
  });

  it('keeps the site-wide description on pages without their own', async () => {
    const { $ } = await page('/about');
    expect($('meta[name="description"]')).toHaveLength(1);
    expect($('meta[name="description"]').attr('content')).toBe(previewMessages.siteDescription);
  });

  it('gives the home page and the lists Open Graph tags, a canonical link and the default picture', async () => {
    for (const [url, title] of [
      ['/', previewMessages.home.title],
      ['/events', previewMessages.events.title],
      ['/businesses', previewMessages.businesses.title],
      ['/jobs', previewMessages.jobs.title],
    ] as const) {
      const { status, $ } = await page(url);
      expect(status).toBe(200);
      expect(meta($, 'og:title')).toBe(title);
      expect(meta($, 'og:description')!.length).toBeGreaterThan(20);
      expect(meta($, 'og:url')).toBe(`${origin}${url}`);
      expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}${url}`);
      expect(meta($, 'og:image')).toBe(`${origin}/og-default.jpg`);
      expect(meta($, 'og:image:width')).toBe('1200');
      expect(meta($, 'og:image:height')).toBe('630');
      expect(meta($, 'og:image:type')).toBe('image/jpeg');
      expect(meta($, 'og:image:alt')).toBe(previewMessages.defaultImageAlt);
    }
  });

  /** What WhatsApp or Facebook would show for a link, read by a real scraper over HTTP, with its picture fetched. */
  async function scrape(url: string) {
    const { result } = await ogs({ url: `${origin}${url}`, onlyGetOpenGraphInfo: true });
    return result;
  }

  async function fetchImage(url: string) {
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes };
  }

  it('shows a scraper the title, description and a reachable JPEG for every public kind of item', async () => {
    for (const [url, title] of [
      [`/events/${gala.id}`, hostileTitle],
      [`/events/${braai.id}`, 'Ghana Independence Day Braai'],
      [`/businesses/${kitchen.id}`, 'Auntie Akos Kitchen'],
      [`/jobs/${job.id}`, 'Junior Software Developer'],
    ] as const) {
      const result = await scrape(url);
      expect(result.success, url).toBe(true);
      expect(result.ogTitle).toBe(title);
      expect(result.ogDescription!.length).toBeGreaterThan(20);
      const [image] = result.ogImage!;
      expect(image!.url.startsWith(origin)).toBe(true);
      const fetched = await fetchImage(image!.url);
      expect(fetched.status, image!.url).toBe(200);
      expect(fetched.type).toBe('image/jpeg');
      const { format, width, height } = await sharp(fetched.bytes).metadata();
      expect([format, width, height]).toEqual(['jpeg', 1200, 630]);
      expect([image!.width, image!.height]).toEqual(['1200', '630']);
    }
    // The event with a picture shows its own (the JPEG rendition), the others the site's.
    expect((await scrape(`/events/${gala.id}`)).ogImage![0]!.url).toMatch(/\/uploads\/events\/.+-og\.jpg$/);
    expect((await scrape(`/events/${braai.id}`)).ogImage![0]!.url).toBe(`${origin}/og-default.jpg`);
  });

  it('shows a scraper nothing of a private, pending or closed item', async () => {
    for (const url of [
      `/events/${privateEvent.id}`,
      `/events/${pendingEvent.id}`,
      `/businesses/${pendingBusiness.id}`,
      `/jobs/${closedJob.id}`,
    ]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(404);
      const $ = cheerio.load(await response.text());
      expect(meta($, 'og:title'), url).toBeUndefined();
      expect(meta($, 'og:image'), url).toBeUndefined();
    }
    // The scraper itself reports the 404 as a failure: nothing to show.
    await expect(scrape(`/events/${privateEvent.id}`)).rejects.toMatchObject({ result: { success: false } });
  });
});

void admin;
void member;
