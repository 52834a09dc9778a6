import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

/** The member's own listings, whatever their approval status. */
export function myBusinessesQueryOptions(page: number) {
  return queryOptions({
    queryKey: businessKeys.mine(page),
    queryFn: () => call(businessOps.mine, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyBusinesses(page: number) {
  return useQuery(myBusinessesQueryOptions(page));
}
