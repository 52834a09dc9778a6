import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  collectPageErrors,
  fullEventListViaApi,
  fullJobListViaApi,
  fullListingListViaApi,
  uniqueWord,
  type Headers,
} from '../support/journeys.ts';
import { E2E_BASE_URL } from '../support/server-env.ts';

/**
 * A phone whose app code is still on its way: the server render is on screen and its fields take typing, while
 * every script the page asks for is held until `release` (as a slow connection holds it, but to the millisecond).
 */
async function phoneWaitingForTheApp(browser: Browser, headers: Headers) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    extraHTTPHeaders: headers,
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
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
  test(`what is typed on ${list.path} before the app has loaded is kept and searched with`, async ({
    browser,
    request,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    await list.seed(request, extraHTTPHeaders!, word);
    const { page, release, errors } = await phoneWaitingForTheApp(browser, extraHTTPHeaders!);

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
