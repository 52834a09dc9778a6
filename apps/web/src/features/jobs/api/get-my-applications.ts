import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, MyApplication } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { jobKeys } from './job-query-keys';

/** The member's applications with their status, newest first. */
export function getMyApplications(page: number): Promise<ListResponse<MyApplication>> {
  return api.get<ListResponse<MyApplication>>('/my/job-applications', { query: { page } });
}

export function myApplicationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: jobKeys.applications(page),
    queryFn: () => getMyApplications(page),
    placeholderData: keepPreviousData,
  });
}

export function useMyApplications(page: number) {
  return useQuery(myApplicationsQueryOptions(page));
}
