import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem, ListResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

export function getActivity(page: number): Promise<ListResponse<ActivityItem>> {
  return api.get<ListResponse<ActivityItem>>('/activity', { query: { page } });
}

export function activityQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['activity', { page }],
    queryFn: () => getActivity(page),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(page: number) {
  return useQuery(activityQueryOptions(page));
}
