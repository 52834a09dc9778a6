import { dashboardMessages, notificationMessages } from '@akwaaba/contracts';
import { expect, registerByEmail, test, uniqueEmail } from '../support/fixtures.ts';
import { approvedListingViaApi, registerViaApi, signInWithToken, uniqueTitle } from '../support/journeys.ts';

test('a member who has just registered is welcomed and shown where to start', async ({ page, pageErrors: _ }) => {
  await registerByEmail(page, { name: 'Abena Owusu', email: uniqueEmail('abena') });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Akwaaba, Abena Owusu!' })).toBeVisible();
  const start = page.getByRole('region', { name: dashboardMessages.gettingStarted });
  await expect(start).toContainText(dashboardMessages.onboardingProgress(0, 3));
  const steps = dashboardMessages.onboardingSteps;
  await expect(start.getByRole('link', { name: new RegExp(steps.profile.label) })).toHaveAttribute('href', '/profile');
  await expect(start.getByRole('link', { name: new RegExp(steps.rsvp.label) })).toHaveAttribute('href', '/events');
  await expect(start.getByRole('link', { name: new RegExp(steps.follow.label) })).toHaveAttribute(
    'href',
    '/businesses',
  );
  // Their own sign-up is history, not news: the bell counts nothing.
  await expect(page.getByRole('button', { name: notificationMessages.menuLabel(0) })).toBeVisible();
});

test('a business owner hears of a review through the bell, follows it to the listing, and the count clears', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const name = uniqueTitle('Mama Efua Kitchen');
  const ownerToken = await registerViaApi(request, headers, {
    name: 'Efua Asante',
    email: uniqueEmail('efua'),
    business: 'Efua Foods',
  });
  const listingId = await approvedListingViaApi(request, headers, ownerToken, 'restaurant', {
    name,
    description: 'Banku with tilapia and shito, every day but Monday.',
    address: '12 Main Road, Melville',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.17,
    longitude: 28.0,
  });
  // The owner has already read the approval notice.
  const seen = await request.post('/api/v1/notifications/read', {
    headers: { ...headers, authorization: `Bearer ${ownerToken}` },
    data: {},
  });
  expect(seen.status(), await seen.text()).toBe(200);

  const reviewerToken = await registerViaApi(request, headers, {
    name: 'Kwabena Ofori',
    email: uniqueEmail('kwabena'),
  });
  const reviewed = await request.post(`/api/v1/businesses/${listingId}/reviews`, {
    headers: { ...headers, authorization: `Bearer ${reviewerToken}` },
    data: { rating: 5, comment: 'The best banku in Joburg.' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);

  await signInWithToken(page, ownerToken);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: notificationMessages.menuLabel(1) });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText('1');
  await bell.click();

  const menu = page.getByRole('menu', { name: 'Notifications' });
  const notice = menu.getByRole('menuitem', { name: new RegExp(`Kwabena Ofori gave “${name}” 5 of 5 stars`) });
  await expect(notice).toContainText('Unread');
  await notice.click();

  await expect(page).toHaveURL(new RegExp(`/businesses/${listingId}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: notificationMessages.menuLabel(0) })).toBeVisible();
  // The count stays cleared on a fresh load.
  await page.reload();
  await expect(page.getByRole('button', { name: notificationMessages.menuLabel(0) })).toBeVisible();
});
