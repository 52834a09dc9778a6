import type { Page } from '@playwright/test';
import { businessMessages, offlineMessages, rsvpMessages } from '@akwaaba/contracts';
import { expect, signIn, signOut, test, uniqueEmail } from '../support/fixtures.ts';
import { adminTokenFor, approvedListingViaApi, eventViaApi, registerViaApi, uniqueTitle } from '../support/journeys.ts';

/** What the service worker kept of one member answer ('/my/rsvps', '/my/following'), read as the page sees it. */
const kept = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    const cache = await caches.open('akwaaba-member');
    const texts = await Promise.all(
      (await cache.keys())
        .filter((request) => new URL(request.url).pathname.endsWith(wanted))
        // The worker may delete an entry between keys() and match() (a sign-out clearing them): gone is empty.
        .map(async (request) => (await cache.match(request))?.text() ?? ''),
    );
    return texts.join('\n');
  }, path);

test('the installed site opens offline to the member’s upcoming RSVP and followed business, and to none of it after sign-out', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const ownerToken = await registerViaApi(request, headers, {
    name: 'Kojo Asare',
    email: uniqueEmail('kojo'),
    business: 'Asare Highlife',
  });
  const title = uniqueTitle('Highlife night at the hall');
  const eventId = await eventViaApi(request, headers, ownerToken, { title, city: 'Durban' });
  const approved = await request.patch(`/api/v1/admin/events/${eventId}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const business = uniqueTitle('Asare Waakye Kitchen');
  const businessId = await approvedListingViaApi(request, headers, ownerToken, 'other', {
    name: business,
    description: 'Waakye, kelewele and shito made the way it is at home.',
    address: '120 Florida Road, Morningside',
    city: 'Durban',
    province: 'KwaZulu-Natal',
    latitude: -29.83,
    longitude: 31.01,
  });
  const email = uniqueEmail('abena');
  await registerViaApi(request, headers, { name: 'Abena Offline', email });

  // The site offers itself for installing: a manifest with its icons. A visitor gets no worker (it would fetch the
  // app in the background); a member gets it once signed in, in control of the page.
  await page.goto('/login');
  const manifest = await request.get((await page.locator('link[rel="manifest"]').getAttribute('href'))!, { headers });
  expect(await manifest.json()).toMatchObject({ name: 'Akwaaba', start_url: '/', display: 'standalone' });
  await page.getByLabel('Email address').fill(email);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: rsvpMessages.rsvp, exact: true }).click();
  await expect(page.getByText(rsvpMessages.attending)).toBeVisible();
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('button', { name: businessMessages.follow }).click();
  await expect(page.getByRole('button', { name: businessMessages.following })).toHaveAttribute('aria-pressed', 'true');
  // The worker asks for the answers the RSVP and the follow changed, and keeps them.
  await expect.poll(() => kept(page, '/my/rsvps')).toContain(title);
  await expect.poll(() => kept(page, '/my/following')).toContain(business);

  // Offline, opening the site shows what was kept, under the notice.
  await page.context().setOffline(true);
  await page.goto('/');
  await expect(page.getByText(offlineMessages.notice)).toBeVisible();
  const events = page.getByRole('region', { name: offlineMessages.rsvpsHeading });
  await expect(events.getByRole('link', { name: title })).toHaveAttribute('href', `/events/${eventId}`);
  await expect(events).toContainText(rsvpMessages.status.attending);
  await expect(events).toContainText('Community Hall, Durban');
  const following = page.getByRole('region', { name: offlineMessages.followingHeading });
  await expect(following.getByRole('link', { name: business })).toBeVisible();
  // Another page says it needs a connection instead of waiting for one.
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: offlineMessages.needsConnectionTitle })).toBeVisible();

  // Back online the member signs out; the device then keeps nothing of theirs.
  await page.context().setOffline(false);
  await page.goto('/');
  await signOut(page, 'Abena Offline');
  await expect.poll(() => kept(page, '/my/rsvps')).toBe('');
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(offlineMessages.notice)).toBeVisible();
  await expect(page.getByText(offlineMessages.visitorNote)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByText(business)).toHaveCount(0);
  expect(await kept(page, '/my/following')).toBe('');
  await page.context().setOffline(false);
});
