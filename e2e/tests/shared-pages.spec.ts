import { adminTokenFor, eventViaApi, memberPage, registerViaApi, uniqueTitle } from '../support/journeys.ts';
import { E2E_BASE_URL } from '../support/server-env.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';

const DESCRIPTION = 'Come along for music, food and good company with the Ghanaian community.';

/** An approved public event tomorrow evening, as a link shared on WhatsApp would open: its id. */
async function sharedEvent(request: Parameters<typeof eventViaApi>[0], headers: Record<string, string>, title: string) {
  const owner = { name: 'Kofi Mensah', email: uniqueEmail('organiser'), business: 'Mensah Events' };
  const ownerToken = await registerViaApi(request, headers, owner);
  const id = await eventViaApi(request, headers, ownerToken, { title, city: 'Johannesburg' });
  const approved = await request.patch(`/api/v1/admin/events/${id}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

test('a shared event page reads without JavaScript: its title, date, place and description, what needs it, and lists and search', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Highlife Night');
  const id = await sharedEvent(request, headers, title);
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: headers,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();

  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByText('Community Hall')).toBeVisible();
  await expect(location.getByText('Johannesburg')).toBeVisible();
  const when = page.getByRole('region', { name: 'Date & Time' });
  await expect(when.getByText('18:00', { exact: true })).toBeVisible();
  await expect(when.getByText('Starts 18:00 in South Africa · 16:00 in Ghana')).toBeVisible();
  // A link shared from the page without JavaScript opens WhatsApp with the ready message: the title, the day, the start
  // on both clocks, the place, and the page's whole address.
  const whatsApp = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const message = decodeURIComponent(whatsApp!.slice('https://wa.me/?text='.length)).split('\n');
  expect(message).toEqual([
    `*${title}*`,
    expect.stringMatching(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/),
    '18:00 in South Africa · 16:00 in Ghana',
    'Community Hall, Johannesburg',
    `${E2E_BASE_URL}/events/${id}`,
  ]);
  // Playwright's text locators skip <noscript>; its paragraph is shown when scripts are off.
  const notice = page.locator('noscript p');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You can read shared events, businesses and jobs without JavaScript.');

  // The list's filter form and the site search work too: the server renders the page they open with its results.
  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Search Events' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('status')).toHaveText('Showing 1-1 of 1 events');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Akwaaba' }).fill(title);
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('link', { name: title })).toBeVisible();
  await context.close();
});

test('with JavaScript the app takes a shared event page over without a loading state or a layout shift', async ({
  browser,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Kelewele Evening');
  const id = await sharedEvent(request, headers, title);
  const page = await memberPage(browser, headers, null);
  // Every layout shift of the page's life, and whether the loading state ever showed, recorded from the first byte.
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number[]; sawLoading: boolean };
    record.shifts = [];
    record.sawLoading = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      // The page's own loading state ('Loading event details...') or the route's spinner ('Loading…').
      if (/Loading/.test(document.body?.textContent ?? '')) record.sawLoading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto(`/events/${id}`);
  // The app's page (its header and back link) has replaced the server's paint.
  await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { shifts, sawLoading } = await page.evaluate(() => {
    const record = window as unknown as { shifts: number[]; sawLoading: boolean };
    return { shifts: record.shifts, sawLoading: record.sawLoading };
  });
  expect(sawLoading).toBe(false);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
  await page.context().close();
});

test('pages without a form never download the form code (zod and the contracts’ schemas, react-hook-form), and a visitor no app', async ({
  page: visitor,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const headers = extraHTTPHeaders!;
  const id = await sharedEvent(request, headers, uniqueTitle('Adowa Dance Class'));
  const member = await memberPage(
    browser,
    headers,
    await registerViaApi(request, headers, { name: 'Abena Reader', email: uniqueEmail('abena') }),
  );
  const scripts: string[] = [];
  for (const page of [visitor, member])
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
  for (const path of [
    '/',
    '/events',
    `/events/${id}`,
    '/businesses',
    '/jobs',
    '/associations',
    '/notices',
    '/search?q=adowa',
    '/about',
    '/terms',
    '/privacy',
  ]) {
    scripts.length = 0;
    await visitor.goto(path);
    await visitor.waitForLoadState('networkidle');
    // start-app.js alone (kept by the HTTP cache after the first page).
    expect(
      scripts.filter((script) => script !== '/start-app.js'),
      `a visitor on ${path}`,
    ).toEqual([]);
    scripts.length = 0;
    await member.goto(path);
    await member.waitForLoadState('networkidle');
    expect(scripts.length, path).toBeGreaterThan(2);
    expect(
      scripts.filter((script) => /\/assets\/(schemas|forms)-/.test(script)),
      path,
    ).toEqual([]);
  }
  await member.context().close();
});
