import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  fullEventListViaApi,
  fullJobListViaApi,
  fullListingListViaApi,
  uniqueWord,
  type Headers,
} from '../support/journeys.ts';
import { E2E_BASE_URL } from '../support/server-env.ts';

/** A phone (390 px wide) with JavaScript turned off: the server render is all there is. */
async function phoneWithoutJavaScript(browser: Browser, headers: Headers): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: headers,
  });
  return context.newPage();
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing|No \w+ found/ });

/** The page's address, path and query: a sent form leaves only the filters that hold a value (the server drops the rest). */
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test('without JavaScript every filter, every page of each list, the phone menu and the site search work', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const headers = extraHTTPHeaders!;
  await fullEventListViaApi(request, headers, word);
  await fullListingListViaApi(request, headers, word);
  await fullJobListViaApi(request, headers, word);
  const page = await phoneWithoutJavaScript(browser, headers);

  // Events: the text and a city, then page 2 with both kept; a start date after them all finds none.
  await page.goto('/events');
  const events = page.getByRole('search', { name: 'Filter events' });
  await events.getByRole('searchbox', { name: 'Search' }).fill(word);
  await events.getByRole('combobox', { name: 'City' }).selectOption('Durban');
  await events.getByRole('button', { name: 'Search Events' }).click();
  await expect(count(page)).toHaveText('Showing 1-12 of 13 events');
  expect(address(page)).toBe(`/events?search=${word}&city=Durban`);
  await page.getByRole('navigation', { name: 'Event pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(count(page)).toHaveText('Showing 13-13 of 13 events');
  expect(new URL(page.url()).searchParams.get('search')).toBe(word);
  expect(new URL(page.url()).searchParams.get('city')).toBe('Durban');
  await expect(page.getByRole('heading', { name: new RegExp(`^${word} Highlife Night`) })).toHaveCount(1);
  // The category (the first one, which the journey's events are in) keeps them all.
  await events.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await events.getByRole('button', { name: 'Search Events' }).click();
  await expect(count(page)).toHaveText('Showing 1-12 of 13 events');
  expect(address(page)).toMatch(new RegExp(`^/events\\?search=${word}&category=[a-z-]+&city=Durban$`));
  await events.getByLabel('From date').fill('2099-01-01');
  await events.getByRole('button', { name: 'Search Events' }).click();
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await events.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/events$/);

  // Businesses: 'Verified only' is understood, and page 2 is reachable.
  await page.goto('/businesses');
  const businesses = page.getByRole('search', { name: 'Filter businesses' });
  await businesses.getByRole('searchbox', { name: 'Search' }).fill(word);
  await businesses.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Other' });
  await businesses.getByRole('combobox', { name: 'City' }).selectOption('Durban');
  await businesses.getByRole('button', { name: 'Search Businesses' }).click();
  await expect(count(page)).toHaveText('Showing 1-12 of 13 businesses');
  expect(address(page)).toMatch(new RegExp(`^/businesses\\?search=${word}&category=[a-z-]+&city=Durban$`));
  await page.getByRole('navigation', { name: 'Business pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(count(page)).toHaveText('Showing 13-13 of 13 businesses');
  await businesses.getByRole('checkbox', { name: 'Verified only' }).check();
  await businesses.getByRole('button', { name: 'Search Businesses' }).click();
  await expect(count(page)).toHaveText('Showing 1-2 of 2 businesses');
  expect(new URL(page.url()).searchParams.get('verified')).toBe('true');
  await expect(businesses.getByRole('checkbox', { name: 'Verified only' })).toBeChecked();

  // Jobs: 'Remote jobs only' and the job type are understood, and page 2 is reachable.
  await page.goto('/jobs');
  const jobs = page.getByRole('search', { name: 'Filter jobs' });
  await jobs.getByRole('searchbox', { name: 'Search' }).fill(word);
  await jobs.getByRole('combobox', { name: 'Job type' }).selectOption('full_time');
  await jobs.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(count(page)).toHaveText('Showing 1-12 of 13 jobs');
  expect(address(page)).toBe(`/jobs?search=${word}&job_type=full_time`);
  await page.getByRole('navigation', { name: 'Job pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(count(page)).toHaveText('Showing 13-13 of 13 jobs');
  await jobs.getByRole('checkbox', { name: 'Remote jobs only' }).check();
  await jobs.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(count(page)).toHaveText('Showing 1-3 of 3 jobs');
  expect(new URL(page.url()).searchParams.get('is_remote')).toBe('true');
  // The category, the city and the experience level (the journey's jobs are all 'mid', the default) keep them.
  await jobs.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await jobs.getByRole('combobox', { name: 'City' }).selectOption('Johannesburg');
  await jobs.getByRole('combobox', { name: 'Experience level' }).selectOption('mid');
  await jobs.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(count(page)).toHaveText('Showing 1-3 of 3 jobs');
  expect(address(page)).toMatch(
    new RegExp(
      `^/jobs\\?search=${word}&category=[a-z-]+&city=Johannesburg&job_type=full_time&experience_level=mid&is_remote=true$`,
    ),
  );
  await jobs.getByRole('combobox', { name: 'Experience level' }).selectOption('senior');
  await jobs.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();

  // The phone menu opens from the keyboard, its links lead on, and its search box searches the site.
  await page.goto('/about');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.locator('summary', { hasText: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.locator('summary', { hasText: 'Menu' }).click();
  await menu.getByRole('searchbox', { name: 'Search Akwaaba' }).fill(word);
  await menu.getByRole('button', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole('link', { name: new RegExp(`${word} Kitchen Porter`) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${word} Chop House`) }).first()).toBeVisible();

  await page.context().close();
});

test('without JavaScript the data saver switch is kept by the server: lists come without pictures @phone', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const word = uniqueWord();
  await fullEventListViaApi(request, extraHTTPHeaders!, word);
  const page = await phoneWithoutJavaScript(browser, extraHTTPHeaders!);

  await page.goto(`/events?search=${word}`);
  const pictures = page.getByRole('main').getByRole('img');
  await expect(pictures.first()).toBeVisible();
  const saver = page.getByRole('switch', { name: 'Data saver' });
  await expect(saver).toHaveAttribute('aria-checked', 'false');

  await saver.click();
  // The same page, with its filter, sent again as the device now wants it.
  expect(address(page)).toBe(`/events?search=${word}`);
  await expect(saver).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('heading', { name: new RegExp(`^${word} Highlife Night`) })).toHaveCount(12);
  await expect(pictures).toHaveCount(0);

  await saver.click();
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  await expect(pictures.first()).toBeVisible();
  await page.context().close();
});
