// Steps the browser journeys share: setting members up through the API, signing a page in, other members' browsers.
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { AUTH_TOKEN_STORAGE_KEY } from '@akwaaba/contracts';
import { expect, PAGE_ERROR, STRONG_PASSWORD, uniqueEmail, waitingForTheApp } from './fixtures.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './server-env.ts';

export type Headers = Record<string, string>;

/** A title nobody else in this run uses, so a journey finds its own event among the others'. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now() % 1e6}-${Math.floor(Math.random() * 1e4)}`;
}

/** A word no other journey's data holds, in letters only so full-text search sees one plain word. */
export function uniqueWord(): string {
  const letters = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `Zobo${letters.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
}

/** The pageErrors fixture's checks, for the extra pages a journey opens in other browser contexts. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && PAGE_ERROR.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Holds matching requests until released, so a journey can see the busy state ('Creating...', 'RSVPing...'). */
export async function holdRequests(page: Page, url: string, method: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await gate;
    return route.continue();
  });
  return release;
}

export async function registerViaApi(
  request: APIRequestContext,
  headers: Headers,
  member: { name: string; email: string; business?: string },
): Promise<string> {
  const response = await request.post('/api/v1/auth/register', {
    headers,
    data: {
      name: member.name,
      registration_type: 'email',
      user_type: member.business ? 'business' : 'individual',
      email: member.email,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      ...(member.business ? { business_name: member.business } : {}),
      terms_accepted: true,
      age_confirmed: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** One admin session per worker keeps the admin well under the per-account login limit. */
let adminToken: string | undefined;
export async function adminTokenFor(request: APIRequestContext, headers: Headers): Promise<string> {
  if (!adminToken) {
    const response = await request.post('/api/v1/auth/login', {
      headers,
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    adminToken = ((await response.json()) as { data: { token: string } }).data.token;
  }
  return adminToken;
}

/** Signs this test's page in as a member registered through the API (the sign-in form has journeys of its own). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_TOKEN_STORAGE_KEY, token]);
}

/** A browser of its own, with a member signed in on it by their token (none: a visitor's), as `options` say. */
export function browserFor(
  browser: Browser,
  headers: Headers,
  token: string | null,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    // As in every journey but pwa.spec.ts: no offline worker between the steps (playwright.config.ts).
    serviceWorkers: 'block',
    extraHTTPHeaders: headers,
    storageState: {
      cookies: [],
      origins: token ? [{ origin: E2E_BASE_URL, localStorage: [{ name: AUTH_TOKEN_STORAGE_KEY, value: token }] }] : [],
    },
    ...options,
  });
}

/** A browser of its own for another member, already signed in with their token. */
export async function memberPage(browser: Browser, headers: Headers, token: string | null): Promise<Page> {
  return waitingForTheApp(await (await browserFor(browser, headers, token)).newPage());
}

/** A business's listing in a category (by slug), created through the API and approved by the admin: answers its id. */
export async function approvedListingViaApi(
  request: APIRequestContext,
  headers: Headers,
  ownerToken: string,
  categorySlug: string,
  listing: Record<string, unknown>,
): Promise<number> {
  const categories = await request.get('/api/v1/categories?type=business', { headers });
  const category = ((await categories.json()) as { data: { id: number; slug: string }[] }).data.find(
    (candidate) => candidate.slug === categorySlug,
  )!;
  const created = await request.post('/api/v1/businesses', {
    headers: { ...headers, authorization: `Bearer ${ownerToken}` },
    data: { ...listing, category_id: category.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const approved = await request.patch(`/api/v1/admin/businesses/${id}/approve`, {
    headers: { ...headers, authorization: `Bearer ${await adminTokenFor(request, headers)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

/**
 * A job posted through the API (the first job category unless given): answers the job. The poster is a new
 * business member unless `posterToken` names one.
 */
export async function jobViaApi(
  request: APIRequestContext,
  headers: Headers,
  job: Record<string, unknown>,
  posterToken?: string,
): Promise<{ id: number; job_type: string }> {
  posterToken ??= await registerViaApi(request, headers, {
    name: 'Yaa Boakye',
    email: uniqueEmail('employer'),
    business: 'Yaa’s Chop Bar',
  });
  const categories = await request.get('/api/v1/categories?type=job', { headers });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const posted = await request.post('/api/v1/job-listings', {
    headers: { ...headers, authorization: `Bearer ${posterToken}` },
    data: { category_id: categoryId, ...job },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { data: { id: number; job_type: string } }).data;
}

/** A physical event tomorrow evening by `ownerToken`'s business (first event category), via the API: its id. */
export async function eventViaApi(
  request: APIRequestContext,
  headers: Headers,
  ownerToken: string,
  event: { title: string; city: string },
): Promise<number> {
  const categories = await request.get('/api/v1/categories?type=event', { headers });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  // Tomorrow in South Africa (UTC+2), so the start is in the future whatever the hour.
  const day = new Date(Date.now() + 26 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post('/api/v1/events', {
    headers: { ...headers, authorization: `Bearer ${ownerToken}` },
    data: {
      title: event.title,
      description: 'Come along for music, food and good company with the Ghanaian community.',
      category_id: categoryId,
      event_type: 'physical',
      start_date: `${day}T18:00`,
      end_date: `${day}T20:00`,
      venue_name: 'Community Hall',
      city: event.city,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** An approved association registered and approved by the admin, and a notice in its name: answers both ids. */
export async function associationWithNoticeViaApi(
  request: APIRequestContext,
  headers: Headers,
  name: string,
): Promise<{ associationId: number; noticeId: number }> {
  const admin = await asAdmin(request, headers);
  const created = await request.post('/api/v1/associations', {
    headers: admin.headers,
    data: {
      name,
      kind: 'hometown',
      description: 'People of the Ashanti Region in Gauteng: monthly meetings and support at funerals.',
      home_region: 'Ashanti',
      home_town: 'Kumasi',
      province: 'Gauteng',
      city: 'Johannesburg',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const associationId = ((await created.json()) as { data: { id: number } }).data.id;
  const approved = await request.patch(`/api/v1/admin/associations/${associationId}/approve`, {
    headers: admin.headers,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const expires = new Date(Date.now() + 30 * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
  const notice = await request.post('/api/v1/notices', {
    headers: admin.headers,
    data: {
      author: `association:${associationId}`,
      kind: 'community',
      title: `${name}: meeting on Sunday`,
      body: 'Our monthly meeting is on Sunday at 14:00 in Yeoville. Bring your dues book.',
      expires_on: expires,
    },
  });
  expect(notice.status(), await notice.text()).toBe(201);
  return { associationId, noticeId: ((await notice.json()) as { data: { id: number } }).data.id };
}

/** Items on one page of a public list (the API's default `per_page`): a list needs one more for a page 2. */
const LIST_PAGE_SIZE = 12;

/** The admin's headers and token: the admin publishes at once and is exempt from the creation limits. */
async function asAdmin(request: APIRequestContext, headers: Headers) {
  const token = await adminTokenFor(request, headers);
  return { token, headers: { ...headers, authorization: `Bearer ${token}` } };
}

/** One more than a page of events in Durban whose titles carry `word`, published at once (by the admin). */
export async function fullEventListViaApi(request: APIRequestContext, headers: Headers, word: string): Promise<void> {
  const admin = await asAdmin(request, headers);
  for (let n = 1; n <= LIST_PAGE_SIZE + 1; n++) {
    await eventViaApi(request, headers, admin.token, { title: `${word} Highlife Night ${n}`, city: 'Durban' });
  }
}

/** One more than a page of approved listings in Durban ('Other') whose names carry `word`; the first two verified. */
export async function fullListingListViaApi(request: APIRequestContext, headers: Headers, word: string): Promise<void> {
  const admin = await asAdmin(request, headers);
  for (let n = 1; n <= LIST_PAGE_SIZE + 1; n++) {
    const listingId = await approvedListingViaApi(request, headers, admin.token, 'other', {
      name: `${word} Chop House ${n}`,
      description: 'Waakye, kelewele and light soup on Florida Road, cooked the way it is at home.',
      address: '120 Florida Road, Morningside',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      latitude: -29.83,
      longitude: 31.01,
      phone: '031 555 0142',
    });
    if (n > 2) continue;
    const verified = await request.patch(`/api/v1/admin/businesses/${listingId}/verify`, {
      headers: admin.headers,
      data: { is_verified: true },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }
}

/** One more than a page of full-time jobs in Johannesburg whose titles carry `word`; the first three remote. */
export async function fullJobListViaApi(request: APIRequestContext, headers: Headers, word: string): Promise<void> {
  const admin = await asAdmin(request, headers);
  for (let n = 1; n <= LIST_PAGE_SIZE + 1; n++) {
    await jobViaApi(
      request,
      headers,
      {
        title: `${word} Kitchen Porter ${n}`,
        description: 'Keep the kitchen of a busy chop bar clean and stocked through the lunch and dinner rush.',
        company_name: 'Yaa’s Chop Bar',
        location: 'Braamfontein',
        city: 'Johannesburg',
        type: 'full-time',
        remote_work: n <= 3,
        contact_email: 'jobs@yaas.example',
      },
      admin.token,
    );
  }
}
