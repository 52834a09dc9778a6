import { interfaceMessages, shareMessages } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import {
  adminTokenFor,
  eventViaApi,
  jobViaApi,
  registerViaApi,
  signInWithToken,
  uniqueTitle,
} from '../support/journeys.ts';

test('@phone the home page and its menu work on a phone', async ({ page, pageErrors: _ }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join Our Community' }).first()).toBeVisible();
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'About' }).last()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@phone a toast’s close button is a target a thumb can hit, inside the screen, and a tap on its edge closes it', async ({
  page,
  context,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const job = await jobViaApi(request, headers, {
    title: uniqueTitle('Kitchen assistant'),
    description: 'Help in a busy kitchen that cooks waakye, jollof and kelewele every day.',
    company_name: 'Yaa’s Chop Bar',
    location: 'Braamfontein',
    city: 'Johannesburg',
    contact_email: 'jobs@chop-bar.example',
  });
  const token = await registerViaApi(request, headers, { name: 'Kojo Mensah', email: uniqueEmail('kojo') });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, token);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(shareMessages.linkCopied)).toBeVisible();

  const close = page.getByRole('button', { name: interfaceMessages.closeNotification });
  // Once the toast has slid in (trial waits for the button to stand still).
  await close.tap({ trial: true });
  const box = (await close.boundingBox())!;
  // Rounded: the phone's 2.625 device pixels per CSS pixel leave the box a hair under 44 (43.999998).
  expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Near the target's corner, well outside the small circle drawn in its middle.
  await close.tap({ position: { x: 3, y: box.height - 3 } });
  await expect(page.getByText(shareMessages.linkCopied)).toBeHidden();
});

test('@phone every profile tab of a business account shows on a phone and the arrow keys move between them', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const token = await registerViaApi(request, extraHTTPHeaders!, {
    name: 'Akua Boateng',
    email: uniqueEmail('akua'),
    business: 'Boateng Tailoring',
  });
  await signInWithToken(page, token);
  await page.goto('/profile');
  const tabs = page.getByRole('tablist', { name: 'Profile settings' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const width = page.viewportSize()!.width;
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await tabs.first().focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Privacy & Security' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Privacy & Security' })).toHaveAttribute('aria-selected', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@phone the analytics table keeps an item title readable on a phone, scrolling sideways instead', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const token = await registerViaApi(request, headers, {
    name: 'Kwaku Ansah',
    email: uniqueEmail('kwaku'),
    business: 'Ansah Drums',
  });
  const title = uniqueTitle('Kpanlogo drumming evening');
  await eventViaApi(request, headers, token, { title, city: 'Cape Town' });
  await signInWithToken(page, token);
  await page.goto('/analytics');
  const cell = page.getByRole('rowheader', { name: title });
  await expect(cell).toBeVisible();
  // Four words and a number: a word a line would be five lines; at most two fit a readable column.
  const lineHeight = await cell.getByRole('link').evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
  const linkHeight = (await cell.getByRole('link').boundingBox())!.height;
  expect(linkHeight / lineHeight).toBeLessThanOrEqual(2.5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@phone every admin page starts in the first screen, its links one strip that keys and scrolls', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, await adminTokenFor(request, extraHTTPHeaders!));
  const panel = page.getByRole('navigation', { name: 'Admin Panel' });
  await page.goto('/admin/dashboard');
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(14);
  const hrefs = (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!))).slice(0, -1);
  for (const href of hrefs) {
    await page.goto(href);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The page's own heading sits in the top quarter of the screen, under the header and one row of links.
    const box = (await heading.boundingBox())!;
    expect(box.y + box.height, href).toBeLessThan(844 / 4);
    await expect(panel.getByRole('link', { name: /./ }).and(page.locator('[aria-current="page"]'))).toBeInViewport();
  }
  // Tabbing along the strip brings each link into view, the last one too.
  const back = panel.getByRole('link', { name: 'Back to main site' });
  await back.focus();
  await expect(back).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@phone an admin reads a pending event in the queue before approving it', async ({
  page,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  await page.setViewportSize({ width: 390, height: 844 });
  const organiser = await registerViaApi(request, headers, {
    name: 'Kojo Mensah',
    email: uniqueEmail('kojo'),
    business: 'Kojo Events',
  });
  const title = uniqueTitle('Kente Weaving Day');
  await eventViaApi(request, headers, organiser, { title, city: 'Johannesburg' });
  await signInWithToken(page, await adminTokenFor(request, headers));
  await page.goto('/admin/pending-events');

  const item = page.getByRole('listitem', { name: title });
  await item.getByText('Read the event').click();
  await expect(item.getByText('Come along for music, food and good company')).toBeVisible();
  await expect(item.getByRole('link', { name: new RegExp(`^Open its page\\W+${title}$`) })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-phone-pending-preview.png' });

  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Event approved.')).toBeVisible();
  await expect(item).toBeHidden();
});
