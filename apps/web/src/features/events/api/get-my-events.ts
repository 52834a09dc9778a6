import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, MyEvent } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The member's own events, whatever their status or privacy. */
export function getMyEvents(page: number): Promise<ListResponse<MyEvent>> {
  return api.get<ListResponse<MyEvent>>('/my/events', { query: { page } });
}

export function myEventsQueryOptions(page: number) {
  return queryOptions({
    queryKey: eventKeys.minePage(page),
    queryFn: () => getMyEvents(page),
    placeholderData: keepPreviousData,
  });
}

export function useMyEvents(page: number) {
  return useQuery(myEventsQueryOptions(page));
}
