import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { eventKeys } from './event-query-keys';

export function getEventCategories(): Promise<{ data: Category[] }> {
  return api.get<{ data: Category[] }>('/categories', { query: { type: 'event' } });
}

export const eventCategoriesQueryOptions = queryOptions({
  queryKey: eventKeys.categories(),
  queryFn: getEventCategories,
  select: (response) => response.data,
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

export function useEventCategories() {
  return useQuery(eventCategoriesQueryOptions);
}
