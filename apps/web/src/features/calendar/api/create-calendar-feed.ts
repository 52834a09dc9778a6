import { useMutation } from '@tanstack/react-query';
import { calendarOps, operationKey, type CalendarFeed } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** A new private calendar link: its address comes this once; the member's old link stops working. */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: () => call(calendarOps.createFeed),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<{ data: CalendarFeed | null }>(operationKey(calendarOps.feed), {
        data: { created_at: data.created_at, last_read_at: data.last_read_at },
      });
    },
  });
}
