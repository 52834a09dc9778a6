import { useMutation } from '@tanstack/react-query';
import { businessOps, type VouchResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

/** Vouch with a note (a string) or take the vouch back (null); the page takes the answer's count and newest vouches. */
export function useVouchBusiness(id: number) {
  return useMutation({
    mutationFn: (note: string | null): Promise<VouchResponse> =>
      note === null
        ? call(businessOps.unvouch, { params: { id } })
        : call(businessOps.vouch, { params: { id }, body: { note } }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(id) }, (current) =>
        current ? { data: { ...current.data, ...data } } : current,
      );
    },
  });
}
