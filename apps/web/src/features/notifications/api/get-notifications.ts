import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** Counting unread entries costs a query per member: every two minutes at most, and when the tab is back. */
const POLL_MS = 2 * 60_000;

export const notificationsKey = ['notifications'] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsKey,
  queryFn: () => call(notificationOps.list),
  select: (response) => response.data,
  refetchOnWindowFocus: true,
  // TanStack Query stops the interval while the tab is hidden (refetchIntervalInBackground is off).
  refetchInterval: POLL_MS,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
