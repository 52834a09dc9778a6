import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse, AnalyticsWindow } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** The member's views and engagement over the last `days` days, per day and per item. */
export function getAnalytics(days: AnalyticsWindow): Promise<AnalyticsResponse> {
  return api.get<AnalyticsResponse>('/analytics', { query: { days } });
}

export function analyticsQueryOptions(days: AnalyticsWindow) {
  return queryOptions({
    queryKey: ['analytics', { days }],
    queryFn: () => getAnalytics(days),
    select: (response) => response.data,
    // The last period stays on screen while another one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(days: AnalyticsWindow, options: { enabled?: boolean } = {}) {
  return useQuery({ ...analyticsQueryOptions(days), enabled: options.enabled ?? true });
}
