import { publicPagePaths } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import {
  adminTokenFor,
  approvedListingViaApi,
  associationWithNoticeViaApi,
  collectPageErrors,
  eventViaApi,
  jobViaApi,
  memberPage,
  registerViaApi,
  uniqueTitle,
} from '../support/journeys.ts';

test('the app hydrates every public page as the server sent it, for a visitor who reaches for it and for a member, where it was scrolled', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const headers = extraHTTPHeaders!;
  const admin = await adminTokenFor(request, headers);
  const eventId = await eventViaApi(request, headers, admin, { title: uniqueTitle('Naming ceremony'), city: 'Durban' });
  const businessId = await approvedListingViaApi(request, headers, admin, 'other', {
    name: uniqueTitle('Auntie Esi Kenkey'),
    description: 'Ga and Fante kenkey with fried fish and pepper, every Saturday morning.',
    address: '12 Rockey Street, Yeoville',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.18,
    longitude: 28.06,
  });
  const { id: jobId } = await jobViaApi(request, headers, {
    title: uniqueTitle('Bookkeeper'),
    description: 'Keep the books of a family shop in Yeoville: sales, stock and the monthly VAT return.',
    company_name: 'Esi Traders',
    location: 'Yeoville',
    city: 'Johannesburg',
    type: 'part-time',
    contact_email: 'jobs@esi.example',
  });
  const member = await registerViaApi(request, headers, { name: 'Akua Member', email: uniqueEmail('akua') });
  const { associationId, noticeId } = await associationWithNoticeViaApi(request, headers, uniqueTitle('Asante Union'));
  const ids: Record<string, number> = {
    eventDetail: eventId,
    businessDetail: businessId,
    jobDetail: jobId,
    associationDetail: associationId,
    noticeDetail: noticeId,
  };
  const addresses = Object.entries(publicPagePaths).map(([name, path]) =>
    name === 'search' ? '/search?q=kenkey' : path.replace(':id', String(ids[name])),
  );

  for (const who of ['visitor', 'member'] as const) {
    const page = await memberPage(browser, headers, who === 'member' ? member : null);
    const errors = collectPageErrors(page);
    for (const address of addresses) {
      await page.goto(address);
      const heading = await page.locator('main h1, main h2').first().elementHandle();
      // Where the person has scrolled the page stays put as the app takes over (a tap on its way lands where aimed).
      const scrolledTo = await page.evaluate(() => {
        window.scrollTo(0, Math.min(240, document.documentElement.scrollHeight - window.innerHeight));
        return window.scrollY;
      });
      // A visitor's app loads when they reach for something that needs it (before-the-app.spec.ts): here it is loaded
      // as start-app.js loads it, whatever the page holds.
      if (who === 'visitor') {
        await page.evaluate(() => {
          const script = document.querySelector<HTMLScriptElement>('script[data-app]')!;
          void import(script.dataset.app!);
        });
      }
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // Passive effects and the queries the app asks again have run.
      await page.waitForLoadState('networkidle');
      expect(
        await heading?.evaluate((element) => element.isConnected),
        `${who} ${address}: the server's DOM kept`,
      ).toBe(true);
      expect(await page.evaluate(() => window.scrollY), `${who} ${address}: scrolled as it was`).toBe(scrolledTo);
      expect(errors, `${who} ${address}`).toEqual([]);
    }
    await page.context().close();
  }
});
