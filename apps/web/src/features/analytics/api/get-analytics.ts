import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsOps, type AnalyticsWindow } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** The member's views and engagement over the last `days` days, per day and per item. */
export function analyticsQueryOptions(days: AnalyticsWindow) {
  return queryOptions({
    queryKey: ['analytics', { days }],
    queryFn: () => call(analyticsOps.report, { query: { days } }),
    select: (response) => response.data,
    // The last period stays on screen while another one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(days: AnalyticsWindow, options: { enabled?: boolean } = {}) {
  return useQuery({ ...analyticsQueryOptions(days), enabled: options.enabled ?? true });
}
