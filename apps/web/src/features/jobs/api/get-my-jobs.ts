import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, MyJob } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

/** The poster's own jobs, drafts and expired ones included, newest first. */
export function getMyJobs(page: number): Promise<ListResponse<MyJob>> {
  return api.get<ListResponse<MyJob>>('/my-job-listings', { query: { page } });
}

export function myJobsQueryOptions(page: number) {
  return queryOptions({
    queryKey: jobKeys.mine(page),
    queryFn: () => getMyJobs(page),
    placeholderData: keepPreviousData,
  });
}

export function useMyJobs(page: number) {
  return useQuery(myJobsQueryOptions(page));
}
