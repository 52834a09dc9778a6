import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, PendingBusiness } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { pendingBusinessKeys } from './pending-business-keys';

/** New listings, and approved ones whose changes went back to review. */
export function getPendingBusinesses(page: number): Promise<ListResponse<PendingBusiness>> {
  return api.get<ListResponse<PendingBusiness>>('/admin/businesses/pending', { query: { page } });
}

export function pendingBusinessesQueryOptions(page: number) {
  return queryOptions({
    queryKey: pendingBusinessKeys.page(page),
    queryFn: () => getPendingBusinesses(page),
    placeholderData: keepPreviousData,
  });
}

export function usePendingBusinesses(page: number) {
  return useQuery(pendingBusinessesQueryOptions(page));
}
