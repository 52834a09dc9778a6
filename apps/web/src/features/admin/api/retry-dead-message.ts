import { useMutation } from '@tanstack/react-query';
import { outboxOps, type DeadOutboxMessage, type ListResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { deadMessageKeys } from './dead-message-keys';

/** A retried message is queued again: it leaves the list at once, and the pages are read again. */
export function useRetryDeadMessage() {
  return useMutation({
    mutationFn: (id: number) => call(outboxOps.retryMessage, { params: { id } }),
    onSuccess: (_response, id) => {
      queryClient.setQueriesData<ListResponse<DeadOutboxMessage>>({ queryKey: deadMessageKeys.all }, (list) =>
        list?.data.some((message) => message.id === id)
          ? { ...list, data: list.data.filter((message) => message.id !== id), total: list.total - 1 }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: deadMessageKeys.all });
    },
  });
}
