import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cohostOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The event's log (decision 040), the newest first, a page at a time. */
export function eventLogQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: eventKeys.logPage(id, page),
    queryFn: () => call(cohostOps.log, { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useEventLog(id: number, page: number) {
  return useQuery(eventLogQueryOptions(id, page));
}
