import { expect, mailLinkFor, registerByEmail, signIn, signOut, test, uniqueEmail } from '../support/fixtures.ts';

test('a visitor registers by email, is greeted by name, signs out and signs in again', async ({
  page,
  pageErrors: _,
}) => {
  const email = uniqueEmail('ama');
  await registerByEmail(page, { name: 'Ama Mensah', email });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Akwaaba, Ama Mensah!' })).toBeVisible();

  await signOut(page, 'Ama Mensah');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Still on their first day with nothing done: still welcomed, not 'Welcome back'.
  await expect(page.getByRole('heading', { name: 'Welcome to Akwaaba, Ama Mensah!' })).toBeVisible();
});

test('a member who signed up by email confirms the address with the mailed link, and the prompt goes', async ({
  page,
  pageErrors: _,
}) => {
  const email = uniqueEmail('abena');
  await registerByEmail(page, { name: 'Abena Owusu', email });
  await expect(page).toHaveURL(/\/dashboard$/);
  const prompt = page.getByRole('region', { name: 'Please confirm your email address' });
  await expect(prompt).toContainText(email);

  const link = await mailLinkFor(email, '/confirm-email');
  expect(link).toMatch(/\/confirm-email\?token=[^&\s]+$/);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed. Thank you.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Akwaaba, Abena Owusu!' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
