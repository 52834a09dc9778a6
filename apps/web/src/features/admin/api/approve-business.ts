import { useMutation } from '@tanstack/react-query';
import { businessApprovalOps, type ListResponse, type PendingBusiness } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { pendingBusinessKeys } from './pending-business-keys';

/** A decided listing leaves the pending list at once; the pages are read again afterwards. */
export function removeFromPendingBusinesses(id: number): void {
  queryClient.setQueriesData<ListResponse<PendingBusiness>>({ queryKey: pendingBusinessKeys.all }, (list) =>
    list?.data.some((business) => business.id === id)
      ? { ...list, data: list.data.filter((business) => business.id !== id), total: list.total - 1 }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: pendingBusinessKeys.all });
}

export function useApproveBusiness() {
  return useMutation({
    mutationFn: (id: number) => call(businessApprovalOps.approveBusiness, { params: { id } }),
    onSuccess: (_response, id) => removeFromPendingBusinesses(id),
  });
}
