import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cohostOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The events the member co-hosts (decision 040): added by their organisers, or posted for an association they lead. */
export function cohostedEventsQueryOptions(page: number) {
  return queryOptions({
    queryKey: eventKeys.cohostedPage(page),
    queryFn: () => call(cohostOps.mine, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useCohostedEvents(page: number) {
  return useQuery(cohostedEventsQueryOptions(page));
}
