import { useMutation } from '@tanstack/react-query';
import { eventOps, operationKey, type ListResponse, type MyEvent } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';

/** The row leaves My Events at once; the pages are then read again so the counts and pages stay right. */
export function useDeleteEvent() {
  return useMutation({
    mutationFn: (id: number) => call(eventOps.remove, { params: { id } }),
    onSuccess: (_response, id) => {
      queryClient.setQueriesData<ListResponse<MyEvent>>({ queryKey: eventKeys.mine() }, (list) =>
        list ? { ...list, data: list.data.filter((event) => event.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

/**
 * "Delete this and all later dates" of a series (decision 039): the later dates' rows, pages and the lists are all
 * read again.
 */
export function useDeleteLaterDates() {
  return useMutation({
    mutationFn: (id: number) => call(eventOps.remove, { params: { id }, query: { scope: 'future' } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: operationKey(eventOps.detail) });
    },
  });
}
