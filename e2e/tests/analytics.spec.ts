import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import {
  adminTokenFor,
  collectPageErrors,
  eventViaApi,
  memberPage,
  registerViaApi,
  signInWithToken,
  uniqueTitle,
} from '../support/journeys.ts';

test('a business member sees on /analytics the view a visitor gave their event, for 7, 30 and 90 days', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Highlife Dance Night');
  const token = await registerViaApi(request, headers, {
    name: 'Efua Sarpong',
    email: uniqueEmail('efua'),
    business: 'Sarpong Events',
  });
  const eventId = await eventViaApi(request, headers, token, { title, city: 'Pretoria' });
  // A business that is not yet verified waits for review: the admin approves, so visitors can open it.
  const approved = await request.patch(`/api/v1/admin/events/${eventId}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // A visitor, in a browser of their own and not signed in, opens the event page.
  const visitor = await memberPage(browser, headers, null);
  const visitorErrors = collectPageErrors(visitor);
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.context().close();
  expect(visitorErrors).toEqual([]);

  // The owner goes from the dashboard to Analytics.
  await signInWithToken(page, token);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  const viewsCell = row.getByRole('cell').nth(1);
  const views = page
    .getByRole('list', { name: 'Totals' })
    .getByRole('listitem')
    .filter({ hasText: /^Views/ });
  await expect(page.getByRole('table', { name: 'Your items, last 30 days' })).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('Event');
  await expect(viewsCell).toHaveText('1');
  await expect(views).toHaveText(/Views\s*1$/);
  await expect(page.getByRole('img', { name: /Chart of views per day/ })).toBeVisible();
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/events/${eventId}`);

  await page.getByText('Last 7 days').click();
  await expect(page).toHaveURL(/\/analytics\?days=7$/);
  await expect(page.getByRole('table', { name: 'Your items, last 7 days' })).toBeVisible();
  await expect(viewsCell).toHaveText('1');

  await page.getByText('Last 90 days').click();
  await expect(page).toHaveURL(/\/analytics\?days=90$/);
  await expect(page.getByRole('table', { name: 'Your items, last 90 days' })).toBeVisible();
  await expect(viewsCell).toHaveText('1');

  // The period survives a reload: it lives in the address.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  await expect(viewsCell).toHaveText('1');
});
