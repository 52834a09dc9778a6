import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryOps, type Category } from '@akwaaba/contracts';
import { apiPath, call } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';
import { businessKeys } from './business-query-keys';

export const businessCategoriesQueryOptions = queryOptions({
  queryKey: businessKeys.categories(),
  queryFn: () => call(categoryOps.list, { query: { type: 'business' } }),
  select: (response) => response.data,
  // A list page the server drew brings them along (lib/server-data.ts).
  ...embeddedInitialData<{ data: Category[] }>(apiPath('/categories', { type: 'business' })),
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

/** The directory's filter and the listing form both choose from these. */
export function useBusinessCategories() {
  return useQuery(businessCategoriesQueryOptions);
}
