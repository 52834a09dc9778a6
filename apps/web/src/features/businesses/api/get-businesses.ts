import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary, ListResponse } from '@akwaaba/contracts';
import { api, apiPath } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';
import { businessKeys, type BusinessesListQuery } from './business-query-keys';

/** Approved listings, by name unless `sort` says newest; only the filled filters are sent. */
export function getBusinesses(query: BusinessesListQuery): Promise<ListResponse<BusinessSummary>> {
  return api.get<ListResponse<BusinessSummary>>('/businesses', { query });
}

export function businessesQueryOptions(query: BusinessesListQuery) {
  return queryOptions({
    queryKey: businessKeys.list(query),
    queryFn: () => getBusinesses(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The first page a shared link opens comes with it (lib/server-data.ts), as the API would answer it now.
    ...embeddedInitialData<ListResponse<BusinessSummary>>(apiPath('/businesses', query)),
  });
}

export function useBusinesses(query: BusinessesListQuery) {
  return useQuery(businessesQueryOptions(query));
}
