import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, PendingEvent } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { pendingEventKeys } from './pending-event-keys';

export function getPendingEvents(page: number): Promise<ListResponse<PendingEvent>> {
  return api.get<ListResponse<PendingEvent>>('/admin/events/pending', { query: { page } });
}

export function pendingEventsQueryOptions(page: number) {
  return queryOptions({
    queryKey: pendingEventKeys.page(page),
    queryFn: () => getPendingEvents(page),
    placeholderData: keepPreviousData,
  });
}

export function usePendingEvents(page: number) {
  return useQuery(pendingEventsQueryOptions(page));
}
