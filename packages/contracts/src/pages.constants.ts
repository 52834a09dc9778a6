import { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from './search.constants.ts';

// What the public pages' declarations (pages.ts) share with the web app's components, without operations or
// schemas: the paths, and how a list or the search reads its address, so a page's loader and its components ask for
// the same data.

/** Which filters a list has: free text ones, and yes-only ones (`key=true` or absent). */
export type ListFilterKeys<TText extends string, TFlag extends string> = {
  text: readonly TText[];
  flags?: readonly TFlag[];
};

/** The filters as the address bar and the API spell them; only filled ones are present. */
export type ListFilters<TText extends string, TFlag extends string> = { [K in TText]?: string } & {
  [K in TFlag]?: 'true';
};

export const eventFilterKeys = { text: ['search', 'category', 'city', 'date_from'] } as const;
export const businessFilterKeys = { text: ['search', 'category', 'city'], flags: ['verified'] } as const;
export const associationFilterKeys = { text: ['search', 'kind', 'region', 'province'] } as const;
/** The notice board: a kind, an association or an official source, and 'Urgent only' as `urgent=true`. */
export const noticeFilterKeys = { text: ['kind', 'association_id', 'source_id'], flags: ['urgent'] } as const;
/** 'Remote jobs only' is `is_remote=true` or absent (docs/rules/api-contract.md). */
export const jobFilterKeys = {
  text: ['search', 'category', 'city', 'job_type', 'experience_level'],
  flags: ['is_remote'],
} as const;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A list's page and filled filters as its address spells them: what the list asks the API for. */
export function listQueryFrom<TText extends string, TFlag extends string = never>(
  search: URLSearchParams,
  keys: ListFilterKeys<TText, TFlag>,
): ListFilters<TText, TFlag> & { page: number } {
  const read: Record<string, string | number> = { page: pageFrom(search.get('page')) };
  for (const key of keys.text) {
    const value = search.get(key)?.trim();
    if (value) read[key] = value;
  }
  for (const key of keys.flags ?? []) {
    if (search.get(key) === 'true') read[key] = 'true';
  }
  return read as ListFilters<TText, TFlag> & { page: number };
}

/** The search page's address as the API takes it: `q` is already trimmed; coordinates come in pairs. */
export type SiteSearch = { q: string; type?: SearchType; lat?: number; lon?: number };

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** The search as the address spells it; an unknown type searches everything, a lone coordinate is dropped. */
export function siteSearchFrom(params: URLSearchParams): SiteSearch {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const type = SEARCH_TYPES.find((value) => value === params.get('type'));
  const lat = coordinate(params.get('lat'), 90);
  const lon = coordinate(params.get('lon'), 180);
  return lat !== undefined && lon !== undefined ? { q, type, lat, lon } : { q, type };
}

/** The search's query as the API names it. */
export const siteSearchQuery = ({ q, type, lat, lon }: SiteSearch) => ({ query: q, type, lat, lon });

/** How many of each the home page shows. */
export const HOME_SECTION_SIZE = 4;
/** The home page's three short lists: upcoming events, the newest listings, the newest jobs. */
export const homeQueries = {
  events: { page: 1, per_page: HOME_SECTION_SIZE },
  businesses: { page: 1, per_page: HOME_SECTION_SIZE, sort: 'newest' },
  jobs: { page: 1, per_page: HOME_SECTION_SIZE },
} as const;

/** An association's page: its next events (decision 035). */
export const associationEventsQuery = (association: number) =>
  ({ page: 1, per_page: HOME_SECTION_SIZE, association }) as const;

/**
 * The public pages' paths, for the web's route table (apps/web/src/config/paths.ts), which so takes them without the
 * declarations' loaders and heads (those stay out of the browser's code).
 */
export const publicPagePaths = {
  home: '/',
  events: '/events',
  businesses: '/businesses',
  jobs: '/jobs',
  associations: '/associations',
  notices: '/notices',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  eventDetail: '/events/:id',
  businessDetail: '/businesses/:id',
  jobDetail: '/jobs/:id',
  associationDetail: '/associations/:id',
  noticeDetail: '/notices/:id',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
} as const;
