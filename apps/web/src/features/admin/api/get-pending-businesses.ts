import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessApprovalOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { pendingBusinessKeys } from './pending-business-keys';

/** New listings, and approved ones whose changes went back to review. */
export function pendingBusinessesQueryOptions(page: number) {
  return queryOptions({
    queryKey: pendingBusinessKeys.page(page),
    queryFn: () => call(businessApprovalOps.pendingBusinesses, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingBusinesses(page: number) {
  return useQuery(pendingBusinessesQueryOptions(page));
}
