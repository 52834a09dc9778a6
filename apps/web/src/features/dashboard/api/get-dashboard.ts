import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => call(dashboardOps.dashboard),
  select: (response) => response.data,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
