import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchOps, type SearchResults, type SearchType } from '@akwaaba/contracts';
import { apiPath, call } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';

/** The search page's address as the API takes it: `q` is already trimmed; coordinates come in pairs. */
export type SiteSearch = { q: string; type?: SearchType; lat?: number; lon?: number };

export const searchKeys = {
  all: ['search'] as const,
  results: (search: SiteSearch) => [...searchKeys.all, search] as const,
};

const searchQuery = ({ q, type, lat, lon }: SiteSearch) => ({ query: q, type, lat, lon });

/** One call answers every section; blank text makes no call at all. */
export function searchQueryOptions(search: SiteSearch) {
  return queryOptions({
    queryKey: searchKeys.results(search),
    queryFn: () => call(searchOps.search, { query: searchQuery(search) }),
    enabled: search.q !== '',
    // A search opened from a link comes drawn with its results (lib/server-data.ts), for people without JavaScript.
    ...(search.q === '' ? {} : embeddedInitialData<{ data: SearchResults }>(apiPath('/search', searchQuery(search)))),
  });
}

export function useSearch(search: SiteSearch) {
  return useQuery(searchQueryOptions(search));
}
