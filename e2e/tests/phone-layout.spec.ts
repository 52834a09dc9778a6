import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { eventViaApi, registerViaApi, signInWithToken, uniqueTitle } from '../support/journeys.ts';

test('@phone the home page and its menu work on a phone', async ({ page, pageErrors: _ }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join Our Community' }).first()).toBeVisible();
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'About' }).last()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('unknown pages show Not Found and unknown API paths answer JSON 404', async ({ page, request, pageErrors: _ }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Not found.' });
});

test('@phone every profile tab of a business account shows on a phone and the arrow keys move between them', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const token = await registerViaApi(request, extraHTTPHeaders!, {
    name: 'Akua Boateng',
    email: uniqueEmail('akua'),
    business: 'Boateng Tailoring',
  });
  await signInWithToken(page, token);
  await page.goto('/profile');
  const tabs = page.getByRole('tablist', { name: 'Profile settings' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const width = page.viewportSize()!.width;
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await tabs.first().focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Privacy & Security' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Privacy & Security' })).toHaveAttribute('aria-selected', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@phone the analytics table keeps an item title readable on a phone, scrolling sideways instead', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const token = await registerViaApi(request, headers, {
    name: 'Kwaku Ansah',
    email: uniqueEmail('kwaku'),
    business: 'Ansah Drums',
  });
  const title = uniqueTitle('Kpanlogo drumming evening');
  await eventViaApi(request, headers, token, { title, city: 'Cape Town' });
  await signInWithToken(page, token);
  await page.goto('/analytics');
  const cell = page.getByRole('rowheader', { name: title });
  await expect(cell).toBeVisible();
  // Four words and a number: a word a line would be five lines; at most two fit a readable column.
  const lineHeight = await cell.getByRole('link').evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
  const linkHeight = (await cell.getByRole('link').boundingBox())!.height;
  expect(linkHeight / lineHeight).toBeLessThanOrEqual(2.5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
