import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

export const jobCategoriesQueryOptions = queryOptions({
  queryKey: jobKeys.categories(),
  queryFn: () => call(categoryOps.list, { query: { type: 'job' } }),
  select: (response) => response.data,
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

/** The board's filter and the post-job form both choose from these. */
export function useJobCategories() {
  return useQuery(jobCategoriesQueryOptions);
}
