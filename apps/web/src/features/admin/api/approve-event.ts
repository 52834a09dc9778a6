import { useMutation } from '@tanstack/react-query';
import type { ListResponse, MessageResponse, PendingEvent } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { pendingEventKeys } from './pending-event-keys';

export function approveEvent(id: number): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/admin/events/${id}/approve`);
}

/** A decided event leaves the pending list at once; the pages are read again afterwards. */
export function removeFromPending(id: number): void {
  queryClient.setQueriesData<ListResponse<PendingEvent>>({ queryKey: pendingEventKeys.all }, (list) =>
    list?.data.some((event) => event.id === id)
      ? { ...list, data: list.data.filter((event) => event.id !== id), total: list.total - 1 }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: pendingEventKeys.all });
}

export function useApproveEvent() {
  return useMutation({ mutationFn: approveEvent, onSuccess: (_response, id) => removeFromPending(id) });
}
