import { useMutation } from '@tanstack/react-query';
import { calendarOps, operationKey, type CalendarFeed } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Turns the private calendar link off: it answers nothing from now on. */
export function useRevokeCalendarFeed() {
  return useMutation({
    mutationFn: () => call(calendarOps.revokeFeed),
    onSuccess: () => {
      queryClient.setQueryData<{ data: CalendarFeed | null }>(operationKey(calendarOps.feed), { data: null });
    },
  });
}
