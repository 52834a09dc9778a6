import { useMutation } from '@tanstack/react-query';
import { businessApprovalOps, businessOps, operationKey } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

const markOn = (id: number, changes: Partial<BusinessResponse['data']>) =>
  queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(id) }, (current) =>
    current ? { data: { ...current.data, ...changes } } : current,
  );

/** The owner asks for the Ghanaian-owned mark; the page then says it was asked for. */
export function useApplyGhanaianOwned(id: number) {
  return useMutation({
    mutationFn: () => call(businessOps.applyGhanaianOwned, { params: { id } }),
    onSuccess: () => markOn(id, { ghanaian_owned_requested: true }),
  });
}

/** An admin gives the mark (true) or declines or takes it away (false); the page and the directory show it. */
export function useSetGhanaianOwned(id: number) {
  return useMutation({
    mutationFn: (ghanaianOwned: boolean) =>
      call(businessApprovalOps.ghanaianOwned, { params: { id }, body: { ghanaian_owned: ghanaianOwned } }),
    onSuccess: ({ data }) => {
      markOn(id, { ghanaian_owned: data.ghanaian_owned, ghanaian_owned_requested: false });
      void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: operationKey(businessApprovalOps.ghanaianOwnedRequests) });
    },
  });
}
