import { queryOptions, useQuery } from '@tanstack/react-query';
import { cohostOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

/** Who co-hosts the event (decision 040): those the organiser added, then its association's leaders. */
export function cohostsQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.cohosts(id),
    queryFn: () => call(cohostOps.list, { params: { id } }),
    select: (response) => response.data,
  });
}

export function useCohosts(id: number) {
  return useQuery(cohostsQueryOptions(id));
}
