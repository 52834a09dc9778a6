import sharp from 'sharp';
import { applicationMessages, jobMessages } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import {
  collectPageErrors,
  jobViaApi,
  memberPage,
  registerViaApi,
  signInWithToken,
  uniqueTitle,
} from '../support/journeys.ts';

/** A small but real PDF: what a member's CV upload sends. */
const CV_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A square PNG logo in Ghana gold, as a small business would have it. */
const goldLogo = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#FCD116' } })
    .png()
    .toBuffer();

test('a business posts a job, a member finds it by its filters and applies with a PDF, the poster shortlists them, and the member sees it', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  // Three members' sessions one after another: alone it takes about 40 s, beside another journey on two cores more.
  test.slow();
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Senior Remote Bookkeeper');

  // 1. The business member posts a remote, senior job.
  const posterToken = await registerViaApi(request, headers, {
    name: 'Esi Quartey',
    email: uniqueEmail('esi'),
    business: 'Quartey Accounting',
  });
  await signInWithToken(page, posterToken);
  await page.goto('/create-job');
  await expect(page.getByRole('heading', { name: jobMessages.formTitle })).toBeVisible();
  // The form's defaults, in rand per month (docs/rules/formats-and-defaults.md).
  await expect(page.getByLabel('Currency')).toHaveValue('ZAR');
  await expect(page.getByLabel('Salary period')).toHaveValue('month');

  // Nothing filled: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: jobMessages.postJob }).click();
  await expect(page.getByText(jobMessages.titleRequired)).toBeVisible();
  await expect(page.getByText(jobMessages.contactEmailRequired)).toBeVisible();

  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Finance & Accounting' });
  await page
    .getByLabel('Job description')
    .fill('Keep the books of our small-business clients in Xero and prepare their VAT returns.');
  await page.getByLabel('Requirements').fill('Five years of bookkeeping\n\n  Xero certified  ');
  await page.getByLabel('Skills').fill('Xero, VAT,, Payroll');
  await page.getByLabel('Company name').fill('Quartey Accounting');
  await page.getByLabel('Location').fill('Remote, South Africa');
  await page.getByLabel('City').selectOption('Johannesburg');
  await expect(page.getByLabel('Province')).toHaveValue('Gauteng');
  await page.getByLabel('Remote work').check();
  await page.getByLabel('Experience level').selectOption('senior');
  await page.getByLabel('Minimum salary').fill('30000');
  await page.getByLabel('Maximum salary').fill('42000');
  await page.getByLabel('Contact email').fill('jobs@quartey.example');
  await page
    .getByLabel('Company logo')
    .setInputFiles({ name: 'quartey-logo.png', mimeType: 'image/png', buffer: await goldLogo() });
  await page.getByRole('button', { name: jobMessages.postJob }).click();
  await expect(page.getByText(jobMessages.posted)).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);

  // 2. A member filters the board for remote senior jobs and finds it.
  const applicantName = 'Kwaku Ofori';
  const applicant = await memberPage(
    browser,
    headers,
    await registerViaApi(request, headers, { name: applicantName, email: uniqueEmail('kwaku') }),
  );
  const applicantErrors = collectPageErrors(applicant);
  await applicant.goto('/jobs');
  await applicant.getByLabel(jobMessages.remoteOnly).check();
  await applicant.getByLabel('Experience level').selectOption('senior');
  await applicant.getByLabel('Search', { exact: true }).fill(title);
  await applicant.getByRole('button', { name: jobMessages.searchJobs }).click();
  await expect(applicant).toHaveURL(/is_remote=true/);
  await expect(applicant).toHaveURL(/experience_level=senior/);
  await applicant
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();

  await expect(applicant.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(applicant.getByText('R30 000 – R42 000 per month')).toBeVisible();
  await expect(applicant.getByText('Anyone with the right to work in South Africa')).toBeVisible();
  await expect(applicant.getByText('Xero certified')).toBeVisible();
  // The logo is the WebP this site made of the upload, and it loads under the page's image policy.
  const logo = applicant.getByRole('img', { name: jobMessages.logoAlt('Quartey Accounting') });
  expect(await logo.getAttribute('src')).toMatch(/^\/uploads\/jobs\/.+-w192\.webp$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // 3. They apply with a cover note and a PDF CV.
  await applicant.getByRole('button', { name: jobMessages.applyNow }).click();
  await applicant.getByLabel('Cover note').fill('Twelve years of bookkeeping for Ghanaian businesses in Gauteng.');
  await applicant
    .getByLabel('CV')
    .setInputFiles({ name: 'kwaku-ofori-cv.pdf', mimeType: 'application/pdf', buffer: CV_PDF });
  await applicant.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applicant.getByText(jobMessages.applied)).toBeVisible();
  await expect(applicant.getByText(`${jobMessages.appliedLabel} · Status: Submitted`)).toBeVisible();
  await expect(applicant.getByRole('button', { name: jobMessages.applyNow })).toBeHidden();

  // 4. The poster sees the applicant on My Jobs, downloads the CV and shortlists them.
  await page.goto('/my-jobs');
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('1 new');
  await row.getByRole('button', { name: 'Show applicants' }).click();
  const applicantItem = row.getByRole('listitem', { name: applicantName });
  await expect(applicantItem).toContainText('Twelve years of bookkeeping');
  const download = page.waitForEvent('download');
  await applicantItem.getByRole('button', { name: applicationMessages.downloadCv }).click();
  expect((await download).suggestedFilename()).toBe('kwaku-ofori-cv.pdf');
  await applicantItem.getByLabel(/Status/).selectOption('shortlisted');
  await expect(page.getByText(applicationMessages.statusUpdated)).toBeVisible();

  // 5. The member sees the new status among their applications.
  await applicant.goto('/applications');
  const application = applicant.getByRole('listitem', { name: title });
  await expect(application).toContainText('Shortlisted');
  expect(applicantErrors).toEqual([]);
});

/** A part-time job paid by the hour, as a restaurant posts it (the hyphenated type of the spec's form). */
const weekendWaiter = (title: string) => ({
  title,
  description: 'Friday to Sunday floor service in a lively family restaurant; we will train you.',
  company_name: 'Yaa’s Chop Bar',
  location: 'Berea',
  city: 'Johannesburg',
  type: 'part-time',
  salary_min: 60,
  salary_max: 75,
  salary_period: 'hour',
  contact_email: 'jobs@yaas.example',
});

test('@phone the board and a job fit a phone, and the filters open in one column', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const title = uniqueTitle('Weekend Waiter');
  await jobViaApi(request, extraHTTPHeaders!, weekendWaiter(title));
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/jobs');
  await page.getByLabel('Search', { exact: true }).fill(title);
  await page.getByLabel('Job type').selectOption('part_time');
  await page.getByRole('button', { name: jobMessages.searchJobs }).click();
  await expect(page.getByText('Showing 1-1 of 1 jobs')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: jobMessages.loginToApply })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
