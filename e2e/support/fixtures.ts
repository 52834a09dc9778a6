import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { E2E_DATA_DIR } from './server-env.ts';

let journey = 0;

/**
 * Public pages arrive rendered by the server. A member's page works once the app has hydrated it (apps/web/src/app/
 * app.tsx marks it), and every goto and reload of an app page waits for that, as a person waits to see a page respond
 * before tapping. A visitor's page is ready as it comes (start-app.js marks it): the app loads when they reach for
 * something that needs it, and holds that tap until then.
 */
export function waitingForTheApp(page: Page): Page {
  const whenReady = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.locator('html[data-app-ready], html[data-visitor]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => whenReady(await goto(...args));
  page.reload = async (...args) => whenReady(await reload(...args));
  return page;
}

/**
 * The console errors no journey may meet: the CSP refusing something, and the app failing to hydrate a page as the
 * server sent it (apps/web/src/main.tsx reports that).
 */
export const PAGE_ERROR = /Content Security Policy|Trusted Type|could not be hydrated/i;

/**
 * Every test is a different visitor: its own client address for the server's rate limits,
 * and a check that the page raised no Content-Security-Policy or script errors.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  // Playwright reads a fixture's dependencies from its first parameter's destructuring, so it must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    journey += 1;
    await use({ 'x-forwarded-for': `10.${testInfo.workerIndex}.${Math.floor(journey / 250)}.${(journey % 250) + 1}` });
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && PAGE_ERROR.test(message.text())) errors.push(message.text());
    });
    await use(errors);
    expect(errors, 'the page raised script or CSP errors').toEqual([]);
  },
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

async function outboxFiles(kind: 'mail' | 'sms'): Promise<string[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox', kind);
  try {
    return (await fs.readdir(dir)).sort().map((file) => path.join(dir, file));
  } catch {
    return [];
  }
}

/**
 * Waits for the newest mail to an address whose first link leads to `linkPath` and answers that link.
 * Naming the link matters: sign-up's confirmation mail can reach the outbox after the mail a test waits for.
 */
export async function mailLinkFor(email: string, linkPath: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of (await outboxFiles('mail')).reverse()) {
      const text = await fs.readFile(file, 'utf8');
      if (!text.includes(`To: ${email}`)) continue;
      const link = text
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .match(/https?:\/\/\S+/)?.[0];
      if (link && new URL(link).pathname === linkPath) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} with a link to ${linkPath} in the outbox`);
}

/** Opens the account menu (the button carrying the member's name) and signs out. */
export async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

export const STRONG_PASSWORD = 'Kumasi-Gold-2024';

/** Fills the registration form by email and submits it. */
export async function registerByEmail(
  page: Page,
  member: { name: string; email: string; business?: string },
): Promise<void> {
  await page.goto('/register');
  if (member.business) await page.getByRole('radio', { name: /Business/ }).check();
  await page.getByLabel('Full name').fill(member.name);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  if (member.business) await page.getByLabel('Business name').fill(member.business);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
