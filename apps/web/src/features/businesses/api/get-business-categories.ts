import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

export function getBusinessCategories(): Promise<{ data: Category[] }> {
  return api.get<{ data: Category[] }>('/categories', { query: { type: 'business' } });
}

export const businessCategoriesQueryOptions = queryOptions({
  queryKey: businessKeys.categories(),
  queryFn: getBusinessCategories,
  select: (response) => response.data,
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

/** The directory's filter and the listing form both choose from these. */
export function useBusinessCategories() {
  return useQuery(businessCategoriesQueryOptions);
}
