import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, searchOps, siteSearchQuery, type SiteSearch } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export type { SiteSearch };

/** The search's cache keys: a call's answer keyed by its operation and input, as the server render's loader keys it. */
export const searchKeys = {
  all: operationKey(searchOps.search),
  results: (search: SiteSearch) => operationKey(searchOps.search, { query: siteSearchQuery(search) }),
};

/** One call answers every section; blank text makes no call at all. */
export function searchQueryOptions(search: SiteSearch) {
  return queryOptions({
    queryKey: searchKeys.results(search),
    queryFn: () => call(searchOps.search, { query: siteSearchQuery(search) }),
    enabled: search.q !== '',
  });
}

export function useSearch(search: SiteSearch) {
  return useQuery(searchQueryOptions(search));
}
