import { eventMessages, moderationMessages } from '@akwaaba/contracts';
import { expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';
import {
  adminTokenFor,
  collectPageErrors,
  eventViaApi,
  memberPage,
  registerViaApi,
  signInWithToken,
  uniqueTitle,
} from '../support/journeys.ts';

test('a member reports an event, the admin hides it and suspends its organiser, who is then refused at sign-in', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
  pageErrors: _,
}) => {
  // Four people in four browsers, each waiting for the app: about 45 s on a loaded two-core machine.
  test.slow();
  const headers = extraHTTPHeaders!;
  const title = uniqueTitle('Free Phones Giveaway');
  const organiserEmail = uniqueEmail('organiser');
  const organiserToken = await registerViaApi(request, headers, {
    name: 'Kwesi Fraud',
    email: organiserEmail,
    business: 'Kwesi Promotions',
  });
  const eventId = await eventViaApi(request, headers, organiserToken, { title, city: 'Johannesburg' });
  const approved = await request.patch(`/api/v1/admin/events/${eventId}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // 1. A member reports the event from its page.
  const reporterToken = await registerViaApi(request, headers, { name: 'Abena Mensah', email: uniqueEmail('abena') });
  await signInWithToken(page, reporterToken);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this event' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
  await dialog.getByRole('textbox', { name: /Details/ }).fill('They ask for R500 up front to "reserve" a phone.');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByText(moderationMessages.reported)).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. The admin finds it in the Reports queue and hides the event.
  const admin = await memberPage(browser, headers, await adminTokenFor(request, headers));
  const adminErrors = collectPageErrors(admin);
  await admin.goto('/admin/dashboard');
  const panel = admin.getByRole('navigation', { name: 'Admin Panel' });
  await panel.getByRole('link', { name: /^Reports/ }).click();
  await expect(admin).toHaveURL('/admin/reports');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = admin.getByRole('listitem', { name: new RegExp(title) });
  await expect(report.getByText('Scam or fraud')).toBeVisible();
  await expect(report.getByRole('link', { name: 'Abena Mensah' })).toBeVisible();
  await report.getByRole('button', { name: 'Hide' }).click();
  const hide = admin.getByRole('dialog', { name: 'Hide this item?' });
  await hide.getByRole('textbox', { name: 'Note (optional)' }).fill('Asking for money up front is not allowed.');
  await hide.getByRole('button', { name: 'Hide item' }).click();
  await expect(admin.getByText(moderationMessages.resolved.hidden)).toBeVisible();
  await expect(report).toBeHidden();

  // 3. A visitor opening the event is told it is not found.
  const visitor = await memberPage(browser, headers, null);
  const visitorErrors = collectPageErrors(visitor);
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByRole('heading', { name: eventMessages.notFound })).toBeVisible();
  await expect(visitor.getByText(title)).toBeHidden();
  await visitor.context().close();
  expect(visitorErrors).toEqual([]);

  // 4. The admin suspends the organiser from Members.
  await panel.getByRole('link', { name: 'Members' }).click();
  await admin.getByRole('searchbox', { name: 'Name, email, phone or id' }).fill(organiserEmail);
  await admin.getByRole('button', { name: 'Search' }).click();
  const organiser = admin.getByRole('listitem', { name: 'Kwesi Fraud' });
  await expect(organiser.getByText(organiserEmail)).toBeVisible();
  await organiser.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.getByRole('dialog', { name: 'Suspend this member?' });
  await suspend.getByRole('textbox', { name: /Reason/ }).fill('Repeated scam events.');
  await suspend.getByRole('button', { name: 'Suspend member' }).click();
  await expect(admin.getByText(moderationMessages.userSuspended)).toBeVisible();
  await expect(organiser.getByText('Suspended', { exact: true })).toBeVisible();

  // Both decisions are in the audit trail, newest first.
  await organiser.getByRole('link', { name: 'View audit trail' }).click();
  await expect(admin.getByRole('table', { name: 'Admin actions, newest first' })).toContainText('Suspended a member');
  await admin.context().close();
  expect(adminErrors).toEqual([]);

  // 5. The organiser is refused at sign-in with the suspension message.
  const organiserPage = await memberPage(browser, headers, null);
  const organiserErrors = collectPageErrors(organiserPage);
  await organiserPage.goto('/login');
  await signIn(organiserPage, organiserEmail);
  await expect(organiserPage.getByText(moderationMessages.suspended)).toBeVisible();
  await expect(organiserPage).toHaveURL(/\/login/);
  await organiserPage.context().close();
  expect(organiserErrors).toEqual([]);
});
