import { eventMessages, rsvpMessages } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { adminTokenFor, eventViaApi, registerViaApi, signInWithToken, uniqueTitle } from '../support/journeys.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('@phone an individual RSVPs to an event and finds it in My Events from the account menu, without Create Event', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const organiserToken = await registerViaApi(request, headers, {
    name: 'Yaw Mensah',
    email: uniqueEmail('yaw'),
    business: 'Mensah Events',
  });
  const title = uniqueTitle('Kpanlogo drumming evening');
  const eventId = await eventViaApi(request, headers, organiserToken, { title, city: 'Cape Town' });
  const approved = await request.patch(`/api/v1/admin/events/${eventId}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const memberToken = await registerViaApi(request, headers, { name: 'Adjoa Quaye', email: uniqueEmail('adjoa') });

  await signInWithToken(page, memberToken);
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: rsvpMessages.rsvp, exact: true }).click();
  await expect(page.getByText(rsvpMessages.attending)).toBeVisible();

  await page.locator('summary', { hasText: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Events' }).click();

  await expect(page).toHaveURL(/\/my-events$/);
  await expect(page.getByRole('heading', { name: 'My Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: eventMessages.myEventsTabs.upcoming, selected: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toContainText(rsvpMessages.status.attending);
  await expect(row).toContainText('Community Hall, Cape Town');
  await expect(page.getByRole('link', { name: 'Create Event' })).toHaveCount(0);
  await expect(page.getByText(eventMessages.noMyEvents)).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Cancelled, it leaves Upcoming.
  await row.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: rsvpMessages.cancelRsvp }).click();
  await expect(page.getByText(rsvpMessages.cancelled)).toBeVisible();
  await page.goto('/my-events');
  await expect(page.getByText(eventMessages.noUpcomingRsvps)).toBeVisible();
});
