import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageAnswers, previewMessages } from '@akwaaba/contracts';
import {
  makeBusinessDetail,
  makeBusinessSummary,
  makeEventDetail,
  makeEventSummary,
  makeJobDetail,
  makeJobSummary,
  makeList,
} from '@/testing/data';
import { renderPage, type EmbeddedAnswer } from './entry-server';

/** The server has no browser: what a component reads of one during its render fails there, so it fails here too. */
function withoutBrowser() {
  for (const name of ['window', 'document', 'navigator', 'localStorage', 'IntersectionObserver'])
    vi.stubGlobal(name, undefined);
}

/** A page of the site as the server draws it with these answers: its HTML (none for a redirect). */
const draw = async (page: string, answers: EmbeddedAnswer[] = []) =>
  (await renderPage(`https://akwaaba.example${page}`, answers))?.html;

/** An item's page as the server draws it, with the item's answer embedded. */
const drawItem = (page: string, apiPath: string, data: unknown) => draw(page, [{ path: apiPath, answer: { data } }]);

/** The drawing as text, tags and whitespace aside. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the server’s drawing of public pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws an event from its embedded answer, with the site’s header and no loading state', async () => {
    const event = makeEventDetail({ id: 7, title: 'Independence Day Braai', image: null });
    withoutBrowser();
    const html = await drawItem('/events/7', '/events/7', event);
    expect(html).toContain('<h1');
    expect(text(html!)).toContain('Independence Day Braai');
    expect(html).toContain('href="/events"');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('draws each list’s first page and its filters’ categories from the answers the server embeds', async () => {
    const lists = [
      ['/events', makeList([makeEventSummary({ title: 'Kente Weaving Workshop' })]), 'Kente Weaving Workshop'],
      ['/businesses', makeList([makeBusinessSummary({ name: 'Ama’s Kitchen' })]), 'Ama’s Kitchen'],
      ['/jobs', makeList([makeJobSummary({ title: 'Head Chef' })]), 'Head Chef'],
    ] as const;
    withoutBrowser();
    for (const [page, answer, title] of lists) {
      const [listPath, categoriesPath] = listPageAnswers[page];
      const category = { id: 9, name: 'Weaving Crafts', slug: 'weaving-crafts', type: 'event' };
      const html = await draw(page, [
        { path: listPath, answer },
        { path: categoriesPath, answer: { data: [category] } },
      ]);
      expect(text(html!), page).toContain(title);
      // The filters' categories come along too, so the form is whole before the app runs.
      expect(text(html!), page).toContain('Weaving Crafts');
    }
  });

  it('draws a business with a place without loading its map, which only a browser can run', async () => {
    const business = makeBusinessDetail({ id: 3, name: 'Ama’s Kitchen' });
    withoutBrowser();
    const html = await drawItem('/businesses/3', '/businesses/3', business);
    expect(text(html!)).toContain('Ama’s Kitchen');
  });

  it('draws a job and the home page’s three lists', async () => {
    const job = makeJobDetail({ id: 5, title: 'Junior Software Developer' });
    withoutBrowser();
    const jobPage = await drawItem('/jobs/5', '/job-listings/5', job);
    expect(text(jobPage!)).toContain('Junior Software Developer');

    // The answers the server embeds (listPageAnswers): the page draws them only if it asks for these very paths.
    const [events, businesses, jobs] = listPageAnswers['/'];
    const home = await draw('/', [
      { path: events, answer: makeList([makeEventSummary({ title: 'Highlife Night' })]) },
      { path: businesses, answer: makeList([makeBusinessSummary({ name: 'Kente Corner' })]) },
      { path: jobs, answer: makeList([makeJobSummary({ title: 'Head Chef' })]) },
    ]);
    for (const title of ['Highlife Night', 'Kente Corner', 'Head Chef']) expect(text(home!)).toContain(title);
  });

  it('draws a page without its answer as the app would while loading it', async () => {
    withoutBrowser();
    const drawn = await renderPage('https://akwaaba.example/events/9', []);
    expect(drawn!.html).toContain('<header');
    expect(text(drawn!.html)).not.toContain('Independence Day Braai');
    // What it asked for and lacked, for the server to fetch and draw it with.
    expect(drawn!.missing).toEqual(['/events/9']);
  });

  it('names the answers a list opened with filters asks for, and draws it with them', async () => {
    withoutBrowser();
    const page = 'https://akwaaba.example/events?category=food-and-music&page=2';
    const first = await renderPage(page, []);
    expect(first!.missing.sort()).toEqual(['/categories?type=event', '/events?category=food-and-music&page=2']);
    const second = await renderPage(page, [
      {
        path: '/events?page=2&category=food-and-music',
        answer: makeList([makeEventSummary({ title: 'Jollof Cook-off' })]),
      },
      { path: '/categories?type=event', answer: { data: [] } },
    ]);
    expect(text(second!.html)).toContain('Jollof Cook-off');
    expect(second!.missing).toEqual([]);
  });

  it('draws the pages with a form disabled until the app runs, saying so, and social buttons as links', async () => {
    withoutBrowser();
    for (const [page, heading, button, social] of [
      ['/login', 'Welcome back', 'Sign In', true],
      ['/register', 'Join Our Community', 'Create Account', true],
      ['/forgot-password', 'Forgot your password?', 'Send Reset Link', false],
      ['/contact', 'Send us a message', 'Send message', false],
    ] as const) {
      const first = await renderPage(`https://akwaaba.example${page}`, []);
      expect(first!.missing, page).toEqual(social ? ['/auth/providers'] : []);
      const html = await draw(page, [{ path: '/auth/providers', answer: { data: ['google'] } }]);
      expect(text(html!), page).toContain(heading);
      expect(text(html!), page).toContain(button);
      expect(html, page).toMatch(/<form[^>]*method="post"[^>]*><fieldset disabled=""/);
      expect(text(html!), page).toContain(previewMessages.formLoading);
      expect(html!.includes('href="/api/v1/auth/social/redirect?provider=google"'), page).toBe(social);
    }
  });

  it('draws a search with its results, and asks for none without search text', async () => {
    withoutBrowser();
    const results = {
      events: [],
      businesses: [],
      jobs: [],
      profiles: [
        {
          id: 4,
          name: 'Kofi Mensah',
          user_type: 'individual',
          business_name: null,
          location: null,
          is_verified_business: false,
        },
      ],
    };
    const first = await renderPage('https://akwaaba.example/search?q=kofi', []);
    expect(first!.missing).toEqual(['/search?query=kofi']);
    const html = await draw('/search?q=kofi', [{ path: '/search?query=kofi', answer: { data: results } }]);
    expect(text(html!)).toContain('Kofi Mensah');
    expect((await renderPage('https://akwaaba.example/search', []))!.missing).toEqual([]);
  });
});
