import { expect, test } from '../support/fixtures.ts';
import { socialErrorMessages } from '@akwaaba/contracts';
import { E2E_BASE_URL } from '../support/server-env.ts';

// The e2e server has Google configured against a local OAuth server that consents at once (start-server.mjs).

test('a visitor continues with Google, chooses an account type and lands on / signed in', async ({
  page,
  pageErrors: _,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  // Back from the provider with a one-time code. This page is the visitor's first that needs the app, so it downloads
  // and starts it whole here (on a shared two-core runner, beside other journeys, that has taken more than 10 s).
  await expect(page).toHaveURL(/\/auth\/callback\?code=/);
  // First time through Google: the account type comes first.
  await expect(page.getByRole('heading', { name: 'Choose your account type' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: /Business/ }).check();
  await page.getByLabel('Business name').fill('Abena Kente Studio');
  // Never ticked at the provider: 18 or older confirmed and the terms and privacy policy agreed to here, and recorded.
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await page.getByRole('button', { name: /Abena Google/ }).click();
  // A business account: the business actions are in the account menu.
  await expect(page.getByRole('menuitem', { name: 'Create Event' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});

test("a refused consent ends on /login saying so, in our words, not the link's", async ({ page, pageErrors: _ }) => {
  await page.goto('/api/v1/auth/social/callback/google?error=access_denied&error_description=Call+012+345+6789');
  // The page as the server sends it says so, before any app: the address carries the code, never the link's text.
  await expect(page).toHaveURL(/\/login\?error=access_denied$/);
  await expect(page.getByRole('alert')).toHaveText(socialErrorMessages.access_denied!);
  // Once the app runs (here, as the visitor reaches for the form), the address drops it: a reload does not repeat it.
  await page.getByLabel('Email address').focus();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(socialErrorMessages.access_denied!);
});
