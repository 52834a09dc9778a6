import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

export const businessCategoriesQueryOptions = queryOptions({
  queryKey: businessKeys.categories(),
  queryFn: () => call(categoryOps.list, { query: { type: 'business' } }),
  select: (response) => response.data,
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

/** The directory's filter and the listing form both choose from these. */
export function useBusinessCategories() {
  return useQuery(businessCategoriesQueryOptions);
}
