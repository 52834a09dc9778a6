import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { associationMessages, contributionMessages, eventMessages, guestRsvpMessages } from '@akwaaba/contracts';
import { adminTokenFor, collectPageErrors, memberPage, registerViaApi, uniqueTitle } from '../support/journeys.ts';
import type { Headers } from '../support/journeys.ts';
import { E2E_DATA_DIR } from '../support/server-env.ts';
import { expect, mailLinkFor, test, uniqueEmail } from '../support/fixtures.ts';

/** Tomorrow's date as South Africa sees it (UTC+2 all year), 'YYYY-MM-DD'. */
function tomorrowInSouthAfrica(): string {
  return new Date(Date.now() + 2 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
}

/** The 6-digit code of the newest SMS to `number` (E.164) in the outbox. */
async function smsCodeFor(number: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox', 'sms');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const sms = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as { to: string; body: string };
      const code = sms.to === number ? /\b(\d{6})\b/.exec(sms.body)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS code to ${number} in the outbox`);
}

/** An admin's decision through the API: not the journey's subject (the admin pages have journeys of their own). */
async function asAdmin(request: APIRequestContext, headers: Headers, url: string): Promise<void> {
  const token = await adminTokenFor(request, headers);
  const response = await request.patch(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The cents of an amount as the page ('R 1 250.50') or the CSV ('1250.50') writes it. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** A small PDF, as a phone's banking app saves a proof of payment. */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a family posts a one-week observance for their association; a guest RSVPs by phone, two members pledge, and the receipt, its proof and the CSV agree with the page', async ({
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const headers = extraHTTPHeaders!;

  // Akua, an individual member, confirms her address and registers her hometown association.
  const akua = { name: 'Akua Ansah', email: uniqueEmail('akua') };
  const page = await memberPage(browser, headers, await registerViaApi(request, headers, akua));
  const errors = collectPageErrors(page);
  await page.goto(await mailLinkFor(akua.email, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed. Thank you.')).toBeVisible();

  const associationName = uniqueTitle('Kwahu Union Johannesburg');
  await page.goto('/create-association');
  await page.getByLabel(associationMessages.nameLabel).fill(associationName);
  await page.getByLabel(associationMessages.kindLabel).selectOption({ label: 'Hometown association' });
  await page.getByLabel(associationMessages.descriptionLabel).fill('People of Kwahu in Gauteng: we meet monthly.');
  await page.getByLabel(associationMessages.regionLabel).selectOption('Eastern');
  await page.getByLabel(associationMessages.homeTownLabel).fill('Nkawkaw');
  await page.getByLabel(associationMessages.provinceLabel).selectOption('Gauteng');
  await page.getByLabel(associationMessages.cityLabel).fill('Johannesburg');
  await page.getByRole('button', { name: associationMessages.submit }).click();
  await expect(page.getByText(associationMessages.awaitingReview)).toBeVisible();
  await expect(page).toHaveURL(/\/associations\/\d+$/);
  const associationId = Number(/\/associations\/(\d+)$/.exec(page.url())![1]);
  // An admin approves and verifies it: its events then go live at once.
  await asAdmin(request, headers, `/api/v1/admin/associations/${associationId}/approve`);
  await asAdmin(request, headers, `/api/v1/admin/associations/${associationId}/verify`);

  // She posts the observance in the association's name, from its page.
  const title = uniqueTitle('One-week observance of Maame Efua');
  await page.reload();
  await page.getByRole('link', { name: associationMessages.postEvent }).click();
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Description').fill('The one-week observance of our mother, at the family house. All welcome.');
  await page.getByLabel('Category').selectOption({ label: 'Family & Community' });
  await expect(page.getByLabel(eventMessages.postAsLabel)).toHaveValue(String(associationId));
  await page.getByLabel(eventMessages.lifeEventLabel).selectOption({ label: 'One-week observance' });
  await page.getByLabel('Venue name').fill('Family house, Soweto');
  await page.getByLabel('Start date and time').fill(`${tomorrowInSouthAfrica()}T10:00`);
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(eventMessages.created)).toBeVisible();
  await page.goto(`/associations/${associationId}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByRole('link', { name: associationName })).toBeVisible();
  await page.getByRole('button', { name: contributionMessages.openLedger }).click();
  await expect(page.getByText(contributionMessages.opened)).toBeVisible();

  // A guest opens the shared link and RSVPs with a mobile number typed as people type it.
  const guest = await memberPage(browser, headers, null);
  // 082, 083 or 084: South African mobile prefixes (080 is toll-free, which a guest code is never sent to).
  const number = `0${82 + Math.floor(Math.random() * 3)} ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await guest.goto(eventPath);
  await guest.getByRole('button', { name: guestRsvpMessages.open }).click();
  await guest.getByLabel(guestRsvpMessages.nameLabel).fill('Auntie Comfort');
  await guest.getByLabel(guestRsvpMessages.phoneLabel).fill(number);
  await guest.getByRole('button', { name: guestRsvpMessages.sendCode }).click();
  const e164 = `+27${number.replace(/\D/g, '').slice(1)}`;
  await guest.getByLabel(guestRsvpMessages.codeLabel).fill(await smsCodeFor(e164));
  await guest.getByRole('button', { name: guestRsvpMessages.confirm }).click();
  await expect(guest.getByText(guestRsvpMessages.confirmed.attending)).toBeVisible();
  await guest.context().close();

  // Two members pledge, one of them anonymously.
  for (const [name, amount, anonymous] of [
    ['Kojo Mensah', '500', false],
    ['Esi Arthur', '250.50', true],
  ] as const) {
    const member = await memberPage(
      browser,
      headers,
      await registerViaApi(request, headers, { name, email: uniqueEmail('pledge') }),
    );
    await member.goto(eventPath);
    await member.getByLabel(contributionMessages.amountLabel).fill(amount);
    if (anonymous) await member.getByLabel(contributionMessages.anonymousLabel).check();
    await member.getByRole('button', { name: contributionMessages.pledgeAction, exact: true }).click();
    await expect(member.getByText(contributionMessages.pledged)).toBeVisible();
    await member.context().close();
  }

  // Akua records Kojo's pledge as received, with the bank's proof, and exports the ledger.
  await page.reload();
  await page.getByRole('button', { name: `${contributionMessages.markReceived}: Kojo Mensah` }).click();
  await page.getByLabel(contributionMessages.methodLabel).selectOption({ label: 'Bank transfer (EFT)' });
  await page.getByLabel(contributionMessages.proofLabel).setInputFiles({
    name: 'proof-of-payment.pdf',
    mimeType: 'application/pdf',
    buffer: PROOF_PDF,
  });
  await page.getByRole('button', { name: contributionMessages.recordReceipt, exact: true }).click();
  await expect(page.getByText(contributionMessages.receiptRecorded)).toBeVisible();
  // The proof is kept as sent, for the organisers only.
  const [proof] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Proof: / }).click(),
  ]);
  expect(await fs.readFile((await proof.path())!)).toEqual(PROOF_PDF);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: contributionMessages.exportCsv }).click(),
  ]);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  // The CSV's cells may be quoted; its totals lines carry the amount in their fourth cell.
  const total = (label: string) => {
    const line = csv.split(/\r?\n/).find((row) => row.replaceAll('"', '').startsWith(label));
    return cents(line!.replaceAll('"', '').split(',')[3]!);
  };
  expect(total('Total pledged')).toBe(75_050);
  expect(total('Total received')).toBe(50_000);
  // The organisers' copy names the member who pledged anonymously.
  expect(csv).toContain('Esi Arthur');

  // The page's totals, as a visitor sees them, are the CSV's.
  const visitor = await memberPage(browser, headers, null);
  await visitor.goto(eventPath);
  const contributions = visitor.getByRole('region', { name: contributionMessages.heading });
  await expect(contributions.getByText(contributionMessages.notice)).toBeVisible();
  const shown = async (label: string) =>
    cents(
      (await contributions.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent())!,
    );
  expect(await shown(contributionMessages.pledgedTotal)).toBe(total('Total pledged'));
  expect(await shown(contributionMessages.receivedTotal)).toBe(total('Total received'));
  expect(errors).toEqual([]);
  await visitor.context().close();
  await page.context().close();
});
