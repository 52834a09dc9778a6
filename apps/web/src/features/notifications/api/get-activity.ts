import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export function activityQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['activity', { page }],
    queryFn: () => call(dashboardOps.activity, { query: { page } }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(page: number) {
  return useQuery(activityQueryOptions(page));
}
