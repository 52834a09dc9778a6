import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { savedJobOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { savedJobKeys } from './saved-job-keys';

/** The member's saved jobs, newest saved first, a page at a time. */
export function savedJobsQueryOptions(page: number) {
  return queryOptions({
    queryKey: savedJobKeys.list(page),
    queryFn: () => call(savedJobOps.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useSavedJobs(page: number) {
  return useQuery(savedJobsQueryOptions(page));
}
