import { expect, test } from '../support/fixtures.ts';

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
