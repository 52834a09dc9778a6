import { deliveryMessages } from '@akwaaba/contracts';
import { expect, test } from '../support/fixtures.ts';
import { adminTokenFor, collectPageErrors, memberPage } from '../support/journeys.ts';

// Mail here goes to the outbox's files, which never refuse it: nothing is undelivered.
test('an admin opens Delivery from the Admin Panel and sees that every message was delivered', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders!;
  const admin = await memberPage(browser, headers, await adminTokenFor(request, headers));
  const errors = collectPageErrors(admin);
  await admin.goto('/admin/dashboard');
  const panel = admin.getByRole('navigation', { name: 'Admin Panel' });
  await panel.getByRole('link', { name: 'Delivery' }).click();
  await expect(admin).toHaveURL('/admin/delivery');
  await expect(admin.getByRole('heading', { level: 1, name: deliveryMessages.heading })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
  await expect(admin.getByText(deliveryMessages.empty)).toBeVisible();
  await expect(admin).toHaveTitle('Delivery — Akwaaba');
  expect(errors).toEqual([]);
  await admin.context().close();
});
