import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOps, type JobSummary, type ListResponse } from '@akwaaba/contracts';
import { apiPath, call } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';
import { jobKeys, type JobsListQuery } from './job-query-keys';

export function jobsQueryOptions(query: JobsListQuery) {
  return queryOptions({
    queryKey: jobKeys.list(query),
    // Open jobs, newest first; only the filled filters are sent (`is_remote` only when true, docs/rules/api-contract.md).
    queryFn: () => call(jobOps.list, { query }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The first page a shared link opens comes with it (lib/server-data.ts), as the API would answer it now.
    ...embeddedInitialData<ListResponse<JobSummary>>(apiPath('/job-listings', query)),
  });
}

export function useJobs(query: JobsListQuery) {
  return useQuery(jobsQueryOptions(query));
}
