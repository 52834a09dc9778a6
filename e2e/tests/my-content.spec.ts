import { jobMessages } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import {
  approvedListingViaApi,
  eventViaApi,
  jobViaApi,
  registerViaApi,
  signInWithToken,
  uniqueTitle,
} from '../support/journeys.ts';

test('a business member opens My Content from the account menu, sees each kind with its status, and deletes a job', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const eventTitle = uniqueTitle('Kente Weaving Evening');
  const listingName = uniqueTitle('Darko Catering');
  const jobTitle = uniqueTitle('Catering Assistant');

  const token = await registerViaApi(request, headers, {
    name: 'Akosua Darko',
    email: uniqueEmail('akosua'),
    business: 'Darko Catering',
  });
  await eventViaApi(request, headers, token, { title: eventTitle, city: 'Johannesburg' });
  await approvedListingViaApi(request, headers, token, 'other', {
    name: listingName,
    description: 'Jollof, waakye and kelewele for weddings, funerals and office lunches across Gauteng.',
    address: '12 Louis Botha Avenue, Orange Grove',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.16,
    longitude: 28.08,
  });
  const job = await jobViaApi(
    request,
    headers,
    {
      title: jobTitle,
      description: 'Help our cooks prepare and serve Ghanaian dishes at weekend events around Johannesburg.',
      company_name: 'Darko Catering',
      location: 'Orange Grove',
      city: 'Johannesburg',
      type: 'part-time',
      contact_email: 'jobs@darko.example',
    },
    token,
  );

  await signInWithToken(page, token);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Akosua Darko/ }).click();
  await page.getByRole('menuitem', { name: 'My Content' }).click();
  await expect(page).toHaveURL(/\/my-content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Content' })).toBeVisible();

  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  const row = (title: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });

  // Events first: an unverified business's event waits for review, public and still to come.
  await expect(tab('Events')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Events')).toHaveText('Events 1');
  const event = row(eventTitle);
  for (const badge of ['Pending', 'Public', 'Upcoming'])
    await expect(event.getByText(badge, { exact: true })).toBeVisible();
  await expect(event.getByRole('button', { name: 'Make Private' })).toBeVisible();

  // The arrow key moves to Businesses, and the address follows.
  await tab('Events').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Businesses')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/my-content\?tab=businesses$/);
  await expect(row(listingName).getByText('Approved', { exact: true })).toBeVisible();
  await expect(row(listingName).getByRole('link', { name: 'Edit' })).toBeVisible();

  await tab('Jobs').click();
  await expect(page).toHaveURL(/\/my-content\?tab=jobs$/);
  await expect(tab('Jobs')).toHaveText('Jobs 1');
  const posted = row(jobTitle);
  await expect(posted.getByText(jobMessages.published, { exact: true })).toBeVisible();

  // A reload opens the same tab.
  await page.reload();
  await expect(tab('Jobs')).toHaveAttribute('aria-selected', 'true');

  // Delete asks first; once confirmed the job is gone, here and on the server.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(jobMessages.deleteConfirm);
    void dialog.accept();
  });
  await posted.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(jobMessages.deleted)).toBeVisible();
  await expect(posted).toHaveCount(0);
  await expect(page.getByText(jobMessages.noMyJobs)).toBeVisible();
  await expect(page.getByRole('link', { name: jobMessages.postFirstJob })).toHaveAttribute('href', '/create-job');
  await expect(tab('Jobs')).toHaveText('Jobs 0');
  expect((await request.get(`/api/v1/job-listings/${job.id}`, { headers })).status()).toBe(404);
});
