import { contactInboxMessages, contactMessages } from '@akwaaba/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { adminTokenFor, collectPageErrors, memberPage, uniqueTitle } from '../support/journeys.ts';

test('a visitor’s message reaches the admin inbox, and the admin closes it', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  const headers = extraHTTPHeaders!;
  const text = `${uniqueTitle('The Durban braai shows the wrong time')}.\nIt says 3 am; it should be 3 pm.`;
  const email = uniqueEmail('abena');

  // 1. A visitor writes through the contact form.
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Abena Mensah');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Report a problem');
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(page.getByText(contactMessages.sent)).toBeVisible();

  // 2. An admin finds it in the inbox, with a reply link, and closes it.
  const admin = await memberPage(browser, headers, await adminTokenFor(request, headers));
  const adminErrors = collectPageErrors(admin);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Messages' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: contactInboxMessages.heading })).toBeVisible();
  const firstLine = text.split('\n')[0]!;
  const openItem = admin.getByRole('listitem').filter({ hasText: firstLine });
  await expect(openItem).toBeVisible();
  await expect(openItem.getByRole('heading', { name: 'Report a problem' })).toBeVisible();
  await expect(openItem.getByText('Abena Mensah')).toBeVisible();
  await expect(openItem.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent('Re: Report a problem')}`,
  );
  await openItem.getByRole('button', { name: 'Close' }).click();
  await expect(admin.getByText(contactInboxMessages.closed)).toBeVisible();
  await expect(openItem).toHaveCount(0);

  // 3. It moves to Closed, from where it could be reopened.
  await admin.getByRole('tab', { name: 'Closed' }).click();
  const closedItem = admin.getByRole('listitem').filter({ hasText: firstLine });
  await expect(closedItem).toBeVisible();
  await expect(closedItem.getByRole('button', { name: 'Reopen' })).toBeVisible();
  expect(adminErrors).toEqual([]);
  await admin.context().close();
});

test('the footer’s support links open the real Contact, Privacy and Terms pages', async ({ page, pageErrors: _ }) => {
  const pages = [
    { link: 'Contact Us', path: '/contact', heading: 'Contact Us' },
    { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
    { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
  ];
  for (const { link, path, heading } of pages) {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Support' })
      .getByRole('link', { name: link })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Akwaaba' })).toBeVisible();
});
