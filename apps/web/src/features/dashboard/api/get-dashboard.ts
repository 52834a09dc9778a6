import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

export function getDashboard(): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/dashboard');
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: getDashboard,
  select: (response) => response.data,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
