import { useMutation } from '@tanstack/react-query';
import type { MyBusiness } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

export type VerifyResponse = { data: MyBusiness; message: string };

export function setBusinessVerified(id: number, isVerified: boolean): Promise<VerifyResponse> {
  return api.patch<VerifyResponse>(`/admin/businesses/${id}/verify`, { is_verified: isVerified });
}

/** An admin turns a listing's verified badge on or off; the page and the directory show the change. */
export function useSetBusinessVerified(id: number) {
  return useMutation({
    mutationFn: (isVerified: boolean) => setBusinessVerified(id, isVerified),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(id) }, (current) =>
        current ? { data: { ...current.data, is_verified: data.is_verified } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
    },
  });
}
