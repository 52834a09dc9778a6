import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, searchOps, siteSearchQuery, type SearchResults, type SiteSearch } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

export type { SiteSearch };

/** The search's cache keys: a call's answer keyed by its operation and input, as the server render's loader keys it. */
export const searchKeys = {
  all: operationKey(searchOps.search),
  results: (search: SiteSearch) => operationKey(searchOps.search, { query: siteSearchQuery(search) }),
};

export function getSearchResults(search: SiteSearch): Promise<{ data: SearchResults }> {
  return api.get<{ data: SearchResults }>('/search', { query: siteSearchQuery(search) });
}

/** One call answers every section; blank text makes no call at all. */
export function searchQueryOptions(search: SiteSearch) {
  return queryOptions({
    queryKey: searchKeys.results(search),
    queryFn: () => getSearchResults(search),
    enabled: search.q !== '',
  });
}

export function useSearch(search: SiteSearch) {
  return useQuery(searchQueryOptions(search));
}
