import { useMutation } from '@tanstack/react-query';
import { cohostOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';

/**
 * The organiser removes a co-host, or a co-host steps down (their own id). Stepping down ends their tools at once, so
 * the event is read again: its page shows them as any member.
 */
export function useRemoveCohost(id: number) {
  return useMutation({
    mutationFn: (userId: number) => call(cohostOps.remove, { params: { id, userId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.cohosts(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.log(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.cohosted() });
    },
  });
}
