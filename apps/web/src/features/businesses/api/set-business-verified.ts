import { useMutation } from '@tanstack/react-query';
import { businessApprovalOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

/** An admin turns a listing's verified badge on or off; the page and the directory show the change. */
export function useSetBusinessVerified(id: number) {
  return useMutation({
    mutationFn: (isVerified: boolean) =>
      call(businessApprovalOps.verify, { params: { id }, body: { is_verified: isVerified } }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(id) }, (current) =>
        current ? { data: { ...current.data, is_verified: data.is_verified } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
    },
  });
}
