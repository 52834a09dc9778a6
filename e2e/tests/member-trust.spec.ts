import { applicationMessages, profileMessages } from '@akwaaba/contracts';
import { expect, STRONG_PASSWORD, test, uniqueEmail } from '../support/fixtures.ts';
import { jobViaApi, memberPage, registerViaApi, signInWithToken, uniqueTitle } from '../support/journeys.ts';

test('a member who deletes their account lands on the home page told so, signed out, not on sign-in', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  const token = await registerViaApi(request, extraHTTPHeaders!, {
    name: 'Leaving Member',
    email: uniqueEmail('leave'),
  });
  await signInWithToken(page, token);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(page.getByText(profileMessages.deleteAccountSummary)).toBeVisible();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Your password').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: profileMessages.deleteAccountConfirm }).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByText(profileMessages.accountDeletedNotice)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an employer confirms Not selected before it is saved, and can undo it', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders!;
  const posterToken = await registerViaApi(request, headers, {
    name: 'Esi Quartey',
    email: uniqueEmail('esi'),
    business: 'Quartey Accounting',
  });
  const title = uniqueTitle('Bookkeeper');
  const job = await jobViaApi(
    request,
    headers,
    {
      title,
      description: 'Keep the books of small businesses.',
      company_name: 'Quartey Accounting',
      location: 'Sandown',
      city: 'Johannesburg',
      contact_email: 'jobs@quartey.example',
    },
    posterToken,
  );
  const applicantToken = await registerViaApi(request, headers, { name: 'Kwaku Ofori', email: uniqueEmail('kwaku') });
  const applied = await request.post(`/api/v1/job-listings/${job.id}/apply`, {
    headers: { ...headers, authorization: `Bearer ${applicantToken}` },
    multipart: { cover_note: 'Twelve years of bookkeeping.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const employer = await memberPage(browser, headers, posterToken);
  await employer.goto('/my-jobs');
  const row = employer.getByRole('listitem', { name: title });
  await row.getByRole('button', { name: 'Show applicants' }).click();
  const status = row.getByRole('listitem', { name: 'Kwaku Ofori' }).getByLabel(/Status/);
  await status.selectOption('rejected');
  const dialog = employer.getByRole('alertdialog', { name: applicationMessages.rejectTitle('Kwaku Ofori') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: applicationMessages.rejectConfirm }).click();
  await expect(employer.getByText(applicationMessages.statusMailWaits)).toBeVisible();
  await expect(status).toHaveValue('rejected');
  await employer.getByRole('button', { name: applicationMessages.undo }).click();
  await expect(employer.getByText(applicationMessages.statusUndone)).toBeVisible();
  await expect(status).toHaveValue('submitted');
});
