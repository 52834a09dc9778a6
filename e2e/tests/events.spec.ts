import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { rsvpMessages, eventMessages } from '@akwaaba/contracts';
import {
  adminTokenFor,
  collectPageErrors,
  holdRequests,
  memberPage,
  registerViaApi,
  uniqueTitle,
  type Headers,
} from '../support/journeys.ts';
import { E2E_ADMIN } from '../support/server-env.ts';
import { expect, registerByEmail, signIn, test, uniqueEmail } from '../support/fixtures.ts';

/** Tomorrow's date as South Africa sees it (UTC+2 all year), 'YYYY-MM-DD'. */
function tomorrowInSouthAfrica(): string {
  return new Date(Date.now() + 2 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
}

/** A real 16:9 PNG in Ghana green, made the way a phone camera app would hand it over. */
async function greenPng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 675, channels: 3, background: '#006B3F' } })
    .png()
    .toBuffer();
}

// ---- Setup through the API (only for steps that are not the journey itself) ----

type EventSetup = {
  title: string;
  category: string;
  city: string;
  price?: string;
  capacity?: number;
  image?: boolean;
  requiresApproval?: boolean;
};

/** A business's event, created as the form would send it (multipart with an image, else JSON), answering its id. */
async function createEventViaApi(
  request: APIRequestContext,
  headers: Headers,
  token: string,
  event: EventSetup,
): Promise<number> {
  const categories = await request.get('/api/v1/categories?type=event', { headers });
  const category = ((await categories.json()) as { data: { id: number; slug: string }[] }).data.find(
    (candidate) => candidate.slug === event.category,
  )!;
  const day = tomorrowInSouthAfrica();
  const fields: Record<string, string> = {
    title: event.title,
    description: 'Come along for music, food and good company with the Ghanaian community.',
    category_id: String(category.id),
    event_type: 'physical',
    start_date: `${day}T18:00`,
    end_date: `${day}T20:00`,
    venue_name: 'Community Hall',
    city: event.city,
    price: event.price ?? '',
    max_attendees: event.capacity === undefined ? '' : String(event.capacity),
    requires_approval: event.requiresApproval ? '1' : '0',
  };
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const response = event.image
    ? await request.post('/api/v1/events', {
        headers: auth,
        multipart: { ...fields, image: { name: 'event.png', mimeType: 'image/png', buffer: await greenPng() } },
      })
    : await request.post('/api/v1/events', { headers: auth, data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function approveViaApi(request: APIRequestContext, headers: Headers, id: number): Promise<void> {
  const token = await adminTokenFor(request, headers);
  const response = await request.patch(`/api/v1/admin/events/${id}/approve`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A business member with one approved public event, ready for the others to find. */
async function approvedEvent(request: APIRequestContext, headers: Headers, event: EventSetup) {
  const owner = { name: 'Akosua Owusu', email: uniqueEmail('organiser'), business: 'Owusu Events' };
  const ownerToken = await registerViaApi(request, headers, owner);
  const id = await createEventViaApi(request, headers, ownerToken, event);
  await approveViaApi(request, headers, id);
  return { id, owner, ownerToken };
}

// ---- Journeys ----

test('a business member creates an event with an image, it waits for approval, and the admin approves it', async ({
  page,
  browser,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  // A sign-up, an upload and an admin's own browser: about 45 s on a loaded two-core machine.
  test.slow();
  const title = uniqueTitle('Kente Harvest Evening');
  await registerByEmail(page, { name: 'Kwame Asante', email: uniqueEmail('kwame'), business: 'Asante Catering' });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/create-event');
  await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Description').fill('An evening of kente, highlife and jollof for the whole community.');
  await page.getByLabel('Category').selectOption({ label: 'Cultural Celebrations' });
  await page.getByRole('radio', { name: /Physical event/ }).check();
  await page.getByLabel('Venue name').fill('Sandton Community Hall');
  await page.getByLabel('Venue address').fill('5 Rivonia Rd, Sandhurst');
  await page.getByLabel('City').selectOption({ label: 'Johannesburg' });

  const day = tomorrowInSouthAfrica();
  await page.getByLabel('Start date and time').fill(`${day}T18:00`);
  // End = start + 2 hours, filled in for the member.
  await expect(page.getByLabel('End date and time')).toHaveValue(`${day}T20:00`);

  await page.getByLabel('Price (R)').fill('150');
  await page.getByLabel('Max attendees').fill('2');
  await page
    .getByLabel('Event image')
    .setInputFiles({ name: 'kente-evening.png', mimeType: 'image/png', buffer: await greenPng() });
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

  const release = await holdRequests(page, '**/api/v1/events', 'POST');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
  release();

  // An unverified business's event starts pending.
  await expect(page.getByText(eventMessages.submittedForApproval)).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);

  await page.goto('/my-events');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Public', { exact: true })).toBeVisible();

  // The admin, in a browser of their own.
  const admin = await memberPage(browser, extraHTTPHeaders!, null);
  const adminErrors = collectPageErrors(admin);
  await admin.goto('/login');
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/pending-events');
  await expect(admin.getByRole('heading', { name: 'Pending Events' })).toBeVisible();
  const pending = admin.getByRole('listitem', { name: title });
  await expect(pending).toContainText('Kwame Asante');
  await expect(pending).toContainText('Cultural Celebrations');
  await expect(pending).toContainText('Johannesburg');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(eventMessages.approved)).toBeVisible();
  await expect(pending).toHaveCount(0);
  expect(adminErrors).toEqual([]);
  await admin.context().close();

  // The owner now sees it approved.
  await page.reload();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});

test('a family abroad posts an outdooring held in Kumasi in Ghana time, and every page gives both clocks', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Outdooring of Baby Akua');
  const owner = { name: 'Yaa Asantewaa', email: uniqueEmail('yaa'), business: 'Asantewaa Events' };
  const page = await memberPage(browser, headers, await registerViaApi(request, headers, owner));
  const errors = collectPageErrors(page);

  await page.goto('/create-event');
  await page.getByLabel('Event title').fill(title);
  await page
    .getByLabel('Description')
    .fill('The naming ceremony of our daughter at the family house, with breakfast after.');
  await page.getByLabel('Category').selectOption({ label: 'Cultural Celebrations' });
  await page.getByRole('radio', { name: /^Ghana/ }).check();
  await expect(page.getByText('Times are Ghana time (GMT), two hours behind South Africa.')).toBeVisible();
  await page.getByLabel('Venue name').fill('Family house, Adum');
  await page.getByLabel('City').selectOption({ label: 'Kumasi' });
  const day = tomorrowInSouthAfrica();
  await page.getByLabel('Start date and time').fill(`${day}T19:00`);
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(eventMessages.submittedForApproval)).toBeVisible();

  await page.goto('/my-events');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const id = Number(/\/events\/(\d+)$/.exec(page.url())![1]);
  await approveViaApi(request, headers, id);

  // A visitor opens the shared link: the day and times on Ghana's clock, and when it starts on both.
  const visitor = await memberPage(browser, headers, null);
  await visitor.goto(`/events/${id}`);
  const when = visitor.getByRole('region', { name: 'Date & Time' });
  await expect(when.getByText('Ghana time (GMT)')).toBeVisible();
  await expect(when.getByText('19:00', { exact: true })).toBeVisible();
  await expect(when.getByText('Starts 21:00 in South Africa · 19:00 in Ghana')).toBeVisible();
  const whatsApp = await visitor.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsApp!)).toContain(
    '\n21:00 in South Africa · 19:00 in Ghana\nFamily house, Adum, Kumasi\n',
  );

  // The list, filtered by the town, gives South Africa's time with Ghana's beside it.
  await visitor.goto('/events?city=Kumasi');
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(card.getByText(/, 21:00 \(19:00 in Ghana\)$/)).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.context().close();
  await page.context().close();
});

test('a member finds an event by city and category, RSVPs and cancels', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Durban Jollof Festival');
  await approvedEvent(request, headers, {
    title,
    category: 'food-and-music',
    city: 'Durban',
    price: '150',
    capacity: 2,
    image: true,
  });

  await registerByEmail(page, { name: 'Esi Ampofo', email: uniqueEmail('esi') });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Community Events' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter events' });
  await filters.getByLabel('Category').selectOption({ label: 'Food & Music' });
  await filters.getByLabel('City').selectOption({ label: 'Durban' });
  await filters.getByRole('button', { name: 'Search Events' }).click();
  await expect(page).toHaveURL(/[?&]category=food-and-music/);
  await expect(page).toHaveURL(/[?&]city=Durban/);
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ events$/)).toBeVisible();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('R150.00');
  await expect(card).toContainText('0 attending');
  await expect(card).toContainText('Community Hall, Durban');
  // Every card the filter left is a Durban food-and-music event. Read in one go: journeys running beside this one
  // add and delete events, and a list that refetched between listing the cards and reading one lost it (a flake).
  for (const text of await page.getByRole('article').allTextContents()) {
    expect(text).toContain('Food & Music');
    expect(text).toContain('Durban');
  }
  await card.getByRole('link', { name: 'View Details' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const attendees = page.getByRole('region', { name: 'Attendees' });
  await expect(attendees).toContainText('0 people attending');
  await expect(attendees).toContainText('Max capacity: 2');

  // The picture is the stored WebP, and it loads.
  const picture = page.getByRole('img', { name: title });
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/.+\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const image = await request.get(src!, { headers });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');

  const release = await holdRequests(page, '**/api/v1/events/*/attend', 'POST');
  await page.getByRole('button', { name: rsvpMessages.rsvp, exact: true }).click();
  await expect(page.getByRole('button', { name: rsvpMessages.rsvping })).toBeDisabled();
  release();
  await expect(page.getByText(rsvpMessages.attending)).toBeVisible();
  await expect(page.getByRole('button', { name: 'You’re going' })).toBeDisabled();
  await expect(attendees).toContainText('1 person attending');

  await page.getByRole('button', { name: rsvpMessages.cancelRsvp }).click();
  await expect(page.getByText(rsvpMessages.cancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: rsvpMessages.rsvp, exact: true })).toBeEnabled();
  await expect(attendees).toContainText('0 people attending');
});

test('@phone the events list and an event page fit a phone, with RSVP in reach', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Gqeberha Coding Workshop for Young People');
  await approvedEvent(request, headers, {
    title,
    category: 'education-and-workshops',
    city: 'Gqeberha',
    price: '50',
    image: true,
  });
  await registerByEmail(page, { name: 'Afia Owusu', email: uniqueEmail('afia') });
  await expect(page).toHaveURL(/\/dashboard$/);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/events');
  const filters = page.getByRole('search', { name: 'Filter events' });
  await expect(filters.getByRole('button', { name: 'Search Events' })).toBeVisible();
  await filters.getByLabel('Category').selectOption({ label: 'Education & Workshops' });
  await filters.getByLabel('City').selectOption({ label: 'Gqeberha (Port Elizabeth)' });
  await filters.getByRole('button', { name: 'Search Events' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('R50.00');
  expect(await overflow()).toBeLessThanOrEqual(0);
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x).toBeGreaterThanOrEqual(0);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await card.getByRole('link', { name: 'View Details' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const rsvp = page.getByRole('button', { name: rsvpMessages.rsvp, exact: true });
  await expect(rsvp).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await rsvp.tap();
  await expect(page.getByRole('button', { name: 'You’re going' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attendees' })).toContainText('1 person attending');
  expect(await overflow()).toBeLessThanOrEqual(0);
});
