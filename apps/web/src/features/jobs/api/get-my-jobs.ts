import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

/** The poster's own jobs, drafts and expired ones included, newest first. */
export function myJobsQueryOptions(page: number) {
  return queryOptions({
    queryKey: jobKeys.mine(page),
    queryFn: () => call(jobOps.mine, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyJobs(page: number) {
  return useQuery(myJobsQueryOptions(page));
}
