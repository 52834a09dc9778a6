import { useMutation } from '@tanstack/react-query';
import type { DeadOutboxMessage, ListResponse, MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { deadMessageKeys } from './dead-message-keys';

export function retryDeadMessage(id: number): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/admin/outbox/${id}/retry`);
}

/** A retried message is queued again: it leaves the list at once, and the pages are read again. */
export function useRetryDeadMessage() {
  return useMutation({
    mutationFn: retryDeadMessage,
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
