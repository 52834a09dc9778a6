import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** The list's filters as the address bar and the API spell them; only filled ones are present. */
export type EventFilters = { search?: string; category?: string; city?: string; date_from?: string };
/** `per_page` only where a short list is shown (the home page); the list page keeps the default. */
export type EventsListQuery = EventFilters & { page: number; per_page?: number; association?: number };

export function eventsQueryOptions(query: EventsListQuery) {
  return queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => call(eventOps.list, { query }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEvents(query: EventsListQuery) {
  return useQuery(eventsQueryOptions(query));
}
