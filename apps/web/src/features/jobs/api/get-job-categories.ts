import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

export function getJobCategories(): Promise<{ data: Category[] }> {
  return api.get<{ data: Category[] }>('/categories', { query: { type: 'job' } });
}

export const jobCategoriesQueryOptions = queryOptions({
  queryKey: jobKeys.categories(),
  queryFn: getJobCategories,
  select: (response) => response.data,
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

/** The board's filter and the post-job form both choose from these. */
export function useJobCategories() {
  return useQuery(jobCategoriesQueryOptions);
}
