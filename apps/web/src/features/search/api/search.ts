import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults, SearchType } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** The search page's address as the API takes it: `q` is already trimmed; coordinates come in pairs. */
export type SiteSearch = { q: string; type?: SearchType; lat?: number; lon?: number };

export const searchKeys = {
  all: ['search'] as const,
  results: (search: SiteSearch) => [...searchKeys.all, search] as const,
};

export function getSearchResults({ q, type, lat, lon }: SiteSearch): Promise<{ data: SearchResults }> {
  return api.get<{ data: SearchResults }>('/search', { query: { query: q, type, lat, lon } });
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
