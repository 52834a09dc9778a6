import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { businessKeys, type BusinessesListQuery } from './business-query-keys';

export function businessesQueryOptions(query: BusinessesListQuery) {
  return queryOptions({
    queryKey: businessKeys.list(query),
    // Approved listings, by name unless `sort` says newest; only the filled filters are sent.
    queryFn: () => call(businessOps.list, { query }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBusinesses(query: BusinessesListQuery) {
  return useQuery(businessesQueryOptions(query));
}
