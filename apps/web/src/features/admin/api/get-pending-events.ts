import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventApprovalOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { pendingEventKeys } from './pending-event-keys';

export function pendingEventsQueryOptions(page: number) {
  return queryOptions({
    queryKey: pendingEventKeys.page(page),
    queryFn: () => call(eventApprovalOps.pendingEvents, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingEvents(page: number) {
  return useQuery(pendingEventsQueryOptions(page));
}
