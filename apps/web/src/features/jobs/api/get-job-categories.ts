import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryOps, type Category } from '@akwaaba/contracts';
import { apiPath, call } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';
import { jobKeys } from './job-query-keys';

export const jobCategoriesQueryOptions = queryOptions({
  queryKey: jobKeys.categories(),
  queryFn: () => call(categoryOps.list, { query: { type: 'job' } }),
  select: (response) => response.data,
  // A list page the server drew brings them along (lib/server-data.ts).
  ...embeddedInitialData<{ data: Category[] }>(apiPath('/categories', { type: 'job' })),
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

/** The board's filter and the post-job form both choose from these. */
export function useJobCategories() {
  return useQuery(jobCategoriesQueryOptions);
}
