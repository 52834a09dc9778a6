import { useMutation } from '@tanstack/react-query';
import { businessOps, type BusinessInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

export type UpdateBusinessInput = { id: number; payload: BusinessInput };

export function useUpdateBusiness() {
  return useMutation({
    // The answer's message says whether the change went back to an admin for review.
    mutationFn: ({ id, payload }: UpdateBusinessInput) => call(businessOps.update, { params: { id }, body: payload }),
    onSuccess: (response) => {
      queryClient.setQueriesData<BusinessResponse>(
        { queryKey: businessKeys.detail(response.data.id) },
        { data: response.data },
      );
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
