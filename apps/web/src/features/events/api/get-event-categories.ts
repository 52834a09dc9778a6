import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

export const eventCategoriesQueryOptions = queryOptions({
  queryKey: eventKeys.categories(),
  queryFn: () => call(categoryOps.list, { query: { type: 'event' } }),
  select: (response) => response.data,
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

export function useEventCategories() {
  return useQuery(eventCategoriesQueryOptions);
}
