import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSummary, ListResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { jobKeys, type JobsListQuery } from './job-query-keys';

/**
 * Open jobs, newest first; only the filled filters are sent (`is_remote` only when true, docs/rules/api-contract.md).
 */
export function getJobs(query: JobsListQuery): Promise<ListResponse<JobSummary>> {
  return api.get<ListResponse<JobSummary>>('/job-listings', { query });
}

export function jobsQueryOptions(query: JobsListQuery) {
  return queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => getJobs(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: JobsListQuery) {
  return useQuery(jobsQueryOptions(query));
}
