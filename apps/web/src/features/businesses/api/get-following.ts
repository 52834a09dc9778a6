import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

/** The businesses the member follows. */
export function followingQueryOptions(page: number) {
  return queryOptions({
    queryKey: businessKeys.following(page),
    queryFn: () => call(businessOps.following, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useFollowing(page: number) {
  return useQuery(followingQueryOptions(page));
}
