import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminTokenFor,
  approvedListingViaApi,
  jobViaApi,
  registerViaApi,
  uniqueTitle,
  type Headers,
} from '../support/journeys.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';

/** 'YYYY-MM-DDTHH:mm' as the event form sends it, in South African time (UTC+2 all year). */
function saLocal(instant: number): string {
  return new Date(instant + 2 * 3_600_000).toISOString().slice(0, 16);
}

/**
 * An approved public event starting within the hour (so it is the next one, ahead of the other journeys' events
 * tomorrow evening), a newly approved listing and a new job, all by one new business member: their names.
 */
async function somethingOfEach(request: APIRequestContext, headers: Headers) {
  const names = {
    event: uniqueTitle('Kente Weaving Evening'),
    business: uniqueTitle('Asante Tailors'),
    job: uniqueTitle('Pastry Chef'),
  };
  const token = await registerViaApi(request, headers, {
    name: 'Efua Asante',
    email: uniqueEmail('home'),
    business: 'Asante Tailors',
  });
  const auth = { ...headers, authorization: `Bearer ${token}` };

  const categories = await request.get('/api/v1/categories?type=event', { headers });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const start = Date.now() + 20 * 60_000;
  const created = await request.post('/api/v1/events', {
    headers: auth,
    data: {
      title: names.event,
      description: 'Watch master weavers from Bonwire at work, then try the loom yourself.',
      category_id: categoryId,
      event_type: 'physical',
      start_date: saLocal(start),
      end_date: saLocal(start + 2 * 3_600_000),
      venue_name: 'Yeoville Community Hall',
      city: 'Johannesburg',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { data: { id: number } }).data.id;
  const approved = await request.patch(`/api/v1/admin/events/${eventId}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await approvedListingViaApi(request, headers, token, 'other', {
    name: names.business,
    description: 'Kaba and slit, batakari and suits made to measure in Yeoville.',
    address: '21 Raleigh Street, Yeoville',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.18,
    longitude: 28.06,
  });
  await jobViaApi(
    request,
    headers,
    {
      title: names.job,
      description: 'Bake meat pies, bofrot and sugar bread for our two shops; early mornings.',
      company_name: 'Asante Tailors',
      location: 'Yeoville',
      city: 'Johannesburg',
      type: 'full-time',
      contact_email: 'jobs@asante.example',
    },
    token,
  );
  return { ...names, eventId };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a visitor finds the next event, a new business and a new job on the home page and opens the event', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const mine = await somethingOfEach(request, extraHTTPHeaders!);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const events = section(page, 'Upcoming events');
  const event = events.getByRole('article').filter({ has: page.getByRole('heading', { name: mine.event }) });
  await expect(event).toBeVisible();
  await expect(event.getByText('Yeoville Community Hall, Johannesburg')).toBeVisible();
  await expect(events.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/events');

  const business = section(page, 'New businesses').getByRole('heading', { name: mine.business });
  await expect(business).toBeVisible();
  const jobs = section(page, 'Latest jobs');
  const job = jobs.getByRole('article').filter({ has: page.getByRole('link', { name: mine.job }) });
  await expect(job).toContainText('Asante Tailors · Yeoville, Johannesburg');
  await expect(job).toContainText(/Full-time · Posted (just now|1 minute ago)/);

  await event.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${mine.eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: mine.event })).toBeVisible();
});

test('@phone the home page’s live sections fit a phone: the event row scrolls inside itself, not the page', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const mine = await somethingOfEach(request, extraHTTPHeaders!);

  await page.goto('/');
  await expect(section(page, 'Upcoming events').getByRole('heading', { name: mine.event })).toBeVisible();
  await expect(section(page, 'New businesses').getByRole('heading', { name: mine.business })).toBeVisible();
  await expect(section(page, 'Latest jobs').getByRole('link', { name: mine.job })).toBeVisible();

  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
