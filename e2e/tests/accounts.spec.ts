import {
  expect,
  mailLinkFor,
  registerByEmail,
  signIn,
  signOut,
  smsCodeFor,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
  uniqueSaMobile,
} from '../support/fixtures.ts';

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

test('a business registers and sees the business badge and business actions', async ({ page, pageErrors: _ }) => {
  await registerByEmail(page, { name: 'Kofi Boateng', email: uniqueEmail('kofi'), business: 'Boateng Auto Repairs' });
  await expect(page.getByRole('heading', { name: 'Welcome to Akwaaba, Kofi Boateng!' })).toBeVisible();
  await page.getByRole('button', { name: /Kofi Boateng/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Create Event' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Content' })).toBeVisible();
});

test('a wrong password shows the server message in a red box', async ({ page, pageErrors: _ }) => {
  await page.goto('/login');
  await signIn(page, uniqueEmail('nobody'), 'Not-the-password-1');
  await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
});

test('a visitor registers by phone with the code sent by SMS', async ({ page, pageErrors: _ }) => {
  const mobile = uniqueSaMobile();
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByLabel('Full name').fill('Yaw Darko');
  await page.getByLabel('Country code').selectOption('+27');
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
  const code = await smsCodeFor(`+27${mobile.slice(1)}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Akwaaba, Yaw Darko!' })).toBeVisible();
});

test('a member resets a forgotten password with the emailed link', async ({ page, pageErrors: _ }) => {
  const email = uniqueEmail('efua');
  await registerByEmail(page, { name: 'Efua Addo', email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page, 'Efua Addo');

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: /Send|Reset/ }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const link = await mailLinkFor(email, '/reset-password');
  expect(link).toContain('/reset-password?token=');
  await page.goto(link);
  const newPassword = 'Accra-Harbour-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /Reset/ }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
