import type { Browser, Page } from '@playwright/test';
import { expect, signIn, STRONG_PASSWORD, test, uniqueEmail } from '../support/fixtures.ts';
import { shareMessages } from '@akwaaba/contracts';
import {
  adminTokenFor,
  browserFor,
  collectPageErrors,
  eventViaApi,
  fullEventListViaApi,
  fullJobListViaApi,
  fullListingListViaApi,
  registerViaApi,
  uniqueTitle,
  uniqueWord,
  type Headers,
} from '../support/journeys.ts';
import { E2E_BASE_URL } from '../support/server-env.ts';

const PHONE = { viewport: { width: 390, height: 844 } };

/**
 * A phone whose app code is still on its way: the server render is on screen and its fields take typing, while
 * every script the page asks for is held until `release` (as a slow connection holds it, but to the millisecond).
 * With `token`, a member is signed in on it, so the app starts by itself once the page has painted.
 */
async function phoneWaitingForTheApp(browser: Browser, headers: Headers, token?: string) {
  const context = await browserFor(browser, headers, token ?? null, PHONE);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The app's files; start-app.js, which holds what needs them, is the page's own.
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return { page, release, errors };
}

const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

for (const list of [
  { path: '/events', seed: fullEventListViaApi, place: 'Durban', items: 'events', submit: 'Search Events' },
  {
    path: '/businesses',
    seed: fullListingListViaApi,
    place: 'Durban',
    items: 'businesses',
    submit: 'Search Businesses',
  },
  { path: '/jobs', seed: fullJobListViaApi, place: 'Johannesburg', items: 'jobs', submit: 'Search Jobs' },
]) {
  test(`what a member types on ${list.path} before the app has loaded is kept and searched with`, async ({
    browser,
    request,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    await list.seed(request, extraHTTPHeaders!, word);
    const token = await registerViaApi(request, extraHTTPHeaders!, { name: 'Ama Early', email: uniqueEmail('ama') });
    const { page, release, errors } = await phoneWaitingForTheApp(browser, extraHTTPHeaders!, token);

    // Not even DOMContentLoaded: it waits for the page's scripts.
    await page.goto(list.path, { waitUntil: 'commit' });
    const form = page.getByRole('search', { name: `Filter ${list.items}` });
    const search = form.getByRole('searchbox', { name: 'Search' });
    const city = form.getByRole('combobox', { name: 'City' });
    await search.fill(word);
    await city.selectOption(list.place);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

    release();
    await appReady(page);
    await form.getByRole('button', { name: list.submit }).click();

    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing 1-12 of 13 ${list.items}`,
    );
    await expect(search).toHaveValue(word);
    await expect(city).toHaveValue(list.place);
    // Only what filters: no empty fields in the address.
    expect(new URL(page.url()).search).toBe(`?search=${word}&city=${list.place}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('a visitor reads a shared event without the app, and a first tap loads it and is made', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Outdooring at the hall');
  // The admin's events are published at once.
  const eventId = await eventViaApi(request, headers, await adminTokenFor(request, headers), { title, city: 'Durban' });
  const { page, release, errors } = await phoneWaitingForTheApp(browser, headers);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Filtering the list, then opening the event, is HTML: the browser sends the form and follows the link.
  await page.goto('/events');
  const filters = page.getByRole('search', { name: 'Filter events' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(title);
  await filters.getByRole('button', { name: 'Search Events' }).click();
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await page.waitForLoadState('networkidle');
  expect([...new Set(scripts)]).toEqual(['/start-app.js']);
  const heading = await page.locator('h1').elementHandle();

  // The tap loads the app, waits for it (the app's files are still held here), then is made.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.locator('html[data-app-loading]')).toHaveCount(1);
  release();
  await expect(page.getByText(shareMessages.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/events/${eventId}`);
  expect(scripts.length).toBeGreaterThan(1);
  // The app took over the page the server sent rather than drawing it again.
  expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a sign-in sent before the app has loaded goes once the app has what was typed @phone', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const email = uniqueEmail('efua');
  await registerViaApi(request, extraHTTPHeaders!, { name: 'Efua Early', email });
  const { page, release, errors } = await phoneWaitingForTheApp(browser, extraHTTPHeaders!);

  await page.goto('/login');
  await signIn(page, email);
  await expect(
    page.getByRole('status').filter({ hasText: 'Sending as soon as the page has finished loading.' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');

  release();
  // The app loads, takes the page over, then sends the form (a phone on a shared machine takes its time).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('on a slow phone, what is typed before the app takes over is kept once, and sent after it @phone', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('yaw');
  await registerViaApi(request, extraHTTPHeaders!, { name: 'Yaw Slow', email });
  const context = await browserFor(browser, extraHTTPHeaders!, null, PHONE);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // A phone on a poor connection: 400 kbps each way, 400 ms round trips, a CPU four times slower.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const emailField = page.getByLabel('Email address');
  const password = page.getByLabel('Password', { exact: true });
  // Typed as the app's files start to come (its 130 KB take seconds at this speed).
  await emailField.fill(email);
  await password.fill(STRONG_PASSWORD);
  expect(await page.evaluate(() => 'appReady' in document.documentElement.dataset)).toBe(false);

  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 90_000 });
  await expect(emailField).toHaveValue(email);
  await expect(password).toHaveValue(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  expect(errors).toEqual([]);
  await context.close();
});
