import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { approvedListingViaApi, jobViaApi, registerViaApi, uniqueWord, type Headers } from '../support/journeys.ts';

/** Pretoria's centre: about 55 km from Johannesburg's, where the job is, and about 500 km from the Durban shop. */
const PRETORIA = { latitude: -25.7479, longitude: 28.2293 };

async function jobAndListingNamed(request: APIRequestContext, headers: Headers, word: string) {
  const job = await jobViaApi(request, headers, {
    title: `${word} Kitchen Porter`,
    description: 'Keep the kitchen of a busy chop bar clean and stocked through the lunch and dinner rush.',
    company_name: 'Yaa’s Chop Bar',
    location: 'Braamfontein',
    city: 'Johannesburg',
    type: 'full-time',
    contact_email: 'jobs@yaas.example',
  });
  const ownerToken = await registerViaApi(request, headers, {
    name: 'Efua Mensah',
    email: uniqueEmail('efua'),
    business: 'Efua’s Kitchen',
  });
  const listingId = await approvedListingViaApi(request, headers, ownerToken, 'other', {
    name: `${word} Chop House`,
    description: 'Waakye, kelewele and light soup on Florida Road, cooked the way it is at home.',
    address: '120 Florida Road, Morningside',
    city: 'Durban',
    province: 'KwaZulu-Natal',
    latitude: -29.83,
    longitude: 31.01,
    phone: '031 555 0142',
  });
  return { job, listingId };
}

test('a visitor who shares their location searches from the home page, sees each section with distances and opens a job', async ({
  page,
  context,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const word = uniqueWord();
  const { job, listingId } = await jobAndListingNamed(request, extraHTTPHeaders!, word);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PRETORIA);

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search text' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(`/search?q=${word}&lat=${PRETORIA.latitude}&lon=${PRETORIA.longitude}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${word}”` })).toBeVisible();
  const jobLine = page.getByRole('region', { name: 'Jobs' }).getByRole('listitem');
  await expect(jobLine).toHaveCount(1);
  await expect(jobLine).toContainText('Braamfontein');
  // Great-circle distances from Pretoria: about 54 km to Johannesburg's centre, about 500 km to the Durban shop.
  await expect(jobLine.getByText(/km away/)).toHaveText(/^5\d\.\d km away$/);
  const listingLine = page.getByRole('region', { name: 'Businesses' }).getByRole('listitem');
  await expect(listingLine.getByRole('link', { name: `${word} Chop House` })).toHaveAttribute(
    'href',
    `/businesses/${listingId}`,
  );
  await expect(listingLine.getByText(/km away/)).toHaveText(/^[45]\d\d\.\d km away$/);

  await jobLine.getByRole('link', { name: `${word} Kitchen Porter at Yaa’s Chop Bar` }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${word} Kitchen Porter` })).toBeVisible();
});
