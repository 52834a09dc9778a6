import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The member's own events, whatever their status or privacy. */
export function myEventsQueryOptions(page: number) {
  return queryOptions({
    queryKey: eventKeys.minePage(page),
    queryFn: () => call(eventOps.mine, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyEvents(page: number) {
  return useQuery(myEventsQueryOptions(page));
}
