import { useMutation } from '@tanstack/react-query';
import { eventOps, type ListResponse, type MyEvent } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';

/**
 * Flips public/private; the My Events row is replaced by the event the server answers with
 * (docs/rules/web-behaviour.md).
 */
export function useToggleEventPrivacy() {
  return useMutation({
    mutationFn: (id: number) => call(eventOps.togglePrivacy, { params: { id } }),
    onSuccess: ({ data: updated }) => {
      queryClient.setQueriesData<ListResponse<MyEvent>>({ queryKey: eventKeys.mine() }, (list) =>
        list ? { ...list, data: list.data.map((event) => (event.id === updated.id ? updated : event)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(updated.id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
