import { businessMessages, placeMessages, reviewMessages } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import {
  adminTokenFor,
  approvedListingViaApi,
  collectPageErrors,
  memberPage,
  registerViaApi,
  signInWithToken,
  uniqueTitle,
} from '../support/journeys.ts';

/** A 1x1 transparent PNG. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a business lists itself from the address suggestions, the admin approves and verifies it, and a member finds it, follows it and reviews it', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  // Three members' sessions one after another: alone it takes about 40 s, beside another journey on two cores more.
  test.slow();
  const headers = extraHTTPHeaders!;
  const name = uniqueTitle('Auntie Akos Chop Bar');

  // 1. The business member lists the business, choosing its place from the suggestions.
  const ownerToken = await registerViaApi(request, headers, {
    name: 'Akosua Mensah',
    email: uniqueEmail('akosua'),
    business: 'Auntie Akos Foods',
  });
  await signInWithToken(page, ownerToken);
  await page.goto('/create-business');
  await expect(page.getByRole('heading', { name: businessMessages.formTitle })).toBeVisible();
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Description').fill('Waakye, kelewele and fufu with light soup, cooked the Kumasi way.');
  await page.getByLabel('Category').selectOption({ label: 'Restaurant' });
  await page.getByLabel('Contact phone').fill('011 447 1234');

  // Without a place the form says so and sends nothing.
  await page.getByLabel(businessMessages.streetLabel).fill('22 Vilakazi Street');
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText(businessMessages.addressRequired)).toBeVisible();

  const address = page.getByRole('combobox', { name: /Suburb or town/ });
  await address.fill('sowe');
  await page
    .getByRole('option', { name: /Soweto/ })
    .first()
    .click();
  await expect(page.getByLabel('City')).toHaveValue('Johannesburg');
  await expect(page.getByLabel('Province')).toHaveValue('Gauteng');
  await expect(page.getByText(businessMessages.addressRequired)).toBeHidden();

  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText(businessMessages.created)).toBeVisible();
  await expect(page).toHaveURL(/\/my-businesses$/);
  const row = page.getByRole('listitem', { name: name });
  await expect(row).toContainText(businessMessages.awaitingReview);

  // 2. The admin approves it and gives it the verified badge.
  const admin = await memberPage(browser, headers, await adminTokenFor(request, headers));
  const adminErrors = collectPageErrors(admin);
  await admin.goto('/admin/pending-businesses');
  await expect(admin.getByRole('heading', { name: businessMessages.pendingHeading })).toBeVisible();
  const pending = admin.getByRole('listitem', { name });
  await expect(pending).toContainText('Akosua Mensah');
  await expect(pending).toContainText('Restaurant');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(businessMessages.approved)).toBeVisible();
  await expect(pending).toBeHidden();

  await admin.goto('/businesses');
  await admin.getByLabel('Search', { exact: true }).fill(name);
  await admin.getByRole('button', { name: businessMessages.searchBusinesses }).click();
  await admin
    .getByRole('link', { name: new RegExp(`${businessMessages.viewDetails}.*`) })
    .first()
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await admin.getByRole('button', { name: businessMessages.markVerified }).click();
  await expect(admin.getByText(businessMessages.verified)).toBeVisible();
  expect(adminErrors).toEqual([]);

  // 3. An individual finds it among the verified businesses, follows it and writes a review.
  const memberToken = await registerViaApi(request, headers, { name: 'Kwame Boateng', email: uniqueEmail('kwame') });
  const member = await memberPage(browser, headers, memberToken);
  const memberErrors = collectPageErrors(member);
  await member.goto('/businesses');
  await expect(member.getByRole('heading', { name: businessMessages.heading })).toBeVisible();
  await member.getByLabel('Search', { exact: true }).fill(name);
  await member.getByLabel(businessMessages.verifiedOnly).check();
  await member.getByRole('button', { name: businessMessages.searchBusinesses }).click();
  await expect(member).toHaveURL(/verified=true/);
  await expect(member.getByText('Showing 1-1 of 1 businesses')).toBeVisible();
  const card = member.getByRole('article').filter({ hasText: name });
  await expect(card.getByLabel('Verified business')).toBeVisible();
  await card.getByRole('link', { name: new RegExp(businessMessages.viewDetails) }).click();

  await expect(member.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(member.getByText('No reviews yet').first()).toBeVisible();
  await member.getByRole('button', { name: businessMessages.follow }).click();
  await expect(member.getByRole('button', { name: businessMessages.following })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(member.getByText('1 follower')).toBeVisible();

  await member.getByRole('button', { name: reviewMessages.writeReview }).click();
  const form = member.getByRole('region', { name: reviewMessages.formHeading });
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  // The stars are the radios' labels: a tap on the fourth star.
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await form.getByLabel('Your review (optional)').fill('The waakye tastes like home. Friendly service.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(member.getByText(reviewMessages.submitted)).toBeVisible();
  await expect(member.getByText('4.0 (1 review)').first()).toBeVisible();
  const reviews = member.getByRole('region', { name: reviewMessages.listHeading });
  await expect(reviews).toContainText('The waakye tastes like home.');
  await expect(reviews).toContainText('Kwame Boateng');

  // Posting again edits the member's one review, and the average follows.
  await member.getByRole('button', { name: reviewMessages.writeReview }).click();
  await form.locator('label').filter({ hasText: '2 stars' }).click();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(member.getByText('2.0 (1 review)').first()).toBeVisible();

  // The Following page lists it.
  await member.goto('/following');
  await expect(member.getByRole('heading', { name: businessMessages.followingHeading })).toBeVisible();
  await expect(member.getByRole('article').filter({ hasText: name })).toBeVisible();
  expect(memberErrors).toEqual([]);
});

test('@phone a visitor browses the directory and a listing on a phone, and the form fits it', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const ownerToken = await registerViaApi(request, headers, {
    name: 'Efua Asante',
    email: uniqueEmail('efua'),
    business: 'Efua Braids',
  });
  const name = uniqueTitle('Efua Braids and Beauty');
  await approvedListingViaApi(request, headers, ownerToken, 'other', {
    name,
    description: 'Cornrows, knotless braids and Ghana weaving in Durban.',
    address: '120 Florida Road, Morningside',
    city: 'Durban',
    province: 'KwaZulu-Natal',
    latitude: -29.83,
    longitude: 31.01,
    phone: '031 555 0142',
  });
  const noSideways = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.goto('/businesses?city=Durban');
  await expect(page.getByRole('heading', { name: businessMessages.heading })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Durban');
  await noSideways();
  await card.getByRole('link', { name: new RegExp(businessMessages.viewDetails) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('link', { name: /031 555 0142|\+27 31 555 0142|\+27315550142/ })).toHaveAttribute(
    'href',
    'tel:+27315550142',
  );
  await expect(page.getByText('120 Florida Road, Morningside')).toBeVisible();
  await noSideways();

  await signInWithToken(page, ownerToken);
  await page.goto('/create-business');
  await expect(page.getByRole('heading', { name: businessMessages.formTitle })).toBeVisible();
  await noSideways();
});

test('@phone a business lists itself at its street in a suburb the lookup lacks, and its page shows that address and the map there', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const ownerToken = await registerViaApi(request, headers, {
    name: 'Yaw Darko',
    email: uniqueEmail('yaw'),
    business: 'Yaw’s Barbershop',
  });
  const name = uniqueTitle('Yaw’s Barbershop');
  // This machine has no internet: OpenStreetMap's tiles would fail, and a map with no tile at all gives way to
  // "The map could not be loaded" (with its link) before or after the steps below read it. Each tile is a blank PNG.
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ contentType: 'image/png', body: BLANK_PNG }),
  );
  await signInWithToken(page, ownerToken);
  await page.goto('/create-business');
  await expect(page.getByRole('heading', { name: businessMessages.formTitle })).toBeVisible();
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Description').fill('Fades, line-ups and beard trims, Ghanaian music on the speaker.');
  await page.getByLabel('Category').selectOption({ label: 'Other' });

  await page.getByLabel(businessMessages.streetLabel).fill('14 Rockey Street');
  const place = page.getByRole('combobox', { name: /Suburb or town/ });
  await place.pressSequentially('Bellevue East');
  await expect(page.getByText(placeMessages.noMatchesKeepTyped)).toBeVisible();
  await page.getByLabel(/^City/).selectOption('Johannesburg');
  await expect(page.getByLabel('Province')).toHaveValue('Gauteng');

  // The pin starts at the city's centre; the owner moves it to Bellevue East, beside Yeoville, with the keyboard
  // (Shift: about 200 m a step).
  const pin = page.getByRole('button', { name: businessMessages.pinMarker });
  await pin.focus();
  for (let step = 0; step < 11; step += 1) await page.keyboard.press('Shift+ArrowUp');
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Shift+ArrowRight');
  const noSideways = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await noSideways();

  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText(businessMessages.created)).toBeVisible();
  await expect(page).toHaveURL(/\/my-businesses$/);
  await page.getByRole('listitem', { name }).getByRole('link', { name }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText('14 Rockey Street, Bellevue East')).toBeVisible();
  await page.getByRole('button', { name: businessMessages.showMap }).click();
  const larger = new URL((await page.getByRole('link', { name: 'View larger map' }).getAttribute('href')) ?? '');
  // The pin's point, between Yeoville (about -26.181, 28.063) and Bellevue East.
  expect(Math.abs(Number(larger.searchParams.get('mlat')) - -26.181)).toBeLessThan(0.005);
  expect(Math.abs(Number(larger.searchParams.get('mlon')) - 28.063)).toBeLessThan(0.005);
  await noSideways();
});
