import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary, ListResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

/** The businesses the member follows. */
export function getFollowing(page: number): Promise<ListResponse<BusinessSummary>> {
  return api.get<ListResponse<BusinessSummary>>('/my/following', { query: { page } });
}

export function followingQueryOptions(page: number) {
  return queryOptions({
    queryKey: businessKeys.following(page),
    queryFn: () => getFollowing(page),
    placeholderData: keepPreviousData,
  });
}

export function useFollowing(page: number) {
  return useQuery(followingQueryOptions(page));
}
