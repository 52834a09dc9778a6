import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobKeys, type JobsListQuery } from './job-query-keys';

export function jobsQueryOptions(query: JobsListQuery) {
  return queryOptions({
    queryKey: jobKeys.list(query),
    // Open jobs, newest first; only the filled filters are sent (`is_remote` only when true, docs/rules/api-contract.md).
    queryFn: () => call(jobOps.list, { query }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: JobsListQuery) {
  return useQuery(jobsQueryOptions(query));
}
