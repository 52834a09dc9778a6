import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contributionMessages,
  matchPublicPage,
  operationKey,
  previewMessages,
  publicPages,
  type ContributionsSummary,
  type LoadedData,
  type PageLoad,
  type RenderDevice,
  type SearchResults,
} from '@akwaaba/contracts';
import {
  makeBusinessDetail,
  makeBusinessSummary,
  makeEventDetail,
  makeEventSummary,
  makeJobDetail,
  makeJobSummary,
  makeList,
} from '@/testing/data';
import { renderPage } from './entry-server';

/** The server has no browser: what a component reads of one during its render fails there, so it fails here too. */
function withoutBrowser() {
  for (const name of ['window', 'document', 'navigator', 'localStorage', 'IntersectionObserver'])
    vi.stubGlobal(name, undefined);
}

const SITE = 'https://akwaaba.example';

/** What the page's declared loader asks for at `page` (packages/contracts/src/pages.ts), as the server reads it. */
function loadsOf(page: string): PageLoad[] {
  const url = new URL(page, SITE);
  const match = matchPublicPage(url.pathname);
  if (!match) throw new Error(`${page} is no public page`);
  return match.page.load?.(match.params, url.searchParams) ?? [];
}

/**
 * A page as the server renders it: its loader's calls answered by `answer` (by operation, as the API would answer
 * a visitor; undefined: refused), keyed as the server keys them, then rendered.
 */
async function render(
  page: string,
  answer: (load: PageLoad) => unknown = () => undefined,
  device: RenderDevice = { dataSaver: 'auto-off' },
) {
  const loaded: LoadedData[] = loadsOf(page).flatMap((load) => {
    const data = answer(load);
    return data === undefined ? [] : [{ queryKey: operationKey(load.op, load), data }];
  });
  return (await renderPage(`${SITE}${page}`, loaded, device))!;
}

/** The render as text, tags and whitespace aside. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

const category = { id: 9, name: 'Weaving Crafts', slug: 'weaving-crafts', type: 'event' };

describe('the server render of public pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders an event from its loaded answer: title, date and time in South Africa, place, price, text', async () => {
    const event = makeEventDetail({
      id: 7,
      title: 'Independence Day Braai',
      image: null,
      event_type: 'physical',
      venue: 'Zoo Lake Gardens',
      venue_name: 'Zoo Lake Gardens',
      venue_address: 'Prince of Wales Drive, Parkview',
      city: 'Johannesburg',
      price: '150.00',
      // 18:00 to 23:30 in South Africa (UTC+2).
      start_date: '2030-03-06T16:00:00.000Z',
      end_date: '2030-03-06T21:30:00.000Z',
      description: 'Jollof, kelewele and highlife on the lawn: bring the family and your flag.',
    });
    withoutBrowser();
    expect(loadsOf('/events/7')).toEqual([
      { op: expect.objectContaining({ id: 'events.detail' }), params: { id: 7 } },
      { op: expect.objectContaining({ id: 'contributions.summary' }), params: { id: 7 } },
    ]);
    const { html, dehydrated } = await render('/events/7', (load) =>
      load.op.id === 'events.detail' ? { data: event } : undefined,
    );
    expect(html).toMatch(/<h1[^>]*>Independence Day Braai<\/h1>/);
    const shown = text(html);
    expect(shown).toContain('6 March 2030');
    expect(shown).toContain('18:00');
    expect(shown).toContain('23:30');
    expect(shown).toContain(previewMessages.clockNames.south_africa);
    expect(shown).toContain('Starts 18:00 in South Africa · 16:00 in Ghana');
    expect(shown).toContain('Zoo Lake Gardens');
    expect(shown).toContain('Jollof, kelewele and highlife on the lawn: bring the family and your flag.');
    expect(shown).toContain('R150.00');
    expect(html).toMatch(/datetime="2030-03-06T16:00:00.000Z"/i);
    expect(html).toContain('href="/events"');
    expect(html).not.toContain('aria-busy="true"');
    // The visitor's answer goes along for the app, under the key its query reads it by.
    expect(dehydrated).toMatchObject({
      queries: [{ queryKey: ['events', 'detail', { params: { id: 7 } }], state: { data: { data: event } } }],
    });
  });

  it('renders a life event with its contributions as the organisers show them, and the notice (decision 033)', async () => {
    withoutBrowser();
    const event = makeEventDetail({
      id: 8,
      title: 'One-week observance of Opanyin Kwaku Asare',
      life_event: 'one_week',
    });
    const summary: ContributionsSummary = {
      open: true,
      totals_visibility: 'pledged',
      pledged_total: '2800.00',
      received_total: null,
      pledges_count: 5,
      supporters: [],
      anonymous_supporters: 0,
      my_pledge: null,
      can_manage: false,
      can_open: true,
    };
    const { html } = await render('/events/8', (load) =>
      load.op.id === 'events.detail' ? { data: event } : { data: summary },
    );
    const shown = text(html);
    expect(shown).toContain('One-week observance');
    expect(shown).toContain(contributionMessages.notice);
    expect(shown).toContain('R2 800.00');
    expect(shown).toContain('5 pledges');
    expect(shown).toContain(contributionMessages.signInToPledge);
  });

  it('renders for a device in data saver: no pictures in a list, a page’s picture behind a tap that works as HTML', async () => {
    withoutBrowser();
    const pictures = { image: '/uploads/events/7-full.webp', image_card: '/uploads/events/7-card.webp' };
    const list = await render(
      '/events',
      (load) => (load.op.id === 'events.list' ? makeList([makeEventSummary({ id: 7, ...pictures })]) : undefined),
      { dataSaver: 'auto-on' },
    );
    expect(list.html).not.toContain('7-card.webp');
    const { html } = await render('/events/7', () => ({ data: makeEventDetail({ id: 7, ...pictures }) }), {
      dataSaver: 'on',
    });
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Show image.*<\/summary><img[^>]*loading="lazy"/s);
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it('escapes a member’s text: it renders as text, never as markup', async () => {
    const hostile = `Jollof </script><script>alert('x')</script> & "Highlife" <!--`;
    withoutBrowser();
    const { html } = await render('/events/7', () => ({
      data: makeEventDetail({ id: 7, title: hostile, description: '<img src=x onerror=alert(1)>', image: null }),
    }));
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;');
  });

  it('renders each list’s first page and its filters’ categories from what its loader loaded', async () => {
    const lists = [
      ['/events', makeList([makeEventSummary({ title: 'Kente Weaving Workshop' })]), 'Kente Weaving Workshop'],
      ['/businesses', makeList([makeBusinessSummary({ name: 'Ama’s Kitchen' })]), 'Ama’s Kitchen'],
      ['/jobs', makeList([makeJobSummary({ title: 'Head Chef' })]), 'Head Chef'],
    ] as const;
    withoutBrowser();
    for (const [page, list, title] of lists) {
      const { html } = await render(page, ({ op }) => (op.id === 'categories.list' ? { data: [category] } : list));
      expect(text(html), page).toContain(title);
      // The filters' categories come along too, so the form is whole before the app runs.
      expect(text(html), page).toContain('Weaving Crafts');
    }
  });

  it('renders a list opened with filters and on a later page with the answer its loader asked for', async () => {
    withoutBrowser();
    expect(loadsOf('/events?category=food-and-music&page=2&search=+')[0]).toMatchObject({
      query: { page: 2, category: 'food-and-music' },
    });
    const { html } = await render('/events?category=food-and-music&page=2', ({ op }) =>
      op.id === 'events.list' ? makeList([makeEventSummary({ title: 'Jollof Cook-off' })]) : { data: [] },
    );
    expect(text(html)).toContain('Jollof Cook-off');
  });

  it('renders a business, its place and opening hours, without loading its map, which only a browser can run', async () => {
    const business = makeBusinessDetail({
      id: 3,
      name: 'Ama’s Kitchen',
      description: 'Waakye, banku and tilapia, kenkey on Fridays',
    });
    withoutBrowser();
    const { html } = await render('/businesses/3', () => ({ data: business }));
    expect(text(html)).toContain('Ama’s Kitchen');
    expect(text(html)).toContain('Waakye, banku and tilapia, kenkey on Fridays');
    expect(text(html)).toContain(business.address);
  });

  it('renders a job and the home page’s three lists', async () => {
    const job = makeJobDetail({ id: 5, title: 'Junior Software Developer', requirements: ['A year of TypeScript'] });
    withoutBrowser();
    const jobPage = text((await render('/jobs/5', () => ({ data: job }))).html);
    for (const shown of ['Junior Software Developer', job.company_name, 'Full-time', 'A year of TypeScript'])
      expect(jobPage).toContain(shown);

    const answers: Record<string, unknown> = {
      'events.list': makeList([makeEventSummary({ title: 'Highlife Night' })]),
      'businesses.list': makeList([makeBusinessSummary({ name: 'Kente Corner' })]),
      'jobs.list': makeList([makeJobSummary({ title: 'Head Chef' })]),
    };
    const home = await render('/', ({ op }) => answers[op.id]);
    for (const title of ['Highlife Night', 'Kente Corner', 'Head Chef']) expect(text(home.html)).toContain(title);
  });

  it('renders a page whose data the API refused as the app would while loading it', async () => {
    withoutBrowser();
    const { html, dehydrated } = await render('/events/9');
    expect(html).toContain('<header');
    expect(text(html)).not.toContain('Independence Day Braai');
    expect(dehydrated).toBeNull();
  });

  it('renders the pages with a form disabled until the app runs, saying so, and social buttons as links', async () => {
    withoutBrowser();
    for (const [page, heading, button, social] of [
      ['/login', 'Welcome back', 'Sign In', true],
      ['/register', 'Join Our Community', 'Create Account', true],
      ['/forgot-password', 'Forgot your password?', 'Send Reset Link', false],
      ['/contact', 'Send us a message', 'Send message', false],
    ] as const) {
      expect(
        loadsOf(page).map(({ op }) => op.id),
        page,
      ).toEqual(social ? ['auth.providers'] : []);
      const { html } = await render(page, () => ({ data: ['google'] }));
      expect(text(html), page).toContain(heading);
      expect(text(html), page).toContain(button);
      expect(html, page).toMatch(/<form[^>]*method="post"[^>]*><fieldset disabled=""/);
      expect(text(html), page).toContain(previewMessages.formLoading);
      expect(html.includes('href="/api/v1/auth/social/redirect?provider=google"'), page).toBe(social);
    }
  });

  it('renders a search with its results, and loads none without search text', async () => {
    withoutBrowser();
    const results: SearchResults = {
      events: [],
      businesses: [],
      jobs: [],
      associations: [],
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
    expect(loadsOf('/search?q=kofi')).toMatchObject([{ query: { query: 'kofi' } }]);
    const { html } = await render('/search?q=kofi', () => ({ data: results }));
    expect(text(html)).toContain('Kofi Mensah');
    expect(loadsOf('/search')).toEqual([]);
  });

  it('renders every declared public page without a browser', async () => {
    withoutBrowser();
    for (const page of Object.values(publicPages)) {
      const path = page.path.replace(':id', '1');
      expect((await render(path)).html, path).toContain('<header');
    }
  });
});
