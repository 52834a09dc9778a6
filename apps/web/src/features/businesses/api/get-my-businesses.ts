import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, MyBusiness } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-query-keys';

/** The member's own listings, whatever their approval status. */
export function getMyBusinesses(page: number): Promise<ListResponse<MyBusiness>> {
  return api.get<ListResponse<MyBusiness>>('/my/businesses', { query: { page } });
}

export function myBusinessesQueryOptions(page: number) {
  return queryOptions({
    queryKey: businessKeys.mine(page),
    queryFn: () => getMyBusinesses(page),
    placeholderData: keepPreviousData,
  });
}

export function useMyBusinesses(page: number) {
  return useQuery(myBusinessesQueryOptions(page));
}
