import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOps, operationKey } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export const adminStatsQueryOptions = queryOptions({
  queryKey: operationKey(adminOps.stats),
  queryFn: () => call(adminOps.stats),
  select: (response) => response.data,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
