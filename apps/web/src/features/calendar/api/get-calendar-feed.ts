import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarOps, operationKey } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** Whether the member has a private calendar link, when it was made and last read; never its address. */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: operationKey(calendarOps.feed),
    queryFn: () => call(calendarOps.feed),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
