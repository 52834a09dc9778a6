import { E2E_ADMIN } from '../support/server-env.ts';
import { expect, registerByEmail, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test('a visitor asking for a member page signs in first and lands back on it', async ({ page, pageErrors: _ }) => {
  const email = uniqueEmail('abena');
  await registerByEmail(page, { name: 'Abena Osei', email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toBeVisible();
});

test('the admin area sends visitors to sign in and members to their dashboard', async ({ page, pageErrors: _ }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login/);

  await registerByEmail(page, { name: 'Nana Agyeman', email: uniqueEmail('nana') });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin opens the Admin Panel from the account menu', async ({ page, pageErrors: _ }) => {
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Administrator/ }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toHaveText(/Admin Dashboard/);
  await items.first().click();
  await expect(page.getByText('Admin Panel')).toBeVisible();
});
