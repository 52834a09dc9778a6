import { useMutation } from '@tanstack/react-query';
import { eventApprovalOps, type ListResponse, type PendingEvent } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { pendingEventKeys } from './pending-event-keys';

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
  return useMutation({
    mutationFn: (id: number) => call(eventApprovalOps.approveEvent, { params: { id } }),
    onSuccess: (_response, id) => removeFromPending(id),
  });
}
