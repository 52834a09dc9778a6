import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

/** The member's applications with their status, newest first. */
export function myApplicationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: jobKeys.applications(page),
    queryFn: () => call(jobOps.myApplications, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyApplications(page: number) {
  return useQuery(myApplicationsQueryOptions(page));
}
