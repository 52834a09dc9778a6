import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

export function getAdminStats(): Promise<{ data: AdminStats }> {
  return api.get<{ data: AdminStats }>('/admin/stats');
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: getAdminStats,
  select: (response) => response.data,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
