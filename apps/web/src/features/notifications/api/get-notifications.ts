import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** Counting unread entries costs a query per member: every two minutes at most, and when the tab is back. */
const POLL_MS = 2 * 60_000;

export const notificationsKey = ['notifications'] as const;

export function getNotifications(): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/notifications');
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsKey,
  queryFn: getNotifications,
  select: (response) => response.data,
  refetchOnWindowFocus: true,
  // TanStack Query stops the interval while the tab is hidden (refetchIntervalInBackground is off).
  refetchInterval: POLL_MS,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
