import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryOps, type Category } from '@akwaaba/contracts';
import { apiPath, call } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';
import { eventKeys } from './event-query-keys';

export const eventCategoriesQueryOptions = queryOptions({
  queryKey: eventKeys.categories(),
  queryFn: () => call(categoryOps.list, { query: { type: 'event' } }),
  select: (response) => response.data,
  // A list page the server drew brings them along (lib/server-data.ts).
  ...embeddedInitialData<{ data: Category[] }>(apiPath('/categories', { type: 'event' })),
  // Categories are seeded and change rarely; one load per visit is enough.
  staleTime: Infinity,
});

export function useEventCategories() {
  return useQuery(eventCategoriesQueryOptions);
}
