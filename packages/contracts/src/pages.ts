import { associationOps } from './associations.operations.ts';
import type { AssociationDetail } from './associations.ts';
import { authOps } from './auth.operations.ts';
import type { BusinessDetail } from './businesses.ts';
import { businessOps } from './businesses.operations.ts';
import { calendarMessages, citySlug, feedCity } from './calendar.constants.ts';
import { calendarOps } from './calendar.operations.ts';
import { categoryOps } from './categories.operations.ts';
import { parseId } from './common/ids.ts';
import { pathOf, type Operation, type OperationInput } from './common/operations.ts';
import { contributionOps } from './contributions.operations.ts';
import { eventOps } from './events.operations.ts';
import { jobOps } from './jobs.operations.ts';
import { noticeOps } from './notices.operations.ts';
import {
  associationPageMeta,
  businessPageMeta,
  eventPageMeta,
  jobPageMeta,
  noticePageMeta,
  type PageAddress,
  type PageHead,
} from './page-heads.ts';
import {
  associationEventsQuery,
  associationFilterKeys,
  businessFilterKeys,
  eventFilterKeys,
  homeQueries,
  jobFilterKeys,
  listQueryFrom,
  noticeFilterKeys,
  publicPagePaths,
  siteSearchFrom,
  siteSearchQuery,
} from './pages.constants.ts';
import { noticeMessages } from './notices.constants.ts';
import { previewMessages } from './previews.ts';
import { searchOps } from './search.operations.ts';

export * from './page-heads.ts';
export * from './pages.constants.ts';

/** One call a page's data needs: the operation and its input (docs/decisions/029-pages-declared-once.md). */
export interface PageLoad extends OperationInput {
  op: Operation;
}

/** One call's loaded data, under the key the web's queries read it by (`operationKey`). */
export interface LoadedData {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * A public page, declared once: the server renders it with its data loaded first, and both sides derive from it
 * the route's path, the head, robots.txt and the sitemap's list pages.
 */
export interface PublicPage {
  /** React Router's form: `/events/:id`. */
  path: string;
  /** What each `:name` must look like for the address to be this page (else the app answers it as any other). */
  params?: Record<string, RegExp>;
  /**
   * The loader: the calls whose data the page shows first, from the address's values and search parameters;
   * null when the address names no item (the page is a 404).
   */
  load?: (params: Record<string, string>, search: URLSearchParams) => PageLoad[] | null;
  /**
   * The head from the loaded data (in `load`'s order; undefined where the API refused a call); null when the item
   * is missing or not public (a 404). Without it the page keeps index.html's title and description.
   */
  meta?: (loaded: unknown[], address: PageAddress) => PageHead | null;
  /** Whether search engines may read it (robots.txt). */
  indexed: boolean;
  /** Listed in the sitemap beside the items' pages. */
  inSitemap?: boolean;
}

const paths = publicPagePaths;

const ITEM_ID = { id: /^\d+$/ };

/** An item's page loads the item as a visitor sees it; an id past PostgreSQL's integers is a missing item. */
const loadItem =
  (op: Operation) =>
  (params: Record<string, string>): PageLoad[] | null => {
    const id = parseId(params.id);
    return id === null ? null : [{ op, params: { id } }];
  };

/** An item's head from its loaded data, or null (a 404) when the visitor may not see it. */
const itemMeta =
  <T>(meta: (item: T, address: PageAddress) => PageHead) =>
  ([item]: unknown[], address: PageAddress): PageHead | null =>
    item === undefined ? null : meta((item as { data: T }).data, address);

const listMeta = (title: string, description: string) => (): PageHead => ({ title, description, image: null });

/** A page's public calendar feed (decision 038), linked from its head as an alternate. */
const calendarLink = (title: string, operation: Operation, params: Record<string, unknown>) => ({
  title,
  href: `/api/v1${pathOf(operation, params)}`,
});

/** An item page whose events have a calendar feed: its head, with the feed named after the item. */
const withCalendar =
  <T extends { id: number; name: string }>(
    meta: (item: T, address: PageAddress) => PageHead,
    operation: Operation,
    title: (name: string) => string,
  ) =>
  (loaded: unknown[], address: PageAddress): PageHead | null => {
    const head = itemMeta(meta)(loaded, address);
    const item = (loaded[0] as { data: T } | undefined)?.data;
    return head && item ? { ...head, calendar: calendarLink(title(item.name), operation, { id: item.id }) } : head;
  };

const plain = (path: string, indexed = true, inSitemap = false): PublicPage => ({ path, indexed, inSitemap });

/** The social sign-in buttons work as plain links before the app runs, so the page comes with them. */
const signInPage = (path: string): PublicPage => ({ path, indexed: false, load: () => [{ op: authOps.providers }] });

/** Every page the server renders, in the sitemap's order. */
export const publicPages = {
  home: {
    path: paths.home,
    indexed: true,
    inSitemap: true,
    load: () => [
      { op: eventOps.list, query: homeQueries.events },
      { op: businessOps.list, query: homeQueries.businesses },
      { op: jobOps.list, query: homeQueries.jobs },
    ],
    meta: listMeta(previewMessages.home.title, previewMessages.siteDescription),
  },
  events: {
    path: paths.events,
    indexed: true,
    inSitemap: true,
    load: (_, search) => [
      { op: eventOps.list, query: listQueryFrom(search, eventFilterKeys) },
      { op: categoryOps.list, query: { type: 'event' } },
    ],
    // Filtered by a city, the list is that city's events: its calendar feed is linked too.
    meta: (_, { search }) => {
      const city = feedCity(search?.get('city') ?? '');
      const feed =
        city && calendarLink(calendarMessages.cityFeedName(city), calendarOps.cityFeed, { city: citySlug(city) });
      return {
        ...listMeta(previewMessages.events.title, previewMessages.events.description)(),
        ...(feed ? { calendar: feed } : {}),
      };
    },
  },
  businesses: {
    path: paths.businesses,
    indexed: true,
    inSitemap: true,
    load: (_, search) => [
      { op: businessOps.list, query: listQueryFrom(search, businessFilterKeys) },
      { op: categoryOps.list, query: { type: 'business' } },
    ],
    meta: listMeta(previewMessages.businesses.title, previewMessages.businesses.description),
  },
  jobs: {
    path: paths.jobs,
    indexed: true,
    inSitemap: true,
    load: (_, search) => [
      { op: jobOps.list, query: listQueryFrom(search, jobFilterKeys) },
      { op: categoryOps.list, query: { type: 'job' } },
    ],
    meta: listMeta(previewMessages.jobs.title, previewMessages.jobs.description),
  },
  associations: {
    path: paths.associations,
    indexed: true,
    inSitemap: true,
    load: (_, search) => [{ op: associationOps.list, query: listQueryFrom(search, associationFilterKeys) }],
    meta: listMeta(previewMessages.associations.title, previewMessages.associations.description),
  },
  /** The board links its Atom feed; the filters' choices of sources come with it. */
  notices: {
    path: paths.notices,
    indexed: true,
    inSitemap: true,
    load: (_, search) => [
      { op: noticeOps.list, query: listQueryFrom(search, noticeFilterKeys) },
      { op: noticeOps.sources },
    ],
    meta: () => ({
      title: previewMessages.notices.title,
      description: previewMessages.notices.description,
      image: null,
      feed: { title: noticeMessages.feed, href: `/api/v1${noticeOps.feed.path}` },
    }),
  },
  about: plain(paths.about, true, true),
  contact: plain(paths.contact, true, true),
  terms: plain(paths.terms),
  privacy: plain(paths.privacy),
  eventDetail: {
    path: paths.eventDetail,
    params: ITEM_ID,
    indexed: true,
    // With a life event's contributions (decision 033): a shared funeral link shows the totals the family chose.
    load: (params) => {
      const [event] = loadItem(eventOps.detail)(params) ?? [];
      return event ? [event, { op: contributionOps.summary, params: event.params }] : null;
    },
    meta: itemMeta(eventPageMeta),
  },
  businessDetail: {
    path: paths.businessDetail,
    params: ITEM_ID,
    indexed: true,
    load: loadItem(businessOps.detail),
    meta: withCalendar<BusinessDetail>(businessPageMeta, calendarOps.businessFeed, calendarMessages.businessFeedName),
  },
  jobDetail: {
    path: paths.jobDetail,
    params: ITEM_ID,
    indexed: true,
    load: loadItem(jobOps.detail),
    meta: itemMeta(jobPageMeta),
  },
  associationDetail: {
    path: paths.associationDetail,
    params: ITEM_ID,
    indexed: true,
    load: (params) => {
      const id = parseId(params.id);
      return id === null
        ? null
        : [
            { op: associationOps.detail, params: { id } },
            { op: eventOps.list, query: associationEventsQuery(id) },
          ];
    },
    meta: withCalendar<AssociationDetail>(
      associationPageMeta,
      calendarOps.associationFeed,
      calendarMessages.associationFeedName,
    ),
  },
  noticeDetail: {
    path: paths.noticeDetail,
    params: ITEM_ID,
    indexed: true,
    load: loadItem(noticeOps.detail),
    meta: itemMeta(noticePageMeta),
  },
  /** Internal search results are of no use in a search engine. */
  search: {
    path: paths.search,
    indexed: false,
    load: (_, search) => {
      const site = siteSearchFrom(search);
      return site.q === '' ? [] : [{ op: searchOps.search, query: siteSearchQuery(site) }];
    },
  },
  login: signInPage(paths.login),
  register: signInPage(paths.register),
  forgotPassword: plain(paths.forgotPassword, false),
} satisfies Record<keyof typeof publicPagePaths, PublicPage>;

/** The page an address opens and the values of its path, or null when the server renders none there. */
export function matchPublicPage(pathname: string): { page: PublicPage; params: Record<string, string> } | null {
  const segments = pathname.split('/');
  for (const page of Object.values(publicPages) as PublicPage[]) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const name = part.slice(1);
      params[name] = decodeURIComponent(segment);
      return segment !== '' && (page.params?.[name]?.test(params[name]) ?? true);
    });
    if (matches) return { page, params };
  }
  return null;
}

/**
 * Pages the server does not render and search engines should not read: member, admin and account pages, those a
 * mailed link opens with its one-time token, and the API.
 */
const UNRENDERED_DISALLOWED = [
  '/api/',
  '/admin',
  '/dashboard',
  '/activity',
  '/profile',
  '/my-',
  '/create-',
  '/*/edit',
  '/following',
  '/applications',
  '/analytics',
  '/reset-password',
  '/confirm-email',
  '/undo-link',
  '/auth/',
  '/unsubscribe',
  '/guest-rsvp',
  '/reconfirm',
];

/** robots.txt's Disallow lines: the pages above and the public pages declared not indexed. */
export const robotsDisallowed = (): string[] => [
  ...UNRENDERED_DISALLOWED,
  ...(Object.values(publicPages) as PublicPage[]).filter((page) => !page.indexed).map((page) => page.path),
];

/** The site's own pages the sitemap lists before the items' pages. */
export const sitemapPages = (): string[] =>
  (Object.values(publicPages) as PublicPage[]).filter((page) => page.inSitemap).map((page) => page.path);
